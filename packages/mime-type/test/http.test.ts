import { describe, expect, it } from "vitest";
import { collectAnHTTPQuotedString, stripHTTPWhitespace } from "../src/http.ts";

describe("collectAnHTTPQuotedString (extract-value flag set)", () => {
  // The examples of https://fetch.spec.whatwg.org/#collect-an-http-quoted-string, with the value as output.
  it.each([
    ['"\\', "\\", 2],
    ['"Hello" World', "Hello", 7],
    ['"Hello \\\\ World\\""', 'Hello \\ World"', 18],
  ])("%j gives %j, ending at %i", (input, value, position) => {
    expect(collectAnHTTPQuotedString(input, 0)).toEqual({ value, position });
  });

  it("starts at the given position and stops after the closing quote", () => {
    expect(collectAnHTTPQuotedString('x="a\\b"c', 2)).toEqual({ value: "ab", position: 7 });
  });

  it("copies an escaped surrogate pair whole", () => {
    expect(collectAnHTTPQuotedString('"\\\ud83d\ude00"', 0)).toEqual({ value: "\ud83d\ude00", position: 5 });
  });
});

describe("stripHTTPWhitespace", () => {
  it("removes tab, LF, CR and space at both ends, not form feed or vertical tab", () => {
    expect(stripHTTPWhitespace("\t\n\r a b \r\n\t")).toBe("a b");
    expect(stripHTTPWhitespace("\fa\v")).toBe("\fa\v");
    expect(stripHTTPWhitespace(" \t")).toBe("");
  });
});
