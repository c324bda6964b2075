import type { PercentEncodeSet } from "./sets.ts";
import { scalarValues, utf8Encode } from "./utf8.ts";

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
export const UTF_8: Encoding = /* @__PURE__ */ Object.freeze({
  name: "UTF-8",
  encode(input: string): ArrayLike<number> {
    return utf8Encode(input);
  },
});

export interface PercentEncodeOptions {
  /** Encode U+0020 SPACE as `+` (application/x-www-form-urlencoded). Default false. */
  spaceAsPlus?: boolean;
  /**
   * The encoding applied before percent-encoding. Default {@link UTF_8}; any encoding named `"UTF-8"` takes
   * the built-in UTF-8 path (its `encode` is not called).
   */
  encoding?: Encoding;
}

/** `PERCENT_BYTE[b]` is the percent-encoded byte b, e.g. `"%2F"` (upper-case hex, as the standard says). */
// https://url.spec.whatwg.org/#percent-encode
export const PERCENT_BYTE: readonly string[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */
  Array.from({ length: 256 }, (_, b) => `%${(b + 256).toString(16).slice(1).toUpperCase()}`),
);

/**
 * Percent-encode after encoding (UTF-8 unless `options.encoding` says otherwise): every code point in
 * `set` is replaced by its percent-encoded bytes; lone surrogates count as U+FFFD. Returns `input` itself
 * when nothing needs encoding.
 */
// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
export function percentEncode(input: string, set: PercentEncodeSet, options?: PercentEncodeOptions): string {
  if (typeof input !== "string") throw new TypeError("percentEncode takes a string");
  const plus = options?.spaceAsPlus === true;
  const encoding = options?.encoding;
  // `out` gets one piece per escape: a rope of millions of cons strings that every scavenge copies. Every
  // ~8K code units it is flattened (charCodeAt does that) into `done`, a rope of few flat strings.
  let done = "";
  let out = "";
  if (encoding !== undefined && encoding.name !== "UTF-8") {
    // The whole input at once: legacy encoders (ISO-2022-JP) are stateful. -cp is an unencodable code point.
    const bytes = encoding.encode(scalarValues(input));
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      out += b < 0 ? `%26%23${-b}%3B` : b === 32 && plus ? "+" : set.has(b) ? PERCENT_BYTE[b] : String.fromCharCode(b);
      if (out.length > 0x2000 && out.charCodeAt(0)) {
        done += out;
        out = "";
      }
    }
    return done + out;
  }
  let runStart = 0;
  for (let i = 0; i < input.length; i++) {
    let c = input.charCodeAt(i);
    if (!set.has(c) && (c !== 32 || !plus)) continue;
    out += input.slice(runStart, i);
    if (c < 0x80) {
      out += c === 32 && plus ? "+" : PERCENT_BYTE[c];
    } else {
      if ((c & 0xf800) === 0xd800) {
        const next = input.charCodeAt(i + 1);
        if (c < 0xdc00 && (next & 0xfc00) === 0xdc00) {
          c = 0x10000 + ((c - 0xd800) << 10) + next - 0xdc00;
          i++;
        } else {
          c = 0xfffd;
        }
      }
      // UTF-8: a lead byte with n continuation bytes is (0x100 - (0x80 >> n)) | cp >> 6n.
      let n = c < 0x800 ? 1 : c < 0x10000 ? 2 : 3;
      out += PERCENT_BYTE[(0x100 - (0x80 >> n)) | (c >> (6 * n))];
      while (n > 0) out += PERCENT_BYTE[0x80 | ((c >> (6 * --n)) & 0x3f)];
    }
    runStart = i + 1;
    if (out.length > 0x2000 && out.charCodeAt(0)) {
      done += out;
      out = "";
    }
  }
  return runStart === 0 ? input : done + out + input.slice(runStart);
}
