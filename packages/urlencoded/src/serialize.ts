import { type Encoding, PERCENT_BYTE, toScalarValueString } from "@urlkit/percent-encoding";
import { fail } from "./describe.ts";

export interface SerializeOptions {
  /**
   * The encoding names and values are encoded in before percent-encoding (default UTF-8), e.g. a legacy
   * encoding from `@urlkit/percent-encoding/legacy`. UTF-16BE, UTF-16LE and replacement mean UTF-8.
   */
  encoding?: Encoding;
}

// The code points 0-127 left out of the form set (ASCII alphanumerics, *, -, ., _), one bit each in 32-bit words.
const NOT_IN_FORM_SET = [0, 0x03ff6400, 0x87fffffe, 0x07fffffe];

// https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set (128 and up are in it)
function inFormSet(c: number): boolean {
  return c > 0x7f || ((NOT_IN_FORM_SET[c >> 5] >> c) & 1) === 0;
}

// https://url.spec.whatwg.org/#string-percent-encode-after-encoding with the form set and spaceAsPlus; a legacy
// `encoding` (undefined for UTF-8) encodes the whole input at once, its unencodable code points as -cp.
function formEncode(input: string, encoding: Encoding | undefined): string {
  let out = "";
  if (encoding !== undefined) {
    const bytes = encoding.encode(toScalarValueString(input));
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      out += b < 0 ? `%26%23${-b}%3B` : b === 32 ? "+" : inFormSet(b) ? PERCENT_BYTE[b] : String.fromCharCode(b);
    }
    return out;
  }
  let runStart = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (!inFormSet(c)) continue;
    let end = i + 1;
    let encoded: string;
    if (c < 0x80) {
      encoded = c === 32 ? "+" : PERCENT_BYTE[c];
    } else {
      // A run of non-ASCII: encodeURIComponent writes its UTF-8 as %XX (upper case), after lone surrogates
      // become U+FFFD (it throws on them).
      while (input.charCodeAt(end) > 0x7f) end++;
      encoded = encodeURIComponent(toScalarValueString(input.slice(i, end)));
    }
    out += input.slice(runStart, i) + encoded;
    runStart = end;
    i = end - 1;
  }
  return runStart === 0 ? input : out + input.slice(runStart);
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
    fail("serialize: options must be an object ({ encoding? })", options);
  }
  let encoding = options?.encoding;
  const name = encoding?.name;
  if (encoding !== undefined && (typeof name !== "string" || typeof encoding.encode !== "function")) {
    fail("serialize: options.encoding must be an Encoding ({ name, encode })", encoding);
  }
  // https://encoding.spec.whatwg.org/#get-an-output-encoding (undefined is UTF-8)
  if (name === "UTF-8" || name === "replacement" || name === "UTF-16BE" || name === "UTF-16LE") encoding = undefined;
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
