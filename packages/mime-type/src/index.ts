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
export { MIMEType, MIMETypeParameters } from "./mime-type.ts";
export { minimizeMIMEType } from "./miscellaneous.ts";
export { parseMIMEType } from "./parsing.ts";
export { serializeMIMEType } from "./serializing.ts";
