// An independent, literal transcription of the standard's algorithms for the tests to compare against: it
// works on bytes as the standard does and uses the platform's TextEncoder / TextDecoder for UTF-8.
import fc from "fast-check";

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

function isHexDigit(b: number | undefined): boolean {
  return b !== undefined && ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66));
}

// https://url.spec.whatwg.org/#percent-decode
function percentDecodeBytes(input: Uint8Array): Uint8Array {
  const output: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const byte = input[i];
    if (byte !== 0x25 || !isHexDigit(input[i + 1]) || !isHexDigit(input[i + 2])) {
      output.push(byte);
    } else {
      output.push(Number.parseInt(String.fromCharCode(input[i + 1], input[i + 2]), 16));
      i += 2;
    }
  }
  return Uint8Array.from(output);
}

function decodeField(bytes: Uint8Array): string {
  const plusless = bytes.map((b) => (b === 0x2b ? 0x20 : b));
  return decoder.decode(percentDecodeBytes(plusless));
}

// https://url.spec.whatwg.org/#concept-urlencoded-parser
export function referenceParse(input: Uint8Array | string): [string, string][] {
  const bytes = typeof input === "string" ? encoder.encode(input) : input;
  const sequences: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x26) {
      sequences.push(bytes.subarray(start, i));
      start = i + 1;
    }
  }
  const output: [string, string][] = [];
  for (const sequence of sequences) {
    if (sequence.length === 0) continue;
    const equals = sequence.indexOf(0x3d);
    const name = equals === -1 ? sequence : sequence.subarray(0, equals);
    const value = equals === -1 ? new Uint8Array(0) : sequence.subarray(equals + 1);
    output.push([decodeField(name), decodeField(value)]);
  }
  return output;
}

/** `s` with lone surrogates replaced by U+FFFD (String#toWellFormed, ES2024: fine in tests on Node 24). */
export function wellFormed(s: string): string {
  return (s as unknown as { toWellFormed(): string }).toWellFormed();
}

/** Random strings for the algorithm-level tests: the form's delimiters, escapes, a BOM, lone surrogates, any BMP or
 * astral code point. */
const anyPiece = fc.oneof(
  fc.constantFrom("&", "=", "%", "+", " ", "~", "!", "%41", "%C3%A9", "%E2%82", "\ufeff", "\ud800", "\udc00"),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);
export const anyText = fc.array(anyPiece, { maxLength: 24 }).map((pieces) => pieces.join(""));
