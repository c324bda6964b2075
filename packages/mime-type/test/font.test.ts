import { describe, expect, it } from "vitest";
import { fontTypePatternMatchingAlgorithm, matchFontTypePattern } from "../src/font.ts";
import { bytes, signatures } from "./sniffing-corpus.ts";

describe("fontTypePatternMatchingAlgorithm", () => {
  for (const { name, header, essence } of signatures.filter((s) => s.table === "font")) {
    it(`${name}: ${essence}`, () => {
      expect(fontTypePatternMatchingAlgorithm(header)).toBe(essence);
      expect(matchFontTypePattern(header)?.essence).toBe(essence);
      expect(fontTypePatternMatchingAlgorithm(header.subarray(0, 1))).not.toBe(essence);
      // Only at the start.
      expect(fontTypePatternMatchingAlgorithm(bytes(" ", header))).toBe(null);
    });
  }
  it("matches nothing else", () => {
    for (const { header } of signatures.filter((s) => s.table !== "font")) {
      expect(fontTypePatternMatchingAlgorithm(header)).toBe(null);
    }
    expect(matchFontTypePattern(bytes())).toBe(null);
  });
  it("checks its argument", () => {
    expect(() => matchFontTypePattern(null as never)).toThrow(
      new TypeError("matchFontTypePattern: expected a Uint8Array, got null"),
    );
  });
});
