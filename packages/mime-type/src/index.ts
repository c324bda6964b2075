export { matchArchiveTypePattern } from "./archive.ts";
export { matchAudioOrVideoTypePattern } from "./audio-video.ts";
export {
  asciiLowercase,
  isHTTPQuotedStringTokenCodePoint,
  isHTTPTokenCodePoint,
  solelyHTTPQuotedStringTokenCodePoints,
  solelyHTTPTokenCodePoints,
} from "./code-points.ts";
export { type SniffMIMETypeOptions, sniffMIMEType } from "./computed-mime-type.ts";
export { sniffAudioOrVideoMIMEType, sniffFontMIMEType, sniffImageMIMEType } from "./context.ts";
export { matchFontTypePattern } from "./font.ts";
export {
  isArchiveMIMEType,
  isAudioOrVideoMIMEType,
  isFontMIMEType,
  isHTMLMIMEType,
  isImageMIMEType,
  isJavaScriptMIMEType,
  isJavaScriptMIMETypeEssenceMatch,
  isJSONMIMEType,
  isScriptableMIMEType,
  isXMLMIMEType,
  isZIPBasedMIMEType,
} from "./groups.ts";
export { matchImageTypePattern } from "./image.ts";
export { MIMEType, MIMETypeParameters } from "./mime-type.ts";
export { minimizeMIMEType } from "./miscellaneous.ts";
export { parseMIMEType } from "./parsing.ts";
export { RESOURCE_HEADER_LENGTH } from "./resource.ts";
export { serializeMIMEType } from "./serializing.ts";
export { distinguishTextOrBinary } from "./text-or-binary.ts";
export { type IdentifyUnknownMIMETypeOptions, identifyUnknownMIMEType } from "./unknown.ts";
