import { tr46IDNA } from "@urlkit/host";
import { describe, expect, it } from "vitest";
import { type InitType, processAURLPatternInit, type URLPatternInit } from "../src/init-processing.ts";

const processInit = (init: URLPatternInit, type: InitType, initial: string | null) =>
  processAURLPatternInit(init, type, initial, tr46IDNA);

describe("processAURLPatternInit", () => {
  it("takes from the base URL only the components before the first one given, escaped as pattern text", () => {
    const base = "https://u:p@example.com:8080/a/b?q#h";
    expect(processInit({ baseURL: base }, "pattern", null)).toEqual({
      protocol: "https",
      hostname: "example.com",
      port: "8080",
      pathname: "/a/b",
      search: "q",
      hash: "h",
    });
    expect(processInit({ baseURL: base, pathname: "c" }, "pattern", null)).toEqual({
      protocol: "https",
      hostname: "example.com",
      port: "8080",
      pathname: "/a/c",
    });
    expect(processInit({ baseURL: "https://x/(a)*/", search: "s" }, "pattern", null)).toMatchObject({
      pathname: "/\\(a\\)\\*/",
      search: "s",
    });
  });

  it("inherits credentials only for inputs (type url)", () => {
    const base = "https://u:p@example.com/";
    expect(processInit({ baseURL: base }, "url", "")).toMatchObject({ username: "u", password: "p" });
    expect(processInit({ baseURL: base, hostname: "x" }, "url", "")).toMatchObject({
      username: "",
      password: "",
    });
  });

  it("strips the separators and canonicalizes inputs", () => {
    expect(
      processInit(
        { protocol: "HTTPS:", hostname: "EXAMPLE.com", port: "443", pathname: "/a b/../c", search: "?x y", hash: "#é" },
        "url",
        "",
      ),
    ).toEqual({
      protocol: "https",
      username: "",
      password: "",
      hostname: "example.com",
      port: "",
      pathname: "/c",
      search: "x%20y",
      hash: "%C3%A9",
    });
    expect(processInit({ protocol: "data", pathname: "a b ?c" }, "url", "")).toMatchObject({
      pathname: "a b%20",
    });
  });

  it("throws a TypeError for a base URL that does not parse and an input that does not canonicalize", () => {
    expect(() => processInit({ baseURL: "x" }, "pattern", null)).toThrow('invalid baseURL "x"');
    expect(() => processInit({ port: "99999" }, "url", "")).toThrow(TypeError);
  });
});
