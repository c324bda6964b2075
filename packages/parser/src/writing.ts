import { isValidHostString, isValidOpaqueHostString, urlCodePointLength } from "@urlkit/host";
import { asciiHexDigitValue, charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { CodePoint, MAX_PORT } from "./code-points.ts";
import { isASCIIAlpha, isSchemeCodePoint, Scheme, schemeTypeOf } from "./url-miscellaneous.ts";
import { parseURL } from "./url-parsing.ts";

// The URL Standard's "URL writing" section: which strings are conforming (parse without validation error
// or failure). One pass over UTF-16 offsets; the only allocations are the host slices handed to @urlkit/host.

const ANY_UNIT = 1;
const PATH_UNIT = 2;
const SEGMENT_UNIT = 4;
const OPAQUE_HOST_UNIT = 8;

/** Per ASCII code point: the bit of every unit class it belongs to (`%` is handled as a percent-encoded byte). */
const UNIT_CLASSES = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  const all = ANY_UNIT | PATH_UNIT | SEGMENT_UNIT | OPAQUE_HOST_UNIT;
  for (let c = CodePoint.DigitZero; c <= CodePoint.DigitNine; c++) table[c] = all;
  for (let c = CodePoint.UpperA; c <= CodePoint.UpperZ; c++) table[c] = all;
  for (let c = CodePoint.LowerA; c <= CodePoint.LowerZ; c++) table[c] = all;
  for (const c of "!$&'()*+,-.;=_~") table[c.charCodeAt(0)] = all;
  table[CodePoint.Solidus] = ANY_UNIT | PATH_UNIT;
  table[CodePoint.Colon] = ANY_UNIT | PATH_UNIT | SEGMENT_UNIT;
  table[CodePoint.CommercialAt] = ANY_UNIT | PATH_UNIT | SEGMENT_UNIT;
  table[CodePoint.QuestionMark] = ANY_UNIT;
  return table;
})();

// https://url.spec.whatwg.org/#url-units
// Whether input[start, end) is zero or more URL units whose ASCII code points are all in `unitClass`.
function isURLUnits(input: string, start: number, end: number, unitClass: number): boolean {
  for (let i = start; i < end; i++) {
    const c = charCodeAt(input, i);
    if (c < CodePoint.NonASCII) {
      if (c === CodePoint.PercentSign) {
        if (
          i + 2 >= end ||
          asciiHexDigitValue(charCodeAt(input, i + 1)) < 0 ||
          asciiHexDigitValue(charCodeAt(input, i + 2)) < 0
        ) {
          return false;
        }
        i += 2;
      } else if ((UNIT_CLASSES[c] & unitClass) === 0) {
        return false;
      }
    } else {
      // A surrogate pair is one code point; a lone surrogate is none (-1). Ranges end at ASCII delimiters, so a
      // pair never straddles `end`.
      const units = urlCodePointLength(input, i);
      if (units <= 0) return false;
      i += units - 1;
    }
  }
  return true;
}

// Offset of the ":" ending a URL-scheme string that starts input, or -1.
function schemeColon(input: string, end: number): number {
  if (end === 0 || !isASCIIAlpha(charCodeAt(input, 0))) return -1;
  for (let i = 1; i < end; i++) {
    const c = charCodeAt(input, i);
    if (c === CodePoint.Colon) return i;
    if (!isSchemeCodePoint(c)) return -1;
  }
  return -1;
}

// What a base URL is to the writing rules: a scheme kind (a Scheme, from 0) or one of these.
const NO_BASE = -1;
const OPAQUE_PATH_BASE = -2;
const BASE_FAILURE = -3;

// https://url.spec.whatwg.org/#special-scheme (ASCII case-insensitively)
function schemeKind(input: string, start: number, end: number): Scheme {
  return schemeTypeOf(input.slice(start, end).toLowerCase());
}

function startsWithTwoSolidi(input: string, start: number, end: number): boolean {
  return (
    end - start >= 2 &&
    charCodeAt(input, start) === CodePoint.Solidus &&
    charCodeAt(input, start + 1) === CodePoint.Solidus
  );
}

function indexOfBefore(input: string, c: string, start: number, end: number): number {
  const i = input.indexOf(c, start);
  return i < 0 || i >= end ? end : i;
}

// https://url.spec.whatwg.org/#url-port-string
function isPort(input: string, start: number, end: number): boolean {
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = charCodeAt(input, i);
    if (c < CodePoint.DigitZero || c > CodePoint.DigitNine) return false;
    value = value * 10 + (c - CodePoint.DigitZero);
    if (value > MAX_PORT) return false;
  }
  return true;
}

