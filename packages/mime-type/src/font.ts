import type { MIMEType } from "./mime-type.ts";
import { anyBytes, firstMatch, type PatternRow, row } from "./pattern-matching.ts";
import { checkedBytes, matchedMIMEType } from "./resource.ts";

// https://mimesniff.spec.whatwg.org/#matching-a-font-type-pattern
const FONT_PATTERNS: readonly PatternRow[] = /* @__PURE__ */ (() => [
  // 34 bytes followed by "LP", the Embedded OpenType signature.
  row("application/vnd.ms-fontobject", [anyBytes(34), "LP"]),
  // The version number 1.0 in 4 bytes, a TrueType signature.
  row("font/ttf", [[0x00, 0x01, 0x00, 0x00]]),
  row("font/otf", ["OTTO"]),
  row("font/collection", ["ttcf"]),
  row("font/woff", ["wOFF"]),
  row("font/woff2", ["wOF2"]),
])();

/** The font MIME type (an essence) whose signature `input` starts with, or null. */
// https://mimesniff.spec.whatwg.org/#font-type-pattern-matching-algorithm
export function fontTypePatternMatchingAlgorithm(input: Uint8Array): string | null {
  return firstMatch(input, FONT_PATTERNS);
}

/** The font MIME type whose signature \`input\` has (EOT, TrueType, OpenType, TrueType Collection, WOFF, WOFF 2), or null. */
export function matchFontTypePattern(input: Uint8Array): MIMEType | null {
  return matchedMIMEType(fontTypePatternMatchingAlgorithm(checkedBytes(input, "matchFontTypePattern")));
}
