// The self-mapped fast path of tr46IDNA against tr46 itself: every code point it takes, and random domains of them.

import { PIECE_LENGTH } from "@urlkit/percent-encoding/unchecked";
import fc from "fast-check";
import { toASCII } from "tr46";
import { describe, expect, it } from "vitest";
import { selfMappedToASCII } from "../src/idna-fast.ts";

const FLAGS = { checkBidi: true, checkJoiners: true };

describe("selfMappedToASCII", () => {
  it("agrees with tr46 on every code point it takes, alone and inside a label", () => {
    let taken = 0;
    for (let c = 0x80; c <= 0xffff; c++) {
      const codePoint = String.fromCharCode(c);
      // (A combining mark is taken only after another code point.)
      const domains = [codePoint, `a${codePoint}-1.${codePoint}Z`, `a${codePoint}.ก${codePoint}`];
      if (domains.every((domain) => selfMappedToASCII(domain) === undefined)) continue;
      taken++;
      for (const domain of domains) {
        const fast = selfMappedToASCII(domain);
        if (fast !== undefined) expect(fast, domain).toBe(toASCII(domain, FLAGS));
      }
    }
    expect(taken).toBeGreaterThan(20_000);
  });

  it("agrees with tr46 on random domains of those code points and ASCII", () => {
    const unit = fc.constantFrom(
      ..."abcXYZ09-.ßäöüÿÄÖÜŁłĆęĞşαβγςωΑΩΆабвяёДЯЁҐґệỆぁかアカ中文字한국어",
      // Thai and Devanagari letters and combining marks (which NFC reorders, and which may not start a label).
      ..."กขไทยำ\u0e31\u0e38\u0e48\u0e4bभारतहिन\u093c\u094d\u0901\u093f",
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 30 }), (domain) => {
        const fast = selfMappedToASCII(domain);
        if (fast !== undefined) expect(fast).toBe(toASCII(domain, FLAGS));
      }),
    );
  });

  it("agrees with tr46 on a domain long enough to be joined from pieces several times", () => {
    // Mixed ASCII and non-ASCII labels, so that each piece boundary falls after a copied run as well as after an ACE
    // label; an ASCII label last, so that the copy after the loop is checked too. Odd lengths, so that pieces are
    // joined in the middle of a run of labels.
    for (const count of [1, 11, 6_999]) {
      const domain = `${"bücher.example.".repeat(count)}ütf.com`;
      const ascii = selfMappedToASCII(domain);
      expect(ascii).toBe(toASCII(domain, FLAGS));
      // (appendPiece joins 256 pieces at a time.)
      if (count > 11) expect((ascii as string).length).toBeGreaterThan(2 * PIECE_LENGTH * 256);
    }
  });

  it("leaves to tr46 a domain with any other code point or a Punycode label", () => {
    // "Σ": toLowerCase() makes it "ς" at the end of a word, where UTS #46 maps it to "σ". "Ŀ", "ſ": mapped to other
    // code points than their lower case.
    // "न\u093c" composes to "ऩ" and "ก\u0e48\u0e38" reorders in NFC; "\u0e31ก" and "ก.\u0e31" start a label with a mark.
    for (const domain of [
      "a\u0301",
      "a\u200db",
      "\u05d0",
      "xn--a.ü",
      "ü.XN--A",
      "ａ",
      "İ",
      "ΑΣ",
      "Ŀ",
      "ſ",
      "न\u093c",
      "ก\u0e48\u0e38",
      "\u0e31ก",
      "ก.\u0e31",
    ]) {
      expect(selfMappedToASCII(domain), domain).toBeUndefined();
    }
  });
});
