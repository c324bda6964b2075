// Handling a resource: its supplied MIME type, the check-for-apache-bug flag and its resource header.
import { describe, MIMEType } from "./mime-type.ts";
import { parseMIMEType } from "./parsing.ts";

/** How many bytes of a resource the sniffing algorithms read at most. */
// https://mimesniff.spec.whatwg.org/#read-the-resource-header
export const RESOURCE_HEADER_LENGTH = 1445;

/**
 * The `Content-Type` values that old Apache installations sent for files of unknown type, byte for byte: a
 * resource served with one of them may well be binary.
 */
// https://mimesniff.spec.whatwg.org/#check-for-apache-bug-flag
const APACHE_BUG_CONTENT_TYPES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "text/plain",
  "text/plain; charset=ISO-8859-1",
  "text/plain; charset=iso-8859-1",
  "text/plain; charset=UTF-8",
]);

/** The first 1445 bytes of `resource` (a view, not a copy), or all of it when it is shorter. */
// https://mimesniff.spec.whatwg.org/#read-the-resource-header
export function readTheResourceHeader(resource: Uint8Array): Uint8Array {
  return resource.length > RESOURCE_HEADER_LENGTH ? resource.subarray(0, RESOURCE_HEADER_LENGTH) : resource;
}

/** What the supplied MIME type detection algorithm gives: the supplied MIME type (null: undefined) and the flag. */
export interface SuppliedMIMEType {
  suppliedMIMEType: MIMEType | null;
  checkForApacheBug: boolean;
}

/**
 * The supplied MIME type of an HTTP resource whose last `Content-Type` header has the value `contentType`: the
 * value parsed (null when it does not parse), and whether it is exactly one of the four values Apache's bug sends.
 */
// https://mimesniff.spec.whatwg.org/#supplied-mime-type-detection-algorithm
export function suppliedMIMETypeDetectionAlgorithm(contentType: string): SuppliedMIMEType {
  return {
    suppliedMIMEType: parseMIMEType(contentType),
    checkForApacheBug: APACHE_BUG_CONTENT_TYPES.has(contentType),
  };
}

/** A MIME type record for an essence from the sniffing tables (a new one each time: the caller may change it). */
export function mimeTypeOf(essence: string): MIMEType {
  const slash = essence.indexOf("/");
  return new MIMEType(essence.slice(0, slash), essence.slice(slash + 1));
}

/** The MIME type record for a pattern match's essence, or null when nothing matched. */
export function matchedMIMEType(essence: string | null): MIMEType | null {
  return essence === null ? null : mimeTypeOf(essence);
}

/** `resource` when it is a Uint8Array (a Node.js Buffer is one), else a TypeError naming `caller`. */
export function checkedBytes(resource: unknown, caller: string): Uint8Array {
  if (resource instanceof Uint8Array) return resource;
  throw new TypeError(`${caller}: expected a Uint8Array, got ${describe(resource)}`);
}

/** A supplied MIME type given as a MIMEType, a string (parsed: null when it does not parse), null or undefined. */
export function checkedSuppliedMIMEType(value: unknown, caller: string): MIMEType | null {
  if (value === undefined || value === null) return null;
  if (value instanceof MIMEType) return value;
  if (typeof value === "string") return parseMIMEType(value);
  throw new TypeError(`${caller}: expected a MIMEType, a string or null, got ${describe(value)}`);
}
