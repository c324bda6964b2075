// Punycode against RFC 3492's samples and the `punycode` package (the implementation tr46 uses).

import { PIECE_LENGTH } from "@urlkit/percent-encoding/unchecked";
import fc from "fast-check";
import reference from "punycode";
import { describe, expect, it } from "vitest";
import { punycodeDecode, punycodeEncode } from "../src/punycode.ts";

// RFC 3492 section 7.1: (A) Arabic (Egyptian), (L) Japanese with Latin, (S) ASCII only.
const SAMPLES: [label: string, encoded: string][] = [
  [
    "\u0644\u064a\u0647\u0645\u0627\u0628\u062a\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064a\u061f",
    "egbpdaj6bu4bxfgehfvwxn",
  ],
  ["3\u5e74B\u7d44\u91d1\u516b\u5148\u751f", "3B-ww4c5e180e575a65lsy2b"],
  ["-> $1.00 <-", "-> $1.00 <--"],
  ["\u00fc", "tda"],
  ["", ""],
];

const label = fc.string({
  unit: fc.oneof(
    fc.constantFrom("a", "z", "0", "-", "B"),
    fc.integer({ min: 0x80, max: 0x2fff }).map((c) => String.fromCodePoint(c)),
    fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
  ),
  maxLength: 30,
});

describe("punycodeEncode and punycodeDecode", () => {
  for (const [input, encoded] of SAMPLES) {
    it(`${JSON.stringify(input)} ↔ ${JSON.stringify(encoded)}`, () => {
      expect(punycodeEncode(input)).toBe(encoded);
      expect(punycodeDecode(encoded)).toBe(input);
    });
  }

  it("encode as the punycode package does, and decode back", () => {
    fc.assert(
      fc.property(label, (input) => {
        const encoded = punycodeEncode(input);
        expect(encoded).toBe(reference.encode(input));
        expect(punycodeDecode(encoded as string)).toBe(input);
      }),
    );
  });

  it("encode a label long enough to be built in several pieces as the punycode package does", () => {
    // 256 distinct ideographs between ASCII runs: ~2 digits each, so the output passes a piece's length many times.
    let input = "";
    for (let i = 0; i < 12_000; i++) input += i % 7 === 0 ? "ab" : String.fromCharCode(0x4e00 + ((i * 37) % 256));
    const encoded = punycodeEncode(input);
    expect((encoded as string).length).toBeGreaterThan(2 * PIECE_LENGTH);
    expect(encoded).toBe(reference.encode(input));
  });

  it("fail on overflow, where the punycode package throws", () => {
    const input = `${"a".repeat(2_000)}\u{10ffff}`;
    expect(() => reference.encode(input)).toThrow(RangeError);
    expect(punycodeEncode(input)).toBeNull();
  });

  it("decode digits in either case", () => {
    expect(punycodeDecode("TDA")).toBe("\u00fc");
  });

  it("reject what is not Punycode: a non-digit, a cut-off number, a non-ASCII basic part, overflow, surrogates", () => {
    for (const input of ["a!", "a-", "ü-a", "99999999999", "zzzzzzzzzz", "-9", "x"]) {
      const decoded = punycodeDecode(input);
      let valid = true;
      try {
        reference.decode(input);
      } catch {
        valid = false;
      }
      if (valid) expect(decoded, input).toBe(reference.decode(input));
      else expect(decoded, input).toBeNull();
    }
    expect(punycodeDecode("a!")).toBeNull();
    expect(punycodeDecode("99999999999")).toBeNull();
    // The punycode package encodes lone surrogates; a label is a scalar value string, so decoding them fails.
    for (let c = 0xd800; c <= 0xdfff; c += 0x7f) {
      expect(punycodeDecode(reference.encode(String.fromCharCode(c)))).toBeNull();
    }
  });
});
