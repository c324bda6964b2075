import { charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { CodePoint } from "./code-points.ts";

/** Scheme kinds: NOT_SPECIAL is any scheme that is not special; the others are the special schemes. */
export enum Scheme {
  NOT_SPECIAL,
  HTTP,
  HTTPS,
  WS,
  WSS,
  FTP,
  FILE,
}

const SPECIAL_SCHEMES = ["http", "https", "ws", "wss", "ftp", "file"];

/** The default port of each scheme kind, -1 for null. */
export const DEFAULT_PORTS: readonly number[] = [-1, 80, 443, 80, 443, 21, -1];

/**
 * The kind of the special scheme at the start of `input` if it has one (a canonical pattern tells), told by its first
 * letter and the code unit where the shorter scheme with that letter would end, in either case, without searching
 * for its ":".
 */
export function canonicalSchemeType(input: string): Scheme {
  const first = charCodeAt(input, 0) | CodePoint.ASCIICaseBit;
  if (first === CodePoint.LowerH) return codeUnitAt(input, 4) === CodePoint.Colon ? Scheme.HTTP : Scheme.HTTPS;
  if (first === CodePoint.LowerW) return codeUnitAt(input, 2) === CodePoint.Colon ? Scheme.WS : Scheme.WSS;
  return (codeUnitAt(input, 1) | CodePoint.ASCIICaseBit) === CodePoint.LowerT ? Scheme.FTP : Scheme.FILE;
}

/** The length of the special scheme of kind `type`. */
export function specialSchemeLength(type: Scheme): number {
  return SPECIAL_SCHEMES[type - 1].length;
}

/** The scheme kind of a (lower-case) scheme. */
export function schemeTypeOf(scheme: string): number {
  return SPECIAL_SCHEMES.indexOf(scheme) + 1;
}

function checkScheme(scheme: string, caller: string): string {
  if (typeof scheme !== "string") throw new TypeError(`${caller}: expected a string, got ${typeof scheme}`);
  return scheme;
}

/** Whether `scheme` is a special scheme ("ftp", "file", "http", "https", "ws", "wss"). */
// https://url.spec.whatwg.org/#special-scheme
export function isSpecialScheme(scheme: string): boolean {
  return schemeTypeOf(checkScheme(scheme, "isSpecialScheme")) !== Scheme.NOT_SPECIAL;
}

/** The default port of a special scheme; null for "file" and every other scheme. */
// https://url.spec.whatwg.org/#default-port
export function defaultPort(scheme: string): number | null {
  const port = DEFAULT_PORTS[schemeTypeOf(checkScheme(scheme, "defaultPort"))];
  return port < 0 ? null : port;
}

/**
 * input's code unit at i, or -1 (the EOF code point) past its end: every read that may fall past the end goes through
 * it. (charCodeAt there returns NaN, and from then on V8 runs that read, and the code it is inlined into, on a slower
 * path for every later input: one reference such as "index.html", read to its end by the scheme state, slowed every
 * reference parsed after it.)
 */
export function codeUnitAt(input: string, i: number): number {
  return i < lengthOf(input) ? charCodeAt(input, i) : -1;
}

export function isASCIIDigit(c: number): boolean {
  return c >= CodePoint.DigitZero && c <= CodePoint.DigitNine;
}

export function isASCIIAlpha(c: number): boolean {
  return (c | CodePoint.ASCIICaseBit) >= CodePoint.LowerA && (c | CodePoint.ASCIICaseBit) <= CodePoint.LowerZ;
}

export function isASCIIUpperAlpha(c: number): boolean {
  return c >= CodePoint.UpperA && c <= CodePoint.UpperZ;
}

/** Whether c is an ASCII alphanumeric, "+", "-" or ".": what a scheme is made of after its first letter. */
// https://url.spec.whatwg.org/#scheme-state
export function isSchemeCodePoint(c: number): boolean {
  return (
    isASCIIAlpha(c) ||
    isASCIIDigit(c) ||
    c === CodePoint.PlusSign ||
    c === CodePoint.HyphenMinus ||
    c === CodePoint.FullStop
  );
}

/** Whether s[i] s[i + 1] is a Windows drive letter (normalized: only with ":"). */
function isDriveLetterAt(s: string, i: number, normalized: boolean): boolean {
  const c = codeUnitAt(s, i + 1);
  return isASCIIAlpha(codeUnitAt(s, i)) && (c === CodePoint.Colon || (c === CodePoint.VerticalLine && !normalized));
}

// https://url.spec.whatwg.org/#windows-drive-letter
export function isWindowsDriveLetter(s: string, normalized = false): boolean {
  return lengthOf(s) === 2 && isDriveLetterAt(s, 0, normalized);
}

// https://url.spec.whatwg.org/#start-with-a-windows-drive-letter
export function startsWithWindowsDriveLetter(input: string, start: number): boolean {
  return (
    isDriveLetterAt(input, start, false) &&
    (lengthOf(input) === start + 2 || endsHost(charCodeAt(input, start + 2), true))
  );
}

/** Whether c is a tab or newline: the parser's cleaning removes them wherever they are. */
export function isTabOrNewline(c: number): boolean {
  return c === CodePoint.Tab || c === CodePoint.LineFeed || c === CodePoint.CarriageReturn;
}

// (Global: a search starts at lastIndex, and leaves it after the match.)
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * Where the first tab or newline ({@link isTabOrNewline}) in input[start, end) is, else -1: one native scan from
 * `start`, without a slice to allocate (before `end` or not, the first one found tells).
 */
export function firstTabOrNewline(input: string, start: number, end: number): number {
  TAB_OR_NEWLINE.lastIndex = start;
  return TAB_OR_NEWLINE.test(input) && TAB_OR_NEWLINE.lastIndex <= end ? TAB_OR_NEWLINE.lastIndex - 1 : -1;
}

/** Whether c is a C0 control or space, which the parser's cleaning trims from either end of its input. */
// https://infra.spec.whatwg.org/#c0-control-or-space
export function isC0ControlOrSpace(c: number): boolean {
  return c <= CodePoint.Space;
}

/** Whether c is "/", or "\\" in a special URL (which reads both as a slash). */
export function isURLSlash(c: number, special: boolean): boolean {
  return c === CodePoint.Solidus || (special && c === CodePoint.ReverseSolidus);
}

/** Whether c ends a host (or userinfo, port, path segment): "/", "?", "#", and "\\" in a special URL. */
export function endsHost(c: number, special: boolean): boolean {
  return (
    c === CodePoint.Solidus ||
    c === CodePoint.QuestionMark ||
    c === CodePoint.NumberSign ||
    (special && c === CodePoint.ReverseSolidus)
  );
}

/**
 * 1 when s[start, end) is a single-dot URL path segment, 2 when a double-dot one, else 0 ("%2e" in any case is
 * "."). Reads the range in place: a run of "../" allocates nothing.
 */
// https://url.spec.whatwg.org/#double-dot-path-segment
export function dotSegmentKind(s: string, start: number, end: number): number {
  let dots = 0;
  for (let i = start; i < end; dots++) {
    if (dots === 2) return 0;
    if (charCodeAt(s, i) === CodePoint.FullStop) i++;
    else if (
      end - i > 2 &&
      charCodeAt(s, i) === CodePoint.PercentSign &&
      charCodeAt(s, i + 1) === CodePoint.DigitTwo &&
      (charCodeAt(s, i + 2) | CodePoint.ASCIICaseBit) === CodePoint.LowerE
    )
      i += 3;
    else return 0;
  }
  return dots;
}
