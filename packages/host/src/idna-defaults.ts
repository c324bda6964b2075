// What the engine's own Unicode data (`normalize`, `toLowerCase`, `\p{…}`) says about the properties UTS #46 needs.
// approximateIDNA starts from these; idna-data.ts lists every code point where UTS #46 and RFCs 5892–5893, as tr46
// has them, say otherwise. tooling/scripts/generate-idna-data.ts reads this module to find those code points, so the
// two stay one definition.

/**
 * UTS #46's mapping, which is NFKC_Casefold but for the code points idna-data.ts lists, from what every engine has:
 * NFKD, then case folding as upper case followed by lower case (so "ᾳ" folds to "αι" and "ς" to "σ", as case folding
 * does), then NFKC. Capital sigma is lowered on its own, since `toLowerCase` would give a final sigma at the end of a
 * word.
 */
export function engineMapping(text: string): string {
  return text
    .normalize("NFKD")
    .toUpperCase()
    .replace(/\u03a3/g, "\u03c3")
    .toLowerCase()
    .normalize("NFKC");
}

/**
 * Code points no mapped label may hold, by general category: controls, format controls, unassigned, private use,
 * surrogates and separators. UTS #46 disallows them all but the few idna-data.ts lists (the joiners are valid).
 */
export const ENGINE_DISALLOWED = /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Z}]/u;

/**
 * The blocks of the right-to-left scripts, where every code point of Bidi_Class R, AL or AN lies (the generator
 * checks it): a domain with none of them is no Bidi domain name.
 */
export const RIGHT_TO_LEFT_BLOCKS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

// Symbols and punctuation from U+2070 on, where the blocks of symbols begin: few of them are L.
const SYMBOL = /^(?![\0-\u206f])[\p{S}\p{P}]/u;
const NONSPACING_MARK = /^[\p{Mn}\p{Me}]/u;
const JOIN_TRANSPARENT = /^[\p{Mn}\p{Me}\p{Cf}]/u;

/**
 * The Bidi_Class the Bidi Rule reads, before idna-data.ts's exceptions, as one letter: N (NSM) for nonspacing and
 * enclosing marks, R (R or AL, one class to the rule) in the right-to-left blocks, O (ES, CS, ET, ON and BN, which the
 * rule treats alike) for the symbols and punctuation from U+2070 on, L elsewhere. The other letters are A (AN) and
 * E (EN).
 */
export function defaultBidiClass(character: string): string {
  if (NONSPACING_MARK.test(character)) return "N";
  if (RIGHT_TO_LEFT_BLOCKS.test(character)) return "R";
  return SYMBOL.test(character) ? "O" : "L";
}

/**
 * The Joining_Type CheckJoiners reads, before idna-data.ts's exceptions: T for marks and format controls, else U
 * (the others are D, L and R).
 */
export function defaultJoiningType(character: string): string {
  return JOIN_TRANSPARENT.test(character) ? "T" : "U";
}

/**
 * Whether `character` has Canonical_Combining_Class Virama (9), read from the engine's normalizer: canonical ordering
 * sorts combining marks by that class, so a virama between U+05B0 HEBREW POINT SHEVA (class 10) and U+3099
 * COMBINING KATAKANA-HIRAGANA VOICED SOUND MARK (class 8) goes between them in the other order. The two marks
 * themselves come out as if they moved, and are no viramas.
 */
export function isVirama(character: string): boolean {
  return (
    character !== "\u05b0" &&
    character !== "\u3099" &&
    `\u05b0${character}\u3099`.normalize("NFD") === `\u3099${character}\u05b0`
  );
}
