import {
  C0_CONTROL_SET,
  C0_CONTROL_TABLE,
  COMPONENT_SET,
  COMPONENT_TABLE,
  FORM_URLENCODED_SET,
  FORM_URLENCODED_TABLE,
  FRAGMENT_SET,
  FRAGMENT_TABLE,
  PATH_SET,
  PATH_TABLE,
  PERCENT_BYTE,
  PercentEncodeSet,
  type PercentEncodeTable,
  percentEncode,
  QUERY_SET,
  QUERY_TABLE,
  SPECIAL_QUERY_SET,
  SPECIAL_QUERY_TABLE,
  USERINFO_SET,
  USERINFO_TABLE,
} from "@urlkit/percent-encoding";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as isomorphic from "whatwg-url/lib/percent-encoding.js";
import {
  isC0Control,
  isComponent,
  isFormUrlencoded,
  isFormUrlencodedByNote,
  isFragment,
  isPath,
  isQuery,
  isSpecialQuery,
  isUserinfo,
} from "./spec-sets.ts";

// whatwg-url does not export its component-set predicate; encodeURIComponent is that set (the standard's note).
const encodedByEncodeURIComponent = (c: number) =>
  c > 0x7e || encodeURIComponent(String.fromCharCode(c)) !== String.fromCharCode(c);

const SETS: [string, PercentEncodeSet, (c: number) => boolean, (c: number) => boolean, PercentEncodeTable][] = [
  ["C0 control", C0_CONTROL_SET, isC0Control, isomorphic.isC0ControlPercentEncode, C0_CONTROL_TABLE],
  ["fragment", FRAGMENT_SET, isFragment, isomorphic.isFragmentPercentEncode, FRAGMENT_TABLE],
  ["query", QUERY_SET, isQuery, isomorphic.isQueryPercentEncode, QUERY_TABLE],
  ["special-query", SPECIAL_QUERY_SET, isSpecialQuery, isomorphic.isSpecialQueryPercentEncode, SPECIAL_QUERY_TABLE],
  ["path", PATH_SET, isPath, isomorphic.isPathPercentEncode, PATH_TABLE],
  ["userinfo", USERINFO_SET, isUserinfo, isomorphic.isUserinfoPercentEncode, USERINFO_TABLE],
  ["component", COMPONENT_SET, isComponent, encodedByEncodeURIComponent, COMPONENT_TABLE],
  [
    "application/x-www-form-urlencoded",
    FORM_URLENCODED_SET,
    isFormUrlencoded,
    isomorphic.isURLEncodedPercentEncode,
    FORM_URLENCODED_TABLE,
  ],
];

const ascii = Array.from({ length: 0x80 }, (_, c) => c);
const hex = (c: number) => `0x${c.toString(16).padStart(2, "0")}`;

describe.each(SETS)("the %s percent-encode set", (_name, set, inSpec, inWhatwgUrl, table) => {
  it("has exactly the standard's members among U+0000 to U+007F", () => {
    const wrong = ascii.filter((c) => set.has(c) !== inSpec(c)).map(hex);
    expect(wrong).toEqual([]);
    // Its table (what the parsers encode with) says the same, 128 entries of 0 or 1
    expect(table.length).toBe(0x80);
    expect(ascii.filter((c) => table[c] !== (inSpec(c) ? 1 : 0)).map(hex)).toEqual([]);
    // whatwg-url's predicates as a second, third-party reading of the same text
    expect(ascii.filter((c) => set.has(c) !== inWhatwgUrl(c)).map(hex)).toEqual([]);
  });

  it("contains U+007F and every code point above it", () => {
    for (const c of [0x7f, 0x80, 0xff, 0x100, 0x7ff, 0x800, 0xd800, 0xdfff, 0xfffd, 0xffff, 0x10000, 0x10ffff]) {
      expect(set.has(c), hex(c)).toBe(true);
    }
    fc.assert(fc.property(fc.integer({ min: 0x7f, max: 0x10ffff }), (c) => set.has(c)));
  });

  it("is what percentEncode encodes: each ASCII code point alone", () => {
    for (const c of ascii) {
      const ch = String.fromCharCode(c);
      expect(percentEncode(ch, set), hex(c)).toBe(inSpec(c) ? PERCENT_BYTE[c] : ch);
    }
  });

  it("is frozen", () => {
    expect(Object.isFrozen(set)).toBe(true);
    expect(() => {
      (set as unknown as { has: unknown }).has = () => false;
    }).toThrow(TypeError);
    expect(set.has(0x80)).toBe(true);
  });
});

describe("the standard's chain of sets", () => {
  it("each set contains the one it is defined from", () => {
    const subset = (a: PercentEncodeSet, b: PercentEncodeSet) => ascii.every((c) => !a.has(c) || b.has(c));
    expect(subset(C0_CONTROL_SET, FRAGMENT_SET)).toBe(true);
    expect(subset(C0_CONTROL_SET, QUERY_SET)).toBe(true);
    expect(subset(QUERY_SET, SPECIAL_QUERY_SET)).toBe(true);
    expect(subset(QUERY_SET, PATH_SET)).toBe(true);
    expect(subset(PATH_SET, USERINFO_SET)).toBe(true);
    expect(subset(USERINFO_SET, COMPONENT_SET)).toBe(true);
    expect(subset(COMPONENT_SET, FORM_URLENCODED_SET)).toBe(true);
    // "The query percent-encode set cannot be defined in terms of the fragment percent-encode set due to
    // the omission of U+0060 (`)."
    expect(FRAGMENT_SET.has(0x60)).toBe(true);
    expect(QUERY_SET.has(0x60)).toBe(false);
  });

  it("the form set matches the note's description (all but ASCII alphanumerics and *-._)", () => {
    expect(ascii.filter((c) => FORM_URLENCODED_SET.has(c) !== isFormUrlencodedByNote(c)).map(hex)).toEqual([]);
  });
});

