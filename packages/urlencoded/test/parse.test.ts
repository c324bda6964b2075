import { runInNewContext } from "node:vm";
import { readFixture } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { URLSearchParams as WhatwgURLSearchParams } from "whatwg-url";
import { parse, urlencodedStringParser } from "../src/index.ts";
import { anyText, referenceParse, wellFormed } from "./reference.ts";

const encoder = new TextEncoder();
const bytes = (...values: number[]) => Uint8Array.from(values);
const hex = (b: number) => b.toString(16).padStart(2, "0");

// Strings made of the pieces that matter to the parser: separators, `%` escapes (valid, truncated, invalid,
// upper and lower case, of any byte), `+`, ASCII, any UTF-16 code unit (lone surrogates included) and any
// code point (surrogate pairs included).
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("&", "=", "%", "+", " ", "a", "F", "2", "%2", "%zz", "%%", "\ufeff", "?") },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.boolean())
      .map(([b, upper]) => `%${upper ? hex(b).toUpperCase() : hex(b)}`),
  },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);
const formish = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(""));
const anyBytes = fc.uint8Array({ maxLength: 64 });
const formishBytes = fc
  .array(fc.oneof(fc.constantFrom(0x26, 0x3d, 0x25, 0x2b, 0x41, 0x66, 0x32), fc.integer({ min: 0, max: 255 })), {
    maxLength: 64,
  })
  .map((values) => Uint8Array.from(values));

/** Inputs and the name-value pairs the standard's parser gives for them. */
const EDGE_CASES = readFixture<[string, [string, string][]][]>(
  new URL("fixtures/parse-edge-cases.json", import.meta.url),
);

describe("parse: the standard's edge cases", () => {
  it.each(EDGE_CASES)("%j", (input, expected) => {
    expect(parse(input)).toEqual(expected);
    expect(parse(encoder.encode(input))).toEqual(expected);
    expect(referenceParse(input)).toEqual(expected);
  });

  it("decodes non-UTF-8 bytes to U+FFFD, one per maximal subpart, in names and values", () => {
    expect(parse(bytes(0xff, 0x3d, 0xfe))).toEqual([["\ufffd", "\ufffd"]]);
    expect(parse(bytes(0xe2, 0x82, 0x26, 0x82))).toEqual([
      ["\ufffd", ""],
      ["\ufffd", ""],
    ]);
    expect(parse(bytes(0xe2, 0x82, 0x3d, 0xac))).toEqual([["\ufffd", "\ufffd"]]);
    // Decoding happens after percent-decoding the whole field: a raw lead byte and an escaped trail byte join.
    expect(parse(bytes(0xc3, 0x25, 0x61, 0x39))).toEqual([["é", ""]]);
    expect(parse(bytes(0xc3, 0x25, 0x61, 0x39, 0x3d, 0xe2, 0x25, 0x38, 0x32, 0xac))).toEqual([["é", "€"]]);
    expect(parse(bytes(0x25, 0x63, 0x33, 0xa9))).toEqual([["é", ""]]);
    expect(parse(bytes(0xc3, 0x2b))).toEqual([["\ufffd ", ""]]);
    expect(parse(bytes(0xed, 0xa0, 0x80))).toEqual([["\ufffd\ufffd\ufffd", ""]]);
    expect(parse(bytes(0xef, 0xbb, 0xbf, 0x61))).toEqual([["\ufeffa", ""]]);
  });

  it("accepts any Uint8Array view (a subarray, a Buffer) and does not modify it", () => {
    const whole = encoder.encode("xx&a=%41+b&yy");
    const view = whole.subarray(3, 11);
    expect(parse(view)).toEqual([["a", "A b"]]);
    expect(Array.from(whole)).toEqual(Array.from(encoder.encode("xx&a=%41+b&yy")));
    expect(parse(Buffer.from("a=%C3%A9+"))).toEqual([["a", "é "]]);
  });

  it("accepts a Uint8Array from another realm, and nothing that only claims to be one", () => {
    const foreign = runInNewContext("new Uint8Array([0x61, 0x3d, 0xc3, 0x25, 0x61, 0x39, 0x2b])") as Uint8Array;
    expect(foreign instanceof Uint8Array).toBe(false);
    expect(parse(foreign)).toEqual([["a", "é "]]);
    const impostor = { [Symbol.toStringTag]: "Uint8Array", length: 1, 0: 0x61 };
    expect(() => parse(impostor as never)).toThrow(
      new TypeError("parse: input must be a string or a Uint8Array; got [object Uint8Array]"),
    );
  });

  it("returns fresh, mutable pairs", () => {
    const first = parse("a=b");
    first[0][1] = "changed";
    first.push(["x", "y"]);
    expect(parse("a=b")).toEqual([["a", "b"]]);
  });

  it("handles fields far longer than one decoding chunk", () => {
    const n = 100_000;
    const ascii = "x".repeat(n);
    const escaped = "%C3%A9".repeat(n);
    const plus = "+".repeat(n);
    const expected: [string, string][] = [
      [ascii, "é".repeat(n)],
      [" ".repeat(n), "%".repeat(n)],
    ];
    const input = `${ascii}=${escaped}&${plus}=${"%".repeat(n)}`;
    expect(parse(input)).toEqual(expected);
    expect(parse(encoder.encode(input))).toEqual(expected);
    expect(parse(`${"\ud800".repeat(n)}=`)).toEqual([["\ufffd".repeat(n), ""]]);
    expect(parse("&".repeat(n) + "a" + "&".repeat(n))).toEqual([["a", ""]]);
  });

  it("rejects other input types with a TypeError naming what it got", () => {
    expect(() => parse(undefined as never)).toThrow(
      new TypeError("parse: input must be a string or a Uint8Array; got undefined"),
    );
    expect(() => parse(null as never)).toThrow(/got null$/);
    expect(() => parse((() => "a=b") as never)).toThrow(/got function$/);
    expect(() => parse(42 as never)).toThrow(/got number/);
    expect(() => parse(new Uint16Array(2) as never)).toThrow(/got \[object Uint16Array\]/);
    expect(() => parse([0x61] as never)).toThrow(/got \[object Array\]$/);
    expect(() => parse(new URLSearchParams("a=b") as never)).toThrow(TypeError);
  });
});

