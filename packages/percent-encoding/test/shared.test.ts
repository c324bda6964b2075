// The exports other urlkit packages build on: asciiHexDigitValue (host's IPv4 and IPv6 parsers, the decoders) and
// stringPercentDecode (the urlencoded parser), which must agree with the public function it is the core of.
import { asciiHexDigitValue, percentDecodeString, stringPercentDecode } from "@urlkit/percent-encoding";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyString } from "./arbitraries.ts";

describe("asciiHexDigitValue", () => {
  it("gives 0-15 for exactly the ASCII hex digits, over every code unit", () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      const expected = /^[0-9A-Fa-f]$/.test(ch) ? Number.parseInt(ch, 16) : -1;
      if (asciiHexDigitValue(c) !== expected) expect.fail(`U+${c.toString(16)}: ${asciiHexDigitValue(c)}`);
    }
  });

  it("gives -1 for what charCodeAt returns past the end, and for numbers that are no code unit", () => {
    expect(asciiHexDigitValue(Number.NaN)).toBe(-1);
    for (const c of [-1, -0x30, 0x10030, 0x10041, 0x10061, 2 ** 32 + 0x30]) expect(asciiHexDigitValue(c)).toBe(-1);
  });
});

describe("stringPercentDecode", () => {
  it("is percentDecodeString with spaceAsPlus as a boolean", () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (input, plus) => {
        expect(stringPercentDecode(input, plus)).toBe(percentDecodeString(input, { spaceAsPlus: plus }));
      }),
      { numRuns: 3000 },
    );
  });
});