describe("the exported tables", () => {
  it("are not the sets' own tables: writing one (which TypeScript forbids) leaves the set as it was", () => {
    const writable = PATH_TABLE as Uint8Array;
    writable[0x61] = 1;
    try {
      expect(PATH_SET.has(0x61)).toBe(false);
      expect(percentEncode("a", PATH_SET)).toBe("a");
    } finally {
      writable[0x61] = 0;
    }
  });
});

describe("PercentEncodeSet derivation (add / remove)", () => {
  it("add returns a new set with the code points added; the original is unchanged", () => {
    const derived = PATH_SET.add("/", 0x3a);
    expect(derived).not.toBe(PATH_SET);
    expect(derived).toBeInstanceOf(PercentEncodeSet);
    expect(derived.has(0x2f)).toBe(true);
    expect(derived.has(0x3a)).toBe(true);
    expect(PATH_SET.has(0x2f)).toBe(false);
    expect(PATH_SET.has(0x3a)).toBe(false);
    for (const c of ascii) if (c !== 0x2f && c !== 0x3a) expect(derived.has(c), hex(c)).toBe(PATH_SET.has(c));
    expect(Object.isFrozen(derived)).toBe(true);
    expect(percentEncode("a/b:c d", derived)).toBe("a%2Fb%3Ac%20d");
  });

  it("remove returns a new set without the code points; the original is unchanged", () => {
    const derived = COMPONENT_SET.remove("/", 0x20, 0);
    expect(derived.has(0x2f)).toBe(false);
    expect(derived.has(0x20)).toBe(false);
    expect(derived.has(0x00)).toBe(false);
    expect(COMPONENT_SET.has(0x2f)).toBe(true);
    expect(COMPONENT_SET.has(0x20)).toBe(true);
    expect(COMPONENT_SET.has(0x00)).toBe(true);
    expect(percentEncode("a/b c:", derived)).toBe("a/b c%3A");
    expect(derived.has(0x80)).toBe(true);
  });

  it("adding what is there or removing what is not changes nothing", () => {
    const same = [PATH_SET.add("?"), PATH_SET.remove("a"), PATH_SET.add(), PATH_SET.remove()];
    for (const set of same) for (const c of ascii) expect(set.has(c)).toBe(PATH_SET.has(c));
  });

  it("add then remove gives back the original membership, for any ASCII code points", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0x7e })), (cps) => {
        const fresh = cps.filter((c) => !C0_CONTROL_SET.has(c));
        const back = C0_CONTROL_SET.add(...fresh).remove(...fresh);
        return ascii.every((c) => back.has(c) === C0_CONTROL_SET.has(c));
      }),
    );
  });

  it("derives every standard set from the C0 control set, as the standard defines them", () => {
    const chars = (pred: (c: number) => boolean) =>
      ascii.filter((c) => c < 0x7f && pred(c) && !isC0Control(c)).map((c) => String.fromCharCode(c));
    for (const [name, set, pred] of SETS) {
      const derived = C0_CONTROL_SET.add(...chars(pred));
      expect(ascii.filter((c) => derived.has(c) !== set.has(c)).map(hex), name).toEqual([]);
    }
  });

  it("rejects code points that are not ASCII below U+007F, naming the bad value", () => {
    for (const bad of ["é", "\u0080", "\ud800", "😀", 0x80, 0x7f, 0x10000, -1, 1.5, Number.NaN, Infinity]) {
      expect(() => PATH_SET.add(bad), String(bad)).toThrow(RangeError);
      expect(() => PATH_SET.remove(bad), String(bad)).toThrow(RangeError);
    }
    expect(() => PATH_SET.add("é")).toThrow(/U\+0000 to U\+007E: "é"/);
    expect(() => PATH_SET.add(0x80)).toThrow(/: 128$/);
    expect(() => PATH_SET.remove("\u007f")).toThrow(RangeError);
  });

  it("rejects strings that are not one code unit, and values that are not numbers or strings", () => {
    for (const bad of ["", "ab", "%2F", null, undefined, true, {}, [0x41], 10n]) {
      expect(() => PATH_SET.add(bad as never), String(bad)).toThrow(RangeError);
    }
    expect(() => PATH_SET.add("ab")).toThrow(/"ab"/);
    expect(() => PATH_SET.add(null as never)).toThrow(/: null$/);
  });

  it("a failed derivation leaves the original set as it was", () => {
    expect(() => PATH_SET.add("/", "é")).toThrow(RangeError);
    expect(PATH_SET.has(0x2f)).toBe(false);
  });

  it("the constructor copies its table and always includes U+007F", () => {
    const table = new Uint8Array(128);
    table[0x41] = 1;
    const set = new PercentEncodeSet(table);
    table[0x42] = 1;
    expect(set.has(0x41)).toBe(true);
    expect(set.has(0x42)).toBe(false);
    expect(set.has(0x7f)).toBe(true);
  });
});