describe("parse: properties", () => {
  it("string input equals the standard's byte algorithm on its UTF-8 encoding (reference)", () => {
    fc.assert(
      fc.property(formish, (input) => {
        expect(parse(input)).toEqual(referenceParse(input));
      }),
      { numRuns: 5000 },
    );
  });

  it("string input equals parsing its UTF-8 bytes (the fast path changes nothing)", () => {
    fc.assert(
      fc.property(formish, (input) => {
        expect(parse(input)).toEqual(parse(encoder.encode(input)));
      }),
      { numRuns: 3000 },
    );
  });

  it("byte input equals the reference on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.oneof(anyBytes, formishBytes), (input) => {
        expect(parse(input)).toEqual(referenceParse(input));
      }),
      { numRuns: 5000 },
    );
  });

  it("agrees with whatwg-url's URLSearchParams on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.oneof(formish, fc.string({ unit: "binary" }), fc.string()), (input) => {
        // The constructor drops one leading "?": give it one to drop.
        expect(parse(input)).toEqual([...new WhatwgURLSearchParams(`?${input}`)]);
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees with Node's URLSearchParams on arbitrary strings, except where Node is known to be wrong", () => {
    let identical = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.oneof(formish, fc.string({ unit: "binary" }), fc.string()), (input) => {
        runs++;
        const ours = parse(input);
        const node = [...new URLSearchParams(`?${input}`)];
        if (JSON.stringify(ours) === JSON.stringify(node)) {
          identical++;
          return;
        }
        // Every difference must be Node's known fallback bug, and ours must be the standard's answer.
        expect(ours).toEqual(referenceParse(input));
        const raw = rawFields(wellFormed(input));
        expect(node.length).toBe(ours.length);
        for (let i = 0; i < ours.length; i++) {
          for (const k of [0, 1]) {
            if (ours[i][k] !== node[i][k]) expect(nodeMangles(raw[i][k]), JSON.stringify(raw[i][k])).toBe(true);
          }
        }
      }),
      { numRuns: 5000 },
    );
    // About 12% of these inputs hit the bug (the formish pieces mix escapes with non-ASCII on purpose).
    expect(identical / runs).toBeGreaterThan(0.75);
  });

  it("shows Node's fallback bug on a fixed example, so the exception above is about a real difference", () => {
    expect(parse("é%C3")).toEqual([["é\ufffd", ""]]);
    expect(nodeMangles("é%C3")).toBe(true);
    expect(nodeMangles("é%C3%A9")).toBe(false);
    expect(nodeMangles("e%C3")).toBe(false);
  });
});

// Node's URLSearchParams (lib/internal/url.js `parseParams`) decodes a field that has a valid `%XX` with
// decodeURIComponent and, when that throws (a `%` not followed by two hex digits, or escapes that are not
// UTF-8), falls back to querystring.unescapeBuffer, which keeps only the low byte of each literal code unit:
// literal non-ASCII text in such a field comes out wrong ("é%C3" gives "\ufffd\ufffd", the standard "é\ufffd").
function nodeMangles(rawField: string): boolean {
  let nonAscii = false;
  for (let i = 0; i < rawField.length; i++) if (rawField.charCodeAt(i) >= 0x80) nonAscii = true;
  if (!nonAscii) return false;
  try {
    decodeURIComponent(rawField.replaceAll("+", " "));
    return false;
  } catch {
    return true;
  }
}

// The undecoded name and value of each non-empty sequence, as the parser splits them.
function rawFields(input: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const sequence of input.split("&")) {
    if (sequence === "") continue;
    const equals = sequence.indexOf("=");
    fields.push(equals === -1 ? [sequence, ""] : [sequence.slice(0, equals), sequence.slice(equals + 1)]);
  }
  return fields;
}

describe("urlencodedStringParser", () => {
  it("is parse on strings, and the standard's byte algorithm on their UTF-8", () => {
    fc.assert(
      fc.property(anyText, (s) => {
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
