import fc from "fast-check";

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

/** The same strings, well formed (no lone surrogates). */
export const wellFormedString: fc.Arbitrary<string> = anyString.map(toWellFormed);
