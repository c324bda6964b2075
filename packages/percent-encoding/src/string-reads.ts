// How urlkit's parsers read a string's code units and length: each at one site for all of them. In V8, a site of
// `s.charCodeAt(i)` or `s.length` records the kinds of string it has seen (flat, sliced or concatenated; one or two
// bytes a code unit); past four it goes megamorphic, and each read there then looks its handler up, for every input.
// A site of each reader's own is compiled when that reader is hot, after it has seen what the process parsed so far:
// every kind, in a long-running one. These two are hot from the first URLs: compiled while they have seen a few kinds
// of one-byte string, into code that takes any string, which they keep (inlined into each reader, too).

/** `s.charCodeAt(i)`, read at the one site described above. */
export function charCodeAt(s: string, i: number): number {
  return s.charCodeAt(i);
}

/** `s.length`, read at the one site described above. */
export function lengthOf(s: string): number {
  return s.length;
}
