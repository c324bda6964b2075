import { CodePoint, UTF8 } from "./code-points.ts";
import { type PercentEncodeSet, type PercentEncodeTable, TABLE } from "./sets.ts";
import { charCodeAt, lengthOf } from "./string-reads.ts";
import { toScalarValueStringUnchecked, utf8Encode } from "./utf8.ts";

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
   * The encoding applied before percent-encoding. Default {@link UTF_8}. An encoding whose name starts with
   * `"UTF"` (UTF-8, UTF-16BE, UTF-16LE) or is `"replacement"` takes the built-in UTF-8 path (its `encode` is not
   * called): the Encoding Standard's output encoding of all four is UTF-8.
   */
  encoding?: Encoding;
}

/** How long `out` grows before it is flattened into `done` (see utf8PercentEncodeString). */
const FLATTEN_LENGTH = 8192;

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
  return percentEncodeAfterEncoding(input, set[TABLE], options?.spaceAsPlus === true, options?.encoding);
}

/**
 * {@link percentEncode} without the argument checks and the options object, for urlkit's own packages (the
 * URL parser with an encoding override, the urlencoded serializer). `set` is a set's table (`PATH_TABLE`, …): 128
 * entries, 1 for each ASCII code point in the set (U+007F must be), 0 for the others; every code point above U+007F is
 * in. `encoding` undefined is UTF-8.
 */
// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
export function percentEncodeAfterEncoding(
  input: string,
  set: PercentEncodeTable,
  spaceAsPlus: boolean,
  encoding?: Encoding,
): string {
  // https://encoding.spec.whatwg.org/#get-an-output-encoding: UTF-16BE, UTF-16LE and replacement mean UTF-8.
  return encoding && !/^(UTF|replacement$)/.test(encoding.name)
    ? encodeLegacy(input, set, spaceAsPlus, encoding)
    : utf8PercentEncodeString(input, set, spaceAsPlus);
}

/**
 * {@link percentEncodeAfterEncoding} with UTF-8, for callers that never take a legacy encoding (the URL parser
 * without an encoding override, the host parser, URLSearchParams): their bundles leave the legacy path out.
 */
// https://url.spec.whatwg.org/#string-utf-8-percent-encode
export function utf8PercentEncodeString(input: string, set: PercentEncodeTable, spaceAsPlus: boolean): string {
  // `out` gets one piece per escape: a rope of millions of cons strings that every scavenge copies. Every
  // ~8K code units it is flattened (charCodeAt does that) into `done`, a rope of few flat strings.
  let done = "";
  let out = "";
  let runStart = 0;
  for (let i = 0, length = lengthOf(input); i < length; i++) {
    let c = charCodeAt(input, i);
    // c < NonASCII first: reading past the table's end makes V8 compile every read of it slower.
    if (c < CodePoint.NonASCII && set[c] === 0 && (c !== CodePoint.Space || !spaceAsPlus)) continue;
    // One append per escape (the run before it and its bytes): fewer rope pieces than appending each.
    let encoded: string;
    if (c < CodePoint.NonASCII) {
      encoded = c === CodePoint.Space && spaceAsPlus ? "+" : PERCENT_BYTE[c];
    } else {
      // A surrogate pair is one code point; a lone surrogate (U+D800 to U+DFFF) counts as U+FFFD.
      c = input.codePointAt(i) as number;
      if (c >> 11 === CodePoint.SurrogateTopBits) c = CodePoint.ReplacementCharacter;
      let n = c < UTF8.ThreeByteMin ? 1 : c < CodePoint.SupplementaryMin ? 2 : 3;
      encoded = PERCENT_BYTE[(UTF8.LeadBase - (UTF8.ContinuationTag >> n)) | (c >> (6 * n))];
      while (n > 0) encoded += PERCENT_BYTE[UTF8.ContinuationTag | ((c >> (6 * --n)) & UTF8.ContinuationBits)];
    }
    out += input.slice(runStart, i) + encoded;
    if (c > CodePoint.BMPMax) i++;
    runStart = i + 1;
    if (out.length > FLATTEN_LENGTH && out.charCodeAt(0) >= 0) {
      done += out;
      out = "";
      // Long input full of escapes (an attack, or text in another script): the run that goes on from here is encoded
      // at once, in time linear in its length. A rope of one escape each keeps every scavenge busier as it grows.
      const runEnd = endOfEncodedRun(input, runStart, length, set, spaceAsPlus);
      if (runEnd > runStart) {
        // (encodeURIComponent throws a URIError on a lone surrogate.)
        done += encodeURIComponent(toScalarValueStringUnchecked(input.slice(runStart, runEnd)));
        i = runEnd - 1;
        runStart = runEnd;
      }
    }
  }
  return runStart === 0 ? input : done + out + input.slice(runStart);
}

/** 1 for each ASCII code point that encodeURIComponent percent-encodes (all but `A-Za-z0-9-_.!~*'()`), else 0. */
const ENCODE_URI_COMPONENT_TABLE = /* @__PURE__ */ Uint8Array.from({ length: CodePoint.NonASCII }, (_, c) =>
  encodeURIComponent(String.fromCharCode(c)).length > 1 ? 1 : 0,
);

/**
 * The end of the run from input[i] of code units that encodeURIComponent encodes as utf8PercentEncodeString does:
 * non-ASCII, and ASCII in both `set` and its own set (a space not when it becomes "+"). i when input[i] is not one.
 */
function endOfEncodedRun(
  input: string,
  i: number,
  length: number,
  set: PercentEncodeTable,
  spaceAsPlus: boolean,
): number {
  let end = i;
  for (let c: number; end < length; end++) {
    c = charCodeAt(input, end);
    if (c < CodePoint.NonASCII && (set[c] & ENCODE_URI_COMPONENT_TABLE[c]) === 0) break;
    if (c === CodePoint.Space && spaceAsPlus) break;
  }
  return end;
}

// The same with a legacy encoding, in a function of its own: with this loop inside it, V8 compiled the UTF-8
// loop 2-3x slower once it had seen non-ASCII input. The whole input is encoded at once (legacy encoders such as
// ISO-2022-JP are stateful), lone surrogates as U+FFFD; -cp is an unencodable code point.
function encodeLegacy(input: string, set: PercentEncodeTable, spaceAsPlus: boolean, encoding: Encoding): string {
  const bytes = encoding.encode(toScalarValueStringUnchecked(input));
  let done = "";
  let out = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    out +=
      b < 0
        ? `%26%23${-b}%3B`
        : b === CodePoint.Space && spaceAsPlus
          ? "+"
          : set[b] === 0
            ? String.fromCharCode(b)
            : PERCENT_BYTE[b];
    if (out.length > FLATTEN_LENGTH && out.charCodeAt(0) >= 0) {
      done += out;
      out = "";
    }
  }
  return done + out;
}
