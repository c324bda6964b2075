// How urlkit's parsers read a string's code units and length. In V8, `s.charCodeAt(i)` and `s.length` record at each
// site the kinds of string it has seen (flat, sliced or concatenated; one or two bytes a code unit). A site that has
// seen more than four goes megamorphic, and from then on each read there looks its handler up, for every input.

/** `s.charCodeAt(i)`, called through String.prototype: the call's site sees one function, whatever `s` is. */
export function charCodeAt(s: string, i: number): number {
  return String.prototype.charCodeAt.call(s, i);
}

/**
 * `s.length`, read at one site for all of urlkit's parsers: compiled early, while it has seen few kinds of string,
 * into code that takes any string, it keeps that code (a site of each reader's own was compiled once it had seen them
 * all, megamorphic).
 */
export function lengthOf(s: string): number {
  return s.length;
}
