/** Scheme kinds: 0 is any scheme that is not special; the others are the special schemes. */
export const NOT_SPECIAL = 0;
export const HTTP = 1;
export const HTTPS = 2;
export const WS = 3;
export const WSS = 4;
export const FTP = 5;
export const FILE = 6;

const DEFAULT_PORTS: readonly number[] = [-1, 80, 443, 80, 443, 21, -1];

/** The scheme kind of `input.slice(0, end)` when it is an (already lower-case) special scheme, else NOT_SPECIAL. */
export function schemeTypeOfPrefix(input: string, end: number): number {
  const c0 = input.charCodeAt(0);
  if (end === 4) {
    if (c0 === 0x68) return input.startsWith("http", 0) ? HTTP : NOT_SPECIAL;
    if (c0 === 0x66) return input.startsWith("file", 0) ? FILE : NOT_SPECIAL;
  } else if (end === 5) {
    return input.startsWith("https", 0) ? HTTPS : NOT_SPECIAL;
  } else if (end === 2) {
    return c0 === 0x77 && input.charCodeAt(1) === 0x73 ? WS : NOT_SPECIAL;
  } else if (end === 3) {
    if (c0 === 0x77) return input.startsWith("wss", 0) ? WSS : NOT_SPECIAL;
    if (c0 === 0x66) return input.startsWith("ftp", 0) ? FTP : NOT_SPECIAL;
  }
  return NOT_SPECIAL;
}

/** The scheme kind of a scheme string. */
export function schemeTypeOf(scheme: string): number {
  return schemeTypeOfPrefix(scheme, scheme.length);
}

/** The default port of a scheme kind, -1 for null. */
export function defaultPortOfType(type: number): number {
  return DEFAULT_PORTS[type];
}

/** Whether `scheme` is a special scheme ("ftp", "file", "http", "https", "ws", "wss"). */
// https://url.spec.whatwg.org/#special-scheme
export function isSpecialScheme(scheme: string): boolean {
  if (typeof scheme !== "string") throw new TypeError(`isSpecialScheme: expected a string, got ${typeof scheme}`);
  return schemeTypeOf(scheme) !== NOT_SPECIAL;
}

/** The default port of a special scheme; null for "file" and every other scheme. */
// https://url.spec.whatwg.org/#default-port
export function defaultPort(scheme: string): number | null {
  if (typeof scheme !== "string") throw new TypeError(`defaultPort: expected a string, got ${typeof scheme}`);
  const port = DEFAULT_PORTS[schemeTypeOf(scheme)];
  return port === -1 ? null : port;
}

function isASCIIAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

// https://url.spec.whatwg.org/#windows-drive-letter
export function isWindowsDriveLetter(s: string): boolean {
  if (s.length !== 2 || !isASCIIAlpha(s.charCodeAt(0))) return false;
  const c = s.charCodeAt(1);
  return c === 0x3a || c === 0x7c;
}

// https://url.spec.whatwg.org/#normalized-windows-drive-letter
export function isNormalizedWindowsDriveLetter(s: string): boolean {
  return s.length === 2 && isASCIIAlpha(s.charCodeAt(0)) && s.charCodeAt(1) === 0x3a;
}

/** Whether input from `start` on starts with a Windows drive letter. */
// https://url.spec.whatwg.org/#start-with-a-windows-drive-letter
export function startsWithWindowsDriveLetter(input: string, start: number): boolean {
  const length = input.length;
  if (length - start < 2 || !isASCIIAlpha(input.charCodeAt(start))) return false;
  const second = input.charCodeAt(start + 1);
  if (second !== 0x3a && second !== 0x7c) return false;
  if (length - start === 2) return true;
  const third = input.charCodeAt(start + 2);
  return third === 0x2f || third === 0x5c || third === 0x3f || third === 0x23;
}

/** Whether a path segment is ".", or "%2e" in any case. */
// https://url.spec.whatwg.org/#single-dot-path-segment
export function isSingleDotSegment(s: string): boolean {
  const length = s.length;
  if (length === 1) return s.charCodeAt(0) === 0x2e;
  return length === 3 && isPercent2e(s, 0);
}

/** Whether a path segment is "..", ".%2e", "%2e." or "%2e%2e" (any case). */
// https://url.spec.whatwg.org/#double-dot-path-segment
export function isDoubleDotSegment(s: string): boolean {
  switch (s.length) {
    case 2:
      return s.charCodeAt(0) === 0x2e && s.charCodeAt(1) === 0x2e;
    case 4:
      return (s.charCodeAt(0) === 0x2e && isPercent2e(s, 1)) || (isPercent2e(s, 0) && s.charCodeAt(3) === 0x2e);
    case 6:
      return isPercent2e(s, 0) && isPercent2e(s, 3);
    default:
      return false;
  }
}

function isPercent2e(s: string, at: number): boolean {
  return s.charCodeAt(at) === 0x25 && s.charCodeAt(at + 1) === 0x32 && (s.charCodeAt(at + 2) | 0x20) === 0x65;
}

function isPercent2eAt(input: string, at: number): boolean {
  return (
    input.charCodeAt(at) === 0x25 && input.charCodeAt(at + 1) === 0x32 && (input.charCodeAt(at + 2) | 0x20) === 0x65
  );
}

/** 1 when input[start, end) is a single-dot path segment, 2 when a double-dot one, else 0 (no allocation). */
export function dotSegmentKind(input: string, start: number, end: number): number {
  const first = input.charCodeAt(start);
  if (first !== 0x2e && first !== 0x25) return 0;
  switch (end - start) {
    case 1:
      return first === 0x2e ? 1 : 0;
    case 2:
      return first === 0x2e && input.charCodeAt(start + 1) === 0x2e ? 2 : 0;
    case 3:
      return isPercent2eAt(input, start) ? 1 : 0;
    case 4:
      return (first === 0x2e && isPercent2eAt(input, start + 1)) ||
        (isPercent2eAt(input, start) && input.charCodeAt(start + 3) === 0x2e)
        ? 2
        : 0;
    case 6:
      return isPercent2eAt(input, start) && isPercent2eAt(input, start + 3) ? 2 : 0;
    default:
      return 0;
  }
}

/** Whether input[start, end) is a single- or double-dot path segment. */
export function isDotSegmentRange(input: string, start: number, end: number): boolean {
  return dotSegmentKind(input, start, end) !== 0;
}
