import { describe, expect, it } from "vitest";
import { isValidNameCodePoint, TokenType, tokenize } from "../src/tokenizer.ts";

const summary = (input: string, policy: "strict" | "lenient" = "strict") =>
  tokenize(input, policy).map((token) => [TokenType[token.type], token.index, token.value]);

describe("tokenize", () => {
  it("splits a pattern into its tokens, with UTF-16 indices", () => {
    expect(summary("/:id(\\d+)?{a}*\\.+")).toEqual([
      ["CHAR", 0, "/"],
      ["NAME", 1, "id"],
      ["REGEXP", 4, "\\d+"],
      ["OTHER_MODIFIER", 9, "?"],
      ["OPEN", 10, "{"],
      ["CHAR", 11, "a"],
      ["CLOSE", 12, "}"],
      ["ASTERISK", 13, "*"],
      ["ESCAPED_CHAR", 14, "."],
      ["OTHER_MODIFIER", 16, "+"],
      ["END", 17, ""],
    ]);
  });

  it("reads names of identifier code points, non-BMP ones included", () => {
    expect(summary(":café1:𝑥")).toEqual([
      ["NAME", 0, "café1"],
      ["NAME", 6, "𝑥"],
      ["END", 9, ""],
    ]);
    expect(summary("\\😀")).toEqual([
      ["ESCAPED_CHAR", 0, "😀"],
      ["END", 3, ""],
    ]);
  });

  it("allows nested groups only when they start with ?", () => {
    expect(summary("((?:a)|b)")[0]).toEqual(["REGEXP", 0, "(?:a)|b"]);
    expect(() => tokenize("((a))", "strict")).toThrow('a capturing group inside a regexp group (use "(?:") at index 0');
  });

  it("throws in strict mode with the reason and index", () => {
    expect(() => tokenize("/a\\", "strict")).toThrow("a backslash at the end at index 2");
    expect(() => tokenize("/:", "strict")).toThrow('a ":" without a valid group name at index 1');
    expect(() => tokenize("/()", "strict")).toThrow("an empty regexp group at index 1");
    expect(() => tokenize("(?a)", "strict")).toThrow('a regexp group starting with "?" at index 0');
    expect(() => tokenize("(é)", "strict")).toThrow("a non-ASCII code point in a regexp group at index 0");
    expect(() => tokenize("(a", "strict")).toThrow("an unclosed regexp group at index 0");
  });

  it("turns errors into invalid-char tokens in lenient mode and goes on after them", () => {
    expect(summary("(a:", "lenient")).toEqual([
      ["INVALID_CHAR", 0, "("],
      ["CHAR", 1, "a"],
      ["INVALID_CHAR", 2, ":"],
      ["END", 3, ""],
    ]);
  });
});

describe("isValidNameCodePoint", () => {
  it("follows IdentifierStart and IdentifierPart", () => {
    const cp = (c: string) => c.codePointAt(0) as number;
    expect(isValidNameCodePoint(cp("$"), true)).toBe(true);
    expect(isValidNameCodePoint(cp("1"), true)).toBe(false);
    expect(isValidNameCodePoint(cp("1"), false)).toBe(true);
    expect(isValidNameCodePoint(cp("-"), false)).toBe(false);
    expect(isValidNameCodePoint(0x200c, false)).toBe(true);
    expect(isValidNameCodePoint(0x200c, true)).toBe(false);
    expect(isValidNameCodePoint(cp("ä"), true)).toBe(true);
  });
});
