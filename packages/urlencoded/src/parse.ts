import { charCodeAt } from "@urlkit/percent-encoding";
import { PERCENT_BYTE_TABLE, percentDecodeString } from "@urlkit/percent-encoding/unchecked";
import { fail } from "./describe.ts";

/** The code points the parser names. The bundler inlines each use as its number. */
enum CodePoint {
  PercentSign = 0x25,
  Ampersand = 0x26,
  PlusSign = 0x2b,
  EqualsSign = 0x3d,
  Delete = 0x7f,
  /** The first code point past ASCII. */
  NonASCII = 0x80,
}

/** A name-value tuple as the parser returns it (a fresh, mutable array per tuple). */
export type NameValue = [name: string, value: string];

// https://url.spec.whatwg.org/#concept-urlencoded-parser
export function urlencodedParser(input: Uint8Array): NameValue[] {
  // Writing each byte 80-FF as its `%XX` escape gives a string whose UTF-8 encoding percent-decodes, field
  // by field, to the same bytes (no `&`, `=` or `+` is added, and an escape never joins a preceding `%` or
  // `%X` into a new one: `%` is not a hex digit), so the string parser gives the byte parser's result.
  let text = "";
  let asciiStart = 0;
  for (let i = 0; i < input.length; i++) {
    if (input[i] < CodePoint.NonASCII) continue;
    text += asciiText(input, asciiStart, i) + PERCENT_BYTE_TABLE[input[i]];
    asciiStart = i + 1;
  }
  return urlencodedStringParser(text + asciiText(input, asciiStart, input.length));
}

// Bytes below U+0080 as the string of the same code points, in chunks (engines cap the arguments of one apply).
function asciiText(input: Uint8Array, start: number, end: number): string {
  let text = "";
  for (let chunk = start; chunk < end; chunk += ASCII_CHUNK) {
    const bytes = input.subarray(chunk, Math.min(chunk + ASCII_CHUNK, end));
    text += String.fromCharCode.apply(null, bytes as unknown as number[]);
  }
  return text;
}

const ASCII_CHUNK = 4096;

/**
 * The standard's urlencoded string parser, without the argument check of {@link parse}: for callers that hold a
 * string already (`URLSearchParams`).
 */
// https://url.spec.whatwg.org/#concept-urlencoded-string-parser
export function urlencodedStringParser(input: string): NameValue[] {
  // Splitting the string on `&` and `=` before UTF-8 encoding gives the same sequences as splitting the bytes
  // (both are ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte sequence), and percentDecodeString
  // decodes a string as its UTF-8 encoding (a lone surrogate as U+FFFD). One scan finds the sequences and
  // notes for each name and value whether it may have anything to decode (`%`, `+` or non-ASCII, which may be
  // a lone surrogate): most have not, and are slices of the input.
  const output: NameValue[] = [];
  const length = input.length;
  for (let start = 0; start < length; ) {
    let end = start;
    let equals = -1;
    let nameDecodes = false;
    let decodes = false;
    for (; end < length; end++) {
      const c = charCodeAt(input, end);
      if (c === CodePoint.Ampersand) break;
      if (c === CodePoint.EqualsSign && equals < 0) {
        equals = end;
        nameDecodes = decodes;
        decodes = false;
      } else if (c === CodePoint.PercentSign || c === CodePoint.PlusSign || c > CodePoint.Delete) {
        decodes = true;
      }
    }
    if (end > start) {
      output.push(
        equals < 0
          ? [decode(input, start, end, decodes), ""]
          : [decode(input, start, equals, nameDecodes), decode(input, equals + 1, end, decodes)],
      );
    }
    start = end + 1;
  }
  return output;
}

// A name or value, input[start, end): `+` to space, percent-decode, UTF-8 decode without BOM.
function decode(input: string, start: number, end: number, decodes: boolean): string {
  const text = input.slice(start, end);
  return decodes ? percentDecodeString(text, true) : text;
}

/**
 * Parses application/x-www-form-urlencoded data into `[name, value]` pairs, as the URL Standard's parser
 * does: a string is treated as its UTF-8 encoding (lone surrogates as U+FFFD); bytes that are not valid
 * UTF-8 after percent-decoding become U+FFFD; a leading U+FEFF is kept. Throws a TypeError for any other
 * input type.
 */
export function parse(input: string | Uint8Array): NameValue[] {
  if (typeof input === "string") return urlencodedStringParser(input);
  // The tag, not instanceof, so that a Uint8Array from another realm (a vm context, an iframe) is accepted.
  if (ArrayBuffer.isView(input) && Object.prototype.toString.call(input) === "[object Uint8Array]") {
    return urlencodedParser(input);
  }
  return fail("parse: input must be a string or a Uint8Array", input);
}
