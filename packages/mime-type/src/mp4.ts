// Signature for MP4: an ISO base media file whose first box is "ftyp" and names an "mp4" brand.

import { asciiBytes, bytesAt } from "./pattern-matching.ts";

const FTYP = /* @__PURE__ */ asciiBytes("ftyp");
const MP4 = /* @__PURE__ */ asciiBytes("mp4");

/**
 * Whether `sequence` starts with an "ftyp" box, no longer than `sequence` and a multiple of 4 bytes, whose major
 * brand or one of whose compatible brands starts with "mp4".
 */
// https://mimesniff.spec.whatwg.org/#matches-the-signature-for-mp4
export function matchesTheSignatureForMP4(sequence: Uint8Array): boolean {
  const length = sequence.length;
  if (length < 12) return false;
  // A 32-bit unsigned big-endian integer (>>> 0 keeps the top bit from making it negative).
  const boxSize = ((sequence[0] << 24) | (sequence[1] << 16) | (sequence[2] << 8) | sequence[3]) >>> 0;
  if (length < boxSize || boxSize % 4 !== 0) return false;
  if (!bytesAt(sequence, 4, FTYP)) return false;
  if (bytesAt(sequence, 8, MP4)) return true;
  // 12 to 15 are the major brand's version; the compatible brands follow, 4 bytes each.
  for (let bytesRead = 16; bytesRead < boxSize; bytesRead += 4) {
    if (bytesAt(sequence, bytesRead, MP4)) return true;
  }
  return false;
}
