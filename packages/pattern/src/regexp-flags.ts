// The flags a component's regular expression compiles with. The standard says `v`; an engine without it (React
// Native's Hermes) gets `u` where the expression means the same under both, and a TypeError naming the construct
// where it would not. The two flags read the same syntax outside character classes; inside them `v` has set
// operations, nested classes, string literals and properties of strings, reserves more punctuation, and (with `i`)
// case-folds a negated property escape before complementing it.
import { asciiTable } from "./escape.ts";

// https://tc39.es/ecma262/#prod-ClassSetSyntaxCharacter (less "-", "[", "]" and "\", which the scan reads itself)
const CLASS_SET_SYNTAX: Uint8Array = /* @__PURE__ */ asciiTable("(){}/|");
// https://tc39.es/ecma262/#prod-ClassSetReservedDoublePunctuator (each of these, doubled)
const DOUBLED_PUNCTUATOR: Uint8Array = /* @__PURE__ */ asciiTable("&!#$%*+,.:;<=>?@^`~");
// https://tc39.es/ecma262/#prod-ClassSetReservedPunctuator (escaped in a class, all but "-" are v's alone)
const RESERVED_PUNCTUATOR: Uint8Array = /* @__PURE__ */ asciiTable("&!#%,:;<=>@`~");
// The character class escapes: sets, never the end of a range.
const CLASS_ESCAPE: Uint8Array = /* @__PURE__ */ asciiTable("dDsSwW");

// https://tc39.es/ecma262/#table-binary-unicode-properties-of-strings
const PROPERTIES_OF_STRINGS = [
  "Basic_Emoji",
  "Emoji_Keycap_Sequence",
  "RGI_Emoji",
  "RGI_Emoji_Flag_Sequence",
  "RGI_Emoji_Modifier_Sequence",
  "RGI_Emoji_Tag_Sequence",
  "RGI_Emoji_ZWJ_Sequence",
];

function isIn(table: Uint8Array, character: string | undefined): boolean {
  return character !== undefined && character.length === 1 && table[character.charCodeAt(0)] === 1;
}

/**
 * A construct that `u` does not read as `v` does. `needsVFlag`: it exists only with `v` (`[\p{L}--[a-z]]`);
 * otherwise `v` rejects it where `u` reads it as something else (`[(]`, `[a-]`).
 */
export interface FlagDifference {
  construct: string;
  needsVFlag: boolean;
}

const needsV = (construct: string): FlagDifference => ({ construct, needsVFlag: true });
const rejectedByV = (construct: string): FlagDifference => ({ construct, needsVFlag: false });

// The end of the `{…}` of a property escape starting at `start` ("\p"), or -1.
function propertyEnd(source: string, start: number): number {
  if (source[start + 2] !== "{") return -1;
  const close = source.indexOf("}", start + 3);
  return close === -1 ? -1 : close + 1;
}

/**
 * What a property escape at `start` ("\p{…}" or "\P{…}", inside a class or not) reads differently under `u`, or
 * null. A property of strings exists only with `v`; with ignoreCase, `v` case-folds the property's set before
 * complementing it and `u` does not, so `\P{Ll}` matches "a" under `ui` and not under `vi`. (A class negated around
 * a `\p{…}` inverts after case folding under both, and means the same.)
 */
function propertyDifference(source: string, start: number, end: number, ignoreCase: boolean): FlagDifference | null {
  const escapeText = source.slice(start, end);
  if (PROPERTIES_OF_STRINGS.includes(source.slice(start + 3, end - 1))) {
    return source[start + 1] === "P"
      ? rejectedByV(`the negated property of strings \`${escapeText}\``)
      : needsV(`the property of strings \`${escapeText}\``);
  }
  if (ignoreCase && source[start + 1] === "P") {
    return needsV(
      `the negated property escape \`${escapeText}\` with ignoreCase (without v it case-folds differently)`,
    );
  }
  return null;
}

