import { describe, expect, it } from "vitest";
import {
  asciiLowercase,
  isHTTPQuotedStringTokenCodePoint,
  isHTTPTokenCodePoint,
  isHTTPWhitespace,
} from "../src/code-points.ts";

const all = (predicate: (c: number) => boolean) =>
  Array.from({ length: 0x110 }, (_, c) => c).filter((c) => predicate(c));
const codes = (s: string) => [...s].map((c) => c.charCodeAt(0));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("code point classes, as the standards list them", () => {
  it("HTTP token code points", () => {
    const alphanumeric = [...range(0x30, 0x39), ...range(0x41, 0x5a), ...range(0x61, 0x7a)];
    expect(all(isHTTPTokenCodePoint)).toEqual([...codes("!#$%&'*+-.^_`|~"), ...alphanumeric].sort((a, b) => a - b));
  });

  it("HTTP quoted-string token code points", () => {
    expect(all(isHTTPQuotedStringTokenCodePoint)).toEqual([0x09, ...range(0x20, 0x7e), ...range(0x80, 0xff)]);
  });

  it("HTTP whitespace", () => {
    expect(all(isHTTPWhitespace)).toEqual([0x09, 0x0a, 0x0d, 0x20]);
  });
});

describe("asciiLowercase", () => {
  it("maps A-Z only", () => {
    expect(asciiLowercase("AbC-\u212a\u0130\u00c9Z")).toBe("abc-\u212a\u0130\u00c9z");
  });
});
