import { type Encoding, FORM_URLENCODED_SET, type PercentEncodeOptions, percentEncode } from "@urlkit/percent-encoding";
import { describe } from "./describe.ts";

export interface SerializeOptions {
  /**
   * The encoding names and values are encoded in before percent-encoding (default UTF-8), e.g. a legacy
   * encoding from `@urlkit/percent-encoding/legacy`. UTF-16BE, UTF-16LE and replacement mean UTF-8.
   */
  encoding?: Encoding;
}

const UTF_8_OPTIONS: PercentEncodeOptions = { spaceAsPlus: true };

// https://encoding.spec.whatwg.org/#get-an-output-encoding (undefined is UTF-8)
function getAnOutputEncoding(encoding: Encoding | undefined): Encoding | undefined {
  const name = encoding?.name;
  return name === "UTF-8" || name === "replacement" || name === "UTF-16BE" || name === "UTF-16LE"
    ? undefined
    : encoding;
}

// https://url.spec.whatwg.org/#concept-urlencoded-serializer
export function urlencodedSerializer(
  tuples: readonly (readonly [string, string])[],
  encoding: Encoding | undefined,
): string {
  encoding = getAnOutputEncoding(encoding);
  const options = encoding === undefined ? UTF_8_OPTIONS : { spaceAsPlus: true, encoding };
  let output = "";
  for (let i = 0; i < tuples.length; i++) {
    const tuple = tuples[i];
    const name = percentEncode(tuple[0], FORM_URLENCODED_SET, options);
    const value = percentEncode(tuple[1], FORM_URLENCODED_SET, options);
    output += (i === 0 ? "" : "&") + name + "=" + value;
  }
  return output;
}

/**
 * Serializes name-value pairs as application/x-www-form-urlencoded (`a=b&c+d=%C3%A9`): the form percent-encode
 * set, spaces as `+`. Lone surrogates are encoded as U+FFFD (the strings are treated as scalar value strings).
 * Throws a TypeError when `pairs` is not an array of `[name, value]` arrays of two strings, or when
 * `options.encoding` is not an `Encoding`.
 */
export function serialize(pairs: readonly (readonly [string, string])[], options?: SerializeOptions): string {
  if (!Array.isArray(pairs)) {
    throw new TypeError(`serialize: pairs must be an array of [name, value] pairs; got ${describe(pairs)}`);
  }
  for (let i = 0; i < pairs.length; i++) {
    const pair: unknown = pairs[i];
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "string" || typeof pair[1] !== "string") {
      throw new TypeError(`serialize: pairs[${i}] must be a [name, value] array of two strings; got ${describe(pair)}`);
    }
  }
  if (options !== undefined && (typeof options !== "object" || options === null)) {
    throw new TypeError(`serialize: options must be an object ({ encoding? }); got ${describe(options)}`);
  }
  const encoding = options?.encoding;
  if (
    encoding !== undefined &&
    (typeof encoding !== "object" ||
      encoding === null ||
      typeof encoding.name !== "string" ||
      typeof encoding.encode !== "function")
  ) {
    throw new TypeError(
      `serialize: options.encoding must be an Encoding ({ name, encode }); got ${describe(encoding)}`,
    );
  }
  return urlencodedSerializer(pairs, encoding);
}
