import { describe, expect, it } from "vitest";
import { isASCIIWhitespace, isomorphicDecode, stripLeadingAndTrailingASCIIWhitespace } from "../src/infra.ts";

describe("isASCIIWhitespace", () => {
  it("is tab, LF, FF, CR and space", () => {
    const all = Array.from({ length: 0x110 }, (_, c) => c).filter(isASCIIWhitespace);
    expect(all).toEqual([0x09, 0x0a, 0x0c, 0x0d, 0x20]);
  });
});

describe("stripLeadingAndTrailingASCIIWhitespace", () => {
  it("strips both ends only", () => {
    expect(stripLeadingAndTrailingASCIIWhitespace(" \t\n\f\ra b\r\f\n\t ")).toBe("a b");
    expect(stripLeadingAndTrailingASCIIWhitespace("\va\u00a0")).toBe("\va\u00a0");
    expect(stripLeadingAndTrailingASCIIWhitespace("  ")).toBe("");
  });
});

describe("isomorphicDecode", () => {
  it("maps each byte to the code point of the same value, across chunk boundaries", () => {
    const bytes = Uint8Array.from({ length: 0x2000 * 3 + 5 }, (_, i) => (i * 31) & 0xff);
    const decoded = isomorphicDecode(bytes);
    expect(decoded.length).toBe(bytes.length);
    for (let i = 0; i < bytes.length; i++) if (decoded.charCodeAt(i) !== bytes[i]) expect.fail(`differs at ${i}`);
    expect(isomorphicDecode(new Uint8Array(0))).toBe("");
  });
});
