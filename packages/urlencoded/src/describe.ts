/** A short description of a bad argument for an error message: its type, or what kind of object or array. */
export function describe(x: unknown): string {
  if (Array.isArray(x)) return x.length === 2 ? `[${typeof x[0]}, ${typeof x[1]}]` : `an array of length ${x.length}`;
  return x === null ? "null" : typeof x === "object" ? Object.prototype.toString.call(x) : typeof x;
}
