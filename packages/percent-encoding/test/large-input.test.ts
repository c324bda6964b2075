import {
  COMPONENT_SET,
  type Encoding,
  FORM_URLENCODED_SET,
  PATH_SET,
  percentDecodeString,
  percentEncode,
} from "@urlkit/percent-encoding";
import { describe, expect, it } from "vitest";
import * as whatwgUrl from "whatwg-url/lib/percent-encoding.js";
import { toWellFormed } from "./arbitraries.ts";

// Multi-MiB inputs: the output is built in flattened chunks, so these check that nothing is lost, doubled or
// split (a surrogate pair, an escape) where one chunk ends and the next begins. Correctness only: speed on
// such inputs is measured by the benchmark, not here.
const MiB = 1 << 20;

// Deterministic pseudo-random pieces (xorshift32), so failures reproduce.
function mixed(length: number, pieces: string[], seed = 0x9e3779b9): string {
  let out = "";
  let x = seed;
  while (out.length < length) {
    let chunk = "";
    for (let k = 0; k < 4096; k++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      chunk += pieces[(x >>> 0) % pieces.length];
    }
    out += chunk;
  }
  return out;
}

const PIECES = ["a", "bc", "é", "€", "😀", " ", "%", "?", "/", "\u0000", "\u00ff", "~", "\ud800", "\udc00", "xyz"];

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return `lengths ${a.length} / ${b.length}, first difference at ${i}: ${JSON.stringify(a.slice(i, i + 24))} vs ${JSON.stringify(b.slice(i, i + 24))}`;
}

function expectSame(actual: string, expected: string) {
  if (actual !== expected) expect.fail(firstDifference(actual, expected));
}

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
    const input = mixed(MiB, PIECES);
    expectSame(
      percentEncode(input, PATH_SET),
      whatwgUrl.utf8PercentEncodeString(toWellFormed(input), whatwgUrl.isPathPercentEncode),
    );
  });

  it("a mixed 1 MiB string equals whatwg-url (form set, space as +)", () => {
    const input = mixed(MiB, PIECES, 12345);
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

describe("percentDecodeString on multi-MiB inputs", () => {
  it.each([
    ["%C3%A9", "%C3%A9".repeat(MiB)],
    ["%20a", "%20a".repeat(MiB)],
    ["%F0%9F%98%80", "%F0%9F%98%80".repeat(MiB / 2)],
  ])("%s repeated equals decodeURIComponent", (_, input) => {
    expectSame(percentDecodeString(input), decodeURIComponent(input));
  });

  it("a mixed 3 MiB string equals UTF-8 decoding of whatwg-url's percent-decode", () => {
    // Escapes split across pieces and invalid sequences ("%C3" then "a", "%ED%A0%80", a lone "%").
    const pieces = [
      "%C3",
      "%A9",
      "%E2%82%AC",
      "%F0%9F%98%80",
      "%ED%A0%80",
      "%",
      "%2",
      "%zz",
      "a",
      "é",
      "😀",
      "\ud800",
      "+",
    ];
    const input = mixed(3 * MiB, pieces, 777);
    const expected = new TextDecoder().decode(whatwgUrl.percentDecodeString(input));
    expectSame(percentDecodeString(input), expected);
  });
});
