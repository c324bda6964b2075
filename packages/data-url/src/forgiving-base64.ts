import { CodePoint, isASCIIWhitespace } from "./infra.ts";

const BASE64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Marks in {@link SEXTET} for the code units that are not in the alphabet. */
enum Sextet {
  Invalid = -1,
  Whitespace = -2,
  Padding = -3,
}

/** The 6-bit value of each ASCII code unit in the base64 alphabet, else one of the {@link Sextet} marks. */
const SEXTET: Int8Array = /* @__PURE__ */ sextetTable();

function sextetTable(): Int8Array {
  const table = new Int8Array(CodePoint.NonASCII).fill(Sextet.Invalid);
  for (let i = 0; i < BASE64_ALPHABET.length; i++) table[BASE64_ALPHABET.charCodeAt(i)] = i;
  for (let c = 0; c < CodePoint.NonASCII; c++) if (isASCIIWhitespace(c)) table[c] = Sextet.Whitespace;
  table[CodePoint.EqualsSign] = Sextet.Padding;
  return table;
}

/**
 * For the loop over whole groups: the sextet of each code unit below U+0100 shifted to its place in a group of
 * four (`shift` is 18, 12, 6 or 0 bits), and -1 (every bit) for one outside the alphabet, so that ORing the
 * four entries of a group gives its 24 bits, or a negative number when one of them is not a sextet.
 */
function groupTable(shift: number): Int32Array {
  const table = new Int32Array(CodePoint.NonLatin1).fill(-1);
  for (let i = 0; i < BASE64_ALPHABET.length; i++) table[BASE64_ALPHABET.charCodeAt(i)] = i << shift;
  return table;
}

const GROUP_FIRST: Int32Array = /* @__PURE__ */ groupTable(18);
const GROUP_SECOND: Int32Array = /* @__PURE__ */ groupTable(12);
const GROUP_THIRD: Int32Array = /* @__PURE__ */ groupTable(6);
const GROUP_FOURTH: Int32Array = /* @__PURE__ */ groupTable(0);

function sextetOf(c: number): number {
  return c < CodePoint.NonASCII ? SEXTET[c] : Sextet.Invalid;
}

/**
 * Decodes base64 as `atob` does: ASCII whitespace anywhere is ignored, the padding (`=` or `==` at the end)
 * may be left out, and bits beyond the last whole byte are dropped. Returns null for anything else (a code
 * point outside the alphabet, misplaced or excess padding, a length that leaves one sextet over).
 */
// https://infra.spec.whatwg.org/#forgiving-base64-decode
export function forgivingBase64Decode(input: string): Uint8Array | null {
  if (typeof input !== "string") {
    throw new TypeError(`forgivingBase64Decode: expected a string, got ${input === null ? "null" : typeof input}`);
  }
  return forgivingBase64DecodeRange(input, 0, input.length);
}

/**
 * {@link forgivingBase64Decode} of `input[start, end)`, without the argument check: the data: URL processor
 * decodes the body where it is in the URL, as a slice of a long string is slower to read.
 */
// https://infra.spec.whatwg.org/#forgiving-base64-decode
export function forgivingBase64DecodeRange(input: string, start: number, end: number): Uint8Array | null {
  // The standard removes the whitespace first and then looks at the length; one pass counts the sextets
  // (`count`) and the "=" after them (`padding`) instead, and decodes as it goes. The output is sized for
  // an input without whitespace inside; the rare input with some is copied to its length at the end.
  let dataEnd = end;
  while (dataEnd > start && sextetOf(input.charCodeAt(dataEnd - 1)) <= Sextet.Whitespace) dataEnd--;
  const output = new Uint8Array(((dataEnd - start) * 3) >> 2);
  let at = 0;
  let count = 0;
  let padding = 0;
  let buffer = 0;
  let i = start;
  while (i < end) {
    if ((count & 3) === 0 && padding === 0) {
      // Whole groups of four alphabet code units, the bulk of any input, three bytes each.
      while (i + 4 <= end) {
        const c0 = input.charCodeAt(i);
        const c1 = input.charCodeAt(i + 1);
        const c2 = input.charCodeAt(i + 2);
        const c3 = input.charCodeAt(i + 3);
        if ((c0 | c1 | c2 | c3) >= CodePoint.NonLatin1) break;
        const group = GROUP_FIRST[c0] | GROUP_SECOND[c1] | GROUP_THIRD[c2] | GROUP_FOURTH[c3];
        if (group < 0) break;
        output[at] = group >> 16;
        output[at + 1] = group >> 8;
        output[at + 2] = group;
        at += 3;
        i += 4;
        count += 4;
      }
      if (i >= end) break;
    }
    // One code unit at a time around whitespace, padding, the end, or a code point outside the alphabet.
    const sextet = sextetOf(input.charCodeAt(i++));
    if (sextet >= 0) {
      if (padding > 0) return null;
      buffer = (buffer << 6) | sextet;
      if ((++count & 3) === 0) {
        output[at++] = buffer >> 16;
        output[at++] = buffer >> 8;
        output[at++] = buffer;
        buffer = 0;
      }
    } else if (sextet === Sextet.Padding) {
      padding++;
    } else if (sextet === Sextet.Invalid) {
      return null;
    }
  }
  // With padding, the length with it must be a multiple of 4 and at most 2 "=" are removed; without, one
  // sextet left over is not a byte. (Padding after 2 or 3 sextets of a group passes both checks.)
  if (padding > 0 ? padding > 2 || ((count + padding) & 3) !== 0 : (count & 3) === 1) return null;
  if ((count & 3) === 2) {
    output[at++] = buffer >> 4;
  } else if ((count & 3) === 3) {
    output[at++] = buffer >> 10;
    output[at++] = buffer >> 2;
  }
  return at === output.length ? output : output.slice(0, at);
}
