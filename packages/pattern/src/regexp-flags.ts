// The expression and flags a component's regular expression compiles with. The standard says `v`; an engine without
// it (React Native's Hermes) gets `u`, with the expression as written where it means the same under both, with each
// class that uses nested classes or set operations rewritten into groups and lookaheads that match the same code
// points, and a TypeError naming the construct where `u` cannot express it. The two flags read the same syntax
// outside character classes; inside them `v` has set operations, nested classes, string literals and properties of
// strings, reserves more punctuation, and (with `i`) case-folds a negated property escape before complementing it.
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

/** What a class member is, as `v` reads it. */
enum MemberKind {
  /** One character, a class escape ("\d", "\p{L}") or a nested class. */
  OPERAND,
  /** The "-" of a range. */
  RANGE_HYPHEN,
  /** "&&". */
  INTERSECTION,
  /** "--". */
  SUBTRACTION,
}

interface ClassMember {
  kind: MemberKind;
  start: number;
  end: number;
  /** For an operand: an expression that matches, under `u`, the code points it matches under `v`. */
  translation: string;
  /** For an operand: whether it is a nested class, which the surrounding class cannot hold under `u`. */
  nested: boolean;
  /** For an operand: whether it is one character, which a range may start or end with. */
  character: boolean;
}

/** A character class read as `v` reads it: its end (after "]") and an expression meaning the same under `u`. */
interface ScannedClass {
  end: number;
  translation: string;
}

const isOperator = (kind: MemberKind): boolean => kind === MemberKind.INTERSECTION || kind === MemberKind.SUBTRACTION;

// A set operation's operands are single characters, class escapes or nested classes, never ranges or unions.
const OPERAND_MISSING = /* @__PURE__ */ rejectedByV(
  "a class set operator (`&&` or `--`) without one operand on each side",
);

const member = (kind: MemberKind, start: number, end: number, translation = ""): ClassMember => ({
  kind,
  start,
  end,
  translation,
  nested: false,
  character: false,
});

// Class members as `u` reads them, in a class of their own: a leading "^" is escaped, as it would negate the class.
const classOf = (members: string): string => (members[0] === "^" ? `[\\${members}]` : `[${members}]`);

// `[\s\S]` matches any one code point under `u`, as `[^]` does; a negated class is what is not its positive part.
const complementOf = (translation: string): string => `(?:(?!${translation})[\\s\\S])`;

/** Reads the class member at `index` (not "]"), or the first construct in it that `u` cannot express or `v` rejects. */
function readClassMember(source: string, index: number, ignoreCase: boolean): ClassMember | FlagDifference {
  const character = source[index];
  if (character === "[") {
    const nested = scanClass(source, index, ignoreCase);
    if (!("translation" in nested)) return nested;
    return { ...member(MemberKind.OPERAND, index, nested.end, nested.translation), nested: true };
  }
  if (character === "-") {
    return source[index + 1] === "-"
      ? member(MemberKind.SUBTRACTION, index, index + 2)
      : member(MemberKind.RANGE_HYPHEN, index, index + 1);
  }
  if (character === "&" && source[index + 1] === "&") {
    if (source[index + 2] === "&") return rejectedByV("a third `&` after the intersection operator `&&`");
    return member(MemberKind.INTERSECTION, index, index + 2);
  }
  if (isIn(CLASS_SET_SYNTAX, character)) return rejectedByV(`an unescaped \`${character}\` in a character class`);
  if (isIn(DOUBLED_PUNCTUATOR, character) && source[index + 1] === character) {
    return rejectedByV(`the doubled punctuator \`${character}${character}\` in a character class`);
  }
  const difference = escapeDifference(source, index, ignoreCase);
  if (difference !== null) return difference;
  const end = index + memberLength(source, index);
  return {
    ...member(MemberKind.OPERAND, index, end, classOf(source.slice(index, end))),
    character: isRangeEnd(source, index),
  };
}

/**
 * A class of operands joined by one operator, each a single operand: `A&&B&&C` is A where B and C also match, so
 * `(?:(?=B)(?=C)A)` under `u`; `A--B--C` is `(?:(?!B)(?!C)A)`. Each part matches one code point where it matches,
 * so a lookahead tests the same code point that A then matches (in a lookbehind too, where A matches first and the
 * lookahead then reads forward over it). With ignoreCase, `v` combines the operands' simple case foldings and `u`
 * tests the input's folding against each operand, which selects the same code points.
 */
// https://tc39.es/ecma262/#prod-ClassIntersection
// https://tc39.es/ecma262/#prod-ClassSubtraction
function setOperationTranslation(members: ClassMember[], operator: MemberKind): string | FlagDifference {
  for (let index = 0; index < members.length; index++) {
    const kind = members[index].kind;
    if (isOperator(kind) && kind !== operator) {
      return rejectedByV("both `&&` and `--` at one level of a character class");
    }
    if (kind !== (index % 2 === 0 ? MemberKind.OPERAND : operator)) return OPERAND_MISSING;
  }
  if (members.length % 2 === 0) return OPERAND_MISSING;
  const lookahead = operator === MemberKind.INTERSECTION ? "(?=" : "(?!";
  let tests = "";
  for (let index = 2; index < members.length; index += 2) tests += `${lookahead}${members[index].translation})`;
  return `(?:${tests}${members[0].translation})`;
}

