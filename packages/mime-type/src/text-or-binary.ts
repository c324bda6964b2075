import { containsBinaryDataBytes, UTF8_BOM, UTF16BE_BOM, UTF16LE_BOM } from "./code-points.ts";
import type { MIMEType } from "./mime-type.ts";
import { bytesAt } from "./pattern-matching.ts";
import { checkedBytes, mimeTypeOf, readTheResourceHeader } from "./resource.ts";

/**
 * Whether a resource served as plain text is binary: "text/plain" (an essence) for a UTF-16 or UTF-8 byte order
 * mark or a header without binary data bytes, else "application/octet-stream". Never a scriptable MIME type.
 */
// https://mimesniff.spec.whatwg.org/#rules-for-text-or-binary
export function rulesForDistinguishingIfAResourceIsTextOrBinary(resourceHeader: Uint8Array): string {
  if (
    bytesAt(resourceHeader, 0, UTF16BE_BOM) ||
    bytesAt(resourceHeader, 0, UTF16LE_BOM) ||
    bytesAt(resourceHeader, 0, UTF8_BOM) ||
    !containsBinaryDataBytes(resourceHeader)
  ) {
    return "text/plain";
  }
  return "application/octet-stream";
}

/**
 * text/plain or application/octet-stream for a resource labelled as plain text, from its first bytes (only the
 * first 1445 are read). A new MIMEType each call.
 */
// https://mimesniff.spec.whatwg.org/#rules-for-text-or-binary
export function distinguishTextOrBinary(resource: Uint8Array): MIMEType {
  const resourceHeader = readTheResourceHeader(checkedBytes(resource, "distinguishTextOrBinary"));
  return mimeTypeOf(rulesForDistinguishingIfAResourceIsTextOrBinary(resourceHeader));
}
