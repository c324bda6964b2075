import {
  C0_CONTROL_SET,
  COMPONENT_SET,
  type Encoding,
  FORM_URLENCODED_SET,
  FRAGMENT_SET,
  PATH_SET,
  PATH_TABLE,
  PERCENT_BYTE,
  type PercentEncodeSet,
  percentDecodeString,
  percentEncode,
  percentEncodeAfterEncoding,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
  UTF_8,
  utf8PercentEncodeString,
} from "@urlkit/percent-encoding";
import { PERCENT_BYTE_TABLE } from "@urlkit/percent-encoding/unchecked";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import * as whatwgUrl from "whatwg-url/lib/percent-encoding.js";
import {
  anyString,
  expectSame,
  longRunString,
  MIXED_PIECES,
  MiB,
  mixed,
  toWellFormed,
  wellFormedString,
} from "./arbitraries.ts";

// whatwg-url does not export its component-set predicate; encodeURIComponent is that set (the standard's note).
const encodedByEncodeURIComponent = (c: number) =>
  c > 0x7e || encodeURIComponent(String.fromCharCode(c)) !== String.fromCharCode(c);

const SETS: [string, PercentEncodeSet, (c: number) => boolean][] = [
  ["C0 control", C0_CONTROL_SET, whatwgUrl.isC0ControlPercentEncode],
  ["fragment", FRAGMENT_SET, whatwgUrl.isFragmentPercentEncode],
  ["query", QUERY_SET, whatwgUrl.isQueryPercentEncode],
  ["special-query", SPECIAL_QUERY_SET, whatwgUrl.isSpecialQueryPercentEncode],
  ["path", PATH_SET, whatwgUrl.isPathPercentEncode],
  ["userinfo", USERINFO_SET, whatwgUrl.isUserinfoPercentEncode],
  ["component", COMPONENT_SET, encodedByEncodeURIComponent],
  ["application/x-www-form-urlencoded", FORM_URLENCODED_SET, whatwgUrl.isURLEncodedPercentEncode],
];

// A stand-in for a legacy encoder, enough for the standard's examples: ASCII maps to itself, "≡" to its
// Shift_JIS bytes, anything else is an error (reported as the negated code point, as `Encoding` says).
const SHIFT_JIS_SUBSET: Encoding = {
  name: "Shift_JIS",
  encode(input) {
    const bytes: number[] = [];
    for (const ch of input) {
      const cp = ch.codePointAt(0) as number;
      if (cp < 0x80) bytes.push(cp);
      else if (ch === "≡") bytes.push(0x81, 0xdf);
      else bytes.push(-cp);
    }
    return bytes;
  },
};
// ISO-2022-JP's encoder switches to Roman for "¥" (ESC ( J, then 0x5C) and back to ASCII at the end (ESC ( B).
const ISO_2022_JP_YEN: Encoding = {
  name: "ISO-2022-JP",
  encode(input) {
    if (input !== "¥") throw new Error("only the standard's example");
    return [0x1b, 0x28, 0x4a, 0x5c, 0x1b, 0x28, 0x42];
  },
};

describe("the standard's examples (https://url.spec.whatwg.org/#example-percent-encode-operations)", () => {
  it("percent-encode a byte", () => {
    expect(PERCENT_BYTE[0x23]).toBe("%23");
    expect(PERCENT_BYTE[0x7f]).toBe("%7F");
  });

  it("percent-encode after encoding with Shift_JIS and the special-query percent-encode set", () => {
    const options = { encoding: SHIFT_JIS_SUBSET };
    expect(percentEncode(" ", SPECIAL_QUERY_SET, options)).toBe("%20");
    expect(percentEncode("≡", SPECIAL_QUERY_SET, options)).toBe("%81%DF");
    expect(percentEncode("‽", SPECIAL_QUERY_SET, options)).toBe("%26%238253%3B");
  });

  it("percent-encode after encoding with ISO-2022-JP and the special-query percent-encode set", () => {
    expect(percentEncode("¥", SPECIAL_QUERY_SET, { encoding: ISO_2022_JP_YEN })).toBe("%1B(J\\%1B(B");
  });

  it("percent-encode after encoding with Shift_JIS and the application/x-www-form-urlencoded set", () => {
    const options = { encoding: SHIFT_JIS_SUBSET, spaceAsPlus: true };
    expect(percentEncode("1+1 ≡ 2%20‽", FORM_URLENCODED_SET, options)).toBe("1%2B1+%81%DF+2%2520%26%238253%3B");
  });

  it("UTF-8 percent-encode code points and a string using the userinfo percent-encode set", () => {
    expect(percentEncode("\u2261", USERINFO_SET)).toBe("%E2%89%A1");
    expect(percentEncode("\u203d", USERINFO_SET)).toBe("%E2%80%BD");
    expect(percentEncode("Say what‽", USERINFO_SET)).toBe("Say%20what%E2%80%BD");
  });
});

