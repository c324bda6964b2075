import { describe, expect, it } from "vitest";
import { cannotHaveUsernamePasswordPort, hasOpaquePath, includesCredentials, isSpecial } from "../src/index.ts";
import { parse } from "./records.ts";

describe("the record", () => {
  it("exposes the standard's components as slices of one string", () => {
    const url = parse("https://us%20er:pa@EXAMPLE.com:8080/a/./b/../c?q=1#frag");
    expect(url.href).toBe("https://us%20er:pa@example.com:8080/a/c?q=1#frag");
    expect([url.scheme, url.username, url.password, url.host, url.hostname, url.port]).toEqual([
      "https",
      "us%20er",
      "pa",
      "example.com",
      "example.com",
      8080,
    ]);
    expect([url.pathname, url.path, url.query, url.fragment]).toEqual(["/a/c", ["a", "c"], "q=1", "frag"]);
    expect([isSpecial(url), url.hasOpaquePath, includesCredentials(url), cannotHaveUsernamePasswordPort(url)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    const { href, schemeEnd, usernameEnd, hostStart, hostEnd, portNumber, pathStart, queryStart, fragmentStart } = url;
    expect(href[schemeEnd]).toBe(":");
    expect(href.slice(schemeEnd + 3, usernameEnd)).toBe("us%20er");
    expect(href.slice(hostStart, hostEnd)).toBe("example.com");
    expect(portNumber).toBe(8080);
    expect(href.slice(pathStart, queryStart)).toBe("/a/c");
    expect(href[queryStart]).toBe("?");
    expect(href.slice(fragmentStart)).toBe("#frag");
  });

  it("distinguishes a null host, an empty host and an opaque path", () => {
    const opaque = parse("mailto:someone@example.org?subject=hi");
    expect([opaque.host, opaque.hostname, opaque.path, opaque.hasOpaquePath]).toEqual([
      null,
      "",
      "someone@example.org",
      true,
    ]);
    expect(cannotHaveUsernamePasswordPort(opaque)).toBe(true);
    const file = parse("file:///C:/x");
    expect([file.host, file.path, cannotHaveUsernamePasswordPort(file)]).toEqual(["", ["C:", "x"], true]);
    const noHost = parse("web+demo:/.//not-a-host/");
    expect([noHost.href, noHost.host, noHost.pathname, noHost.path]).toEqual([
      "web+demo:/.//not-a-host/",
      null,
      "//not-a-host/",
      ["", "not-a-host", ""],
    ]);
    const emptyHost = parse("foo://");
    expect([emptyHost.host, emptyHost.path, emptyHost.pathname]).toEqual(["", [], ""]);
  });

  it("is the canonical input itself when nothing changes", () => {
    const input = "https://example.org/a/b?c#d";
    expect(parse(input).href).toBe(input);
    expect(parse("HTTPS://Example.ORG:443").href).toBe("https://example.org/");
  });

  it("predicates", () => {
    expect(hasOpaquePath(parse("a:b"))).toBe(true);
    expect(includesCredentials(parse("https://:p@h/"))).toBe(true);
    expect(includesCredentials(parse("https://h/"))).toBe(false);
  });
});
