import { charCodeAt, lengthOf } from "./string-reads.ts";
// UTF-8 as the Encoding Standard defines it, without TextEncoder/TextDecoder so every runtime
// (React Native's Hermes included) behaves alike.

import { CodePoint, UTF8 } from "./code-points.ts";

/** UTF-8 encode a string; lone surrogates become U+FFFD (the string is treated as a USVString). */
// https://encoding.spec.whatwg.org/#utf-8-encode
export function utf8Encode(input: string): Uint8Array {
  if (typeof input !== "string") throw new TypeError("utf8Encode takes a string");
  const length = lengthOf(input);
  let size = 0;
  for (let i = 0; i < length; i++) {
    const c = charCodeAt(input, i);
    if (c < CodePoint.NonASCII) size += 1;
    else if (c < UTF8.ThreeByteMin) size += 2;
    else if (
      c >= CodePoint.LeadSurrogateMin &&
      c <= CodePoint.LeadSurrogateMax &&
      i + 1 < length &&
      (charCodeAt(input, i + 1) & CodePoint.SurrogateKindMask) === CodePoint.TrailSurrogateMin
    ) {
      size += 4;
      i++;
    } else size += 3;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (let i = 0; i < length; i++) {
    let c = charCodeAt(input, i);
    if (c < CodePoint.NonASCII) {
      bytes[at++] = c;
      continue;
    }
    if (c < UTF8.ThreeByteMin) {
      bytes[at++] = UTF8.TwoByteLeadTag | (c >> 6);
      bytes[at++] = UTF8.ContinuationTag | (c & UTF8.ContinuationBits);
      continue;
    }
    if (c >= CodePoint.LeadSurrogateMin && c <= CodePoint.TrailSurrogateMax) {
      const next = i + 1 < length ? charCodeAt(input, i + 1) : 0;
      if (c <= CodePoint.LeadSurrogateMax && (next & CodePoint.SurrogateKindMask) === CodePoint.TrailSurrogateMin) {
        c =
          CodePoint.SupplementaryMin + ((c - CodePoint.LeadSurrogateMin) << 10) + (next - CodePoint.TrailSurrogateMin);
        i++;
        bytes[at++] = UTF8.FourByteLead | (c >> 18);
        bytes[at++] = UTF8.ContinuationTag | ((c >> 12) & UTF8.ContinuationBits);
        bytes[at++] = UTF8.ContinuationTag | ((c >> 6) & UTF8.ContinuationBits);
        bytes[at++] = UTF8.ContinuationTag | (c & UTF8.ContinuationBits);
        continue;
      }
      c = CodePoint.ReplacementCharacter;
    }
    bytes[at++] = UTF8.ThreeByteLead | (c >> 12);
    bytes[at++] = UTF8.ContinuationTag | ((c >> 6) & UTF8.ContinuationBits);
    bytes[at++] = UTF8.ContinuationTag | (c & UTF8.ContinuationBits);
  }
  return bytes;
}

/** `input` with each lone surrogate replaced by U+FFFD (a USVString); `input` itself when already well formed. */
// https://infra.spec.whatwg.org/#javascript-string-convert
export function toScalarValueString(input: string): string {
  if (typeof input !== "string") throw new TypeError("toScalarValueString takes a string");
  return toScalarValueStringUnchecked(input);
}

/** {@link toScalarValueString} without the argument check, for callers that hold a string (urlkit's parsers). */
export function toScalarValueStringUnchecked(input: string): string {
  // ES2024's toWellFormed where the runtime has it (V8 answers at once for a one-byte string, which has no
  // surrogates); elsewhere a regular expression: with the `u` flag a surrogate pair is one code point, outside the
  // class.
  return (input as { toWellFormed?(): string }).toWellFormed?.() ?? input.replace(/[\ud800-\udfff]/gu, "\ufffd");
}

/** Code units per String.fromCharCode.apply call: engines cap the number of arguments of one call. */
const CHUNK = 8192;

/** UTF-8 decode without BOM: invalid sequences become U+FFFD (one per maximal subpart), a BOM is kept. */
// https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
export function utf8DecodeWithoutBOM(bytes: Uint8Array): string {
  if (!(bytes instanceof Uint8Array)) throw new TypeError("utf8DecodeWithoutBOM takes a Uint8Array");
  const length = bytes.length;
  let i = 0;
  while (i < length && bytes[i] < CodePoint.NonASCII) i++;
  if (i === length) return latin1(bytes, 0, length);
  let out = latin1(bytes, 0, i);
  const units = new Uint16Array(Math.min(length - i, CHUNK) + 1);
  let n = 0;
  while (i < length) {
    if (n >= CHUNK - 1) {
      out += String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]);
      n = 0;
    }
    const b = bytes[i++];
    if (b < CodePoint.NonASCII) {
      units[n++] = b;
      continue;
    }
    let needed: number;
    let cp: number;
    let lower: number = UTF8.ContinuationTag;
    let upper: number = UTF8.ContinuationMax;
    if (b >= UTF8.TwoByteLeadMin && b <= UTF8.TwoByteLeadMax) {
      needed = 1;
      cp = b & UTF8.TwoByteLeadBits;
    } else if (b >= UTF8.ThreeByteLead && b <= UTF8.ThreeByteLeadMax) {
      if (b === UTF8.ThreeByteLead) lower = UTF8.AfterE0Min;
      if (b === UTF8.EDLead) upper = UTF8.AfterEDMax;
      needed = 2;
      cp = b & UTF8.ThreeByteLeadBits;
    } else if (b >= UTF8.FourByteLead && b <= UTF8.FourByteLeadMax) {
      if (b === UTF8.FourByteLead) lower = UTF8.AfterF0Min;
      if (b === UTF8.FourByteLeadMax) upper = UTF8.AfterF4Max;
      needed = 3;
      cp = b & UTF8.FourByteLeadBits;
    } else {
      units[n++] = CodePoint.ReplacementCharacter;
      continue;
    }
    for (; needed > 0; needed--) {
      const next = i < length ? bytes[i] : -1;
      if (next < lower || next > upper) break;
      lower = UTF8.ContinuationTag;
      upper = UTF8.ContinuationMax;
      cp = (cp << 6) | (next & UTF8.ContinuationBits);
      i++;
    }
    if (needed > 0) {
      units[n++] = CodePoint.ReplacementCharacter;
    } else if (cp >= CodePoint.SupplementaryMin) {
      cp -= CodePoint.SupplementaryMin;
      units[n++] = CodePoint.LeadSurrogateMin + (cp >> 10);
      units[n++] = CodePoint.TrailSurrogateMin + (cp & CodePoint.SurrogatePayload);
    } else {
      units[n++] = cp;
    }
  }
  return out + String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]);
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let out = "";
  for (let i = start; i < end; i += CHUNK) {
    out += String.fromCharCode.apply(null, bytes.subarray(i, Math.min(end, i + CHUNK)) as unknown as number[]);
  }
  return out;
}