describe("PERCENT_BYTE", () => {
  it("is % and two upper-case hex digits for every byte, and frozen", () => {
    expect(PERCENT_BYTE).toHaveLength(256);
    for (let b = 0; b < 256; b++) {
      expect(PERCENT_BYTE[b]).toBe(`%${"0123456789ABCDEF"[b >> 4]}${"0123456789ABCDEF"[b & 15]}`);
    }
    expect(Object.isFrozen(PERCENT_BYTE)).toBe(true);
  });

  it("is a frozen copy of the encoders' table (unchecked's PERCENT_BYTE_TABLE), which they read", () => {
    expect(PERCENT_BYTE_TABLE).toEqual(PERCENT_BYTE);
    expect(PERCENT_BYTE_TABLE).not.toBe(PERCENT_BYTE);
    // The encoders write the table's strings: a changed entry shows in their output.
    const space = PERCENT_BYTE_TABLE[0x20];
    const table = PERCENT_BYTE_TABLE as string[];
    try {
      table[0x20] = "%XX";
      expect(utf8PercentEncodeString("a b", PATH_TABLE, false)).toBe("a%XXb");
    } finally {
      table[0x20] = space;
    }
    expect(utf8PercentEncodeString("a b", PATH_TABLE, false)).toBe("a%20b");
  });
});

