import { asciiHexDigitValue } from "@urlkit/percent-encoding";
import { argumentError } from "./validation-error.ts";

/** Bit in {@link CODE_POINT_CLASS}: a forbidden host code point. */
export const FORBIDDEN_HOST = 1;
/** Bit in {@link CODE_POINT_CLASS}: a forbidden domain code point. */
export const FORBIDDEN_DOMAIN = 2;
/** Bit in {@link CODE_POINT_CLASS}: an ASCII URL code point. */
export const URL_CODE_POINT = 4;
/** Bit in {@link CODE_POINT_CLASS}: an ASCII upper alpha. */
export const ASCII_UPPER_ALPHA = 8;

/**
 * The classes of the ASCII code points, one hex digit per code point from U+0000: the sum of FORBIDDEN_HOST
 * (1: U+0000, tab, LF, CR, space, #/:<>?@[\]^|), FORBIDDEN_DOMAIN (2: those, the other C0 controls, % and
 * U+007F), URL_CODE_POINT (4: ASCII alphanumerics and !$&'()*+,-./:;=?@_~) and ASCII_UPPER_ALPHA (8).
 */
export const CODE_POINT_CLASS: Uint8Array = /* @__PURE__ */ Uint8Array.from(
  "32222222233223222222222222222222340342444444444744444444447434377cccccccccccccccccccccccccc3333404444444444444444444444444403042",
  (digit) => parseInt(digit, 16),
);

/** The {@link CODE_POINT_CLASS} bits of the code units of `input` ORed together: -1 (every bit) if one is above U+007F. */
export function codePointClasses(input: string): number {
  let classes = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    classes |= c > 0x7f ? -1 : CODE_POINT_CLASS[c];
  }
  return classes;
}

function codePoint(c: number | string, caller: string): number {
  if (typeof c === "string") {
    const cp = c.codePointAt(0);
    if (cp !== undefined && c.length === (cp > 0xffff ? 2 : 1)) return cp;
  } else if (Number.isInteger(c) && c >= 0 && c <= 0x10ffff) {
    return c;
  }
  throw argumentError(caller, "a code point (0 to 0x10FFFF) or a one-code-point string", c);
}

/** Whether `c` (a code point or a one-code-point string) is a forbidden host code point. */
// https://url.spec.whatwg.org/#forbidden-host-code-point
export function isForbiddenHostCodePoint(c: number | string): boolean {
  const cp = codePoint(c, "isForbiddenHostCodePoint");
  return cp < 0x80 && (CODE_POINT_CLASS[cp] & FORBIDDEN_HOST) !== 0;
}

/** Whether `c` (a code point or a one-code-point string) is a forbidden domain code point. */
// https://url.spec.whatwg.org/#forbidden-domain-code-point
export function isForbiddenDomainCodePoint(c: number | string): boolean {
  const cp = codePoint(c, "isForbiddenDomainCodePoint");
  return cp < 0x80 && (CODE_POINT_CLASS[cp] & FORBIDDEN_DOMAIN) !== 0;
}

/**
 * The length in code units (1, or 2 for a surrogate pair) of the URL code point at `input[i]`; 0 when
 * the code point there is not a URL code point; -1 for a lone surrogate (not a code point at all).
 */
// https://url.spec.whatwg.org/#url-code-points
export function urlCodePointLength(input: string, i: number): number {
  const c = input.codePointAt(i) as number;
  if (c < 0x80) return CODE_POINT_CLASS[c] & URL_CODE_POINT ? 1 : 0;
  if (c < 0xa0 || (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) === 0xfffe) return 0;
  if (c >= 0xd800 && c <= 0xdfff) return -1;
  return c > 0xffff ? 2 : 1;
}

/** Whether `input[i]` starts a percent-encoded byte (`%` and two ASCII hex digits). */
export function isPercentEncodedByte(input: string, i: number): boolean {
  return (
    input.charCodeAt(i) === 0x25 &&
    asciiHexDigitValue(input.charCodeAt(i + 1)) >= 0 &&
    asciiHexDigitValue(input.charCodeAt(i + 2)) >= 0
  );
}
