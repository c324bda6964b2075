import { describe, expect, it } from "vitest";
import {
  anyBytes,
  asciiBytes,
  bytesAt,
  firstMatch,
  ignoringCase,
  patternMatchingAlgorithm,
  row,
  skipWhitespaceBytes,
} from "../src/pattern-matching.ts";
import { bytes } from "./sniffing-corpus.ts";

describe("row", () => {
  it("builds the pattern and mask the tables write", () => {
    const webp = row("image/webp", ["RIFF", anyBytes(4), "WEBPVP"]);
    expect([...webp.pattern]).toEqual([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]);
    expect([...webp.mask]).toEqual([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
    const doctype = row("text/html", [ignoringCase("<!DOCTYPE HTML")]);
    expect([...doctype.pattern]).toEqual([
      0x3c, 0x21, 0x44, 0x4f, 0x43, 0x54, 0x59, 0x50, 0x45, 0x20, 0x48, 0x54, 0x4d, 0x4c,
    ]);
    expect([...doctype.mask]).toEqual([
      0xff, 0xff, 0xdf, 0xdf, 0xdf, 0xdf, 0xdf, 0xdf, 0xdf, 0xff, 0xdf, 0xdf, 0xdf, 0xdf,
    ]);
  });
});

describe("patternMatchingAlgorithm", () => {
  const html = row("text/html", [ignoringCase("<HTML")], { ignoresWhitespace: true, tagTerminated: true });
  const match = (input: Uint8Array) => patternMatchingAlgorithm(input, html, skipWhitespaceBytes(input));
  it("matches letters in either case, after whitespace bytes, before a tag-terminating byte", () => {
    expect(match(bytes("<html>"))).toBe(true);
    expect(match(bytes("<HtMl "))).toBe(true);
    expect(match(bytes("\t\n\f\r <html>"))).toBe(true);
  });
  it("needs a tag-terminating byte (0x20 or 0x3E) and no more than the input", () => {
    expect(match(bytes("<html"))).toBe(false);
    expect(match(bytes("<html\t"))).toBe(false);
    expect(match(bytes('<html"'))).toBe(false);
    expect(match(bytes("<htm"))).toBe(false);
    expect(match(bytes([0], "<html>"))).toBe(false);
    // 0x0B (VT) is not a whitespace byte.
    expect(match(bytes([0x0b], "<html>"))).toBe(false);
  });
  it("compares masked bytes: a letter's case bit is ignored, nothing else is", () => {
    // "@" is "`" & 0xDF, but neither is a letter: masks apply to letters only.
    expect(match(bytes("<HTM\u00cc>"))).toBe(false);
  });
  it("reads nothing past the end", () => {
    const icon = row("image/x-icon", [[0, 0, 1, 0]]);
    expect(patternMatchingAlgorithm(bytes([0, 0, 1]), icon, 0)).toBe(false);
    expect(firstMatch(bytes([0, 0, 1, 0]), [icon])).toBe("image/x-icon");
  });
});

describe("bytesAt", () => {
  it("is false when the bytes would run past the end", () => {
    expect(bytesAt(asciiBytes("xftyp"), 1, asciiBytes("ftyp"))).toBe(true);
    expect(bytesAt(asciiBytes("xfty"), 1, asciiBytes("ftyp"))).toBe(false);
  });
});