describe("percentEncode (UTF-8)", () => {
  it("returns the input itself when nothing needs encoding", () => {
    for (const [name, set] of SETS) {
      for (const s of ["", "abc", "ABCxyz019-._*", "a".repeat(10_000)]) expect(percentEncode(s, set), name).toBe(s);
    }
    expect(percentEncode("/a/b?c=d&e#f", C0_CONTROL_SET)).toBe("/a/b?c=d&e#f");
    expect(percentEncode("a b", PATH_SET.remove(" "))).toBe("a b");
  });

  it("encodes code points of one to four UTF-8 bytes, upper-case hex", () => {
    expect(percentEncode("\u0000\u001f\u007f", C0_CONTROL_SET)).toBe("%00%1F%7F");
    expect(percentEncode("\u0080\u00ff\u07ff", C0_CONTROL_SET)).toBe("%C2%80%C3%BF%DF%BF");
    expect(percentEncode("\u0800\ufffd\uffff", C0_CONTROL_SET)).toBe("%E0%A0%80%EF%BF%BD%EF%BF%BF");
    expect(percentEncode("\u{10000}😀\u{10ffff}", C0_CONTROL_SET)).toBe("%F0%90%80%80%F0%9F%98%80%F4%8F%BF%BF");
    expect(percentEncode("a\u00e9b", PATH_SET)).toBe("a%C3%A9b");
  });

  it("encodes lone surrogates as U+FFFD, wherever they are", () => {
    const FFFD = "%EF%BF%BD";
    expect(percentEncode("\ud800", PATH_SET)).toBe(FFFD);
    expect(percentEncode("\udc00", PATH_SET)).toBe(FFFD);
    expect(percentEncode("\ud800a", PATH_SET)).toBe(`${FFFD}a`);
    expect(percentEncode("a\udfff", PATH_SET)).toBe(`a${FFFD}`);
    expect(percentEncode("a\udbff", PATH_SET)).toBe(`a${FFFD}`);
    expect(percentEncode("\udc00\ud800", PATH_SET)).toBe(FFFD + FFFD);
    expect(percentEncode("\ud800\ud800\udc00", PATH_SET)).toBe(`${FFFD}%F0%90%80%80`);
    expect(percentEncode("\ud800\udc00\udc00", PATH_SET)).toBe(`%F0%90%80%80${FFFD}`);
    expect(percentEncode("x\ud83d\ude00y\ud83dz", PATH_SET)).toBe(`x%F0%9F%98%80y${FFFD}z`);
  });

  it("spaceAsPlus writes U+0020 as +, whatever the set", () => {
    expect(percentEncode("a b", FORM_URLENCODED_SET, { spaceAsPlus: true })).toBe("a+b");
    expect(percentEncode("a b", FORM_URLENCODED_SET)).toBe("a%20b");
    expect(percentEncode(" a+b ", FORM_URLENCODED_SET, { spaceAsPlus: true })).toBe("+a%2Bb+");
    expect(percentEncode("a b", C0_CONTROL_SET, { spaceAsPlus: true })).toBe("a+b");
    expect(percentEncode("ab", C0_CONTROL_SET, { spaceAsPlus: true })).toBe("ab");
    expect(percentEncode("a b", FORM_URLENCODED_SET, { spaceAsPlus: false })).toBe("a%20b");
  });

  it("matches encodeURIComponent with the component set (the standard's note), on well-formed strings", () => {
    // encodeURIComponent throws on lone surrogates where the standard encodes U+FFFD, so it is an
    // oracle for well-formed strings, and for any string once made well formed.
    fc.assert(
      fc.property(wellFormedString, (s) => percentEncode(s, COMPONENT_SET) === encodeURIComponent(s)),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(anyString, (s) => percentEncode(s, COMPONENT_SET) === encodeURIComponent(toWellFormed(s))),
      { numRuns: 2000 },
    );
  });

  it("matches whatwg-url's UTF-8 percent-encode (or encodeURIComponent's set) for every set, spaceAsPlus or not", () => {
    for (const [, set, predicate] of SETS) {
      fc.assert(
        fc.property(anyString, fc.boolean(), (s, spaceAsPlus) => {
          const expected = whatwgUrl.utf8PercentEncodeString(toWellFormed(s), predicate, spaceAsPlus);
          return percentEncode(s, set, { spaceAsPlus }) === expected;
        }),
        { numRuns: 500, examples: [["\ud800 \udc00", true]] },
      );
    }
  });

  it("encodes input whose output goes on past one piece (256 code units) as whatwg-url does, for every set", () => {
    // Long runs of code points to encode, with the ASCII that only some sets encode between them; a derived set too.
    // (The output is joined from pieces; the multi-MiB tests below cross many joins of pieces.)
    const derived: [string, PercentEncodeSet, (c: number) => boolean] = [
      "path + a ~",
      PATH_SET.add("a", "~"),
      (c) => whatwgUrl.isPathPercentEncode(c) || c === 0x61 || c === 0x7e,
    ];
    for (const [, set, predicate] of [...SETS, derived]) {
      fc.assert(
        fc.property(longRunString, fc.boolean(), (s, spaceAsPlus) => {
          const expected = whatwgUrl.utf8PercentEncodeString(toWellFormed(s), predicate, spaceAsPlus);
          return percentEncode(s, set, { spaceAsPlus }) === expected;
        }),
        {
          numRuns: 200,
          examples: [
            ["\u0001".repeat(85), false],
            ["\u0001".repeat(86), false],
            [`${"é".repeat(30)}!${"\ud800".repeat(30)}b`, false],
            [`${"😀".repeat(30)}\udc00 ${"\u0001".repeat(20)}~()`, true],
          ],
        },
      );
    }
  });

  it("round-trips through percentDecodeString for every set that encodes %", () => {
    for (const [, set] of SETS) {
      const withPercent = set.add("%");
      fc.assert(
        fc.property(anyString, (s) => percentDecodeString(percentEncode(s, withPercent)) === toWellFormed(s)),
        { numRuns: 500 },
      );
    }
  });

  it("round-trips through percentDecodeString for every set, when the input has no %", () => {
    const noPercent = anyString.map((s) => s.replaceAll("%", "_"));
    for (const [, set] of SETS) {
      fc.assert(
        fc.property(noPercent, (s) => percentDecodeString(percentEncode(s, set)) === toWellFormed(s)),
        { numRuns: 300 },
      );
    }
    // and with % in a set without it, an encoded-looking input does not round-trip: the reason for the rule
    expect(percentDecodeString(percentEncode("%41", PATH_SET))).toBe("A");
  });

  it("leaves every code point that is not in the set as it is, and encodes nothing but set members", () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom(...SETS), (s, [, set]) => {
        const out = percentEncode(s, set);
        for (let i = 0; i < out.length; i++) {
          const c = out.charCodeAt(i);
          if (c > 0x7e || (set.has(c) && c !== 0x25)) return false;
        }
        return true;
      }),
      { numRuns: 1000 },
    );
  });

  it("says what is wrong with a bad input", () => {
    expect(() => percentEncode(42 as never, PATH_SET)).toThrow(new TypeError("percentEncode takes a string"));
    expect(() => percentEncode(undefined as never, PATH_SET)).toThrow(TypeError);
  });
});

