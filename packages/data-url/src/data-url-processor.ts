import { MIMEType, parseMIMEType } from "@urlkit/mime-type";
import { parseURL, serializeURL, type URLRecord } from "@urlkit/parser";
import { percentDecode } from "@urlkit/percent-encoding";
import { forgivingBase64DecodeRange } from "./forgiving-base64.ts";
import { CodePoint, isomorphicDecode, stripLeadingAndTrailingASCIIWhitespace } from "./infra.ts";

/** What the data: URL processor gives: the MIME type and the body bytes. */
// https://fetch.spec.whatwg.org/#data-url-struct
export interface DataURL {
  mimeType: MIMEType;
  body: Uint8Array;
}

const DATA_PREFIX = "data:";
const BASE64 = "base64";

/**
 * Processes a `data:` URL: its MIME type (text/plain;charset=US-ASCII when it has none or an invalid one) and
 * its body, percent-decoded and then, after `;base64`, base64-decoded. A string is parsed as a URL first.
 * Returns null for a string that is not a URL, a URL whose scheme is not `data`, a URL without a comma, and
 * base64 that does not decode. Throws a TypeError for anything but a string or a URL record.
 */
export function parseDataURL(input: string | URLRecord): DataURL | null {
  let url: URLRecord | null;
  if (typeof input === "string") url = parseURL(input);
  else if (typeof input === "object" && input !== null) url = input;
  else
    throw new TypeError(
      `parseDataURL: expected a string or a URL record, got ${input === null ? "null" : typeof input}`,
    );
  return url === null ? null : dataURLProcessor(url);
}

/** The data: URL processor, for any URL record: null unless its scheme is `data`. */
// https://fetch.spec.whatwg.org/#data-url-processor
function dataURLProcessor(dataURL: URLRecord): DataURL | null {
  const input = serializeURL(dataURL, { excludeFragment: true });
  if (dataURL.scheme !== "data") return null;
  const comma = input.indexOf(",", DATA_PREFIX.length);
  if (comma === -1) return null;
  let mimeType = stripLeadingAndTrailingASCIIWhitespace(input.slice(DATA_PREFIX.length, comma));
  const bodyStart = comma + 1;
  let body: Uint8Array | null;
  const base64Start = base64ParameterStart(mimeType);
  if (base64Start === -1) {
    body = percentDecode(input.slice(bodyStart));
  } else {
    // The isomorphic decode of the percent-decoding: without a "%", that is the (ASCII) encoded body itself,
    // decoded where it is.
    if (input.indexOf("%", bodyStart) === -1) {
      body = forgivingBase64DecodeRange(input, bodyStart, input.length);
    } else {
      const stringBody = isomorphicDecode(percentDecode(input.slice(bodyStart)));
      body = forgivingBase64DecodeRange(stringBody, 0, stringBody.length);
    }
    if (body === null) return null;
    mimeType = mimeType.slice(0, base64Start);
  }
  if (mimeType.startsWith(";")) mimeType = `text/plain${mimeType}`;
  return { mimeType: parseMIMEType(mimeType) ?? defaultMIMEType(), body };
}

/**
 * Where `mimeType` ends in U+003B (;), zero or more U+0020 SPACE and an ASCII case-insensitive "base64": the
 * index of that U+003B, else -1. The standard's "remove the last 6 code points, trailing spaces and the last
 * U+003B" then leaves `mimeType.slice(0, index)`.
 */
function base64ParameterStart(mimeType: string): number {
  let index = mimeType.length - BASE64.length;
  // A URL serialization is ASCII, so toLowerCase is ASCII lowercase here.
  if (index < 1 || mimeType.slice(index).toLowerCase() !== BASE64) return -1;
  do index--;
  while (index > 0 && mimeType.charCodeAt(index) === CodePoint.Space);
  return mimeType.charCodeAt(index) === CodePoint.Semicolon ? index : -1;
}

/** text/plain;charset=US-ASCII, a new record each time (the caller may change it). */
function defaultMIMEType(): MIMEType {
  const mimeType = new MIMEType("text", "plain");
  mimeType.parameters.set("charset", "US-ASCII");
  return mimeType;
}
