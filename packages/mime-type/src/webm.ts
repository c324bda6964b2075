// Signature for WebM: an EBML header whose DocType element, within its first 38 bytes, is "webm".
import { asciiBytes, bytesAt } from "./pattern-matching.ts";

const EBML_HEADER: readonly number[] = [0x1a, 0x45, 0xdf, 0xa3];
/** The EBML ID of the DocType element. */
const DOC_TYPE_ID: readonly number[] = [0x42, 0x82];
const WEBM = /* @__PURE__ */ asciiBytes("webm");
const MAX_VINT_LENGTH = 8;
/** The byte a padded sequence may start with, any number of times. */
const PADDING = 0x00;

/**
 * Whether `sequence` starts with the EBML header and, somewhere in bytes 4 to 37, a DocType element whose value
 * (after its size, a vint, and any padding 0x00 bytes) is "webm".
 */
// https://mimesniff.spec.whatwg.org/#matches-the-signature-for-webm
export function matchesTheSignatureForWebM(sequence: Uint8Array): boolean {
  const length = sequence.length;
  if (!bytesAt(sequence, 0, EBML_HEADER)) return false;
  let iter = 4;
  while (iter < length && iter < 38) {
    if (bytesAt(sequence, iter, DOC_TYPE_ID)) {
      iter += 2;
      if (iter >= length) return false;
      iter += parseAVint(sequence, iter);
      if (iter >= length - 4) return false;
      if (matchingAPaddedSequence(sequence, iter, WEBM)) return true;
    }
    iter++;
  }
  return false;
}

/**
 * The number size of the vint at `sequence[iter]`: one more than the count of its leading zero bits, at most 8
 * and less than the length of `sequence`. The standard's text reads from index 0 whatever `iter` is
 * (whatwg/mimesniff#167) and goes on to compute the number, which its one caller does not use
 * (whatwg/mimesniff#146): this reads at `iter` and stops at the size.
 */
// https://mimesniff.spec.whatwg.org/#parse-a-vint
function parseAVint(sequence: Uint8Array, iter: number): number {
  let mask = 0x80;
  let numberSize = 1;
  while (numberSize < MAX_VINT_LENGTH && numberSize < sequence.length) {
    if ((sequence[iter] & mask) !== 0) break;
    mask >>= 1;
    numberSize++;
  }
  return numberSize;
}

/** Whether `pattern` is in `sequence` from `offset` on, after any number of 0x00 bytes. */
// https://mimesniff.spec.whatwg.org/#matching-a-padded-sequence
function matchingAPaddedSequence(sequence: Uint8Array, offset: number, pattern: Uint8Array): boolean {
  while (offset < sequence.length && sequence[offset] === PADDING) offset++;
  return bytesAt(sequence, offset, pattern);
}
