import { tr46IDNA } from "@urlkit/host";
import { describe, expect, it } from "vitest";
import { encodingCallbacksWith } from "../src/canonicalization.ts";
import { parseAConstructorString } from "../src/constructor-string.ts";

const { protocol } = encodingCallbacksWith(tr46IDNA);
const parse = (input: string) => parseAConstructorString(input, protocol);

describe("parseAConstructorString", () => {
  it("splits a whole-URL pattern into its components", () => {
    expect(parse("https://user:1@*.example.com:8080/a/:b/?q=:c#h")).toEqual({
      protocol: "https",
      username: "user",
      password: "1",
      hostname: "*.example.com",
      port: "8080",
      pathname: "/a/:b/",
      search: "q=:c",
      hash: "h",
    });
    // A ":" that starts a group name separates nothing, and a "?" after a group is its modifier.
    expect(parse("https://user:pw@x/:b?q")).toMatchObject({ username: "user:pw", pathname: "/:b?q" });
  });

  it("means the default port for a hostname without a port, and fills the components between", () => {
    expect(parse("https://example.com#top")).toEqual({
      protocol: "https",
      hostname: "example.com",
      port: "",
      pathname: "/",
      search: "",
      hash: "top",
    });
    expect(parse("foo:/bar?x")).toEqual({
      protocol: "foo",
      hostname: "",
      port: "",
      pathname: "/bar",
      search: "x",
    });
    // ":bar" is a named group, so "foo:bar" has no protocol.
    expect(parse("foo:bar")).toEqual({ pathname: "foo:bar" });
  });

  it("reads a relative pattern as a pathname, search or hash", () => {
    expect(parse("/a/:b")).toEqual({ pathname: "/a/:b" });
    expect(parse("?q")).toEqual({ search: "q" });
    expect(parse("#h")).toEqual({ hash: "h" });
  });

  it("never ends a component inside a { } group or at a group's modifier", () => {
    expect(parse("https://a{.b:c}?/d")).toMatchObject({ hostname: "a{.b:c}?", pathname: "/d" });
    expect(parse("https://a/:b?c")).toMatchObject({ pathname: "/:b?c" });
    expect(parse("https://a/b?c")).toMatchObject({ pathname: "/b", search: "c" });
  });

  it("keeps IPv6 brackets and named groups out of the port", () => {
    expect(parse("http://[\\:\\:1]:80/")).toMatchObject({ hostname: "[\\:\\:1]", port: "80" });
    expect(parse("https://a.:b.c:8443/")).toMatchObject({ hostname: "a.:b.c", port: "8443" });
  });

  it("uses the protocol's special-ness for authority and pathname defaults", () => {
    expect(parse("http:\\/\\/example.com/a")).toMatchObject({
      hostname: "example.com",
      pathname: "/a",
    });
    expect(parse("(https?):#x")).toMatchObject({ hostname: "", pathname: "/", hash: "x" });
    expect(parse("data\\:text/plain")).toEqual({
      protocol: "data",
      hostname: "",
      port: "",
      pathname: "text/plain",
    });
    expect(parse("data:/text/plain")).toMatchObject({ protocol: "data", pathname: "/text/plain" });
  });
});
