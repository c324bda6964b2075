import type { MIMEType } from "./mime-type.ts";
import { firstMatch, type PatternRow, row } from "./pattern-matching.ts";
import { checkedBytes, matchedMIMEType } from "./resource.ts";

// https://mimesniff.spec.whatwg.org/#matching-an-archive-type-pattern
const ARCHIVE_PATTERNS: readonly PatternRow[] = /* @__PURE__ */ (() => [
  // The GZIP signature with 0x08, deflate compression.
  row("application/x-gzip", [[0x1f, 0x8b, 0x08]]),
  // "PK" followed by ETX EOT.
  row("application/zip", ["PK", [0x03, 0x04]]),
  // "Rar!" followed by SUB BEL NUL, the RAR 4.x signature.
  row("application/x-rar-compressed", ["Rar!", [0x1a, 0x07, 0x00]]),
])();

/** The archive MIME type (an essence) whose signature `input` starts with, or null. */
// https://mimesniff.spec.whatwg.org/#archive-type-pattern-matching-algorithm
export function archiveTypePatternMatchingAlgorithm(input: Uint8Array): string | null {
  return firstMatch(input, ARCHIVE_PATTERNS);
}

/** The archive MIME type whose signature \`input\` starts with (GZIP, ZIP, RAR 4), or null. */
export function matchArchiveTypePattern(input: Uint8Array): MIMEType | null {
  return matchedMIMEType(archiveTypePatternMatchingAlgorithm(checkedBytes(input, "matchArchiveTypePattern")));
}
