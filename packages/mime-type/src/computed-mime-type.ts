// Determining the computed MIME type of a resource: the MIME type sniffing algorithm and its public entry point.
import { audioOrVideoTypePatternMatchingAlgorithm } from "./audio-video.ts";
import { isAudioOrVideoMIMEType, isHTMLMIMEType, isImageMIMEType, isXMLMIMEType } from "./groups.ts";
import { imageTypePatternMatchingAlgorithm } from "./image.ts";
import { describe, type MIMEType } from "./mime-type.ts";
import {
  checkedBytes,
  checkedSuppliedMIMEType,
  mimeTypeOf,
  readTheResourceHeader,
  suppliedMIMETypeDetectionAlgorithm,
} from "./resource.ts";
import { rulesForDistinguishingIfAResourceIsTextOrBinary } from "./text-or-binary.ts";
import { rulesForIdentifyingAnUnknownMIMEType } from "./unknown.ts";

/** What {@link sniffMIMEType} knows about a resource besides its bytes. */
export interface SniffMIMETypeOptions {
  /**
   * For a resource fetched over HTTP: the value of its last `Content-Type` header. It is parsed into the supplied
   * MIME type, and when it is exactly `text/plain`, `text/plain; charset=ISO-8859-1`,
   * `text/plain; charset=iso-8859-1` or `text/plain; charset=UTF-8` it sets the check-for-apache-bug flag.
   */
  contentType?: string | null;
  /**
   * For any other resource: the MIME type the file system or the protocol gives (a string is parsed; one that does
   * not parse is no MIME type). Not together with `contentType`.
   */
  suppliedMIMEType?: MIMEType | string | null;
  /** The no-sniff flag (`X-Content-Type-Options: nosniff`, or the user agent's choice): default false. */
  noSniff?: boolean;
  /** The check-for-apache-bug flag, when it is known otherwise than from `contentType`. */
  checkForApacheBug?: boolean;
  /**
   * Whether the user agent supports an image, audio or video MIME type (default: every one): the bytes are only
   * matched against such signatures when the supplied MIME type is supported.
   */
  isSupported?: (mimeType: MIMEType) => boolean;
}

const supportsEverything = () => true;

/**
 * The computed MIME type of a resource from its first bytes (only the first 1445, the resource header, are read)
 * and what was supplied with it. An XML or HTML supplied MIME type is kept; no supplied MIME type (or
 * `unknown/unknown`, `application/unknown`, `*` + `/*`) runs the rules for identifying an unknown MIME type,
 * sniffing HTML, XML and PDF unless `noSniff`; otherwise `noSniff` keeps the supplied MIME type, the Apache bug
 * flag tells text from binary, and a supported image, audio or video MIME type gives way to the signature the
 * bytes match. The supplied MIME type, when it is the answer, is returned as given (or as parsed); a sniffed
 * one is a new MIMEType.
 */
// https://mimesniff.spec.whatwg.org/#mime-type-sniffing-algorithm
export function sniffMIMEType(resource: Uint8Array, options: SniffMIMETypeOptions = {}): MIMEType {
  const resourceHeader = readTheResourceHeader(checkedBytes(resource, "sniffMIMEType"));
  if (typeof options !== "object" || options === null) {
    throw new TypeError(`sniffMIMEType: expected an options object, got ${describe(options)}`);
  }
  const { contentType, noSniff = false, isSupported = supportsEverything } = options;
  let suppliedMIMEType = checkedSuppliedMIMEType(options.suppliedMIMEType, "sniffMIMEType: suppliedMIMEType");
  let checkForApacheBug = false;
  if (contentType !== undefined && contentType !== null) {
    if (typeof contentType !== "string") {
      throw new TypeError(`sniffMIMEType: contentType: expected a string, got ${describe(contentType)}`);
    }
    if (options.suppliedMIMEType !== undefined && options.suppliedMIMEType !== null) {
      throw new TypeError("sniffMIMEType: expected contentType or suppliedMIMEType, got both");
    }
    ({ suppliedMIMEType, checkForApacheBug } = suppliedMIMETypeDetectionAlgorithm(contentType));
  }
  if (options.checkForApacheBug !== undefined) checkForApacheBug = options.checkForApacheBug === true;
  if (typeof isSupported !== "function") {
    throw new TypeError(`sniffMIMEType: isSupported: expected a function, got ${describe(isSupported)}`);
  }
  const computed = mimeTypeSniffingAlgorithm(
    resourceHeader,
    suppliedMIMEType,
    noSniff === true,
    checkForApacheBug,
    isSupported,
  );
  return typeof computed === "string" ? mimeTypeOf(computed) : computed;
}

const UNKNOWN_ESSENCES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "unknown/unknown",
  "application/unknown",
  "*/*",
]);

/** The computed MIME type: the supplied MIME type itself, or the essence the bytes say. */
// https://mimesniff.spec.whatwg.org/#mime-type-sniffing-algorithm
export function mimeTypeSniffingAlgorithm(
  resourceHeader: Uint8Array,
  suppliedMIMEType: MIMEType | null,
  noSniff: boolean,
  checkForApacheBug: boolean,
  isSupported: (mimeType: MIMEType) => boolean,
): MIMEType | string {
  if (suppliedMIMEType !== null && (isXMLMIMEType(suppliedMIMEType) || isHTMLMIMEType(suppliedMIMEType))) {
    return suppliedMIMEType;
  }
  if (suppliedMIMEType === null || UNKNOWN_ESSENCES.has(suppliedMIMEType.essence)) {
    return rulesForIdentifyingAnUnknownMIMEType(resourceHeader, !noSniff);
  }
  if (noSniff) return suppliedMIMEType;
  if (checkForApacheBug) return rulesForDistinguishingIfAResourceIsTextOrBinary(resourceHeader);
  if (isImageMIMEType(suppliedMIMEType) && isSupported(suppliedMIMEType)) {
    const matchedType = imageTypePatternMatchingAlgorithm(resourceHeader);
    if (matchedType !== null) return matchedType;
  }
  if (isAudioOrVideoMIMEType(suppliedMIMEType) && isSupported(suppliedMIMEType)) {
    const matchedType = audioOrVideoTypePatternMatchingAlgorithm(resourceHeader);
    if (matchedType !== null) return matchedType;
  }
  return suppliedMIMEType;
}
