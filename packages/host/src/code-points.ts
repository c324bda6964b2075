import { asciiHexDigitValue, charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { argumentError } from "./validation-error.ts";

/** Bit in {@link CODE_POINT_CLASS}: a forbidden host code point. */
export const FORBIDDEN_HOST = 1;
/** Bit in {@link CODE_POINT_CLASS}: a forbidden domain code point. */
export const FORBIDDEN_DOMAIN = 2;
/** Bit in {@link CODE_POINT_CLASS}: an ASCII URL code point. */
export const URL_CODE_POINT = 4;
/** Bit in {@link CODE_POINT_CLASS}: an ASCII upper alpha. */
export const ASCII_UPPER_ALPHA = 8;

/** input[i], or -1 (the EOF code point) from `end` on: every code unit stays a small integer for the compiler. */
export function codeUnitAt(input: string, i: number, end: number): number {
  return i < end ? charCodeAt(input, i) : -1;
}

/** The code points the host algorithms name. The bundler inlines each use as its number. */
export enum CodePoint {
  Space = 0x20,
  PercentSign = 0x25,
  HyphenMinus = 0x2d,
  FullStop = 0x2e,
  DigitZero = 0x30,
  DigitNine = 0x39,
  Colon = 0x3a,
  UpperA = 0x41,
  UpperZ = 0x5a,
  LeftSquareBracket = 0x5b,
  RightSquareBracket = 0x5d,
  LowerA = 0x61,
  LowerX = 0x78,
  LowerZ = 0x7a,
  Tilde = 0x7e,
  Delete = 0x7f,
  /** The first code point past ASCII. */
  NonASCII = 0x80,
  /** ORed into an ASCII letter, gives its lower-case form. */
  ASCIICaseBit = LowerA - UpperA,
  NoBreakSpace = 0xa0,
  SurrogateMin = 0xd800,
  SurrogateMax = 0xdfff,
  /** U+FDD0 to U+FDEF: noncharacters. */
  NoncharacterMin = 0xfdd0,
  NoncharacterMax = 0xfdef,
  /** The last two code points of every plane (U+xFFFE and U+xFFFF), noncharacters, are those with these bits set. */
  PlaneEndNoncharacters = 0xfffe,
  /** The last code point of the Basic Multilingual Plane: above it, a code point takes two UTF-16 code units. */
  BMPMax = 0xffff,
  Max = 0x10ffff,
}

// Each class as the character list the standard gives.
// https://url.spec.whatwg.org/#forbidden-host-code-point
const FORBIDDEN_HOST_CODE_POINTS = /[\0\t\n\r #/:<>?@[\\\]^|]/;
// https://url.spec.whatwg.org/#forbidden-domain-code-point: the forbidden host code points, the C0 controls, % and U+007F.
export const FORBIDDEN_DOMAIN_CODE_POINTS = /[\0-\x1f #/:<>?@[\\\]^|%\x7f]/;
// https://url.spec.whatwg.org/#url-code-points: the ASCII alphanumerics and !$&'()*+,-./:;=?@_~.
const ASCII_URL_CODE_POINTS = /[0-9A-Za-z!$&'()*+,\-./:;=?@_~]/;
// https://infra.spec.whatwg.org/#ascii-upper-alpha
const ASCII_UPPER_ALPHAS = /[A-Z]/;

/** The classes of the ASCII code points: each entry ORs the bits of the classes its code point belongs to. */
export const CODE_POINT_CLASS: Uint8Array = /* @__PURE__ */ Uint8Array.from({ length: CodePoint.NonASCII }, (_, c) => {
  const codePoint = String.fromCharCode(c);
  return (
    (FORBIDDEN_HOST_CODE_POINTS.test(codePoint) ? FORBIDDEN_HOST : 0) |
    (FORBIDDEN_DOMAIN_CODE_POINTS.test(codePoint) ? FORBIDDEN_DOMAIN : 0) |
    (ASCII_URL_CODE_POINTS.test(codePoint) ? URL_CODE_POINT : 0) |
    (ASCII_UPPER_ALPHAS.test(codePoint) ? ASCII_UPPER_ALPHA : 0)
  );
});

/** The {@link CODE_POINT_CLASS} bits of the code units of `input` ORed together: -1 (every bit) if one is above U+007F. */
export function codePointClasses(input: string): number {
  let classes = 0;
  for (let i = 0, length = lengthOf(input); i < length; i++) {
    const c = charCodeAt(input, i);
    if (c > CodePoint.Delete) return -1;
    classes |= CODE_POINT_CLASS[c];
  }
  return classes;
}

function codePoint(c: number | string, caller: string): number {
  if (typeof c === "string") {
    const cp = c.codePointAt(0);
    if (cp !== undefined && c.length === (cp > CodePoint.BMPMax ? 2 : 1)) return cp;
  } else if (Number.isInteger(c) && c >= 0 && c <= CodePoint.Max) {
    return c;
  }
  throw argumentError(caller, "a code point (0 to 0x10FFFF) or a one-code-point string", c);
}

/** Whether `c` (a code point or a one-code-point string) is a forbidden host code point. */
// https://url.spec.whatwg.org/#forbidden-host-code-point
export function isForbiddenHostCodePoint(c: number | string): boolean {
  const cp = codePoint(c, "isForbiddenHostCodePoint");
  return cp < CodePoint.NonASCII && (CODE_POINT_CLASS[cp] & FORBIDDEN_HOST) !== 0;
}

/** Whether `c` (a code point or a one-code-point string) is a forbidden domain code point. */
// https://url.spec.whatwg.org/#forbidden-domain-code-point
export function isForbiddenDomainCodePoint(c: number | string): boolean {
  const cp = codePoint(c, "isForbiddenDomainCodePoint");
  return cp < CodePoint.NonASCII && (CODE_POINT_CLASS[cp] & FORBIDDEN_DOMAIN) !== 0;
}

/** Whether the code point `c` is a URL code point, surrogates included (they are not code points of a string). */
// https://url.spec.whatwg.org/#url-code-points
function isURLCodePointOrSurrogate(c: number): boolean {
  if (c < CodePoint.NonASCII) return (CODE_POINT_CLASS[c] & URL_CODE_POINT) !== 0;
  return (
    c >= CodePoint.NoBreakSpace &&
    !(c >= CodePoint.NoncharacterMin && c <= CodePoint.NoncharacterMax) &&
    (c & CodePoint.PlaneEndNoncharacters) !== CodePoint.PlaneEndNoncharacters
  );
}

/** Whether `c` (a code point or a one-code-point string) is a URL code point. */
// https://url.spec.whatwg.org/#url-code-points
export function isURLCodePoint(c: number | string): boolean {
  const cp = codePoint(c, "isURLCodePoint");
  return isURLCodePointOrSurrogate(cp) && !(cp >= CodePoint.SurrogateMin && cp <= CodePoint.SurrogateMax);
}

/**
 * The length in code units (1, or 2 for a surrogate pair) of the URL code point at `input[i]`; 0 when
 * the code point there is not a URL code point; -1 for a lone surrogate (not a code point at all). No argument
 * checks: for the URL parser's writing checks.
 */
// https://url.spec.whatwg.org/#url-code-points
export function urlCodePointLength(input: string, i: number): number {
  const c = input.codePointAt(i) as number;
  if (!isURLCodePointOrSurrogate(c)) return 0;
  if (c >= CodePoint.SurrogateMin && c <= CodePoint.SurrogateMax) return -1;
  return c > CodePoint.BMPMax ? 2 : 1;
}

/** Whether `input[i]` starts a percent-encoded byte (`%` and two ASCII hex digits). */
export function isPercentEncodedByte(input: string, i: number): boolean {
  return (
    i + 2 < lengthOf(input) &&
    charCodeAt(input, i) === CodePoint.PercentSign &&
    asciiHexDigitValue(charCodeAt(input, i + 1)) >= 0 &&
    asciiHexDigitValue(charCodeAt(input, i + 2)) >= 0
  );
}
