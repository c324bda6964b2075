import fc from "fast-check";
import { expect } from "vitest";

/** `s.toWellFormed()` (ES2024: fine in tests on Node 24, kept out of the ES2022 type library of the sources). */
export const toWellFormed = (s: string): string => (s as unknown as { toWellFormed(): string }).toWellFormed();

const asciiUnit = fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c));
const percentish = fc.constantFrom("%", "%%", "%2", "%25", "%2f", "%2F", "%zz", "%C3%A9", "%E2%82", "%FF", "+", " ");
const bmpUnit = fc.integer({ min: 0x80, max: 0xffff }).map((c) => String.fromCharCode(c));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const astral = fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c));

/**
 * Strings of UTF-16 code units that stress percent-encoding: every ASCII character, percent-sign
 * look-alikes, BMP characters, lone surrogates (high and low, also next to each other) and pairs.
 */
export const anyString: fc.Arbitrary<string> = fc.string({
  unit: fc.oneof(
    { weight: 4, arbitrary: asciiUnit },
    { weight: 2, arbitrary: percentish },
    { weight: 2, arbitrary: bmpUnit },
    { weight: 2, arbitrary: loneSurrogate },
    { weight: 2, arbitrary: astral },
  ),
  maxLength: 40,
});

/**
 * Strings of long runs of code units that every standard set encodes (non-ASCII, lone surrogates among them, C0
 * controls, U+007F, " ", "@"), broken now and then by the ASCII code points only some sets encode, or any: outputs
 * long enough for the encoder to build them from several pieces.
 */
export const longRunString: fc.Arbitrary<string> = fc.string({
  unit: fc.oneof(
    { weight: 12, arbitrary: fc.oneof(bmpUnit, loneSurrogate, astral, fc.constantFrom("\u0001", "\u007f", " ", "@")) },
    { weight: 1, arbitrary: fc.constantFrom("!", "'", "(", ")", "~", "*", "a") },
    { weight: 1, arbitrary: asciiUnit },
  ),
  maxLength: 300,
});

/** The same strings, well formed (no lone surrogates). */
export const wellFormedString: fc.Arbitrary<string> = anyString.map(toWellFormed);

// Multi-MiB inputs for the encode and decode tests: the output is built in flattened chunks, so they check that
// nothing is lost, doubled or split (a surrogate pair, an escape) where one chunk ends and the next begins.
// Correctness only: speed on such inputs is measured by the benchmark, not here.
export const MiB = 1 << 20;

// Deterministic pseudo-random pieces (xorshift32), so failures reproduce.
export function mixed(length: number, pieces: string[], seed = 0x9e3779b9): string {
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

export const MIXED_PIECES = [
  "a",
  "bc",
  "é",
  "€",
  "😀",
  " ",
  "%",
  "?",
  "/",
  "\u0000",
  "\u00ff",
  "~",
  "\ud800",
  "\udc00",
  "xyz",
];

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return `lengths ${a.length} / ${b.length}, first difference at ${i}: ${JSON.stringify(a.slice(i, i + 24))} vs ${JSON.stringify(b.slice(i, i + 24))}`;
}

export function expectSame(actual: string, expected: string) {
  if (actual !== expected) expect.fail(firstDifference(actual, expected));
}
