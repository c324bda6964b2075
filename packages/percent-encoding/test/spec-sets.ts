// The percent-encode sets written out independently from the text of https://url.spec.whatwg.org/#percent-encode-set
// (not from the library's tables), as membership predicates over code points.

const among = (c: number, ...chars: string[]) => chars.some((ch) => ch.codePointAt(0) === c);
const within = (c: number, from: number, to: number) => c >= from && c <= to;

// "C0 controls and all code points greater than U+007E (~)"; a C0 control is U+0000 NULL to U+001F.
export const isC0Control = (c: number) => within(c, 0x00, 0x1f) || c > 0x7e;
// "the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)"
export const isFragment = (c: number) => isC0Control(c) || among(c, " ", '"', "<", ">", "`");
// "the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)"
export const isQuery = (c: number) => isC0Control(c) || among(c, " ", '"', "#", "<", ">");
// "the query percent-encode set and U+0027 (')"
export const isSpecialQuery = (c: number) => isQuery(c) || among(c, "'");
// "the query percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})"
export const isPath = (c: number) => isQuery(c) || among(c, "?", "^", "`", "{", "}");
// "the path percent-encode set and U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@),
//  U+005B ([) to U+005D (]), inclusive, and U+007C (|)"
export const isUserinfo = (c: number) => isPath(c) || among(c, "/", ":", ";", "=", "@", "|") || within(c, 0x5b, 0x5d);
// "the userinfo percent-encode set and U+0024 ($) to U+0026 (&), inclusive, U+002B (+), and U+002C (,)"
export const isComponent = (c: number) => isUserinfo(c) || within(c, 0x24, 0x26) || among(c, "+", ",");
// "the component percent-encode set and U+0021 (!), U+0027 (') to U+0029 RIGHT PARENTHESIS, inclusive,
//  and U+007E (~)"
export const isFormUrlencoded = (c: number) => isComponent(c) || among(c, "!", "~") || within(c, 0x27, 0x29);

// The note under the form set: it "contains all code points, except the ASCII alphanumeric, U+002A (*),
// U+002D (-), U+002E (.), and U+005F (_)". A second, differently worded definition to check the first.
export const isFormUrlencodedByNote = (c: number) =>
  !(within(c, 0x30, 0x39) || within(c, 0x41, 0x5a) || within(c, 0x61, 0x7a) || among(c, "*", "-", ".", "_"));
