import { describe, expect, it } from "vitest";
import { imageTypePatternMatchingAlgorithm, matchImageTypePattern } from "../src/image.ts";
import { bytes, signatures } from "./sniffing-corpus.ts";

describe("imageTypePatternMatchingAlgorithm", () => {
  for (const { name, header, essence } of signatures.filter((s) => s.table === "image")) {
    it(`${name}: ${essence}`, () => {
      expect(imageTypePatternMatchingAlgorithm(header)).toBe(essence);
      expect(matchImageTypePattern(header)?.essence).toBe(essence);
      expect(imageTypePatternMatchingAlgorithm(header.subarray(0, 1))).not.toBe(essence);
      // Only at the start.
      expect(imageTypePatternMatchingAlgorithm(bytes(" ", header))).toBe(null);
    });
  }
  it("matches nothing else", () => {
    for (const { header, table } of signatures.filter((s) => s.table !== "image")) {
      if (table === "font") continue;
      expect(imageTypePatternMatchingAlgorithm(header)).toBe(null);
    }
    expect(matchImageTypePattern(bytes())).toBe(null);
  });
  it("checks its argument", () => {
    expect(() => matchImageTypePattern(null as never)).toThrow(
      new TypeError("matchImageTypePattern: expected a Uint8Array, got null"),
    );
  });
});
