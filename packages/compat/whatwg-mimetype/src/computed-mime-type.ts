// whatwg-mimetype's computedMIMEType over @urlkit/mime-type's MIME type sniffing algorithm: its options turned
// into the standard's inputs (the supplied MIME type, the no-sniff and check-for-apache-bug flags), its MIMEType
// class on the way out.
import { type MIMEType as MIMETypeRecord, parseMIMEType, sniffMIMEType } from "@urlkit/mime-type";
import { adopt, type MIMEType } from "./mime-type.ts";

/** The Content-Type values whatwg-mimetype checks for the Apache bug: the standard's four, compared as strings. */
const APACHE_BUG_VALUES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "text/plain",
  "text/plain; charset=ISO-8859-1",
  "text/plain; charset=iso-8859-1",
  "text/plain; charset=UTF-8",
]);

export interface ComputedMIMETypeOptions {
  contentTypeHeader?: unknown;
  providedType?: unknown;
  noSniff?: boolean;
  isSupported?: (mimeType: MIMEType) => boolean;
}

const supportsEverything = () => true;

export function computedMIMEType(
  resource: Uint8Array,
  { contentTypeHeader, providedType, noSniff = false, isSupported = supportsEverything }: ComputedMIMETypeOptions = {},
): MIMEType {
  // whatwg-mimetype reads `length` and `subarray` only: an array of bytes works there too.
  const bytes = resource instanceof Uint8Array ? resource : Uint8Array.from(resource);
  let record: MIMETypeRecord | null = null;
  let checkForApacheBug = false;
  // A value given is stringified (a MIMEType, Node's util.MIMEType) and parsed; one that does not parse is none.
  if (contentTypeHeader !== undefined) {
    record = parseMIMEType(`${contentTypeHeader}`);
    checkForApacheBug =
      record !== null && typeof contentTypeHeader === "string" && APACHE_BUG_VALUES.has(contentTypeHeader);
  } else if (providedType !== undefined) {
    record = parseMIMEType(`${providedType}`);
  }
  // The caller's isSupported sees, and the caller gets back, one adapter for the supplied MIME type.
  const supplied = record === null ? null : adopt(record);
  const computed = sniffMIMEType(bytes, {
    suppliedMIMEType: record,
    noSniff: Boolean(noSniff),
    checkForApacheBug,
    isSupported: () => Boolean(isSupported(supplied as MIMEType)),
  });
  return computed === record && supplied !== null ? supplied : adopt(computed);
}
