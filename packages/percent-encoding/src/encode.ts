import type { PercentEncodeSet } from "./sets.ts";
import { utf8Encode } from "./utf8.ts";

/**
 * A text encoding for "percent-encode after encoding" (the encoding override of query strings and form
 * data). UTF-8 is built in; legacy encodings come from `@urlkit/percent-encoding/legacy`.
 */
export interface Encoding {
  /** The encoding's name as the Encoding Standard spells it, e.g. `"UTF-8"`, `"windows-1252"`, `"Shift_JIS"`. */
  readonly name: string;
  /**
   * Runs the encoder over `input` (a scalar value string) to its end, as repeated "encode or fail": each
   * byte is a number 0–255; a code point the encoding cannot represent appears as its negated value
   * (`-cp`), and encoding continues after it.
   */
  encode(input: string): ArrayLike<number>;
}

/** The built-in UTF-8 encoding (the default everywhere). */
export const UTF_8: Encoding = {
  name: "UTF-8",
  encode(input: string): ArrayLike<number> {
    return utf8Encode(input);
  },
};

export interface PercentEncodeOptions {
  /** Encode U+0020 SPACE as `+` (application/x-www-form-urlencoded). Default false. */
  spaceAsPlus?: boolean;
  /** The encoding applied before percent-encoding. Default {@link UTF_8}. */
  encoding?: Encoding;
}

function percentByteTable(): string[] {
  const table: string[] = [];
  for (let b = 0; b < 256; b++) table.push(`%${b < 16 ? "0" : ""}${b.toString(16).toUpperCase()}`);
  return table;
}

/** `PERCENT_BYTE[b]` is the percent-encoded byte b, e.g. `"%2F"` (upper-case hex, as the standard says). */
// https://url.spec.whatwg.org/#percent-encode
export const PERCENT_BYTE: readonly string[] = /* @__PURE__ */ percentByteTable();

/**
 * Percent-encode after encoding (UTF-8 unless `options.encoding` says otherwise): every code point in
 * `set` is replaced by its percent-encoded bytes; lone surrogates count as U+FFFD. Returns `input` itself
 * when nothing needs encoding.
 */
// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
export function percentEncode(input: string, set: PercentEncodeSet, options?: PercentEncodeOptions): string {
  const spaceAsPlus = options?.spaceAsPlus === true;
  const encoding = options?.encoding;
  if (encoding !== undefined && encoding !== UTF_8) return percentEncodeWithEncoding(input, set, encoding, spaceAsPlus);
  const length = input.length;
  let i = 0;
  while (i < length) {
    const c = input.charCodeAt(i);
    if (set.has(c) || (c === 0x20 && spaceAsPlus)) break;
    i++;
  }
  if (i === length) return input;
  let out = input.slice(0, i);
  let runStart = i;
  for (; i < length; i++) {
    let c = input.charCodeAt(i);
    if (!set.has(c) && !(c === 0x20 && spaceAsPlus)) continue;
    if (runStart < i) out += input.slice(runStart, i);
    runStart = i + 1;
    if (c < 0x80) {
      out += c === 0x20 && spaceAsPlus ? "+" : PERCENT_BYTE[c];
    } else if (c < 0x800) {
      out += PERCENT_BYTE[0xc0 | (c >> 6)] + PERCENT_BYTE[0x80 | (c & 0x3f)];
    } else {
      if (c >= 0xd800 && c <= 0xdfff) {
        const next = i + 1 < length ? input.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && (next & 0xfc00) === 0xdc00) {
          c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          i++;
          runStart = i + 1;
          out +=
            PERCENT_BYTE[0xf0 | (c >> 18)] +
            PERCENT_BYTE[0x80 | ((c >> 12) & 0x3f)] +
            PERCENT_BYTE[0x80 | ((c >> 6) & 0x3f)] +
            PERCENT_BYTE[0x80 | (c & 0x3f)];
          continue;
        }
        c = 0xfffd;
      }
      out += PERCENT_BYTE[0xe0 | (c >> 12)] + PERCENT_BYTE[0x80 | ((c >> 6) & 0x3f)] + PERCENT_BYTE[0x80 | (c & 0x3f)];
    }
  }
  if (runStart < length) out += input.slice(runStart);
  return out;
}

/** `input` with each lone surrogate replaced by U+FFFD (a USVString); `input` itself when already well formed. */
export function toScalarValueString(input: string): string {
  const length = input.length;
  let out: string | undefined;
  let runStart = 0;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < length && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      i++;
      continue;
    }
    out = (out ?? "") + input.slice(runStart, i) + "\ufffd";
    runStart = i + 1;
  }
  return out === undefined ? input : out + input.slice(runStart);
}

// https://url.spec.whatwg.org/#string-percent-encode-after-encoding (steps for a non-UTF-8 encoding)
function percentEncodeWithEncoding(
  input: string,
  set: PercentEncodeSet,
  encoding: Encoding,
  spaceAsPlus: boolean,
): string {
  const bytes = encoding.encode(toScalarValueString(input));
  let out = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0) out += `%26%23${-b}%3B`;
    else if (b === 0x20 && spaceAsPlus) out += "+";
    else out += set.has(b) ? PERCENT_BYTE[b] : String.fromCharCode(b);
  }
  return out;
}
