// data-urls' two entry points over @urlkit/data-url's data: URL processor: the string is parsed by
// @urlkit/parser, a whatwg-url record is assembled into ours, and the MIME type comes out as
// @urlkit/whatwg-mimetype's MIMEType.
import { parseDataURL } from "@urlkit/data-url";
import { serializeIPv4, serializeIPv6 } from "@urlkit/host";
import type { MIMEType as MIMETypeRecord } from "@urlkit/mime-type";
import { parseURL, recordFromComponents } from "@urlkit/parser";
import { MIMEType } from "@urlkit/whatwg-mimetype";

/** What data-urls gives for a data: URL: a whatwg-mimetype MIMEType and the body's bytes. */
export interface DataURL {
  mimeType: MIMEType;
  body: Uint8Array;
}

/** A URL record as whatwg-url's parseURL gives it (a plain object): the host as a string, an IPv4 number or an IPv6 array. */
export interface WhatwgURLRecord {
  scheme: string;
  username: string;
  password: string;
  host: string | number | readonly number[] | null;
  port: number | null;
  path: string | readonly string[];
  query: string | null;
  fragment: string | null;
}

/**
 * The key under which @urlkit/whatwg-mimetype's constructor takes a record it need not parse again (a registered
 * symbol, so that the two packages share it without a further export).
 */
const ADOPT_RECORD = Symbol.for("@urlkit/whatwg-mimetype: adopt record");

function adopt(record: MIMETypeRecord): MIMEType {
  return new MIMEType({ [ADOPT_RECORD]: record } as unknown as string);
}

/** The MIME type and body of a data: URL string, or null (not a URL, not data:, no comma, bad base64). */
export function dataURLs(stringInput: string): DataURL | null {
  // whatwg-url's parseURL converts its input no further than the string operations it does on it.
  const url = parseURL(stringInput);
  if (url === null) return null;
  const result = parseDataURL(url);
  return result === null ? null : { mimeType: adopt(result.mimeType), body: result.body };
}

/** The same for a record whatwg-url parsed: null unless its scheme is data. */
export function fromURLRecord(urlRecord: WhatwgURLRecord): DataURL | null {
  if (urlRecord.scheme !== "data") return null;
  const { host } = urlRecord;
  const record = recordFromComponents({
    scheme: urlRecord.scheme,
    username: urlRecord.username,
    password: urlRecord.password,
    host:
      typeof host === "number"
        ? serializeIPv4(host)
        : Array.isArray(host)
          ? `[${serializeIPv6(host)}]`
          : (host as string | null),
    port: urlRecord.port,
    path: urlRecord.path,
    query: urlRecord.query,
    fragment: urlRecord.fragment,
  });
  const result = parseDataURL(record);
  return result === null ? null : { mimeType: adopt(result.mimeType), body: result.body };
}
