// whatwg-mimetype's computedMIMEType over @urlkit/mime-type's MIME type sniffing algorithm: its options turned
// into sniffMIMEType's (the Content-Type value or another supplied MIME type, the no-sniff flag), its MIMEType class
// on the way out.
import { type MIMEType as MIMETypeRecord, parseMIMEType, sniffMIMEType } from "@urlkit/mime-type";
import { adopt, type MIMEType } from "./mime-type.ts";

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
  // A string header is the Content-Type value, which sniffMIMEType parses and checks for the Apache bug. Any other
  // value given (a MIMEType, Node's util.MIMEType) is stringified and parsed, with no Apache bug check; one that does
  // not parse is none.
  let contentType: string | undefined;
  let suppliedMIMEType: MIMETypeRecord | null = null;
  if (typeof contentTypeHeader === "string") contentType = contentTypeHeader;
  else if (contentTypeHeader !== undefined) suppliedMIMEType = parseMIMEType(`${contentTypeHeader}`);
  else if (providedType !== undefined) suppliedMIMEType = parseMIMEType(`${providedType}`);
  // The caller's isSupported sees, and the caller gets back, one adapter for the supplied MIME type. It is made
  // only when one of them needs it: most calls return a sniffed MIME type and never call isSupported.
  let supplied: MIMEType | undefined;
  let suppliedRecord: MIMETypeRecord | undefined;
  const computed = sniffMIMEType(bytes, {
    contentType,
    suppliedMIMEType,
    noSniff: Boolean(noSniff),
    // Left out, sniffMIMEType's own default supports every MIME type, as whatwg-mimetype's does.
    isSupported:
      isSupported === undefined
        ? undefined
        : (record) => {
            suppliedRecord = record;
            supplied ??= adopt(record);
            return Boolean(isSupported(supplied));
          },
  });
  return supplied !== undefined && computed === suppliedRecord ? supplied : adopt(computed);
}
