// Legacy encodings for the encoding override of query strings and form data, opt-in through
// `@urlkit/percent-encoding/legacy`; the main entry never imports this file. Labels, tables and encoders are
// @exodus/bytes's implementation of the Encoding Standard (the one whatwg-url uses). Its encoding.js rather than
// encoding-lite.js: loading it registers the multi-byte encoders that percentEncodeAfterEncoding needs.
import { labelToName } from "@exodus/bytes/encoding.js";
import { createMultibyteEncoder } from "@exodus/bytes/multi-byte.js";
import { createSinglebyteEncoder } from "@exodus/bytes/single-byte.js";
import { percentEncodeAfterEncoding } from "@exodus/bytes/whatwg.js";
import { CodePoint } from "./code-points.ts";
import { asciiHexDigitValue } from "./decode.ts";
import { type Encoding, UTF_8 } from "./encode.ts";

const MULTI_BYTE = ["Big5", "EUC-JP", "EUC-KR", "GBK", "gb18030", "ISO-2022-JP", "Shift_JIS"];

const cache = new Map<string, Encoding>();

// The fatal encoders report an unencodable code point by throwing (twice on the way to encodeOrFailToEnd's
// result); where the engine has Error.stackTraceLimit (V8, JavaScriptCore), a throw without a stack trace
// nobody reads costs a tenth as much.
const ErrorConstructor = Error as { stackTraceLimit?: number };

/**
 * The Encoding for an encoding label (case-insensitive, leading and trailing ASCII whitespace ignored), as
 * the Encoding Standard's "get an encoding" followed by "get an output encoding": UTF-16BE, UTF-16LE and
 * replacement give {@link UTF_8}. One object per encoding. Throws a RangeError for an unknown label.
 */
// https://encoding.spec.whatwg.org/#concept-encoding-get
export function getEncoding(label: string): Encoding {
  if (typeof label !== "string") throw new TypeError(`getEncoding(label) takes a string; got ${typeof label}`);
  const name = labelToName(label);
  if (name === null) throw new RangeError(`getEncoding: ${JSON.stringify(label)} is not an encoding label`);
  return getOutputEncoding(name);
}

// https://encoding.spec.whatwg.org/#get-an-output-encoding
function getOutputEncoding(name: string): Encoding {
  if (name === "UTF-8" || name === "UTF-16BE" || name === "UTF-16LE" || name === "replacement") return UTF_8;
  let encoding = cache.get(name);
  if (encoding === undefined) {
    encoding = legacyEncoding(name);
    cache.set(name, encoding);
  }
  return encoding;
}

function legacyEncoding(name: string): Encoding {
  const id = name.toLowerCase();
  const multiByte = MULTI_BYTE.indexOf(name) !== -1;
  let fatal: ((input: string) => Uint8Array) | undefined;
  return Object.freeze({
    name,
    encode(input: string): ArrayLike<number> {
      if (typeof input !== "string") throw new TypeError(`${name} encode(input) takes a string; got ${typeof input}`);
      fatal ??= multiByte ? createMultibyteEncoder(id) : createSinglebyteEncoder(id);
      const limit = ErrorConstructor.stackTraceLimit;
      if (limit !== undefined) ErrorConstructor.stackTraceLimit = 0;
      try {
        return fatal(input);
      } catch {
        return encodeOrFailToEnd(id, input);
      } finally {
        if (limit !== undefined) ErrorConstructor.stackTraceLimit = limit;
      }
    },
  });
}

// The whole input through repeated "encode or fail" (https://encoding.spec.whatwg.org/#encode-or-fail),
// read back from @exodus/bytes's percent-encode after encoding: with only "%" added to the C0 control set,
// every other printable ASCII byte is literal, "%XX" is one byte, and "%26%23<digits>%3B" can only be an
// error (a 0x26 byte is written as "&").
function encodeOrFailToEnd(id: string, input: string): Int32Array {
  const text = percentEncodeAfterEncoding(id, input, "%");
  const length = text.length;
  const out = new Int32Array(length);
  let at = 0;
  let i = 0;
  while (i < length) {
    const c = text.charCodeAt(i);
    if (c !== CodePoint.PercentSign) {
      out[at++] = c;
      i++;
      continue;
    }
    const byte = (asciiHexDigitValue(text.charCodeAt(i + 1)) << 4) | asciiHexDigitValue(text.charCodeAt(i + 2));
    if (byte !== CodePoint.Ampersand) {
      out[at++] = byte;
      i += 3;
      continue;
    }
    let codePoint = 0;
    for (i += 6; text.charCodeAt(i) !== CodePoint.PercentSign; i++) {
      codePoint = codePoint * 10 + text.charCodeAt(i) - CodePoint.DigitZero;
    }
    out[at++] = -codePoint;
    i += 3;
  }
  return out.subarray(0, at);
}
