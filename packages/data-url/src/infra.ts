// The Infra Standard's string helpers that the data: URL processor uses.

/** Code points the algorithms of this package name (the bundler inlines each use as its number). */
export enum CodePoint {
  Tab = 0x09,
  LineFeed = 0x0a,
  FormFeed = 0x0c,
  CarriageReturn = 0x0d,
  Space = 0x20,
  Semicolon = 0x3b,
  EqualsSign = 0x3d,
  /** The first code point past ASCII. */
  NonASCII = 0x80,
  /** The first code point past U+00FF (what an isomorphic string can hold). */
  NonLatin1 = 0x100,
}

// https://infra.spec.whatwg.org/#ascii-whitespace
export function isASCIIWhitespace(c: number): boolean {
  return (
    c === CodePoint.Space ||
    c === CodePoint.Tab ||
    c === CodePoint.LineFeed ||
    c === CodePoint.FormFeed ||
    c === CodePoint.CarriageReturn
  );
}

/** `input` without leading and trailing ASCII whitespace (the same string when it has none). */
// https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace
export function stripLeadingAndTrailingASCIIWhitespace(input: string): string {
  let start = 0;
  let end = input.length;
  while (start < end && isASCIIWhitespace(input.charCodeAt(start))) start++;
  while (end > start && isASCIIWhitespace(input.charCodeAt(end - 1))) end--;
  return start === 0 && end === input.length ? input : input.slice(start, end);
}

/** Bytes per String.fromCharCode call: few enough for any engine's argument limit. */
const CHUNK = 0x2000;

/** A string with one code point per byte, U+0000 to U+00FF, built a chunk of bytes at a time. */
// https://infra.spec.whatwg.org/#isomorphic-decode
export function isomorphicDecode(input: Uint8Array): string {
  let output = "";
  for (let start = 0; start < input.length; start += CHUNK) {
    output += String.fromCharCode.apply(null, input.subarray(start, start + CHUNK) as unknown as number[]);
  }
  return output;
}
