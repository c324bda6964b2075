import { describe, expect, it } from "vitest";
import { Modifier, type Options, PartType, parseAPatternString } from "../src/parser.ts";

const PATHNAME: Options = { delimiterCodePoint: "/", prefixCodePoint: "/", ignoreCase: false };
const identity = (text: string) => text;

const parts = (input: string, options = PATHNAME, encode = identity) =>
  parseAPatternString(input, options, encode).map((part) => [
    PartType[part.type],
    part.value,
    Modifier[part.modifier],
    part.name,
    part.prefix,
    part.suffix,
  ]);

describe("parseAPatternString", () => {
  it("makes the prefix code point before a group its prefix, other text fixed", () => {
    expect(parts("/books/:id?")).toEqual([
      ["FIXED_TEXT", "/books", "NONE", "", "", ""],
      ["SEGMENT_WILDCARD", "", "OPTIONAL", "id", "/", ""],
    ]);
    expect(parts("-:id")).toEqual([
      ["FIXED_TEXT", "-", "NONE", "", "", ""],
      ["SEGMENT_WILDCARD", "", "NONE", "id", "", ""],
    ]);
  });

  it("numbers unnamed groups and turns regexps equal to a wildcard into that wildcard", () => {
    expect(parts("/(\\d+)/*/([^\\/]+?)/(.*)")).toEqual([
      ["REGEXP", "\\d+", "NONE", "0", "/", ""],
      ["FULL_WILDCARD", "", "NONE", "1", "/", ""],
      ["SEGMENT_WILDCARD", "", "NONE", "2", "/", ""],
      ["FULL_WILDCARD", "", "NONE", "3", "/", ""],
    ]);
  });

  it("reads { } groups with a prefix, suffix and modifier, and merges plain ones into fixed text", () => {
    expect(parts("{a:x(b)c}+{d}e{f}?")).toEqual([
      ["REGEXP", "b", "ONE_OR_MORE", "x", "a", "c"],
      ["FIXED_TEXT", "de", "NONE", "", "", ""],
      ["FIXED_TEXT", "f", "OPTIONAL", "", "", ""],
    ]);
  });

  it("runs the encoding callback on fixed text, prefixes and suffixes", () => {
    const upper = (text: string) => text.toUpperCase();
    expect(parts("a{b:x(z)c}", PATHNAME, upper)).toEqual([
      ["FIXED_TEXT", "A", "NONE", "", "", ""],
      ["REGEXP", "z", "NONE", "x", "B", "C"],
    ]);
  });

  it("throws for a duplicate name or a token out of place, with its index", () => {
    expect(() => parts("/:a/:a")).toThrow('a duplicate group name "a" at index 4');
    expect(() => parts("{a")).toThrow('expected "}", found the end of the pattern at index 2');
    expect(() => parts("a}")).toThrow('expected the end of the pattern, found "}" at index 1');
    expect(() => parts("{:a{")).toThrow('expected "}", found "{" at index 3');
    expect(() => parts("??")).toThrow('expected the end of the pattern, found "?" at index 0');
  });
});
