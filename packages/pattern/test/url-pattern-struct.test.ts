import { describe, expect, it } from "vitest";
import { ComponentIndex, createAURLPattern, matchAURLPattern, testAURLPattern } from "../src/url-pattern-struct.ts";

const strings = (pattern: ReturnType<typeof createAURLPattern>) => pattern.map((component) => component.patternString);

describe("createAURLPattern", () => {
  it("makes a missing component a wildcard and a special scheme's default port empty", () => {
    expect(strings(createAURLPattern({ protocol: "https", port: "443", pathname: "/a" }, null, {}))).toEqual([
      "https",
      "*",
      "*",
      "*",
      "",
      "/a",
      "*",
      "*",
    ]);
    expect(createAURLPattern({ protocol: "foo", port: "443" }, null, {})[ComponentIndex.PORT].patternString).toBe(
      "443",
    );
  });

  it("compiles the pathname by the protocol: segments for a special scheme, opaque text otherwise", () => {
    expect(
      createAURLPattern({ protocol: "http", pathname: "/a b/./c" }, null, {})[ComponentIndex.PATHNAME].patternString,
    ).toBe("/a%20b/c");
    expect(
      createAURLPattern({ protocol: "urn", pathname: "a b/./c" }, null, {})[ComponentIndex.PATHNAME].patternString,
    ).toBe("a b/./c");
  });

  it("throws for a relative string without a base URL and for a base URL with a dictionary", () => {
    expect(() => createAURLPattern("/a", null, {})).toThrow(TypeError);
    expect(() => createAURLPattern({}, "https://x", {})).toThrow(TypeError);
  });
});

describe("matching", () => {
  const pattern = createAURLPattern({ hostname: "*.example.com", pathname: "/:id" }, null, {});

  it("agrees between test and exec", () => {
    for (const input of ["https://a.example.com/1", "https://example.com/1", "https://a.example.com/1/2", "nope"]) {
      expect(testAURLPattern(pattern, input, undefined)).toBe(matchAURLPattern(pattern, input, undefined) !== null);
    }
  });

  it("gives each component's input and groups", () => {
    const result = matchAURLPattern(pattern, "https://a.example.com:8080/1?q#h", undefined);
    expect(result?.hostname).toEqual({ input: "a.example.com", groups: { "0": "a" } });
    expect(result?.port).toEqual({ input: "8080", groups: { "0": "8080" } });
    expect(result?.search).toEqual({ input: "q", groups: { "0": "q" } });
    expect(result?.inputs).toEqual(["https://a.example.com:8080/1?q#h"]);
  });

  it("resolves a relative URL string against the base URL string", () => {
    expect(matchAURLPattern(pattern, "/7", "https://b.example.com/x")?.inputs).toEqual([
      "/7",
      "https://b.example.com/x",
    ]);
    expect(testAURLPattern(pattern, "/7", "not a base")).toBe(false);
  });
});
