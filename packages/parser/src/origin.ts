import { type IDNA, tr46IDNA } from "@urlkit/host";
import { Scheme } from "./url-miscellaneous.ts";
import { parseNew } from "./url-parsing.ts";
import { asRecord, type URLRecord, type URLRecordImpl } from "./url-record.ts";

/** An origin: opaque, or a tuple (scheme, host, port, domain) where host is serialized and domain is always null. */
// https://html.spec.whatwg.org/multipage/browsers.html#concept-origin
export type Origin =
  | { readonly type: "opaque" }
  | {
      readonly type: "tuple";
      readonly scheme: string;
      readonly host: string;
      readonly port: number | null;
      readonly domain: null;
    };

function isTupleScheme(type: number): boolean {
  return (
    type === Scheme.HTTP || type === Scheme.HTTPS || type === Scheme.WS || type === Scheme.WSS || type === Scheme.FTP
  );
}

/** For a blob: URL, the URL its path names when that is an http(s) or file URL, else null. */
function blobPathURL(record: URLRecordImpl, idna: IDNA): URLRecordImpl | null {
  if (record.schemeEnd !== 4 || !record.href.startsWith("blob")) return null;
  const pathURL = parseNew(record.pathname, null, idna, undefined, null);
  if (typeof pathURL === "string") return null;
  const type = pathURL.schemeType;
  return type === Scheme.HTTP || type === Scheme.HTTPS || type === Scheme.FILE ? pathURL : null;
}

/** The URL's origin. A blob: URL (there is no blob URL store here) takes the origin of the URL in its path. */
// https://url.spec.whatwg.org/#concept-url-origin
export function origin(url: URLRecord): Origin {
  let record = asRecord(url, "origin");
  const inner = blobPathURL(record, tr46IDNA);
  if (inner !== null) record = inner;
  if (!isTupleScheme(record.schemeType)) return { type: "opaque" };
  return { type: "tuple", scheme: record.scheme, host: record.hostname, port: record.port, domain: null };
}

/** The serialization of an origin: "null" when opaque, else scheme "://" host [":" port]. */
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
export function serializeAnOrigin(origin: Origin): string {
  if (origin === null || typeof origin !== "object")
    throw new TypeError("serializeAnOrigin: expected an Origin object");
  if (origin.type === "opaque") return "null";
  return origin.port === null
    ? `${origin.scheme}://${origin.host}`
    : `${origin.scheme}://${origin.host}:${origin.port}`;
}

/** The serialization of the URL's origin, without building the Origin object. */
export function serializeOrigin(url: URLRecord): string {
  return serializeOriginUnchecked(asRecord(url, "serializeOrigin"), tr46IDNA);
}

/** {@link serializeOrigin} without the argument check (`@urlkit/parser/unchecked`), with the IDNA implementation given. */
export function serializeOriginUnchecked(url: URLRecord, idna: IDNA): string {
  let record = url as URLRecordImpl;
  const inner = blobPathURL(record, idna);
  if (inner !== null) record = inner;
  if (!isTupleScheme(record.schemeType)) return "null";
  const { href, schemeEnd, hostStart, pathStart } = record;
  if (hostStart === schemeEnd + 3) return href.slice(0, pathStart);
  return `${href.slice(0, schemeEnd + 3)}${href.slice(hostStart, pathStart)}`;
}
