// Whether whatwg-mimetype 5 may answer differently from the standard for a resource header, and why: the two
// places it departs from the standard's text (see knownDeviations in sniffing-corpus.ts).

/** The HTML tags (and comment start) of the standard's scriptable-pattern table, as it writes them. */
export const HTML_TAGS = [
  "<!DOCTYPE HTML",
  "<HTML",
  "<HEAD",
  "<SCRIPT",
  "<IFRAME",
  "<H1",
  "<DIV",
  "<FONT",
  "<TABLE",
  "<A",
  "<STYLE",
  "<TITLE",
  "<B",
  "<BODY",
  "<BR",
  "<P",
  "<!--",
];

/** A reason when `header` has one of whatwg-mimetype's departures in it, else null. */
export function whatwgMIMETypeDeviation(header: Uint8Array): string | null {
  let start = 0;
  while (start < header.length && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(header[start])) start++;
  const text = String.fromCharCode(...header.subarray(start, start + 16)).toUpperCase();
  for (const tag of HTML_TAGS) {
    if (!text.startsWith(tag) || text.length <= tag.length) continue;
    const next = text.charCodeAt(tag.length);
    // A byte its mask 0xE1 lets through as a tag-terminating byte that the standard does not.
    if ((next & 0xe1) === 0x20 && next !== 0x20 && next !== 0x3e) return "tag-terminating byte mask";
  }
  if (String.fromCharCode(...header.subarray(4, 8)) === "ftyp") return "MP4 brand list";
  return null;
}