enum CodeUnit {
  LEAD_SURROGATE_MIN = 0xd800,
  LEAD_SURROGATE_MAX = 0xdbff,
  TRAIL_SURROGATE_MIN = 0xdc00,
  TRAIL_SURROGATE_MAX = 0xdfff,
  BMP_MAX = 0xffff,
}

const HEX_RADIX = 16;
// "\uXXXX": a backslash, "u" and four hex digits.
const FIXED_UNICODE_ESCAPE_LENGTH = 6;

// The code unit a "\uXXXX" escape at `start` stands for, or NaN.
function escapedCodeUnit(source: string, start: number): number {
  if (source[start] !== "\\" || source[start + 1] !== "u") return Number.NaN;
  return Number.parseInt(source.slice(start + 2, start + FIXED_UNICODE_ESCAPE_LENGTH), HEX_RADIX);
}

/**
 * The length of the escape at `start` that stands for one character in a class: "\x41", "\u{1F600}", "\cA", "\n",
 * or "\uD83D\uDE00" (a surrogate pair, one code point under both flags).
 */
function characterEscapeLength(source: string, start: number): number {
  const kind = source[start + 1];
  if (kind === "x") return 4;
  if (kind === "u") {
    if (source[start + 2] === "{") {
      const close = source.indexOf("}", start + 3);
      return close === -1 ? source.length - start : close + 1 - start;
    }
    const lead = escapedCodeUnit(source, start);
    const trail = escapedCodeUnit(source, start + FIXED_UNICODE_ESCAPE_LENGTH);
    const pair =
      lead >= CodeUnit.LEAD_SURROGATE_MIN &&
      lead <= CodeUnit.LEAD_SURROGATE_MAX &&
      trail >= CodeUnit.TRAIL_SURROGATE_MIN &&
      trail <= CodeUnit.TRAIL_SURROGATE_MAX;
    return pair ? 2 * FIXED_UNICODE_ESCAPE_LENGTH : FIXED_UNICODE_ESCAPE_LENGTH;
  }
  return kind === "c" ? 3 : 2;
}

/** Whether a class member starting at `index` is one character (what a range needs at each end) and not more. */
function isRangeEnd(source: string, index: number): boolean {
  const character = source[index];
  if (character === undefined || character === "]" || character === "[" || character === "-") return false;
  if (character === "\\") {
    const kind = source[index + 1];
    return !isIn(CLASS_ESCAPE, kind) && kind !== "p" && kind !== "P" && kind !== "q";
  }
  return (
    !isIn(CLASS_SET_SYNTAX, character) && !(isIn(DOUBLED_PUNCTUATOR, character) && source[index + 1] === character)
  );
}

// What `u` reads differently in the escape at `index` inside a character class, or null.
function escapeDifference(source: string, index: number, ignoreCase: boolean): FlagDifference | null {
  if (source[index] !== "\\") return null;
  const kind = source[index + 1];
  if (kind === "q") return needsV("a class string disjunction (`\\q{…}`)");
  if (isIn(RESERVED_PUNCTUATOR, kind)) return needsV(`the escape \`\\${kind}\` in a character class`);
  if (kind !== "p" && kind !== "P") return null;
  const end = propertyEnd(source, index);
  return end === -1 ? null : propertyDifference(source, index, end, ignoreCase);
}

// The length of the class member at `index`, one character (a code point) or a class escape ("\d", "\p{L}").
function memberLength(source: string, index: number): number {
  if (source[index] !== "\\") return (source.codePointAt(index) as number) > CodeUnit.BMP_MAX ? 2 : 1;
  const kind = source[index + 1];
  if (kind === "p" || kind === "P") {
    const end = propertyEnd(source, index);
    return end === -1 ? 2 : end - index;
  }
  return isIn(CLASS_ESCAPE, kind) ? 2 : characterEscapeLength(source, index);
}

