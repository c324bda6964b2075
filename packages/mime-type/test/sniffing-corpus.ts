// Resource headers for the sniffing tests: a signature of every type the MIME Sniffing Standard lists, with the
// MIME type its own pattern table gives, and the variants the differential tests run (truncated, shifted, with
// text or binary after it), shared with the whatwg-mimetype drop-in's tests.

import { HTML_TAGS } from "./sniffing-deviations.ts";

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

/** A byte sequence from strings (their code points, each below 0x100) and byte lists. */
export function bytes(...parts: (string | ArrayLike<number>)[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? ascii(part) : Array.from(part))));
}

/** Which table a signature is in, which decides where the sniffing algorithms look for it. */
export type Table = "scriptable" | "non-scriptable" | "image" | "audio-video" | "font" | "archive";

export interface Signature {
  name: string;
  table: Table;
  header: Uint8Array;
  essence: string;
}

/** An MPEG-1 layer III frame header (128 kbit/s, 44.1 kHz, no padding) and its frame: 417 bytes. */
const MP3_FRAME_HEADER = [0xff, 0xfb, 0x90, 0x00];
const mp3Frames = (count: number) => {
  const frame = new Uint8Array(417);
  frame.set(MP3_FRAME_HEADER);
  return bytes(...Array.from({ length: count }, () => [...frame]));
};

/** An "ftyp" box of `size` bytes with the major brand and compatible brands given. */
const ftyp = (major: string, compatible: string[] = [], size = 16 + 4 * compatible.length) =>
  bytes([0, 0, size >> 8, size & 0xff], "ftyp", major, [0, 0, 0, 0], ...compatible);

/** An EBML header whose DocType element holds `docType` after the size byte `size` and `padding` zero bytes. */
const ebml = (docType: string, size = 0x84, padding = 0) =>
  bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f],
    [0x42, 0x86, 0x81, 0x01],
    [0x42, 0x82, size],
    new Array(padding).fill(0),
    docType,
    [0x42, 0x87],
  );

