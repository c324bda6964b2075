import type { MIMEType } from "./mime-type.ts";
import { anyBytes, firstMatch, type PatternRow, row } from "./pattern-matching.ts";
import { checkedBytes, matchedMIMEType } from "./resource.ts";

// https://mimesniff.spec.whatwg.org/#matching-an-image-type-pattern
const IMAGE_PATTERNS: readonly PatternRow[] = /* @__PURE__ */ (() => [
  // A Windows Icon signature, then a Windows Cursor signature.
  row("image/x-icon", [[0x00, 0x00, 0x01, 0x00]]),
  row("image/x-icon", [[0x00, 0x00, 0x02, 0x00]]),
  row("image/bmp", ["BM"]),
  row("image/gif", ["GIF87a"]),
  row("image/gif", ["GIF89a"]),
  row("image/webp", ["RIFF", anyBytes(4), "WEBPVP"]),
  // An error-checking byte, "PNG", then CR LF SUB LF.
  row("image/png", [[0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]]),
  // The JPEG Start of Image marker followed by the first byte of another marker.
  row("image/jpeg", [[0xff, 0xd8, 0xff]]),
])();

/** The image MIME type (an essence) whose signature `input` starts with, or null. */
// https://mimesniff.spec.whatwg.org/#image-type-pattern-matching-algorithm
export function imageTypePatternMatchingAlgorithm(input: Uint8Array): string | null {
  return firstMatch(input, IMAGE_PATTERNS);
}

/** The image MIME type whose signature \`input\` starts with (BMP, GIF, ICO, JPEG, PNG, WebP), or null. */
export function matchImageTypePattern(input: Uint8Array): MIMEType | null {
  return matchedMIMEType(imageTypePatternMatchingAlgorithm(checkedBytes(input, "matchImageTypePattern")));
}