// https://url.spec.whatwg.org/#path-absolute-url-string (start is the leading "/", or end for "absent")
function isOptionalPathAbsolute(input: string, start: number, end: number): boolean {
  return isURLUnits(input, start, end, PATH_UNIT);
}

// End of the host at input[start, end): after the "]" of a bracketed host, else at the first ":".
function hostEnd(input: string, start: number, end: number): number {
  if (charCodeAt(input, start) === CodePoint.LeftSquareBracket) {
    const close = indexOfBefore(input, "]", start, end);
    return close === end ? end : close + 1;
  }
  return indexOfBefore(input, ":", start, end);
}

// https://url.spec.whatwg.org/#scheme-relative-special-url-string (start is after "//")
function isSchemeRelativeSpecial(input: string, start: number, end: number): boolean {
  const pathStart = indexOfBefore(input, "/", start, end);
  const host = hostEnd(input, start, pathStart);
  if (!isValidHostString(input.slice(start, host))) return false;
  if (host < pathStart && (charCodeAt(input, host) !== CodePoint.Colon || !isPort(input, host + 1, pathStart)))
    return false;
  return isOptionalPathAbsolute(input, pathStart, end);
}

// https://url.spec.whatwg.org/#valid-opaque-host-string
// Unlike @urlkit/host's isValidOpaqueHostString (which sees a lone surrogate as U+FFFD, as the host parser
// would), a surrogate here is what the grammar says: not a URL code point.
function isOpaqueHost(input: string, start: number, end: number): boolean {
  if (charCodeAt(input, start) === CodePoint.LeftSquareBracket) return isValidOpaqueHostString(input.slice(start, end));
  return start < end && isURLUnits(input, start, end, OPAQUE_HOST_UNIT);
}

// https://url.spec.whatwg.org/#scheme-relative-url-string (start is after "//")
function isSchemeRelative(input: string, start: number, end: number): boolean {
  const pathStart = indexOfBefore(input, "/", start, end);
  if (start < pathStart) {
    // https://url.spec.whatwg.org/#opaque-host-and-port-string
    const host = hostEnd(input, start, pathStart);
    if (!isOpaqueHost(input, start, host)) return false;
    if (host < pathStart && (charCodeAt(input, host) !== CodePoint.Colon || !isPort(input, host + 1, pathStart)))
      return false;
  }
  return isOptionalPathAbsolute(input, pathStart, end);
}

// https://url.spec.whatwg.org/#scheme-relative-file-url-string (start is after "//")
function isSchemeRelativeFile(input: string, start: number, end: number): boolean {
  const pathStart = indexOfBefore(input, "/", start, end);
  if (start < pathStart && !isValidHostString(input.slice(start, pathStart))) return false;
  return isOptionalPathAbsolute(input, pathStart, end);
}

// The part after "//" (or a lone "//") as the scheme kind demands.
function isSchemeRelativeFor(kind: Scheme, input: string, start: number, end: number): boolean {
  if (kind === Scheme.FILE) return isSchemeRelativeFile(input, start, end);
  if (kind !== Scheme.NOT_SPECIAL) return isSchemeRelativeSpecial(input, start, end);
  return isSchemeRelative(input, start, end);
}

// https://url.spec.whatwg.org/#absolute-url-string (input[0, end) is before any "?" query)
function isAbsoluteURL(input: string, end: number): boolean {
  const colon = schemeColon(input, end);
  if (colon < 0) return false;
  const kind = schemeKind(input, 0, colon);
  const rest = colon + 1;
  if (startsWithTwoSolidi(input, rest, end)) return isSchemeRelativeFor(kind, input, rest + 2, end);
  if (kind !== Scheme.NOT_SPECIAL) return false;
  // https://url.spec.whatwg.org/#path-absolute-non-authority-url-string, else
  // https://url.spec.whatwg.org/#opaque-path-url-string (both: URL units without "?")
  return isURLUnits(input, rest, end, PATH_UNIT);
}

// https://url.spec.whatwg.org/#relative-url-string (input[0, end) is before any "?" query)
function isRelativeURL(input: string, end: number, baseKind: Scheme): boolean {
  if (startsWithTwoSolidi(input, 0, end)) return isSchemeRelativeFor(baseKind, input, 2, end);
  // https://url.spec.whatwg.org/#path-relative-scheme-less-url-string
  if (end > 0 && charCodeAt(input, 0) !== CodePoint.Solidus && schemeColon(input, end) >= 0) return false;
  return isURLUnits(input, 0, end, PATH_UNIT);
}

