// The self-mapped fast path of tr46IDNA against tr46 itself: every code point it takes, and random domains of them.
import fc from "fast-check";
import { toASCII } from "tr46";
import { describe, expect, it } from "vitest";
import { selfMappedToASCII } from "../src/idna-fast.ts";
import { FLATTEN_LENGTH } from "../src/punycode.ts";

const FLAGS = { checkBidi: true, checkJoiners: true };

describe("selfMappedToASCII", () => {
  it("agrees with tr46 on every code point it takes, alone and inside a label", () => {
    let taken = 0;
    for (let c = 0x80; c <= 0xffff; c++) {
      const codePoint = String.fromCharCode(c);
      if (selfMappedToASCII(codePoint) === undefined) continue;
      taken++;
      for (const domain of [codePoint, `a${codePoint}-1.${codePoint}Z`]) {
        expect(selfMappedToASCII(domain), domain).toBe(toASCII(domain, FLAGS));
      }
    }
    expect(taken).toBeGreaterThan(20_000);
  });

  it("agrees with tr46 on random domains of those code points and ASCII", () => {
    const unit = fc.constantFrom(..."abcXYZ09-.ßäöüÿÄÖÜŁłĆęĞşαβγςωΑΩΆабвяёДЯЁҐґệỆぁかアカ中文字한국어");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), (domain) => {
        const fast = selfMappedToASCII(domain);
        if (fast !== undefined) expect(fast).toBe(toASCII(domain, FLAGS));
      }),
    );
  });

  it("agrees with tr46 on a domain long enough to be built in several flattened pieces", () => {
    // Mixed ASCII and non-ASCII labels, so that each piece boundary falls after a copied run as well as after an ACE
    // label; an ASCII label last, so that the copy after the loop is checked too.
    const domain = `${"bücher.example.".repeat(2_000)}ütf.com`;
    expect(domain.length).toBeGreaterThan(3 * FLATTEN_LENGTH);
    expect(selfMappedToASCII(domain)).toBe(toASCII(domain, FLAGS));
  });

  it("leaves to tr46 a domain with any other code point or a Punycode label", () => {
    // "Σ": toLowerCase() makes it "ς" at the end of a word, where UTS #46 maps it to "σ". "Ŀ", "ſ": mapped to other
    // code points than their lower case.
    for (const domain of ["a\u0301", "a\u200db", "\u05d0", "xn--a.ü", "ü.XN--A", "ａ", "İ", "ΑΣ", "Ŀ", "ſ"]) {
      expect(selfMappedToASCII(domain), domain).toBeUndefined();
    }
  });
});
