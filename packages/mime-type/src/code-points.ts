// The code point classes the MIME type algorithms use: MIME Sniffing's "Terminology" and Fetch's HTTP whitespace.

/** Code points and bytes the algorithms name (the bundler inlines each use as its number). */
export enum CodePoint {
  Null = 0x00,
  Backspace = 0x08,
  Tab = 0x09,
  LineFeed = 0x0a,
  VerticalTab = 0x0b,
  FormFeed = 0x0c,
  CarriageReturn = 0x0d,
  ShiftOut = 0x0e,
  Substitute = 0x1a,
  FileSeparator = 0x1c,
  UnitSeparator = 0x1f,
  Space = 0x20,
  QuotationMark = 0x22,
  Solidus = 0x2f,
  Semicolon = 0x3b,
  EqualsSign = 0x3d,
  GreaterThanSign = 0x3e,
  UpperA = 0x41,
  UpperZ = 0x5a,
  ReverseSolidus = 0x5c,
  Tilde = 0x7e,
  /** The first code point past ASCII. */
  NonASCII = 0x80,
  /** The last code point an isomorphic string (one byte per code point) can hold. */
  LatinMax = 0xff,
}

const ASCII_ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 1 for each HTTP token code point below U+0080, else 0. */
// https://mimesniff.spec.whatwg.org/#http-token-code-point
const HTTP_TOKEN_TABLE: Uint8Array = /* @__PURE__ */ tableOf(`!#$%&'*+-.^_\`|~${ASCII_ALPHANUMERIC}`);

function tableOf(codePoints: string): Uint8Array {
  const table = new Uint8Array(CodePoint.NonASCII);
  for (let i = 0; i < codePoints.length; i++) table[codePoints.charCodeAt(i)] = 1;
  return table;
}

// https://mimesniff.spec.whatwg.org/#http-token-code-point
export function isHTTPTokenCodePoint(c: number): boolean {
  return c < CodePoint.NonASCII && HTTP_TOKEN_TABLE[c] === 1;
}

// https://mimesniff.spec.whatwg.org/#http-quoted-string-token-code-point
export function isHTTPQuotedStringTokenCodePoint(c: number): boolean {
  return (
    c === CodePoint.Tab ||
    (c >= CodePoint.Space && c <= CodePoint.Tilde) ||
    (c >= CodePoint.NonASCII && c <= CodePoint.LatinMax)
  );
}

// https://fetch.spec.whatwg.org/#http-whitespace
export function isHTTPWhitespace(c: number): boolean {
  return c === CodePoint.Space || c === CodePoint.Tab || c === CodePoint.LineFeed || c === CodePoint.CarriageReturn;
}

/** Whether `input[start, end)` solely contains HTTP token code points (true when it is empty). */
export function solelyHTTPTokenCodePoints(input: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isHTTPTokenCodePoint(input.charCodeAt(i))) return false;
  return true;
}

/** Whether `input[start, end)` solely contains HTTP quoted-string token code points (true when it is empty). */
export function solelyHTTPQuotedStringTokenCodePoints(input: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isHTTPQuotedStringTokenCodePoint(input.charCodeAt(i))) return false;
  return true;
}

const ASCII_UPPER_ALPHA_RUNS = /[A-Z]+/g;

const toLowerCase = (run: string) => run.toLowerCase();

/** `input` with A–Z mapped to a–z and every other code point unchanged (toLowerCase also maps non-ASCII). */
// https://infra.spec.whatwg.org/#ascii-lowercase
export function asciiLowercase(input: string): string {
  let upper = false;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c >= CodePoint.NonASCII) return input.replace(ASCII_UPPER_ALPHA_RUNS, toLowerCase);
    upper ||= c >= CodePoint.UpperA && c <= CodePoint.UpperZ;
  }
  // An ASCII string: toLowerCase is ASCII lowercase.
  return upper ? input.toLowerCase() : input;
}

/** 1 for each binary data byte, else 0: one load per byte where a resource header is scanned. */
// https://mimesniff.spec.whatwg.org/#binary-data-byte
const BINARY_DATA_BYTES: Uint8Array = /* @__PURE__ */ byteRanges([
  [CodePoint.Null, CodePoint.Backspace],
  [CodePoint.VerticalTab, CodePoint.VerticalTab],
  [CodePoint.ShiftOut, CodePoint.Substitute],
  [CodePoint.FileSeparator, CodePoint.UnitSeparator],
]);

function byteRanges(ranges: readonly (readonly [number, number])[]): Uint8Array {
  const table = new Uint8Array(256);
  for (const [first, last] of ranges) table.fill(1, first, last + 1);
  return table;
}

/** Whether any byte of `resourceHeader` is a binary data byte. */
// https://mimesniff.spec.whatwg.org/#binary-data-byte
export function containsBinaryDataBytes(resourceHeader: Uint8Array): boolean {
  for (let i = 0; i < resourceHeader.length; i++) if (BINARY_DATA_BYTES[resourceHeader[i]] === 1) return true;
  return false;
}

// https://mimesniff.spec.whatwg.org/#whitespace-byte
export function isWhitespaceByte(byte: number): boolean {
  return isHTTPWhitespace(byte) || byte === CodePoint.FormFeed;
}

// https://mimesniff.spec.whatwg.org/#tag-terminating-byte
export function isTagTerminatingByte(byte: number): boolean {
  return byte === CodePoint.Space || byte === CodePoint.GreaterThanSign;
}

// https://infra.spec.whatwg.org/#byte-order-mark (the three byte order marks the sniffing rules recognize)
export const UTF16BE_BOM: readonly number[] = [0xfe, 0xff];
export const UTF16LE_BOM: readonly number[] = [0xff, 0xfe];
export const UTF8_BOM: readonly number[] = [0xef, 0xbb, 0xbf];
