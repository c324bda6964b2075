import { lengthOf } from "@urlkit/percent-encoding";
import { appendPiece, joinPieces, PIECE_LENGTH } from "@urlkit/percent-encoding/unchecked";
import { codePointClasses } from "./code-points.ts";
import { encodeACELabel, hasACELabel } from "./punycode.ts";

// Code points that UTS #46 maps to their own toLowerCase() (one code point, itself for a lower-case letter), which it
// marks valid, that are strongly left-to-right (so no domain made of them and ASCII is a Bidi domain name), that are
// not joiners and that no other code point composes with: the letters of Latin-1, Latin Extended-A, Greek, Cyrillic
// and Vietnamese (Latin Extended Additional) in either case, kana, CJK ideographs and Hangul syllables; and ASCII
// letters, digits, hyphens and full stops. Left out: U+0130 (it lowers to two code points), U+0132, U+0133, U+013F,
// U+0140 and U+0149 (mapped to two), U+017F (mapped to "s"), and U+03A3, which toLowerCase() lowers to "ς" at the
// end of a word where UTS #46 maps it to "σ".
// test/idna-fast.test.ts checks every one against tr46.
const SELF_MAPPED_VALID =
  /^[a-zA-Z\d\-.\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u012f\u0131\u0134-\u013e\u0141-\u0148\u014a-\u017e\u0386\u0388-\u038a\u038c\u038e-\u03a1\u03a4-\u03ce\u0400-\u0481\u048a-\u04ff\u1ea0-\u1eff\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff\uac00-\ud7a3]*$/;

// Code points of Thai and Devanagari that UTS #46 marks valid (so leaves as they are), with ASCII letters, digits,
// hyphens and full stops. Unlike SELF_MAPPED_VALID, they include combining marks: a domain of them is taken only when
// it is in NFC and no label starts with a mark (which UTS #46 rejects). All are left-to-right or marks.
const VALID_WITH_MARKS =
  /^[a-zA-Z\d\-.\u0900-\u0950\u0955-\u0957\u0960-\u0963\u0966-\u097f\u0e01-\u0e32\u0e34-\u0e3a\u0e40-\u0e5b]*$/;

// A label that starts with a combining mark (General_Category=Mark).
const LEADING_MARK = /(?:^|\.)\p{M}/u;

/** Whether `domain` is made of VALID_WITH_MARKS code points, in NFC, with no label that starts with a mark. */
function isValidWithMarks(domain: string): boolean {
  return VALID_WITH_MARKS.test(domain) && domain.normalize("NFC") === domain && !LEADING_MARK.test(domain);
}

/**
 * Unicode ToASCII of a domain made only of code points that UTS #46 lowers or leaves as they are (SELF_MAPPED_VALID,
 * or VALID_WITH_MARKS in NFC), with no Punycode label of its own to validate: each non-ASCII label Punycode-encoded,
 * which is all ToASCII does to such a domain. `undefined` for any other domain, which full processing must decide.
 */
// https://www.unicode.org/reports/tr46/#ToASCII
export function selfMappedToASCII(domain: string): string | undefined {
  if (!SELF_MAPPED_VALID.test(domain) && !isValidWithMarks(domain)) return undefined;
  // UTS #46 maps each upper-case letter of such a domain to its lower case.
  const lowered = domain.toLowerCase();
  if (hasACELabel(lowered)) return undefined;
  // Each label with a code point above ASCII becomes its ACE form; the rest is copied as it is. `ascii` gets two
  // pieces per such label; past PIECE_LENGTH code units (only domains longer than DNS allows) it goes to `pieces` (see
  // appendPiece).
  let pieces: string[] | undefined;
  let ascii = "";
  let copied = 0;
  const length = lengthOf(lowered);
  for (let start = 0; start <= length; ) {
    let end = lowered.indexOf(".", start);
    if (end < 0) end = length;
    const label = lowered.slice(start, end);
    if (codePointClasses(label) < 0) {
      const encoded = encodeACELabel(label);
      // A label long enough to overflow Punycode's arithmetic: full processing reports the error.
      if (encoded === null) return undefined;
      ascii += lowered.slice(copied, start) + encoded;
      copied = end;
      if (ascii.length > PIECE_LENGTH) {
        pieces = appendPiece(pieces, ascii);
        ascii = "";
      }
    }
    start = end + 1;
  }
  return joinPieces(pieces) + ascii + lowered.slice(copied);
}
