import { utf8DecodeWithoutBOM, utf8Encode } from "./utf8.ts";

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/**
 * Percent-decode: `%XX` (two hex digits) becomes byte 0xXX; everything else, a `%` not followed by two hex
 * digits included, stays as it is. A string is UTF-8 encoded first (lone surrogates as U+FFFD).
 */
// https://url.spec.whatwg.org/#percent-decode
export function percentDecode(input: string | Uint8Array): Uint8Array {
  const bytes = typeof input === "string" ? utf8Encode(input) : input;
  const length = bytes.length;
  const first = bytes.indexOf(0x25);
  if (first === -1) return typeof input === "string" ? bytes : bytes.slice();
  const out = new Uint8Array(length);
  out.set(bytes.subarray(0, first));
  let at = first;
  for (let i = first; i < length; i++) {
    const b = bytes[i];
    if (b === 0x25 && i + 2 < length) {
      const high = hexValue(bytes[i + 1]);
      const low = high < 0 ? -1 : hexValue(bytes[i + 2]);
      if (low >= 0) {
        out[at++] = (high << 4) | low;
        i += 2;
        continue;
      }
    }
    out[at++] = b;
  }
  return out.slice(0, at);
}

/** Percent-decode a string, then UTF-8 decode without BOM (invalid sequences become U+FFFD). */
// https://url.spec.whatwg.org/#string-percent-decode
export function percentDecodeString(input: string): string {
  const length = input.length;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x25 || (c >= 0xd800 && c <= 0xdfff)) return utf8DecodeWithoutBOM(percentDecode(input));
  }
  return input;
}
