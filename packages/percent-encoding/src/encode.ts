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

/** How long a caller's rope of small pieces grows before it goes to {@link appendPiece}. */
export const PIECE_LENGTH = 256;

/** How many pieces appendPiece joins at once. */
const JOIN_PIECES = 256;

/**
 * The strings of {@link PERCENT_BYTE}, for urlkit's encoders: not frozen, as V8's optimizing compiler reads a frozen
 * array's elements through a call (the keyed-load IC) instead of inline.
 */
// https://url.spec.whatwg.org/#percent-encode
export const PERCENT_BYTE_TABLE: readonly string[] = /* @__PURE__ */ Array.from(
  { length: 256 },
  (_, b) => `%${(b + 256).toString(16).slice(1).toUpperCase()}`,
);

/** `PERCENT_BYTE[b]` is the percent-encoded byte b, e.g. `"%2F"` (upper-case hex, as the standard says). */
export const PERCENT_BYTE: readonly string[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ PERCENT_BYTE_TABLE.slice(),
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
  // `out` gets one piece per escape; past PIECE_LENGTH code units it goes to `pieces` (see appendPiece).
  let pieces: string[] | undefined;
  let out = "";
  let runStart = 0;
  for (let i = 0, length = lengthOf(input); i < length; i++) {
    let c = charCodeAt(input, i);
    // c < NonASCII first: reading past the table's end makes V8 compile every read of it slower.
    if (c < CodePoint.NonASCII && set[c] === 0 && (c !== CodePoint.Space || !spaceAsPlus)) continue;
    // One append per escape (the run before it and its bytes): fewer rope pieces than appending each.
    let encoded: string;
    if (c < CodePoint.NonASCII) {
      encoded = c === CodePoint.Space && spaceAsPlus ? "+" : PERCENT_BYTE_TABLE[c];
    } else {
      // A surrogate pair is one code point; a lone surrogate (U+D800 to U+DFFF) counts as U+FFFD.
      c = input.codePointAt(i) as number;
      if (c >> 11 === CodePoint.SurrogateTopBits) c = CodePoint.ReplacementCharacter;
      let n = c < UTF8.ThreeByteMin ? 1 : c < CodePoint.SupplementaryMin ? 2 : 3;
      encoded = PERCENT_BYTE_TABLE[(UTF8.LeadBase - (UTF8.ContinuationTag >> n)) | (c >> (6 * n))];
      while (n > 0) encoded += PERCENT_BYTE_TABLE[UTF8.ContinuationTag | ((c >> (6 * --n)) & UTF8.ContinuationBits)];
    }
    out += input.slice(runStart, i) + encoded;
    if (c > CodePoint.BMPMax) i++;
    runStart = i + 1;
    if (out.length > PIECE_LENGTH) {
      pieces = appendPiece(pieces, out);
      out = "";
    }
  }
  return runStart === 0 ? input : joinPieces(pieces) + out + input.slice(runStart);
}

/**
 * `pieces` (undefined at first) with `piece` appended, for output built from many pieces: they are joined every
 * JOIN_PIECES into the first, so that a long output is a few flat strings. Kept as a rope instead, even one flattened
 * now and then, it keeps the garbage collector ever busier as it grows.
 */
export function appendPiece(pieces: string[] | undefined, piece: string): string[] {
  if (pieces === undefined) return ["", piece];
  if (pieces.push(piece) > JOIN_PIECES) {
    // The first holds what earlier joins made, a rope of few flat strings: joined again, it would be copied each time.
    const joined = pieces[0];
    pieces[0] = "";
    pieces[0] = joined + pieces.join("");
    pieces.length = 1;
  }
  return pieces;
}

/** The string that {@link appendPiece} built: "" for none. */
export function joinPieces(pieces: string[] | undefined): string {
  return pieces === undefined ? "" : pieces.join("");
}

// The same with a legacy encoding, in a function of its own: with this loop inside it, V8 compiled the UTF-8
// loop 2-3x slower once it had seen non-ASCII input. The whole input is encoded at once (legacy encoders such as
// ISO-2022-JP are stateful), lone surrogates as U+FFFD; -cp is an unencodable code point.
function encodeLegacy(input: string, set: PercentEncodeTable, spaceAsPlus: boolean, encoding: Encoding): string {
  const bytes = encoding.encode(toScalarValueStringUnchecked(input));
  let pieces: string[] | undefined;
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
            : PERCENT_BYTE_TABLE[b];
    if (out.length > PIECE_LENGTH) {
      pieces = appendPiece(pieces, out);
      out = "";
    }
  }
  return joinPieces(pieces) + out;
}
