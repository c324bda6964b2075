import { type PercentDecodeOptions, percentDecodeString } from "@urlkit/percent-encoding";
import { fail } from "./describe.ts";

/** A name-value tuple as the parser returns it (a fresh, mutable array per tuple). */
export type NameValue = [name: string, value: string];

// https://url.spec.whatwg.org/#concept-urlencoded-parser
export function urlencodedParser(input: Uint8Array): NameValue[] {
  // Writing each byte 0x80-0xFF as its `%XX` escape gives a string whose UTF-8 encoding percent-decodes, field
  // by field, to the same bytes (no `&`, `=` or `+` is added, and an escape never joins a preceding `%` or
  // `%X` into a new one: `%` is not a hex digit), so the string parser gives the byte parser's result.
  let text = "";
  let asciiStart = 0;
  for (let i = 0; i <= input.length; i++) {
    if (input[i] < 0x80) continue;
    // A bound on the arguments of one apply (engines cap them), with i = input.length flushing the rest.
    for (let j = asciiStart; j < i; j += 4096) {
      text += String.fromCharCode.apply(null, input.subarray(j, Math.min(i, j + 4096)) as unknown as number[]);
    }
    if (i < input.length) text += `%${input[i].toString(16)}`;
    asciiStart = i + 1;
  }
  return urlencodedStringParser(text);
}

// https://url.spec.whatwg.org/#concept-urlencoded-string-parser
export function urlencodedStringParser(input: string): NameValue[] {
  // Splitting the string on `&` and `=` before UTF-8 encoding gives the same sequences as splitting the bytes
  // (both are ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte sequence), and percentDecodeString
  // decodes a string as its UTF-8 encoding (a lone surrogate as U+FFFD), so each name and value is decoded
  // on the string.
  const output: NameValue[] = [];
  // The first "=" at or after start, kept across sequences so the input is searched once (linear time); none
  // is 2 ** 32 - 1 (-1 >>> 0), past any string's end.
  let equals = -1;
  for (let start = 0; start <= input.length; ) {
    let end = input.indexOf("&", start);
    if (end < 0) end = input.length;
    if (equals < start) equals = input.indexOf("=", start) >>> 0;
    if (end > start) {
      output.push(
        equals > end
          ? [decode(input.slice(start, end)), ""]
          : [decode(input.slice(start, equals)), decode(input.slice(equals + 1, end))],
      );
    }
    start = end + 1;
  }
  return output;
}

const FORM: PercentDecodeOptions = { spaceAsPlus: true };

// A name or value: `+` to space, percent-decode, UTF-8 decode without BOM.
function decode(text: string): string {
  return percentDecodeString(text, FORM);
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
