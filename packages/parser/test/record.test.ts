import { describe, expect, it } from "vitest";
import {
  cannotHaveUsernamePasswordPort,
  defaultPort,
  hasOpaquePath,
  includesCredentials,
  isSpecialScheme,
  origin,
  parseURL,
  serializeAnOrigin,
  serializeOrigin,
  serializePath,
  serializeURL,
  type URLRecord,
} from "../src/index.ts";

function parse(input: string, base?: string): URLRecord {
  const url = parseURL(input, { base });
  if (url === null) throw new Error(`expected ${input} to parse`);
  return url;
}

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
    expect([url.isSpecial, url.hasOpaquePath, url.includesCredentials, url.cannotHaveUsernamePasswordPort]).toEqual([
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

  it("serializes with and without the fragment, and the path", () => {
    const url = parse("https://example.org/p?q#f");
    expect(serializeURL(url)).toBe("https://example.org/p?q#f");
    expect(serializeURL(url, { excludeFragment: true })).toBe("https://example.org/p?q");
    expect(serializeURL(parse("https://example.org/p"), { excludeFragment: true })).toBe("https://example.org/p");
    expect(serializePath(url)).toBe("/p");
    expect(serializePath(parse("sc:opaque"))).toBe("opaque");
  });

  it("predicates and the special-scheme table", () => {
    expect(hasOpaquePath(parse("a:b"))).toBe(true);
    expect(includesCredentials(parse("https://:p@h/"))).toBe(true);
    expect(includesCredentials(parse("https://h/"))).toBe(false);
    expect(["ftp", "file", "http", "https", "ws", "wss"].map(isSpecialScheme)).toEqual(Array(6).fill(true));
    expect(["HTTP", "foo", "", "httpx"].map(isSpecialScheme)).toEqual([false, false, false, false]);
    expect(["ftp", "file", "http", "https", "ws", "wss", "foo"].map(defaultPort)).toEqual([
      21,
      null,
      80,
      443,
      80,
      443,
      null,
    ]);
  });

  it("rejects objects that are not records", () => {
    expect(() => serializeURL({ href: "x" } as unknown as URLRecord)).toThrow(/expected a URL record/);
    expect(() => parseURL("x", { base: {} as URLRecord })).toThrow(TypeError);
  });

  it("resolves against a record or a string base; a failing base string fails", () => {
    const base = parse("https://example.org/dir/file?x#y");
    expect(parseURL("../a", { base })?.href).toBe("https://example.org/a");
    expect(parseURL("?z", { base: "https://example.org/dir/file?x#y" })?.href).toBe("https://example.org/dir/file?z");
    expect(parseURL("#z", { base: "sc:opaque?q" })?.href).toBe("sc:opaque?q#z");
    expect(parseURL("a", { base: "https://[::1" })).toBeNull();
    expect(parseURL("https://ok.example/", { base: "https://[::1" })).toBeNull();
  });
});

describe("origin", () => {
  it("is a tuple for http(s), ws(s), ftp and opaque otherwise", () => {
    expect(origin(parse("https://u:p@example.org:8443/x"))).toEqual({
      type: "tuple",
      scheme: "https",
      host: "example.org",
      port: 8443,
      domain: null,
    });
    expect(serializeOrigin(parse("https://u:p@example.org:8443/x"))).toBe("https://example.org:8443");
    expect(serializeOrigin(parse("ws://[::1]/"))).toBe("ws://[::1]");
    expect(serializeOrigin(parse("ftp://h:21/"))).toBe("ftp://h");
    expect(origin(parse("file:///x"))).toEqual({ type: "opaque" });
    expect(serializeOrigin(parse("data:,x"))).toBe("null");
  });
  it("of a blob: URL is that of its path's http(s) URL, else opaque", () => {
    expect(serializeOrigin(parse("blob:https://whatwg.org/d0360e2f"))).toBe("https://whatwg.org");
    expect(serializeOrigin(parse("blob:http://h:81/x"))).toBe("http://h:81");
    expect(serializeOrigin(parse("blob:file:///x"))).toBe("null");
    expect(serializeOrigin(parse("blob:ftp://h/x"))).toBe("null");
    expect(serializeOrigin(parse("blob:not a url"))).toBe("null");
  });
  it("serializeAnOrigin", () => {
    expect(serializeAnOrigin({ type: "opaque" })).toBe("null");
    expect(serializeAnOrigin({ type: "tuple", scheme: "http", host: "h", port: null, domain: null })).toBe("http://h");
  });
});

describe("the single pass and the state machine agree on inputs that need small fixes", () => {
  const inputs = [
    "HTTPS://Example.COM:0443/a%7e/b c?d e'#f g`",
    "Http://example.com",
    "FILE://LOCALHOST/C:/x",
    "file://host",
    "https://xn--nxasmq6b.example/",
    "https://1.2.3.4.example/x",
    "https://example.1/",
    "https://example.com/\u00e9?\u00e9#\u00e9",
    "https://example.com:/x",
    "https://example.com:080/x",
    "wss://h/?\u00e9",
  ];
  for (const input of inputs) {
    it(JSON.stringify(input), () => {
      const fast = parseURL(input);
      const general = parseURL(input, { onValidationError: () => {} });
      expect(fast?.href).toBe(general?.href);
      expect(fast?.href).toBe(URL.parse(input)?.href);
      if (fast !== null && general !== null) {
        for (const key of [
          "schemeEnd",
          "usernameEnd",
          "hostStart",
          "hostEnd",
          "portNumber",
          "pathStart",
          "queryStart",
          "fragmentStart",
        ] as const) {
          expect(fast[key], key).toBe(general[key]);
        }
      }
    });
  }
});

describe("the input is read as its scalar value string", () => {
  const inputs = [
    "https://x/\ud800\t\udc00",
    "https://x/?\udc00\n\ud800#\ud800",
    "foo://h\ud800/",
    "https://\ud800.example/",
    "sc:\ud800\t\udc00",
  ];
  for (const input of inputs) {
    it(JSON.stringify(input), () => {
      const usv = input.replace(/[\ud800-\udfff]/g, "\ufffd");
      expect(parseURL(input)?.href ?? null).toBe(parseURL(usv)?.href ?? null);
      expect(parseURL(input, { onValidationError: () => {} })?.href ?? null).toBe(parseURL(usv)?.href ?? null);
      expect(parseURL(input)?.href ?? null).toBe(URL.parse(input)?.href ?? null);
    });
  }
});
