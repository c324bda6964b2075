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

export function computedMIMEType(
  resource: Uint8Array,
  { contentTypeHeader, providedType, noSniff = false, isSupported }: ComputedMIMETypeOptions = {},
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
  // The caller's isSupported sees, and the caller gets back, one adapter for the supplied MIME type. It is made
  // only when one of them needs it: most calls return a sniffed MIME type and never call isSupported.
  let supplied: MIMEType | undefined;
  const computed = sniffMIMEType(bytes, {
    suppliedMIMEType: record,
    noSniff: Boolean(noSniff),
    checkForApacheBug,
    // Left out, sniffMIMEType's own default supports every MIME type, as whatwg-mimetype's does.
    isSupported:
      isSupported === undefined
        ? undefined
        : (suppliedMIMEType) => Boolean(isSupported((supplied ??= adopt(suppliedMIMEType)))),
  });
  return computed === record && supplied !== undefined ? supplied : adopt(computed);
}
