import { utf8DecodeWithoutBOM } from "@urlkit/percent-encoding";

/** A name-value tuple as the parser returns it (a fresh, mutable array per tuple). */
export type NameValue = [name: string, value: string];

// Byte classes shared by the string and byte scanners: 1 `&`, 2 `=`, 3 `%` or `+` (the field needs decoding).
const AMPERSAND = 1;
const EQUALS = 2;
const NEEDS_DECODING = 3;
const CLASS = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  table[0x26] = AMPERSAND;
  table[0x3d] = EQUALS;
  table[0x25] = NEEDS_DECODING;
  table[0x2b] = NEEDS_DECODING;
  return table;
})();

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

// Grown on demand; holds one field's decoded bytes while they are UTF-8 decoded (never re-entered).
let scratch = /* @__PURE__ */ new Uint8Array(0);

function scratchOf(size: number): Uint8Array {
  if (scratch.length < size) scratch = new Uint8Array(Math.max(size, 64));
  return scratch;
}

// https://url.spec.whatwg.org/#concept-urlencoded-parser
export function urlencodedParser(input: Uint8Array): NameValue[] {
  const output: NameValue[] = [];
  const length = input.length;
  let start = 0;
  while (start < length) {
    let end = start;
    let equals = -1;
    let nameNeedsDecoding = false;
    let needsDecoding = false;
    for (; end < length; end++) {
      const b = input[end];
      if (b >= 0x80) {
        needsDecoding = true;
        continue;
      }
      const kind = CLASS[b];
      if (kind === 0) continue;
      if (kind === AMPERSAND) break;
      if (kind === NEEDS_DECODING) needsDecoding = true;
      else if (equals === -1) {
        equals = end;
        nameNeedsDecoding = needsDecoding;
        needsDecoding = false;
      }
    }
    if (end > start) {
      output.push(
        equals === -1
          ? [decodeBytes(input, start, end, needsDecoding), ""]
          : [decodeBytes(input, start, equals, nameNeedsDecoding), decodeBytes(input, equals + 1, end, needsDecoding)],
      );
    }
    start = end + 1;
  }
  return output;
}

// Replace `+` by a space, percent-decode, then UTF-8 decode without BOM, input[start, end).
function decodeBytes(input: Uint8Array, start: number, end: number, needsDecoding: boolean): string {
  if (!needsDecoding) return start === end ? "" : utf8DecodeWithoutBOM(input.subarray(start, end));
  const bytes = scratchOf(end - start);
  let at = 0;
  for (let i = start; i < end; i++) {
    let b = input[i];
    if (b === 0x2b) b = 0x20;
    else if (b === 0x25 && i + 2 < end) {
      const high = hexValue(input[i + 1]);
      const low = high < 0 ? -1 : hexValue(input[i + 2]);
      if (low >= 0) {
        b = (high << 4) | low;
        i += 2;
      }
    }
    bytes[at++] = b;
  }
  return utf8DecodeWithoutBOM(bytes.subarray(0, at));
}

// https://url.spec.whatwg.org/#concept-urlencoded-string-parser
export function urlencodedStringParser(input: string): NameValue[] {
  // Splitting the string on `&` and `=` before UTF-8 encoding gives the same sequences as splitting the bytes
  // (both are ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte sequence), so a field with no `%`,
  // `+` or surrogate is its own result and only the others are decoded.
  const output: NameValue[] = [];
  const length = input.length;
  let start = 0;
  while (start < length) {
    let end = start;
    let equals = -1;
    let nameNeedsDecoding = false;
    let needsDecoding = false;
    for (; end < length; end++) {
      const c = input.charCodeAt(end);
      if (c >= 0x80) {
        if ((c & 0xf800) === 0xd800) needsDecoding = true;
        continue;
      }
      const kind = CLASS[c];
      if (kind === 0) continue;
      if (kind === AMPERSAND) break;
      if (kind === NEEDS_DECODING) needsDecoding = true;
      else if (equals === -1) {
        equals = end;
        nameNeedsDecoding = needsDecoding;
        needsDecoding = false;
      }
    }
    if (end > start) {
      output.push(
        equals === -1
          ? [needsDecoding ? decodeString(input, start, end) : input.slice(start, end), ""]
          : [
              nameNeedsDecoding ? decodeString(input, start, equals) : input.slice(start, equals),
              needsDecoding ? decodeString(input, equals + 1, end) : input.slice(equals + 1, end),
            ],
      );
    }
    start = end + 1;
  }
  return output;
}

// The byte algorithm's result for input[start, end), without encoding the string: literal code points stay
// (a lone surrogate is U+FFFD, `+` a space) and each run of consecutive `%XX` escapes is UTF-8 decoded on its
// own. That equals decoding all bytes at once: a run follows a complete code point, and a literal's first
// byte (ASCII or a lead byte, never a continuation byte) ends any sequence the run left incomplete.
function decodeString(input: string, start: number, end: number): string {
  let out = "";
  let literalStart = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x2b) {
      out += input.slice(literalStart, i) + " ";
      literalStart = i + 1;
    } else if (c === 0x25) {
      let at = 0;
      let bytes: Uint8Array | undefined;
      let j = i;
      while (j + 2 < end && input.charCodeAt(j) === 0x25) {
        const high = hexValue(input.charCodeAt(j + 1));
        const low = high < 0 ? -1 : hexValue(input.charCodeAt(j + 2));
        if (low < 0) break;
        bytes ??= scratchOf(((end - j) / 3) | 0);
        bytes[at++] = (high << 4) | low;
        j += 3;
      }
      if (at === 0) continue;
      out += input.slice(literalStart, i);
      out +=
        at === 1 && bytes![0] < 0x80 ? String.fromCharCode(bytes![0]) : utf8DecodeWithoutBOM(bytes!.subarray(0, at));
      literalStart = j;
      i = j - 1;
    } else if ((c & 0xf800) === 0xd800) {
      if (c <= 0xdbff && i + 1 < end && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        i++;
        continue;
      }
      out += input.slice(literalStart, i) + "\ufffd";
      literalStart = i + 1;
    }
  }
  return out + input.slice(literalStart, end);
}

/**
 * Parses application/x-www-form-urlencoded data into `[name, value]` pairs, as the URL Standard's parser
 * does: a string is treated as its UTF-8 encoding (lone surrogates as U+FFFD); bytes that are not valid
 * UTF-8 after percent-decoding become U+FFFD; a leading U+FEFF is kept. Throws a TypeError for any other
 * input type.
 */
export function parse(input: string | Uint8Array): NameValue[] {
  if (typeof input === "string") return urlencodedStringParser(input);
  if (input instanceof Uint8Array || Object.prototype.toString.call(input) === "[object Uint8Array]") {
    return urlencodedParser(input);
  }
  throw new TypeError(
    `parse: input must be a string or a Uint8Array; got ${input === null ? "null" : typeof input === "object" ? Object.prototype.toString.call(input) : typeof input}`,
  );
}
