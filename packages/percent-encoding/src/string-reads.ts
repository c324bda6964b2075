// How urlkit's parsers read a string's code units and length, in a form V8 compiles alike for every kind of string.
// In V8, a site of `s.charCodeAt(i)` or `s.length` looks its handler up by the kind of `s` (flat, sliced or
// concatenated; one or two bytes a code unit; internalized) and remembers the kinds it has met; past four it goes
// megamorphic, and each read there then searches for its handler, for every input. A long-running process meets
// every kind: a pass over WPT's URL inputs as lines of one text made the parser's bench families take 1.4–2.5 times
// as long afterwards. These two name no kind: `String.prototype.charCodeAt.call` calls the function itself, which
// the compiler inlines for any string, and `(s + "").length` reads the length of a value it knows to be a string.

/** `s.charCodeAt(i)`, compiled alike for every kind of string (see above). */
export function charCodeAt(s: string, i: number): number {
  return String.prototype.charCodeAt.call(s, i);
}

/** `s.length`, compiled alike for every kind of string (see above). */
export function lengthOf(s: string): number {
  return (s + "").length;
}