/**
 * A union of characters, ranges, class escapes and nested classes. Without nested classes it reads the same under
 * `u`, so it stays as written. With them, it is an alternation of its nested classes and of the runs of other
 * members between them, each run a class of its own, so that no two members become one where they meet.
 */
// https://tc39.es/ecma262/#prod-ClassUnion
function unionTranslation(source: string, members: ClassMember[]): string | FlagDifference | null {
  for (let index = 0; index < members.length; index++) {
    if (members[index].kind !== MemberKind.RANGE_HYPHEN) continue;
    const rangeStart = members[index - 1]?.character === true && members[index - 2]?.kind !== MemberKind.RANGE_HYPHEN;
    if (!rangeStart || members[index + 1]?.character !== true) {
      return rejectedByV("an unescaped `-` outside a range in a character class");
    }
  }
  if (!members.some((classMember) => classMember.nested)) return null;
  const alternatives: string[] = [];
  let runStart = -1;
  for (const classMember of members) {
    if (!classMember.nested) {
      if (runStart === -1) runStart = classMember.start;
      continue;
    }
    if (runStart !== -1) alternatives.push(classOf(source.slice(runStart, classMember.start)));
    runStart = -1;
    alternatives.push(classMember.translation);
  }
  if (runStart !== -1) alternatives.push(classOf(source.slice(runStart, members[members.length - 1].end)));
  return alternatives.length === 1 ? alternatives[0] : `(?:${alternatives.join("|")})`;
}

/**
 * Reads the character class whose "[" is at `open`, as `v` would: its end (after "]") and an expression that
 * matches the same strings under `u` (the class as written where `u` reads it the same), or the first construct
 * that `u` cannot express. A class with no "]" is rejected here, as `u` could read a nested "[" as a character and
 * find one.
 */
// https://tc39.es/ecma262/#prod-ClassSetExpression
function scanClass(source: string, open: number, ignoreCase: boolean): ScannedClass | FlagDifference {
  const negated = source[open + 1] === "^";
  const members: ClassMember[] = [];
  let index = negated ? open + 2 : open + 1;
  while (source[index] !== "]") {
    if (index >= source.length) return rejectedByV("a character class with no closing `]`");
    const classMember = readClassMember(source, index, ignoreCase);
    if (!("kind" in classMember)) return classMember;
    members.push(classMember);
    index = classMember.end;
  }
  const end = index + 1;
  const operator = members.find((classMember) => isOperator(classMember.kind));
  const translation =
    operator === undefined ? unionTranslation(source, members) : setOperationTranslation(members, operator.kind);
  if (translation === null) return { end, translation: source.slice(open, end) };
  if (typeof translation !== "string") return translation;
  return { end, translation: negated ? complementOf(translation) : translation };
}

/**
 * The regular expression `source` (read with `v`, and `i` for ignoreCase) written for `u`: `source` itself where `u`
 * reads it the same, with each class that uses nested classes, `&&` or `--` rewritten with non-capturing groups and
 * lookaheads (so group numbers stay the same); or the first construct that `u` cannot express or that `v` rejects.
 */
export function uFlagSource(source: string, ignoreCase: boolean): string | FlagDifference {
  let translated = "";
  let copiedUpTo = 0;
  let index = 0;
  while (index < source.length) {
    const character = source[index];
    if (character === "[") {
      const scanned = scanClass(source, index, ignoreCase);
      if (!("translation" in scanned)) return scanned;
      translated += source.slice(copiedUpTo, index) + scanned.translation;
      index = copiedUpTo = scanned.end;
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
  return translated + source.slice(copiedUpTo);
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

/** What a component's RegExp is constructed from. */
export interface RegExpSourceAndFlags {
  source: string;
  flags: string;
}

/**
 * The expression and flags for the component regular expression `source`: `source` with `v` (with `i` for
 * ignoreCase) as the standard says, or, where the engine lacks `v` (`hasVFlag`, found out by default), with `u` and
 * written as `u` reads it to mean the same (see {@link uFlagSource}). Otherwise throws a TypeError naming the
 * construct.
 */
export function regExpSourceAndFlags(
  source: string,
  ignoreCase: boolean,
  hasVFlag: boolean = engineHasVFlag(),
): RegExpSourceAndFlags {
  if (hasVFlag) return { source, flags: ignoreCase ? "vi" : "v" };
  const translated = uFlagSource(source, ignoreCase);
  if (typeof translated === "string") return { source: translated, flags: ignoreCase ? "ui" : "u" };
  throw new TypeError(
    translated.needsVFlag
      ? `its regular expression \`${source}\` uses ${translated.construct}, which needs the RegExp v flag; this JavaScript engine does not have it`
      : `its regular expression \`${source}\` is invalid (${translated.construct}, which the v flag does not allow)`,
  );
}
