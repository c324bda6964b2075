import {
  type Encoding,
  FORM_URLENCODED_TABLE,
  percentEncodeAfterEncoding,
  utf8PercentEncodeString,
} from "@urlkit/percent-encoding";
import { fail } from "./describe.ts";

export interface SerializeOptions {
  /**
   * The encoding names and values are encoded in before percent-encoding (default UTF-8), e.g. a legacy
   * encoding from `@urlkit/percent-encoding/legacy`. UTF-16BE, UTF-16LE and replacement mean UTF-8.
   */
  encoding?: Encoding;
}

/**
 * The standard's urlencoded serializer with UTF-8 (as `URLSearchParams` runs it), without the argument checks of
 * {@link serialize}: for callers that hold well-formed tuples already. Its bundle leaves the legacy encodings out;
 * {@link serialize} takes an `encoding`.
 */
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
export function urlencodedSerializer(tuples: readonly (readonly [string, string])[]): string {
  let output = "";
  for (let i = 0; i < tuples.length; i++) {
    output += `${i ? "&" : ""}${utf8PercentEncodeString(tuples[i][0], FORM_URLENCODED_TABLE, true)}=${utf8PercentEncodeString(tuples[i][1], FORM_URLENCODED_TABLE, true)}`;
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
  const encoding = options?.encoding;
  if (encoding !== undefined && (typeof encoding?.name !== "string" || typeof encoding.encode !== "function")) {
    fail("serialize: options.encoding must be an Encoding", encoding);
  }
  // The urlencoded serializer, each pair checked as it comes.
  let output = "";
  for (let i = 0; i < pairs.length; i++) {
    const pair: unknown = pairs[i];
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "string" || typeof pair[1] !== "string") {
      fail(`serialize: pairs[${i}] must be a [name, value] array of two strings`, pair);
    }
    output += `${i ? "&" : ""}${percentEncodeAfterEncoding(pair[0], FORM_URLENCODED_TABLE, true, encoding)}=${percentEncodeAfterEncoding(pair[1], FORM_URLENCODED_TABLE, true, encoding)}`;
  }
  return output;
}
