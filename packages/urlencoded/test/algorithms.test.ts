// urlencodedStringParser and urlencodedSerializer: the standard's algorithms without parse's and serialize's
// argument checks (what URLSearchParams uses). On well-typed input they are parse and serialize.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, serialize, urlencodedSerializer, urlencodedStringParser } from "../src/index.ts";
import { referenceParse } from "./reference.ts";

const piece = fc.oneof(
  fc.constantFrom("&", "=", "%", "+", " ", "~", "!", "%41", "%C3%A9", "%E2%82", "\ufeff", "\ud800", "\udc00"),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);
const text = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(""));

describe("urlencodedStringParser", () => {
  it("is parse on strings, and the standard's byte algorithm on their UTF-8", () => {
    fc.assert(
      fc.property(text, (s) => {
        const ours = urlencodedStringParser(s);
        expect(ours).toEqual(parse(s));
        expect(ours).toEqual(referenceParse(s));
      }),
      { numRuns: 2000 },
    );
  });

  it("does not strip a leading ? (URLSearchParams's constructor does)", () => {
    expect(urlencodedStringParser("?a=b+c&&d")).toEqual([
      ["?a", "b c"],
      ["d", ""],
    ]);
  });
});

describe("urlencodedSerializer", () => {
  it("is serialize with UTF-8 on well-typed pairs", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 6 }), (pairs) => {
        expect(urlencodedSerializer(pairs)).toBe(serialize(pairs));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("serialize with an encoding", () => {
  it("serializes UTF-16 and replacement encodings as UTF-8 (get an output encoding)", () => {
    for (const label of ["utf-16le", "utf-16be", "replacement"]) {
      const encoding = { name: label === "replacement" ? "replacement" : label.toUpperCase(), encode: () => [] };
      expect(serialize([["é", "☃ "]], { encoding })).toBe("%C3%A9=%E2%98%83+");
    }
  });
});
