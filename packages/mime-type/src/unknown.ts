import { archiveTypePatternMatchingAlgorithm } from "./archive.ts";
import { audioOrVideoTypePatternMatchingAlgorithm } from "./audio-video.ts";
import { containsBinaryDataBytes, UTF8_BOM, UTF16BE_BOM, UTF16LE_BOM } from "./code-points.ts";
import { imageTypePatternMatchingAlgorithm } from "./image.ts";
import type { MIMEType } from "./mime-type.ts";
import { anyBytes, firstMatch, ignoringCase, type PatternRow, row } from "./pattern-matching.ts";
import { checkedBytes, mimeTypeOf, readTheResourceHeader } from "./resource.ts";

const HTML_TAG = { ignoresWhitespace: true, tagTerminated: true };

/** Scriptable MIME types (HTML, XML, PDF): only sniffed with the sniff-scriptable flag set. */
// https://mimesniff.spec.whatwg.org/#rules-for-identifying-an-unknown-mime-type
const SCRIPTABLE_PATTERNS: readonly PatternRow[] = /* @__PURE__ */ (() => [
  // Each string ASCII case-insensitively, after any whitespace bytes and followed by a tag-terminating byte.
  ...[
    "<!DOCTYPE HTML",
    "<HTML",
    "<HEAD",
    "<SCRIPT",
    "<IFRAME",
    "<H1",
    "<DIV",
    "<FONT",
    "<TABLE",
    "<A",
    "<STYLE",
    "<TITLE",
    "<B",
    "<BODY",
    "<BR",
    "<P",
  ].map((tag) => row("text/html", [ignoringCase(tag)], HTML_TAG)),
  // The start of an HTML comment.
  row("text/html", ["<!--"], HTML_TAG),
  row("text/xml", ["<?xml"], { ignoresWhitespace: true }),
  row("application/pdf", ["%PDF-"]),
])();

/** PostScript and the byte order marks: never scriptable, always sniffed. */
// https://mimesniff.spec.whatwg.org/#rules-for-identifying-an-unknown-mime-type
const NON_SCRIPTABLE_PATTERNS: readonly PatternRow[] = /* @__PURE__ */ (() => [
  row("application/postscript", ["%!PS-Adobe-"]),
  // The UTF-16BE, UTF-16LE and UTF-8 byte order marks, then a byte of any value: a BOM alone does not match.
  row("text/plain", [UTF16BE_BOM, anyBytes(2)]),
  row("text/plain", [UTF16LE_BOM, anyBytes(2)]),
  row("text/plain", [UTF8_BOM, anyBytes(1)]),
])();

/**
 * The computed MIME type (an essence) of a resource with no usable supplied MIME type, from its resource header:
 * HTML, XML and PDF only when `sniffScriptable` is set, then PostScript, text with a byte order mark, the image,
 * audio or video and archive signatures, else "text/plain" unless a binary data byte says
 * "application/octet-stream". Fonts are not sniffed here (browsers do not), only in a font context.
 */
// https://mimesniff.spec.whatwg.org/#rules-for-identifying-an-unknown-mime-type
export function rulesForIdentifyingAnUnknownMIMEType(resourceHeader: Uint8Array, sniffScriptable: boolean): string {
  return (
    (sniffScriptable ? firstMatch(resourceHeader, SCRIPTABLE_PATTERNS) : null) ??
    firstMatch(resourceHeader, NON_SCRIPTABLE_PATTERNS) ??
    imageTypePatternMatchingAlgorithm(resourceHeader) ??
    audioOrVideoTypePatternMatchingAlgorithm(resourceHeader) ??
    archiveTypePatternMatchingAlgorithm(resourceHeader) ??
    (containsBinaryDataBytes(resourceHeader) ? "application/octet-stream" : "text/plain")
  );
}

/** What {@link identifyUnknownMIMEType} is told. */
export interface IdentifyUnknownMIMETypeOptions {
  /** The sniff-scriptable flag: whether HTML, XML and PDF may be sniffed (default false, as the standard says). */
  sniffScriptable?: boolean;
}

/**
 * The computed MIME type of a resource whose MIME type is unknown, from its first bytes (only the first 1445 are
 * read): see {@link rulesForIdentifyingAnUnknownMIMEType}. A new MIMEType each call.
 */
// https://mimesniff.spec.whatwg.org/#rules-for-identifying-an-unknown-mime-type
export function identifyUnknownMIMEType(resource: Uint8Array, options: IdentifyUnknownMIMETypeOptions = {}): MIMEType {
  const resourceHeader = readTheResourceHeader(checkedBytes(resource, "identifyUnknownMIMEType"));
  return mimeTypeOf(rulesForIdentifyingAnUnknownMIMEType(resourceHeader, options?.sniffScriptable === true));
}
