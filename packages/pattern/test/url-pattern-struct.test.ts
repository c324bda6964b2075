import { tr46IDNA } from "@urlkit/host";
import { describe, expect, it } from "vitest";
import { encodingCallbacksWith } from "../src/canonicalization.ts";
import type { URLPatternInit } from "../src/init-processing.ts";
import {
  ComponentIndex,
  createAURLPattern as create,
  matchAURLPattern,
  testAURLPattern,
  type URLPatternOptions,
  type URLPatternStruct,
} from "../src/url-pattern-struct.ts";

const callbacks = encodingCallbacksWith(tr46IDNA);
const createAURLPattern = (input: string | URLPatternInit, baseURL: string | null, options: URLPatternOptions) =>
  create(input, baseURL, options, callbacks);
const testPattern = (pattern: URLPatternStruct, input: string, base: string | undefined) =>
  testAURLPattern(pattern, input, base, tr46IDNA);
const matchPattern = (pattern: URLPatternStruct, input: string, base: string | undefined) =>
  matchAURLPattern(pattern, input, base, tr46IDNA);

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
      expect(testPattern(pattern, input, undefined)).toBe(matchPattern(pattern, input, undefined) !== null);
    }
  });

  it("gives each component's input and groups", () => {
    const result = matchPattern(pattern, "https://a.example.com:8080/1?q#h", undefined);
    expect(result?.hostname).toEqual({ input: "a.example.com", groups: { "0": "a" } });
    expect(result?.port).toEqual({ input: "8080", groups: { "0": "8080" } });
    expect(result?.search).toEqual({ input: "q", groups: { "0": "q" } });
    expect(result?.inputs).toEqual(["https://a.example.com:8080/1?q#h"]);
  });

  it("resolves a relative URL string against the base URL string", () => {
    expect(matchPattern(pattern, "/7", "https://b.example.com/x")?.inputs).toEqual(["/7", "https://b.example.com/x"]);
    expect(testPattern(pattern, "/7", "not a base")).toBe(false);
  });
});
