import { CodePoint, UTF8 } from "./code-points.ts";
import { charCodeAt, lengthOf } from "./string-reads.ts";
import { utf8Encode } from "./utf8.ts";

// Each ASCII code point's value as a hex digit, or -1: a table lookup is faster than comparing ranges (the IPv6
// parser's pieces, measured).
const HEX_DIGIT_VALUE = /* @__PURE__ */ Int8Array.from({ length: CodePoint.NonASCII }, (_, c) => {
  if (c >= CodePoint.DigitZero && c <= CodePoint.DigitNine) return c - CodePoint.DigitZero;
  const lower = c | CodePoint.ASCIICaseBit;
  return lower >= CodePoint.LowerA && lower <= CodePoint.LowerF ? lower - CodePoint.LowerA + 10 : -1;
});

/**
 * The value (0–15) of the code unit `c` when it is an ASCII hex digit (`0`–`9`, `A`–`F`, `a`–`f`), else -1:
 * for any other number, NaN included (what `charCodeAt` gives past the end of a string).
 */
// https://infra.spec.whatwg.org/#ascii-hex-digit
export function asciiHexDigitValue(c: number): number {
  // Any number that is no index of the table (NaN, negative, fractional, too large) reads undefined.
  return HEX_DIGIT_VALUE[c] ?? -1;
}

/**
 * Percent-decode: `%XX` (two hex digits) becomes byte 0xXX; everything else, a `%` not followed by two hex
 * digits included, stays as it is. A string is UTF-8 encoded first (lone surrogates as U+FFFD).
 */
// https://url.spec.whatwg.org/#percent-decode
export function percentDecode(input: string | Uint8Array): Uint8Array {
  let bytes: Uint8Array;
  if (typeof input === "string") bytes = utf8Encode(input);
  else if (input instanceof Uint8Array) bytes = input;
  else throw new TypeError("percentDecode takes a string or a Uint8Array");
  const length = bytes.length;
  const first = bytes.indexOf(CodePoint.PercentSign);
  if (first === -1) return bytes === input ? new Uint8Array(bytes) : bytes;
  const out = new Uint8Array(length);
  out.set(bytes.subarray(0, first));
  let at = first;
  for (let i = first; i < length; i++) {
    const b = bytes[i];
    if (b === CodePoint.PercentSign && i + 2 < length) {
      const high = asciiHexDigitValue(bytes[i + 1]);
      const low = high < 0 ? -1 : asciiHexDigitValue(bytes[i + 2]);
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

export interface PercentDecodeOptions {
  /** Decode `+` as U+0020 SPACE, before percent-decoding (application/x-www-form-urlencoded). Default false. */
  spaceAsPlus?: boolean;
}

/**
 * Percent-decode a string, then UTF-8 decode without BOM (invalid sequences become U+FFFD, one per maximal
 * subpart). The same as `utf8DecodeWithoutBOM(percentDecode(input))`, computed on the string directly:
 * the UTF-8 of a code point written as itself never continues a sequence of percent-encoded bytes, so only
 * runs of percent-encoded bytes need decoding; the rest is copied (lone surrogates become U+FFFD).
 */
// https://url.spec.whatwg.org/#string-percent-decode
export function percentDecodeString(input: string, options?: PercentDecodeOptions): string {
  if (typeof input !== "string") throw new TypeError("percentDecodeString takes a string");
  return percentDecodeStringUnchecked(input, options?.spaceAsPlus === true);
}

/**
 * {@link percentDecodeString} without the argument check and the options object, for callers that hold a
 * string already (the urlencoded and host parsers).
 */
// https://url.spec.whatwg.org/#string-percent-decode
export function percentDecodeStringUnchecked(input: string, spaceAsPlus: boolean): string {
  let out = "";
  let runStart = 0;
  // UTF-8 decoder state, as in https://encoding.spec.whatwg.org/#utf-8-decoder
  let needed = 0;
  let codePoint = 0;
  let lower: number = UTF8.ContinuationTag;
  let upper: number = UTF8.ContinuationMax;
  const length = lengthOf(input);
  for (let i = 0; i < length; i++) {
    const c = charCodeAt(input, i);
    // The byte that input[i, i + 3) = "%" and two hex digits stands for, U+0020 for a "+" when spaceAsPlus, or
    // negative. (No read past the end: charCodeAt there is NaN, which V8 deoptimizes asciiHexDigitValue for, and the
    // IPv4 and IPv6 parsers call it too.)
    const byte =
      c === CodePoint.PercentSign && i + 2 < length
        ? (asciiHexDigitValue(charCodeAt(input, i + 1)) << 4) | asciiHexDigitValue(charCodeAt(input, i + 2))
        : c === CodePoint.PlusSign && spaceAsPlus
          ? CodePoint.Space
          : -1;
    if (byte < 0) {
      // A code unit as itself: it ends any sequence the escapes before it left open (runStart is i then).
      if (needed > 0) {
        out += "\ufffd";
        needed = 0;
      }
      // A surrogate pair is copied; a lone surrogate becomes U+FFFD.
      if (c >> 11 === CodePoint.SurrogateTopBits) {
        if ((input.codePointAt(i) as number) > CodePoint.BMPMax) {
          i++;
        } else {
          out += input.slice(runStart, i) + "\ufffd";
          runStart = i + 1;
        }
      }
      continue;
    }
    out += input.slice(runStart, i);
    if (c === CodePoint.PercentSign) i += 2;
    runStart = i + 1;
    if (needed > 0) {
      if (byte >= lower && byte <= upper) {
        lower = UTF8.ContinuationTag;
        upper = UTF8.ContinuationMax;
        codePoint = (codePoint << 6) | (byte & UTF8.ContinuationBits);
        if (--needed === 0) out += String.fromCodePoint(codePoint);
        continue;
      }
      out += "\ufffd";
      needed = 0;
    }
    if (byte < CodePoint.NonASCII) {
      out += String.fromCharCode(byte);
    } else if (byte >= UTF8.TwoByteLeadMin && byte <= UTF8.FourByteLeadMax) {
      needed = byte < UTF8.ThreeByteLead ? 1 : byte < UTF8.FourByteLead ? 2 : 3;
      codePoint = byte & (UTF8.ContinuationBits >> needed);
      lower =
        byte === UTF8.ThreeByteLead
          ? UTF8.AfterE0Min
          : byte === UTF8.FourByteLead
            ? UTF8.AfterF0Min
            : UTF8.ContinuationTag;
      upper =
        byte === UTF8.EDLead ? UTF8.AfterEDMax : byte === UTF8.FourByteLeadMax ? UTF8.AfterF4Max : UTF8.ContinuationMax;
    } else {
      out += "\ufffd";
    }
  }
  if (needed > 0) out += "\ufffd";
  return runStart === 0 ? input : out + input.slice(runStart);
}
