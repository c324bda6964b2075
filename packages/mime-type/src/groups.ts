// The MIME type groups: predicates over a parsed MIME type's type, subtype and essence.
import { asciiLowercase } from "./code-points.ts";
import { checkedMIMEType, describe, type MIMEType } from "./mime-type.ts";

const FONT_ESSENCES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "application/font-cff",
  "application/font-otf",
  "application/font-sfnt",
  "application/font-ttf",
  "application/font-woff",
  "application/vnd.ms-fontobject",
  "application/vnd.ms-opentype",
]);

const ARCHIVE_ESSENCES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "application/x-rar-compressed",
  "application/zip",
  "application/x-gzip",
]);

const JAVASCRIPT_ESSENCES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

// https://mimesniff.spec.whatwg.org/#image-mime-type
export function isImageMIMEType(mimeType: MIMEType): boolean {
  return checkedMIMEType(mimeType, "isImageMIMEType").type === "image";
}

// https://mimesniff.spec.whatwg.org/#audio-or-video-mime-type
export function isAudioOrVideoMIMEType(mimeType: MIMEType): boolean {
  const type = checkedMIMEType(mimeType, "isAudioOrVideoMIMEType").type;
  return type === "audio" || type === "video" || mimeType.essence === "application/ogg";
}

// https://mimesniff.spec.whatwg.org/#font-mime-type
export function isFontMIMEType(mimeType: MIMEType): boolean {
  return checkedMIMEType(mimeType, "isFontMIMEType").type === "font" || FONT_ESSENCES.has(mimeType.essence);
}

// https://mimesniff.spec.whatwg.org/#zip-based-mime-type
export function isZIPBasedMIMEType(mimeType: MIMEType): boolean {
  const subtype = checkedMIMEType(mimeType, "isZIPBasedMIMEType").subtype;
  return subtype.endsWith("+zip") || mimeType.essence === "application/zip";
}

// https://mimesniff.spec.whatwg.org/#archive-mime-type
export function isArchiveMIMEType(mimeType: MIMEType): boolean {
  return ARCHIVE_ESSENCES.has(checkedMIMEType(mimeType, "isArchiveMIMEType").essence);
}

// https://mimesniff.spec.whatwg.org/#xml-mime-type
export function isXMLMIMEType(mimeType: MIMEType): boolean {
  const subtype = checkedMIMEType(mimeType, "isXMLMIMEType").subtype;
  const essence = mimeType.essence;
  return subtype.endsWith("+xml") || essence === "text/xml" || essence === "application/xml";
}

// https://mimesniff.spec.whatwg.org/#html-mime-type
export function isHTMLMIMEType(mimeType: MIMEType): boolean {
  return checkedMIMEType(mimeType, "isHTMLMIMEType").essence === "text/html";
}

// https://mimesniff.spec.whatwg.org/#scriptable-mime-type
export function isScriptableMIMEType(mimeType: MIMEType): boolean {
  return isXMLMIMEType(mimeType) || isHTMLMIMEType(mimeType) || mimeType.essence === "application/pdf";
}

// https://mimesniff.spec.whatwg.org/#javascript-mime-type
export function isJavaScriptMIMEType(mimeType: MIMEType): boolean {
  return JAVASCRIPT_ESSENCES.has(checkedMIMEType(mimeType, "isJavaScriptMIMEType").essence);
}

/** Whether `input` is an ASCII case-insensitive match for a JavaScript MIME type's essence (a `type` attribute). */
// https://mimesniff.spec.whatwg.org/#javascript-mime-type-essence-match
export function isJavaScriptMIMETypeEssenceMatch(input: string): boolean {
  if (typeof input !== "string") {
    throw new TypeError(`isJavaScriptMIMETypeEssenceMatch: expected a string, got ${describe(input)}`);
  }
  return JAVASCRIPT_ESSENCES.has(asciiLowercase(input));
}

// https://mimesniff.spec.whatwg.org/#json-mime-type
export function isJSONMIMEType(mimeType: MIMEType): boolean {
  const subtype = checkedMIMEType(mimeType, "isJSONMIMEType").subtype;
  const essence = mimeType.essence;
  return subtype.endsWith("+json") || essence === "application/json" || essence === "text/json";
}