export const signatures: Signature[] = [
  // The tags as the standard writes them, and two in lower case (they match ignoring case).
  ...[...HTML_TAGS, "<!doctype html", "<html"].flatMap((tag): Signature[] => [
    { name: `${tag} + space`, table: "scriptable", header: bytes(tag, " "), essence: "text/html" },
    { name: `${tag} + >`, table: "scriptable", header: bytes(tag, ">"), essence: "text/html" },
  ]),
  { name: "<?xml", table: "scriptable", header: bytes("<?xml version='1.0'?>"), essence: "text/xml" },
  { name: "%PDF-", table: "scriptable", header: bytes("%PDF-1.7\n"), essence: "application/pdf" },
  {
    name: "%!PS-Adobe-",
    table: "non-scriptable",
    header: bytes("%!PS-Adobe-3.0\n"),
    essence: "application/postscript",
  },
  { name: "UTF-16BE BOM", table: "non-scriptable", header: bytes([0xfe, 0xff, 0, 0x41]), essence: "text/plain" },
  { name: "UTF-16LE BOM", table: "non-scriptable", header: bytes([0xff, 0xfe, 0x41, 0]), essence: "text/plain" },
  { name: "UTF-8 BOM", table: "non-scriptable", header: bytes([0xef, 0xbb, 0xbf, 0x41]), essence: "text/plain" },
  { name: "Windows Icon", table: "image", header: bytes([0, 0, 1, 0, 1, 0]), essence: "image/x-icon" },
  { name: "Windows Cursor", table: "image", header: bytes([0, 0, 2, 0, 1, 0]), essence: "image/x-icon" },
  { name: "BMP", table: "image", header: bytes("BM", [0x36, 0, 0, 0]), essence: "image/bmp" },
  { name: "GIF87a", table: "image", header: bytes("GIF87a", [1, 0, 1, 0]), essence: "image/gif" },
  { name: "GIF89a", table: "image", header: bytes("GIF89a", [1, 0, 1, 0]), essence: "image/gif" },
  { name: "WebP", table: "image", header: bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), essence: "image/webp" },
  {
    name: "PNG",
    table: "image",
    header: bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    essence: "image/png",
  },
  { name: "JPEG", table: "image", header: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"), essence: "image/jpeg" },
  { name: "AIFF", table: "audio-video", header: bytes("FORM", [0, 0, 0, 0x2e], "AIFF"), essence: "audio/aiff" },
  { name: "ID3 MP3", table: "audio-video", header: bytes("ID3", [4, 0, 0, 0, 0, 0, 0]), essence: "audio/mpeg" },
  { name: "Ogg", table: "audio-video", header: bytes("OggS", [0, 2]), essence: "application/ogg" },
  { name: "MIDI", table: "audio-video", header: bytes("MThd", [0, 0, 0, 6, 0, 1]), essence: "audio/midi" },
  { name: "AVI", table: "audio-video", header: bytes("RIFF", [0x24, 0, 0, 0], "AVI LIST"), essence: "video/avi" },
  { name: "WAVE", table: "audio-video", header: bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "), essence: "audio/wave" },
  { name: "MP4, major brand mp42", table: "audio-video", header: ftyp("mp42", ["isom", "mp42"]), essence: "video/mp4" },
  { name: "MP4, major brand mp41", table: "audio-video", header: ftyp("mp41"), essence: "video/mp4" },
  {
    name: "MP4, compatible brand mp41",
    table: "audio-video",
    header: ftyp("M4V ", ["M4A ", "mp41"]),
    essence: "video/mp4",
  },
  { name: "WebM", table: "audio-video", header: ebml("webm"), essence: "video/webm" },
  { name: "WebM, 2-byte size vint", table: "audio-video", header: ebml("webm", 0x40, 1), essence: "video/webm" },
  { name: "WebM, padded DocType", table: "audio-video", header: ebml("webm", 0x86, 2), essence: "video/webm" },
  { name: "MP3 without ID3", table: "audio-video", header: mp3Frames(2), essence: "audio/mpeg" },
  {
    name: "EOT",
    table: "font",
    header: bytes(new Array(34).fill(1), "LP", [1, 0]),
    essence: "application/vnd.ms-fontobject",
  },
  { name: "TrueType", table: "font", header: bytes([0, 1, 0, 0, 0, 0x0e]), essence: "font/ttf" },
  { name: "OpenType", table: "font", header: bytes("OTTO", [0, 0x0e]), essence: "font/otf" },
  { name: "TrueType Collection", table: "font", header: bytes("ttcf", [0, 1, 0, 0]), essence: "font/collection" },
  { name: "WOFF", table: "font", header: bytes("wOFF", [0, 1, 0, 0]), essence: "font/woff" },
  { name: "WOFF 2", table: "font", header: bytes("wOF2", [0, 1, 0, 0]), essence: "font/woff2" },
  { name: "GZIP", table: "archive", header: bytes([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0]), essence: "application/x-gzip" },
  { name: "ZIP", table: "archive", header: bytes("PK", [3, 4, 0x14, 0]), essence: "application/zip" },
  {
    name: "RAR 4",
    table: "archive",
    header: bytes("Rar!", [0x1a, 7, 0, 0xcf]),
    essence: "application/x-rar-compressed",
  },
];

/** Near misses: signatures that are not, and inputs where the text or binary answer decides. */
export const nearMisses: { name: string; header: Uint8Array }[] = [
  { name: "empty", header: bytes() },
  { name: "plain text", header: bytes("Hello, world\n") },
  { name: "text with form feed and escape", header: bytes("a\f\x1bb") },
  { name: "binary NUL", header: bytes("abc", [0]) },
  { name: "<html without a tag-terminating byte", header: bytes("<html") },
  { name: "<htmlx", header: bytes("<htmlx>") },
  { name: "<html followed by tab", header: bytes("<html\t") },
  { name: "<html followed by newline", header: bytes("<html\n") },
  { name: "NUL then <p>", header: bytes([0], "<p>") },
  { name: "BOM only (UTF-8)", header: bytes([0xef, 0xbb, 0xbf]) },
  { name: "BOM only (UTF-16BE)", header: bytes([0xfe, 0xff]) },
  { name: "BOM + one byte (UTF-16LE)", header: bytes([0xff, 0xfe, 0x41]) },
  { name: "GIF88a", header: bytes("GIF88a") },
  { name: "RIFF WEBPVX", header: bytes("RIFF", [0, 0, 0, 0], "WEBPVX") },
  { name: "MThd length 7", header: bytes("MThd", [0, 0, 0, 7]) },
  { name: "OggS without NUL", header: bytes("OggS", [1]) },
  { name: "gzip without deflate", header: bytes([0x1f, 0x8b, 0x07]) },
  { name: "ftyp box longer than the input", header: ftyp("mp42", [], 64) },
  { name: "ftyp box size not a multiple of 4", header: ftyp("mp42", [], 18) },
  {
    name: "ftyp with brand mp4 in the major-brand version slot",
    header: bytes([0, 0, 0, 20], "ftypisom", "mp42", "avc1"),
  },
  { name: "EBML with DocType matroska", header: ebml("matroska") },
  {
    name: "EBML with DocType past byte 38",
    header: bytes([0x1a, 0x45, 0xdf, 0xa3], new Array(40).fill(0xec), [0x42, 0x82, 0x84], "webm"),
  },
  { name: "one MP3 frame only", header: mp3Frames(1) },
  {
    name: "MP3 layer I headers",
    header: bytes([0xff, 0xff, 0x90, 0], new Array(200).fill(0x55), [0xff, 0xff, 0x90, 0]),
  },
  { name: "MP3 free-format bit rate", header: bytes([0xff, 0xfb, 0x00, 0], new Array(20).fill(0)) },
];

/** Answers whatwg-mimetype 5 gives that the standard does not, with the reason. */
export interface KnownDeviation {
  name: string;
  header: Uint8Array;
  /** What the standard says (the rules for identifying an unknown MIME type, sniff-scriptable set). */
  standard: string;
  whatwgMIMEType: string;
  reason: string;
}

export const knownDeviations: KnownDeviation[] = [
  {
    name: "<p followed by a digit",
    header: bytes("<p0"),
    standard: "text/plain",
    whatwgMIMEType: "text/html",
    reason:
      "whatwg-mimetype matches the tag-terminating byte with mask 0xE1 (any of 0x20, 0x22, …, 0x3E); the standard's 0xTT is 0x20 or 0x3E only",
  },
  {
    name: '<html followed by "',
    header: bytes('<html"'),
    standard: "text/plain",
    whatwgMIMEType: "text/html",
    reason: "the same mask 0xE1",
  },
  {
    name: "<!-- followed by <",
    header: bytes("<!--<"),
    standard: "text/plain",
    whatwgMIMEType: "text/html",
    reason: "the same mask 0xE1",
  },
  {
    name: "ftyp with major brand isom and no mp4 brand",
    header: ftyp("isom", ["iso2", "avc1"]),
    standard: "application/octet-stream",
    whatwgMIMEType: "video/mp4",
    reason:
      "whatwg-mimetype accepts a list of brands (mp41, mp42, isom, iso2, mmp4, M4V, M4A, M4P, avc1); the standard accepts a brand that starts with mp4",
  },
  {
    name: "ftyp with major brand mp4v",
    header: ftyp("mp4v"),
    standard: "video/mp4",
    whatwgMIMEType: "application/octet-stream",
    reason: "the same brand list: mp4v starts with mp4 but is not in it",
  },
  {
    name: "ftyp box of 18 bytes, brand mp42",
    header: bytes(ftyp("mp42", [], 18), [0, 0]),
    standard: "application/octet-stream",
    whatwgMIMEType: "video/mp4",
    reason: "whatwg-mimetype does not check that the box size is a multiple of 4",
  },
  {
    name: "ftyp box size 0, brand mp42",
    header: ftyp("mp42", [], 0),
    standard: "video/mp4",
    whatwgMIMEType: "application/octet-stream",
    reason: "whatwg-mimetype requires a box size of at least 12; the standard only that it fits and is a multiple of 4",
  },
];

/** Every header the differential tests run: the signatures and near misses, then variants of each signature. */
export function sniffingCorpus(): Uint8Array[] {
  const corpus: Uint8Array[] = [...signatures.map((s) => s.header), ...nearMisses.map((m) => m.header)];
  for (const { header } of signatures) {
    // Truncated: every prefix.
    for (let length = 0; length < header.length; length++) corpus.push(header.subarray(0, length));
    // Shifted: behind whitespace bytes, a NUL, text.
    corpus.push(bytes(" ", header), bytes("\n\t\f\r ", header), bytes([0], header), bytes("x", header));
    // Followed by text, by binary, by enough bytes to pass the 1445-byte resource header.
    corpus.push(bytes(header, "text after"), bytes(header, [0, 1, 2]), bytes(header, new Array(1500).fill(0x41)));
  }
  return corpus;
}

/** The supplied MIME types (as Content-Type values) the differential tests combine with each header. */
export const contentTypes: (string | undefined)[] = [
  undefined,
  "",
  "not a MIME type",
  "unknown/unknown",
  "application/unknown",
  "*/*",
  "text/plain",
  "text/plain; charset=ISO-8859-1",
  "text/plain; charset=iso-8859-1",
  "text/plain; charset=UTF-8",
  "text/plain; charset=utf-8",
  "text/plain;charset=UTF-8",
  "text/html",
  "application/xml",
  "image/svg+xml",
  "image/png",
  "IMAGE/GIF",
  "audio/mpeg",
  "video/mp4",
  "application/ogg",
  "font/woff",
  "application/json",
  "application/octet-stream",
];
