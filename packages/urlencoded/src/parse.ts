import { describe } from "./describe.ts";

/** A name-value tuple as the parser returns it (a fresh, mutable array per tuple). */
export type NameValue = [name: string, value: string];

// What the scanner notes about a name or a value: what decoding it needs.
const PLUS = 1;
const PERCENT = 2;
const SURROGATE = 4;

// A bound that keeps String.fromCharCode.apply well inside every engine's argument limit.
const CHUNK = 4096;

function fromCharCodes(codes: Uint8Array, start: number, end: number): string {
  let out = "";
  for (; start < end; start += CHUNK) {
    out += String.fromCharCode.apply(null, codes.subarray(start, Math.min(end, start + CHUNK)) as unknown as number[]);
  }
  return out;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  c |= 0x20;
  return c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
}

// The byte `%XX` at input[i] stands for, or -1 when there is no such escape before `end`.
function escapeAt(input: string, i: number, end: number): number {
  if (i + 2 >= end || input.charCodeAt(i) !== 0x25) return -1;
  const high = hexValue(input.charCodeAt(i + 1));
  const low = high < 0 ? -1 : hexValue(input.charCodeAt(i + 2));
  return low < 0 ? -1 : (high << 4) | low;
}

// https://url.spec.whatwg.org/#concept-urlencoded-parser
export function urlencodedParser(input: Uint8Array): NameValue[] {
  // Writing each byte 0x80-0xFF as its `%XX` escape gives a string whose UTF-8 encoding percent-decodes, field
  // by field, to the same bytes (no `&`, `=` or `+` is added, and an escape never joins a preceding `%` or
  // `%X` into a new one: `%` is not a hex digit), so the string parser gives the byte parser's result.
  let text = "";
  let asciiStart = 0;
  const length = input.length;
  for (let i = 0; i < length; i++) {
    const b = input[i];
    if (b < 0x80) continue;
    text += fromCharCodes(input, asciiStart, i) + "%" + b.toString(16);
    asciiStart = i + 1;
  }
  return urlencodedStringParser(text + fromCharCodes(input, asciiStart, length));
}

// https://url.spec.whatwg.org/#concept-urlencoded-string-parser
export function urlencodedStringParser(input: string): NameValue[] {
  // Splitting the string on `&` and `=` before UTF-8 encoding gives the same sequences as splitting the bytes
  // (both are ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte sequence), so a name or value with
  // no `%`, `+` or surrogate is its own result and only the others are decoded.
  const output: NameValue[] = [];
  const length = input.length;
  let start = 0;
  while (start < length) {
    let end = start;
    let equals = -1;
    let nameFlags = 0;
    let flags = 0;
    for (; end < length; end++) {
      const c = input.charCodeAt(end);
      if (c > 0x3d) {
        if ((c & 0xf800) === 0xd800) flags |= SURROGATE;
      } else if (c === 0x26) {
        break;
      } else if (c === 0x3d) {
        if (equals === -1) {
          equals = end;
          nameFlags = flags;
          flags = 0;
        }
      } else if (c === 0x2b) {
        flags |= PLUS;
      } else if (c === 0x25) {
        flags |= PERCENT;
      }
    }
    if (end > start) {
      output.push(
        equals === -1
          ? [decode(input, start, end, flags), ""]
          : [decode(input, start, equals, nameFlags), decode(input, equals + 1, end, flags)],
      );
    }
    start = end + 1;
  }
  return output;
}

// The standard's steps for one name or value, input[start, end): `+` to space, percent-decode, UTF-8 decode
// without BOM, on the string's UTF-8 encoding. Done on the string itself: a literal code point stays (a lone
// surrogate becomes U+FFFD, as UTF-8 encoding makes it) and escapes are decoded as UTF-8 byte sequences; a
// literal's first byte is never a continuation byte, so it ends any sequence the escapes before it left open.
function decode(input: string, start: number, end: number, flags: number): string {
  if (flags === 0) return input.slice(start, end);
  if (flags === PLUS) return input.slice(start, end).replaceAll("+", " ");
  let out = "";
  let literalStart = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    let decoded: string;
    let next = i + 1;
    if (c === 0x2b) {
      decoded = " ";
    } else if (c === 0x25) {
      const b = escapeAt(input, i, end);
      if (b < 0) continue;
      next = i + 3;
      if (b < 0x80) {
        decoded = String.fromCharCode(b);
      } else {
        const result = decodeUTF8Sequence(input, b, next, end);
        const cp = result & 0x1fffff;
        next += 3 * (result >>> 21);
        decoded = String.fromCodePoint(cp);
      }
    } else if ((c & 0xf800) === 0xd800) {
      if (c < 0xdc00 && next < end && (input.charCodeAt(next) & 0xfc00) === 0xdc00) {
        i++;
        continue;
      }
      decoded = "\ufffd";
    } else {
      continue;
    }
    out += input.slice(literalStart, i) + decoded;
    literalStart = next;
    i = next - 1;
  }
  return out + input.slice(literalStart, end);
}

// https://encoding.spec.whatwg.org/#utf-8-decoder for a sequence whose lead byte `lead` (0x80-0xFF) came from
// the escape before input[i] and whose continuation bytes are the `%XX` escapes from input[i] on. Returns the
// code point, or U+FFFD for an invalid sequence (the bytes before the offending one are consumed, the
// offending one is not), plus (continuation bytes consumed) << 21.
function decodeUTF8Sequence(input: string, lead: number, i: number, end: number): number {
  let needed: number;
  let cp: number;
  let lower = 0x80;
  let upper = 0xbf;
  if (lead >= 0xc2 && lead <= 0xdf) {
    needed = 1;
    cp = lead & 0x1f;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    if (lead === 0xe0) lower = 0xa0;
    if (lead === 0xed) upper = 0x9f;
    needed = 2;
    cp = lead & 0xf;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    if (lead === 0xf0) lower = 0x90;
    if (lead === 0xf4) upper = 0x8f;
    needed = 3;
    cp = lead & 0x7;
  } else {
    return 0xfffd;
  }
  let seen = 0;
  for (; seen < needed; seen++) {
    const b = escapeAt(input, i + 3 * seen, end);
    if (b < lower || b > upper) break;
    lower = 0x80;
    upper = 0xbf;
    cp = (cp << 6) | (b & 0x3f);
  }
  return (seen === needed ? cp : 0xfffd) + seen * 0x200000;
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
  if (ArrayBuffer.isView(input) && describe(input) === "[object Uint8Array]") return urlencodedParser(input);
  throw new TypeError(`parse: input must be a string or a Uint8Array; got ${describe(input)}`);
}
