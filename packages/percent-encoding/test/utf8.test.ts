import { toScalarValueString, utf8DecodeWithoutBOM, utf8Encode } from "@urlkit/percent-encoding";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyString, toWellFormed } from "./arbitraries.ts";

// The Encoding Standard's "UTF-8 decode without BOM": TextDecoder keeps a BOM only with ignoreBOM.
const utf8Oracle = new TextDecoder("utf-8", { ignoreBOM: true });
const utf8EncodeOracle = new TextEncoder();
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

// Bytes around every boundary of the UTF-8 decoder: ASCII, continuation bytes, the lead bytes with
// narrowed second-byte ranges (E0, ED, F0, F4), invalid leads (C0, C1, F5 and up).
const edgeByte = fc.constantFrom(
  0x00,
  0x41,
  0x7f,
  0x80,
  0x8f,
  0x90,
  0x9f,
  0xa0,
  0xbf,
  0xc0,
  0xc1,
  0xc2,
  0xdf,
  0xe0,
  0xe1,
  0xec,
  0xed,
  0xee,
  0xef,
  0xf0,
  0xf1,
  0xf3,
  0xf4,
  0xf5,
  0xf7,
  0xf8,
  0xfe,
  0xff,
);
const validSequence = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((cp) => Array.from(utf8Encode(String.fromCodePoint(cp))));
// A valid sequence cut short, or followed by a stray byte: maximal subparts of every length.
const brokenSequence = fc
  .tuple(validSequence, fc.nat(3), edgeByte)
  .map(([seq, cut, extra]) => [...seq.slice(0, Math.max(1, seq.length - cut)), extra]);
const mixedBytes = fc
  .array(
    fc.oneof(
      edgeByte.map((b) => [b]),
      validSequence,
      brokenSequence,
    ),
    { maxLength: 24 },
  )
  .map((parts) => Uint8Array.from(parts.flat()));

describe("utf8Encode", () => {
  it("matches TextEncoder on any string, lone surrogates as U+FFFD", () => {
    fc.assert(
      fc.property(anyString, (s) => same(utf8Encode(s), utf8EncodeOracle.encode(s))),
      { numRuns: 3000 },
    );
  });

  it("encodes the boundaries of each length", () => {
    const cases: [string, number[]][] = [
      ["", []],
      ["\u0000\u007f", [0x00, 0x7f]],
      ["\u0080\u07ff", [0xc2, 0x80, 0xdf, 0xbf]],
      ["\u0800\uffff", [0xe0, 0xa0, 0x80, 0xef, 0xbf, 0xbf]],
      ["\u{10000}\u{10ffff}", [0xf0, 0x90, 0x80, 0x80, 0xf4, 0x8f, 0xbf, 0xbf]],
      ["\ud800", [0xef, 0xbf, 0xbd]],
      ["\udc00\ud800", [0xef, 0xbf, 0xbd, 0xef, 0xbf, 0xbd]],
      ["a\ud800", [0x61, 0xef, 0xbf, 0xbd]],
    ];
    for (const [input, expected] of cases)
      expect(Array.from(utf8Encode(input)), JSON.stringify(input)).toEqual(expected);
  });

  it("says what is wrong with a bad input", () => {
    expect(() => utf8Encode(1 as never)).toThrow(new TypeError("utf8Encode takes a string"));
  });
});

describe("utf8DecodeWithoutBOM", () => {
  it("matches TextDecoder (ignoreBOM) on uniformly random bytes", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        (bytes) => utf8DecodeWithoutBOM(bytes) === utf8Oracle.decode(bytes),
      ),
      { numRuns: 5000 },
    );
  });

  it("matches TextDecoder (ignoreBOM) on bytes built around the decoder's boundaries", () => {
    fc.assert(
      fc.property(mixedBytes, (bytes) => utf8DecodeWithoutBOM(bytes) === utf8Oracle.decode(bytes)),
      { numRuns: 5000 },
    );
  });

  it("matches TextDecoder on every byte 0x80 to 0xFF alone, after ASCII and before ASCII", () => {
    for (let b = 0x80; b <= 0xff; b++) {
      for (const bytes of [[b], [0x61, b], [b, 0x61], [b, 0x80], [b, 0x80, 0x80], [b, 0x80, 0x80, 0x80]]) {
        const input = Uint8Array.from(bytes);
        expect(utf8DecodeWithoutBOM(input), bytes.join(",")).toBe(utf8Oracle.decode(input));
      }
    }
  });

  it("writes one U+FFFD per maximal subpart (Unicode's Table 3-8 example)", () => {
    const bytes = [0x61, 0xf1, 0x80, 0x80, 0xe1, 0x80, 0xc2, 0x62, 0x80, 0x63, 0x80, 0xbf, 0x64];
    expect(utf8DecodeWithoutBOM(Uint8Array.from(bytes))).toBe("a\ufffd\ufffd\ufffdb\ufffdc\ufffd\ufffdd");
  });

  it("keeps a leading BOM", () => {
    expect(utf8DecodeWithoutBOM(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]))).toBe("\ufeffa");
  });

  it("decodes long inputs (beyond its internal chunk size) like TextDecoder", () => {
    const random = new Uint8Array(100_003);
    let seed = 7;
    for (let i = 0; i < random.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      random[i] = seed >>> 24;
    }
    expect(utf8DecodeWithoutBOM(random)).toBe(utf8Oracle.decode(random));
    const text = "aé€😀".repeat(20_000);
    expect(utf8DecodeWithoutBOM(utf8Encode(text))).toBe(text);
    const ascii = "abc".repeat(30_000);
    expect(utf8DecodeWithoutBOM(utf8Encode(ascii))).toBe(ascii);
    const astral = "😀".repeat(30_000);
    expect(utf8DecodeWithoutBOM(utf8Encode(astral))).toBe(astral);
  });

  it("round-trips utf8Encode of any string, made well formed", () => {
    fc.assert(
      fc.property(anyString, (s) => utf8DecodeWithoutBOM(utf8Encode(s)) === toWellFormed(s)),
      { numRuns: 2000 },
    );
  });

  it("says what is wrong with a bad input", () => {
    for (const bad of ["abc", [0x61], new Uint16Array(1), null]) {
      expect(() => utf8DecodeWithoutBOM(bad as never)).toThrow(
        new TypeError("utf8DecodeWithoutBOM takes a Uint8Array"),
      );
    }
  });
});

describe("toScalarValueString", () => {
  it("replaces lone surrogates with U+FFFD, like String#toWellFormed", () => {
    fc.assert(
      fc.property(anyString, (s) => toScalarValueString(s) === toWellFormed(s)),
      { numRuns: 3000 },
    );
    expect(toScalarValueString("\ud800\ud800\udc00\udc00")).toBe("\ufffd\u{10000}\ufffd");
    expect(toScalarValueString("abc😀")).toBe("abc😀");
  });

  it("gives the same strings where the runtime has no String#toWellFormed (ES2024)", () => {
    const proto = String.prototype as { toWellFormed?: () => string };
    const toWellFormedOf = proto.toWellFormed as () => string;
    delete proto.toWellFormed;
    try {
      fc.assert(
        fc.property(anyString, (s) => toScalarValueString(s) === toWellFormedOf.call(s)),
        { numRuns: 1000 },
      );
    } finally {
      proto.toWellFormed = toWellFormedOf;
    }
  });

  it("says what is wrong with a bad input", () => {
    expect(() => toScalarValueString([] as never)).toThrow(new TypeError("toScalarValueString takes a string"));
  });
});
