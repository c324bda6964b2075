import { describe, expect, it } from "vitest";
import { archiveTypePatternMatchingAlgorithm, matchArchiveTypePattern } from "../src/archive.ts";
import { bytes, signatures } from "./sniffing-corpus.ts";

describe("archiveTypePatternMatchingAlgorithm", () => {
  for (const { name, header, essence } of signatures.filter((s) => s.table === "archive")) {
    it(`${name}: ${essence}`, () => {
      expect(archiveTypePatternMatchingAlgorithm(header)).toBe(essence);
      expect(matchArchiveTypePattern(header)?.essence).toBe(essence);
      expect(archiveTypePatternMatchingAlgorithm(header.subarray(0, 1))).not.toBe(essence);
      // Only at the start.
      expect(archiveTypePatternMatchingAlgorithm(bytes(" ", header))).toBe(null);
    });
  }
  it("matches nothing else", () => {
    for (const { header, table } of signatures.filter((s) => s.table !== "archive")) {
      if (table === "font") continue;
      expect(archiveTypePatternMatchingAlgorithm(header)).toBe(null);
    }
    expect(matchArchiveTypePattern(bytes())).toBe(null);
  });
  it("checks its argument", () => {
    expect(() => matchArchiveTypePattern(null as never)).toThrow(
      new TypeError("matchArchiveTypePattern: expected a Uint8Array, got null"),
    );
  });
});
