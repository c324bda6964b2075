import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Options, parseAPatternString } from "../src/parser.ts";
import { escapeAPatternString, generateAPatternString } from "../src/pattern-string.ts";

const PATHNAME: Options = { delimiterCodePoint: "/", prefixCodePoint: "/", ignoreCase: false };
const parse = (input: string) => parseAPatternString(input, PATHNAME, (text) => text);
const normalize = (input: string) => generateAPatternString(parse(input), PATHNAME);

describe("generateAPatternString", () => {
  it("writes the shortest equivalent pattern", () => {
    expect(normalize("/{foo}")).toBe("/foo");
    expect(normalize("/(.*)")).toBe("/*");
    expect(normalize("/:id([^\\/]+?)")).toBe("/:id");
    expect(normalize("{/:id}?")).toBe("/:id?");
    expect(normalize("/([^\\/]+?)")).toBe("/([^\\/]+?)");
  });

  it("keeps the braces and escapes that the meaning needs", () => {
    expect(normalize("{:a}b")).toBe("{:a}b");
    expect(normalize(":a{-b}")).toBe(":a-b");
    expect(normalize("{:a\\b}")).toBe("{:a\\b}");
    expect(normalize("{:a}(b)")).toBe("{:a}(b)");
    expect(normalize("/{:a}")).toBe("/{:a}");
    expect(normalize("a{/}:b")).toBe("a/{:b}");
    expect(normalize("{x:a}?")).toBe("{x:a}?");
    expect(normalize("(a)(.*)")).toBe("(a)(.*)");
  });

  it("gives a pattern string that parses to the same part list", () => {
    const piece = fc.constantFrom(
      "/",
      "a",
      "-",
      ".",
      ":x",
      ":y",
      "(\\d+)",
      "*",
      "{b:z}",
      "{/:w}?",
      "\\:",
      "?",
      "+",
      "*",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const input = pieces.join("");
        let partList: ReturnType<typeof parse>;
        try {
          partList = parse(input);
        } catch {
          return;
        }
        expect(parse(generateAPatternString(partList, PATHNAME))).toEqual(partList);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("escapeAPatternString", () => {
  it("escapes exactly the pattern syntax", () => {
    expect(escapeAPatternString("+*?:{}()\\")).toBe("\\+\\*\\?\\:\\{\\}\\(\\)\\\\");
    expect(escapeAPatternString("/a.b[c]")).toBe("/a.b[c]");
  });
});