describe("percentEncode with an encoding (the encoding override hook)", () => {
  it("UTF_8, or any encoding named UTF-8, takes the built-in path", () => {
    expect(UTF_8.name).toBe("UTF-8");
    expect(Object.isFrozen(UTF_8)).toBe(true);
    expect(Array.from(UTF_8.encode("a\u00e9\ud800"))).toEqual([0x61, 0xc3, 0xa9, 0xef, 0xbf, 0xbd]);
    expect(percentEncode("a é", PATH_SET, { encoding: UTF_8 })).toBe("a%20%C3%A9");
    const encode = vi.fn(() => [0x21]);
    expect(percentEncode("a é", PATH_SET, { encoding: { name: "UTF-8", encode } })).toBe("a%20%C3%A9");
    expect(encode).not.toHaveBeenCalled();
  });

  it("UTF-16BE, UTF-16LE and replacement take the UTF-8 path too: UTF-8 is their output encoding", () => {
    for (const name of ["UTF-16BE", "UTF-16LE", "replacement"]) {
      const encode = vi.fn(() => [0x21]);
      expect(percentEncode("a é", PATH_SET, { encoding: { name, encode } }), name).toBe("a%20%C3%A9");
      expect(encode).not.toHaveBeenCalled();
    }
    const encode = vi.fn(() => [0x21]);
    expect(percentEncode("a é", PATH_SET, { encoding: { name: "utf-16le", encode } })).toBe("!");
  });

  it("runs the encoder once on the scalar value string, then percent-encodes its bytes", () => {
    const encode = vi.fn((input: string) => Array.from(input, (ch) => (ch === "\ufffd" ? 0x3f : ch.charCodeAt(0))));
    const latin = { name: "test-latin", encode };
    expect(percentEncode("a\ud800b\u00ff c", QUERY_SET, { encoding: latin })).toBe("a?b%FF%20c");
    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode).toHaveBeenCalledWith("a\ufffdb\u00ff c");
  });

  it("encodes ASCII bytes by the set, bytes 0x80 and up always, and 0x20 as + with spaceAsPlus", () => {
    const bytes: Encoding = { name: "bytes", encode: () => [0x20, 0x23, 0x27, 0x41, 0x7e, 0x7f, 0x80, 0xff] };
    expect(percentEncode("x", SPECIAL_QUERY_SET, { encoding: bytes })).toBe("%20%23%27A~%7F%80%FF");
    expect(percentEncode("x", QUERY_SET, { encoding: bytes })).toBe("%20%23'A~%7F%80%FF");
    expect(percentEncode("x", FORM_URLENCODED_SET, { encoding: bytes, spaceAsPlus: true })).toBe(
      "+%23%27A%7E%7F%80%FF",
    );
  });

  it("writes an unencodable code point as %26%23<decimal>%3B and goes on", () => {
    const none: Encoding = { name: "none", encode: (input) => Array.from(input, (ch) => -(ch.codePointAt(0) ?? 0)) };
    expect(percentEncode("\u203d", SPECIAL_QUERY_SET, { encoding: none })).toBe("%26%238253%3B");
    const mixed: Encoding = { name: "mixed", encode: () => [0x61, -0x1f600, 0x62] };
    expect(percentEncode("ignored", SPECIAL_QUERY_SET, { encoding: mixed })).toBe("a%26%23128512%3Bb");
  });
});

// The unchecked cores other urlkit packages build on (percentEncodeAfterEncoding for the urlencoded serializer)
// take a set's table: each must agree with percentEncode on the set, for every set and one built with add/remove.
const TABLE_SETS: [string, PercentEncodeSet][] = [
  ...SETS.map(([name, set]): [string, PercentEncodeSet] => [name, set]),
  ["path + / : - space", PATH_SET.add("/", ":").remove(" ")],
];

/** A set's table as percentEncodeAfterEncoding takes it, built from the public `has`. */
const tableOf = (set: PercentEncodeSet): Uint8Array => Uint8Array.from({ length: 128 }, (_, c) => +set.has(c));