/** What the writing rules need of a base URL (a URLRecord is one): its scheme and whether its path is opaque. */
export interface URLWritingBase {
  /** The base URL's scheme (e.g. `"https"`), compared ASCII case-insensitively with the special schemes. */
  readonly scheme: string;
  /** Whether the base URL has an opaque path (e.g. `mailto:x`): then only `#fragment` is relative to it. */
  readonly hasOpaquePath: boolean;
}

export interface IsValidURLStringOptions {
  /**
   * The base URL: a URLRecord (or any `{ scheme, hasOpaquePath }`), or a string parsed with `parseURL` first
   * (a string that fails to parse makes every input invalid, as parsing against it fails). Without a base only
   * absolute-URL-with-fragment strings are valid: a relative-URL string needs a non-null base URL.
   */
  base?: URLWritingBase | string | null;
}

function baseKindOf(base: URLWritingBase | string | null | undefined): number {
  if (base === undefined || base === null) return NO_BASE;
  if (typeof base === "string") {
    const record = parseURL(base);
    if (record === null) return BASE_FAILURE;
    base = record;
  }
  if (typeof base !== "object" || typeof base.scheme !== "string" || typeof base.hasOpaquePath !== "boolean") {
    throw new TypeError(
      "isValidURLString: options.base must be a URL string, a URL record (an object with a string `scheme` " +
        "and a boolean `hasOpaquePath`) or null",
    );
  }
  return base.hasOpaquePath ? OPAQUE_PATH_BASE : schemeKind(base.scheme, 0, base.scheme.length);
}

// https://url.spec.whatwg.org/#valid-url-string
/**
 * Whether `input` is a valid URL string: an absolute-URL-with-fragment string, or (only when `options.base` is
 * given) a relative-URL-with-fragment string relative to that base. The input is taken as is: a lone surrogate
 * is not a URL code point. Linear in the input's length.
 */
export function isValidURLString(input: string, options?: IsValidURLStringOptions): boolean {
  if (typeof input !== "string") {
    throw new TypeError(`isValidURLString: input must be a string, got ${input === null ? "null" : typeof input}`);
  }
  const baseKind = baseKindOf(options?.base);
  if (baseKind === BASE_FAILURE) return false;
  const length = lengthOf(input);
  const hash = input.indexOf("#");
  const end = hash < 0 ? length : hash;
  // https://url.spec.whatwg.org/#url-fragment-string
  if (hash >= 0 && !isURLUnits(input, hash + 1, length, ANY_UNIT)) return false;
  // https://url.spec.whatwg.org/#relative-url-with-fragment-string for a base with an opaque path
  if (baseKind === OPAQUE_PATH_BASE && hash === 0) return true;
  const query = indexOfBefore(input, "?", 0, end);
  // https://url.spec.whatwg.org/#url-query-string
  if (query < end && !isURLUnits(input, query + 1, end, ANY_UNIT)) return false;
  if (isAbsoluteURL(input, query)) return true;
  return baseKind >= Scheme.NOT_SPECIAL && isRelativeURL(input, query, baseKind);
}

// https://url.spec.whatwg.org/#url-scheme-string
/** Whether `input` is a URL-scheme string: an ASCII alpha, then ASCII alphanumerics, `+`, `-` and `.`. */
export function isURLSchemeString(input: string): boolean {
  const length = lengthOf(input);
  if (length === 0 || !isASCIIAlpha(charCodeAt(input, 0))) return false;
  for (let i = 1; i < length; i++) if (!isSchemeCodePoint(charCodeAt(input, i))) return false;
  return true;
}

// https://url.spec.whatwg.org/#url-port-string
/** Whether `input` is a URL-port string: empty, or ASCII digits for a number from 0 to 65535. */
export function isURLPortString(input: string): boolean {
  return isPort(input, 0, lengthOf(input));
}

// https://url.spec.whatwg.org/#url-path-segment-string
/** Whether `input` is a URL-path-segment string (URL units without `/` and `?`; dot segments included). */
export function isURLPathSegmentString(input: string): boolean {
  return isURLUnits(input, 0, lengthOf(input), SEGMENT_UNIT);
}

// https://url.spec.whatwg.org/#url-query-string
/** Whether `input` (without the leading `?`) is a URL-query string: zero or more URL units. */
export function isURLQueryString(input: string): boolean {
  return isURLUnits(input, 0, lengthOf(input), ANY_UNIT);
}

// https://url.spec.whatwg.org/#url-fragment-string
/** Whether `input` (without the leading `#`) is a URL-fragment string: zero or more URL units. */
export function isURLFragmentString(input: string): boolean {
  return isURLUnits(input, 0, lengthOf(input), ANY_UNIT);
}
