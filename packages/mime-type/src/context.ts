// Context-specific sniffing: where only images, only audio or video, or only fonts are of use, the bytes are
// matched against those signatures alone. The other contexts the standard lists are still open questions in it
// (browsing, style, script) or fixed answers (text track: text/vtt), and have no entry point here.
import { audioOrVideoTypePatternMatchingAlgorithm } from "./audio-video.ts";
import { fontTypePatternMatchingAlgorithm } from "./font.ts";
import { isXMLMIMEType } from "./groups.ts";
import { imageTypePatternMatchingAlgorithm } from "./image.ts";
import type { MIMEType } from "./mime-type.ts";
import { checkedBytes, checkedSuppliedMIMEType, matchedMIMEType, readTheResourceHeader } from "./resource.ts";

/** An XML supplied MIME type as is, else the signature the resource header matches, else the supplied MIME type. */
function sniffSpecifically(
  caller: string,
  match: (input: Uint8Array) => string | null,
  resource: Uint8Array,
  suppliedMIMEType: MIMEType | string | null | undefined,
): MIMEType | null {
  const resourceHeader = readTheResourceHeader(checkedBytes(resource, caller));
  const supplied = checkedSuppliedMIMEType(suppliedMIMEType, `${caller}: suppliedMIMEType`);
  if (supplied !== null && isXMLMIMEType(supplied)) return supplied;
  return matchedMIMEType(match(resourceHeader)) ?? supplied;
}

/**
 * The computed MIME type of a resource used as an image (`<img>`, CSS images): an XML supplied MIME type (SVG)
 * as is, else the image signature the bytes match, else the supplied MIME type (null when there is none).
 */
// https://mimesniff.spec.whatwg.org/#rules-for-sniffing-images-specifically
export function sniffImageMIMEType(resource: Uint8Array, suppliedMIMEType?: MIMEType | string | null): MIMEType | null {
  return sniffSpecifically("sniffImageMIMEType", imageTypePatternMatchingAlgorithm, resource, suppliedMIMEType);
}

/** Like {@link sniffImageMIMEType}, for a resource used as audio or video (`<audio>`, `<video>`). */
// https://mimesniff.spec.whatwg.org/#rules-for-sniffing-audio-and-video-specifically
export function sniffAudioOrVideoMIMEType(
  resource: Uint8Array,
  suppliedMIMEType?: MIMEType | string | null,
): MIMEType | null {
  return sniffSpecifically(
    "sniffAudioOrVideoMIMEType",
    audioOrVideoTypePatternMatchingAlgorithm,
    resource,
    suppliedMIMEType,
  );
}

/** Like {@link sniffImageMIMEType}, for a resource used as a font (`@font-face`). */
// https://mimesniff.spec.whatwg.org/#rules-for-sniffing-fonts-specifically
export function sniffFontMIMEType(resource: Uint8Array, suppliedMIMEType?: MIMEType | string | null): MIMEType | null {
  return sniffSpecifically("sniffFontMIMEType", fontTypePatternMatchingAlgorithm, resource, suppliedMIMEType);
}