describe("percentEncodeAfterEncoding", () => {
  it("is percentEncode with the set's table, spaceAsPlus as a boolean and the encoding", () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom(...TABLE_SETS), fc.boolean(), (input, [, set], plus) => {
        expect(percentEncodeAfterEncoding(input, tableOf(set), plus)).toBe(
          percentEncode(input, set, { spaceAsPlus: plus }),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("encodes a legacy encoding's bytes by the table too", () => {
    const bytes: Encoding = { name: "bytes", encode: () => [0x20, 0x23, 0x27, 0x41, 0x7e, 0x7f, 0x80, 0xff, -0x2603] };
    for (const [name, set] of TABLE_SETS) {
      for (const plus of [false, true]) {
        expect(percentEncodeAfterEncoding("x", tableOf(set), plus, bytes), name).toBe(
          percentEncode("x", set, { spaceAsPlus: plus, encoding: bytes }),
        );
      }
    }
  });

  it("takes UTF-16BE, UTF-16LE and replacement as UTF-8, their output encoding, without running them", () => {
    for (const name of ["UTF-8", "UTF-16BE", "UTF-16LE", "replacement"]) {
      const encode = vi.fn(() => [0x21]);
      expect(percentEncodeAfterEncoding("a é😀\ud800", tableOf(PATH_SET), false, { name, encode })).toBe(
        "a%20%C3%A9%F0%9F%98%80%EF%BF%BD",
      );
      expect(encode).not.toHaveBeenCalled();
    }
  });

  it("returns the input itself when nothing needs encoding", () => {
    const input = "abc-._~".repeat(3);
    expect(percentEncodeAfterEncoding(input, tableOf(COMPONENT_SET), true)).toBe(input);
    expect(utf8PercentEncodeString(input, tableOf(COMPONENT_SET), true)).toBe(input);
  });
});

describe("utf8PercentEncodeString", () => {
  it("is percentEncodeAfterEncoding without an encoding", () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom(...TABLE_SETS), fc.boolean(), (input, [, set], plus) => {
        expect(utf8PercentEncodeString(input, tableOf(set), plus)).toBe(
          percentEncodeAfterEncoding(input, tableOf(set), plus),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe("percentEncode on multi-MiB inputs", () => {
  it.each([
    ["é", "é".repeat(4 * MiB)],
    ["😀", "😀".repeat(2 * MiB)],
    ["%", "a%".repeat(2 * MiB)],
    ["space", " ".repeat(4 * MiB)],
  ])("%s repeated equals encodeURIComponent (component set)", (_, input) => {
    expectSame(percentEncode(input, COMPONENT_SET), encodeURIComponent(input));
  });

  it("a mixed 1 MiB string equals whatwg-url (path set, lone surrogates as U+FFFD)", () => {
    const input = mixed(MiB, MIXED_PIECES);
    expectSame(
      percentEncode(input, PATH_SET),
      whatwgUrl.utf8PercentEncodeString(toWellFormed(input), whatwgUrl.isPathPercentEncode),
    );
  });

  it("a mixed 1 MiB string equals whatwg-url (form set, space as +)", () => {
    const input = mixed(MiB, MIXED_PIECES, 12345);
    expectSame(
      percentEncode(input, FORM_URLENCODED_SET, { spaceAsPlus: true }),
      whatwgUrl.utf8PercentEncodeString(toWellFormed(input), whatwgUrl.isURLEncodedPercentEncode, true),
    );
  });

  it("a legacy encoding's 2 MiB of bytes and unencodable code points", () => {
    // ASCII as itself, "¥" as one byte 0x5C, anything else unencodable (-cp), as `Encoding` says.
    const ascii: Encoding = {
      name: "test-ascii",
      encode(input) {
        const bytes: number[] = [];
        for (const ch of input) {
          const cp = ch.codePointAt(0) as number;
          bytes.push(cp < 0x80 ? cp : ch === "¥" ? 0x5c : -cp);
        }
        return bytes;
      },
    };
    const input = mixed(2 * MiB, ["a", " ", "¥", "é", "😀", "%", "\u0001"]);
    let expected = "";
    for (const ch of input) {
      const cp = ch.codePointAt(0) as number;
      expected += ch === "¥" ? "%5C" : cp >= 0x80 ? `%26%23${cp}%3B` : ch === " " ? "+" : encodeURIComponent(ch);
    }
    expectSame(percentEncode(input, COMPONENT_SET, { encoding: ascii, spaceAsPlus: true }), expected);
  });

  it("returns the input itself when nothing needs encoding", () => {
    const input = "abc".repeat(MiB);
    expect(percentEncode(input, PATH_SET)).toBe(input);
  });
});
