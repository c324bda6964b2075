import { type Encoding, PERCENT_BYTE, percentDecodeString } from "@urlkit/percent-encoding";
import { fail } from "./describe.ts";

export interface SerializeOptions {
  /**
   * The encoding names and values are encoded in before percent-encoding (default UTF-8), e.g. a legacy
   * encoding from `@urlkit/percent-encoding/legacy`. UTF-16BE, UTF-16LE and replacement mean UTF-8.
   */
  encoding?: Encoding;
}

// https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set: all but ASCII alphanumerics,
// *, -, . and _.
function inFormSet(c: number): boolean {
  return !(((c | 32) > 96 && (c | 32) < 123) || (c > 47 && c < 58) || c === 42 || c === 45 || c === 46 || c === 95);
}

// https://url.spec.whatwg.org/#string-percent-encode-after-encoding with the form set and spaceAsPlus. A legacy
// `encoding` (undefined for UTF-8) encodes the whole input at once; its bytes are read as code points U+0000-U+00FF
// and each code point it cannot encode (-cp) as "&#cp;", which percent-encodes to the standard's "%26%23cp%3B".
function formEncode(input: string, encoding: Encoding | undefined): string {
  if (encoding !== undefined) {
    // The input as a scalar value string (percent-decoding a string whose every "%" is escaped changes only lone
    // surrogates, to U+FFFD).
    const bytes = encoding.encode(percentDecodeString(input.replaceAll("%", "%25")));
    input = "";
    for (let i = 0; i < bytes.length; i++) input += bytes[i] < 0 ? `&#${-bytes[i]};` : String.fromCharCode(bytes[i]);
  }
  let out = "";
  let runStart = 0;
  for (let i = 0; i < input.length; i++) {
    let c = input.charCodeAt(i);
    if (!inFormSet(c)) continue;
    let encoded: string;
    if (c < 0x80 || encoding !== undefined) {
      encoded = c === 32 ? "+" : PERCENT_BYTE[c];
    } else {
      // UTF-8: a lead byte with n continuation bytes is (0x100 - (0x80 >> n)) | cp >> 6n. A lone surrogate is U+FFFD.
      c = input.codePointAt(i) as number;
      if (c > 0xffff) i++;
      else if ((c & 0xf800) === 0xd800) c = 0xfffd;
      let n = c < 0x800 ? 1 : c < 0x10000 ? 2 : 3;
      encoded = PERCENT_BYTE[(0x100 - (0x80 >> n)) | (c >> (6 * n))];
      while (n > 0) encoded += PERCENT_BYTE[0x80 | ((c >> (6 * --n)) & 0x3f)];
    }
    out += input.slice(runStart, c > 0xffff ? i - 1 : i) + encoded;
    runStart = i + 1;
  }
  return runStart === 0 ? input : out + input.slice(runStart);
}

/**
 * The standard's urlencoded serializer, without the argument checks of {@link serialize}: for callers that
 * hold well-formed tuples already (`URLSearchParams`). `encoding` is undefined for UTF-8.
 */
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
export function urlencodedSerializer(tuples: readonly (readonly [string, string])[], encoding?: Encoding): string {
  // https://encoding.spec.whatwg.org/#get-an-output-encoding (undefined is UTF-8)
  const name = encoding?.name;
  if (name === "UTF-8" || name === "replacement" || name?.startsWith("UTF-16")) encoding = undefined;
  let output = "";
  for (let i = 0; i < tuples.length; i++) {
    output += `${i === 0 ? "" : "&"}${formEncode(tuples[i][0], encoding)}=${formEncode(tuples[i][1], encoding)}`;
  }
  return output;
}

/**
 * Serializes name-value pairs as application/x-www-form-urlencoded (`a=b&c+d=%C3%A9`): the form percent-encode
 * set, spaces as `+`. Lone surrogates are encoded as U+FFFD (the strings are treated as scalar value strings).
 * Throws a TypeError when `pairs` is not an array of `[name, value]` arrays of two strings, or when
 * `options.encoding` is not an `Encoding`.
 */
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
export function serialize(pairs: readonly (readonly [string, string])[], options?: SerializeOptions): string {
  if (!Array.isArray(pairs)) fail("serialize: pairs must be an array of [name, value] pairs", pairs);
  if (options !== undefined && (typeof options !== "object" || options === null)) {
    fail("serialize: options must be an object", options);
  }
  let encoding = options?.encoding;
  const name = encoding?.name;
  if (encoding !== undefined && (typeof name !== "string" || typeof encoding.encode !== "function")) {
    fail("serialize: options.encoding must be an Encoding", encoding);
  }
  // https://encoding.spec.whatwg.org/#get-an-output-encoding (undefined is UTF-8)
  if (name === "UTF-8" || name === "replacement" || name?.startsWith("UTF-16")) encoding = undefined;
  // The urlencoded serializer, each pair checked as it comes.
  let output = "";
  for (let i = 0; i < pairs.length; i++) {
    const pair: unknown = pairs[i];
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "string" || typeof pair[1] !== "string") {
      fail(`serialize: pairs[${i}] must be a [name, value] array of two strings`, pair);
    }
    output += `${i === 0 ? "" : "&"}${formEncode(pair[0], encoding)}=${formEncode(pair[1], encoding)}`;
  }
  return output;
}
