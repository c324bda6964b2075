import { describe, expect, it } from "vitest";
import { parseAConstructorString } from "../src/constructor-string.ts";

describe("parseAConstructorString", () => {
  it("splits a whole-URL pattern into its components", () => {
    expect(parseAConstructorString("https://user:1@*.example.com:8080/a/:b/?q=:c#h")).toEqual({
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
    expect(parseAConstructorString("https://user:pw@x/:b?q")).toMatchObject({ username: "user:pw", pathname: "/:b?q" });
  });

  it("means the default port for a hostname without a port, and fills the components between", () => {
    expect(parseAConstructorString("https://example.com#top")).toEqual({
      protocol: "https",
      hostname: "example.com",
      port: "",
      pathname: "/",
      search: "",
      hash: "top",
    });
    expect(parseAConstructorString("foo:/bar?x")).toEqual({
      protocol: "foo",
      hostname: "",
      port: "",
      pathname: "/bar",
      search: "x",
    });
    // ":bar" is a named group, so "foo:bar" has no protocol.
    expect(parseAConstructorString("foo:bar")).toEqual({ pathname: "foo:bar" });
  });

  it("reads a relative pattern as a pathname, search or hash", () => {
    expect(parseAConstructorString("/a/:b")).toEqual({ pathname: "/a/:b" });
    expect(parseAConstructorString("?q")).toEqual({ search: "q" });
    expect(parseAConstructorString("#h")).toEqual({ hash: "h" });
  });

  it("never ends a component inside a { } group or at a group's modifier", () => {
    expect(parseAConstructorString("https://a{.b:c}?/d")).toMatchObject({ hostname: "a{.b:c}?", pathname: "/d" });
    expect(parseAConstructorString("https://a/:b?c")).toMatchObject({ pathname: "/:b?c" });
    expect(parseAConstructorString("https://a/b?c")).toMatchObject({ pathname: "/b", search: "c" });
  });

  it("keeps IPv6 brackets and named groups out of the port", () => {
    expect(parseAConstructorString("http://[\\:\\:1]:80/")).toMatchObject({ hostname: "[\\:\\:1]", port: "80" });
    expect(parseAConstructorString("https://a.:b.c:8443/")).toMatchObject({ hostname: "a.:b.c", port: "8443" });
  });

  it("uses the protocol's special-ness for authority and pathname defaults", () => {
    expect(parseAConstructorString("http:\\/\\/example.com/a")).toMatchObject({
      hostname: "example.com",
      pathname: "/a",
    });
    expect(parseAConstructorString("(https?):#x")).toMatchObject({ hostname: "", pathname: "/", hash: "x" });
    expect(parseAConstructorString("data\\:text/plain")).toEqual({
      protocol: "data",
      hostname: "",
      port: "",
      pathname: "text/plain",
    });
    expect(parseAConstructorString("data:/text/plain")).toMatchObject({ protocol: "data", pathname: "/text/plain" });
  });
});