/**
 * Reads the character class whose "[" is at `open`, as `v` would: its end (after "]"), or the first member that `u`
 * reads differently. A class `u` finds no end for is left to the RegExp constructor, which rejects it under both.
 */
// https://tc39.es/ecma262/#prod-ClassSetExpression
function scanClass(source: string, open: number, ignoreCase: boolean): number | FlagDifference {
  let index = source[open + 1] === "^" ? open + 2 : open + 1;
  // Whether the member just read is one character that a "-" may follow to make a range.
  let rangeStart = false;
  while (index < source.length) {
    const character = source[index];
    if (character === "]") return index + 1;
    if (character === "[") return needsV("a nested character class (`[` inside `[…]`)");
    if (character === "-") {
      if (source[index + 1] === "-") return needsV("class set subtraction (`--`)");
      if (!rangeStart || !isRangeEnd(source, index + 1)) {
        return rejectedByV("an unescaped `-` outside a range in a character class");
      }
      const difference = escapeDifference(source, index + 1, ignoreCase);
      if (difference !== null) return difference;
      index += 1 + memberLength(source, index + 1);
      rangeStart = false;
      continue;
    }
    if (isIn(CLASS_SET_SYNTAX, character)) return rejectedByV(`an unescaped \`${character}\` in a character class`);
    if (isIn(DOUBLED_PUNCTUATOR, character) && source[index + 1] === character) {
      return character === "&"
        ? needsV("class set intersection (`&&`)")
        : rejectedByV(`the doubled punctuator \`${character}${character}\` in a character class`);
    }
    const difference = escapeDifference(source, index, ignoreCase);
    if (difference !== null) return difference;
    rangeStart = isRangeEnd(source, index);
    index += memberLength(source, index);
  }
  return index;
}

/** The first construct of the regular expression `source` that `u` (with `i` for ignoreCase) reads unlike `v`. */
export function findFlagDifference(source: string, ignoreCase: boolean): FlagDifference | null {
  let index = 0;
  while (index < source.length) {
    const character = source[index];
    if (character === "[") {
      const end = scanClass(source, index, ignoreCase);
      if (typeof end !== "number") return end;
      index = end;
    } else if (character === "\\") {
      const kind = source[index + 1];
      const end = kind === "p" || kind === "P" ? propertyEnd(source, index) : -1;
      const difference = end === -1 ? null : propertyDifference(source, index, end, ignoreCase);
      if (difference !== null) return difference;
      index = end === -1 ? index + 2 : end;
    } else {
      index++;
    }
  }
  return null;
}

let vFlagSupported: boolean | undefined;

/** Whether the engine's RegExp has the `v` flag (ES2024), found out on the first call. */
export function engineHasVFlag(): boolean {
  if (vFlagSupported === undefined) {
    try {
      // biome-ignore lint/complexity/useRegexLiterals: a literal with the v flag would fail to parse on the engines this checks for
      new RegExp("", "v");
      vFlagSupported = true;
    } catch {
      vFlagSupported = false;
    }
  }
  return vFlagSupported;
}

/**
 * The flags for the component regular expression `source`: `v` (with `i` for ignoreCase) as the standard says, or,
 * where the engine lacks `v` (`hasVFlag`, found out by default), `u` when it reads `source` the same. Otherwise
 * throws a TypeError naming the construct.
 */
export function regExpFlags(source: string, ignoreCase: boolean, hasVFlag: boolean = engineHasVFlag()): string {
  if (hasVFlag) return ignoreCase ? "vi" : "v";
  const difference = findFlagDifference(source, ignoreCase);
  if (difference === null) return ignoreCase ? "ui" : "u";
  throw new TypeError(
    difference.needsVFlag
      ? `its regular expression \`${source}\` uses ${difference.construct}, which needs the RegExp v flag; this JavaScript engine does not have it`
      : `its regular expression \`${source}\` is invalid (${difference.construct}, which the v flag does not allow)`,
  );
}
