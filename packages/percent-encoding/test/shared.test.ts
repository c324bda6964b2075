// The exports other urlkit packages build on: asciiHexDigitValue (host's IPv4/IPv6 parsers), percentDecodeString from
// /unchecked (the urlencoded parser) and percentEncodeAfterEncoding (the urlencoded serializer). Each must agree with the
// public function it is the unchecked core of.
import {
  asciiHexDigitValue,
  C0_CONTROL_SET,
  COMPONENT_SET,
  type Encoding,
  FORM_URLENCODED_SET,
  FRAGMENT_SET,
  PATH_SET,
  type PercentEncodeSet,
  percentDecodeString,
  percentEncode,
  percentEncodeAfterEncoding,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
  utf8PercentEncodeString,
} from "@urlkit/percent-encoding";
import * as unchecked from "@urlkit/percent-encoding/unchecked";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { anyString } from "./arbitraries.ts";

const SETS: [string, PercentEncodeSet][] = [
  ["C0 control", C0_CONTROL_SET],
  ["fragment", FRAGMENT_SET],
  ["query", QUERY_SET],
  ["special-query", SPECIAL_QUERY_SET],
  ["path", PATH_SET],
  ["userinfo", USERINFO_SET],
  ["component", COMPONENT_SET],
  ["application/x-www-form-urlencoded", FORM_URLENCODED_SET],
  ["path + / : - space", PATH_SET.add("/", ":").remove(" ")],
];

/** A set's table as percentEncodeAfterEncoding takes it, built from the public `has`. */
const tableOf = (set: PercentEncodeSet): Uint8Array => Uint8Array.from({ length: 128 }, (_, c) => +set.has(c));

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

describe("percentDecodeString from /unchecked", () => {
  it("is percentDecodeString with spaceAsPlus as a boolean", () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (input, plus) => {
        expect(unchecked.percentDecodeString(input, plus)).toBe(percentDecodeString(input, { spaceAsPlus: plus }));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("percentEncodeAfterEncoding", () => {
  it("is percentEncode with the set's table, spaceAsPlus as a boolean and the encoding", () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom(...SETS), fc.boolean(), (input, [, set], plus) => {
        expect(percentEncodeAfterEncoding(input, tableOf(set), plus)).toBe(
          percentEncode(input, set, { spaceAsPlus: plus }),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("encodes a legacy encoding's bytes by the table too", () => {
    const bytes: Encoding = { name: "bytes", encode: () => [0x20, 0x23, 0x27, 0x41, 0x7e, 0x7f, 0x80, 0xff, -0x2603] };
    for (const [name, set] of SETS) {
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
      fc.property(anyString, fc.constantFrom(...SETS), fc.boolean(), (input, [, set], plus) => {
        expect(utf8PercentEncodeString(input, tableOf(set), plus)).toBe(
          percentEncodeAfterEncoding(input, tableOf(set), plus),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
