/** Throws `TypeError("<what>; got <x described>")`: its type, or what kind of object or array it is. */
export function fail(what: string, x: unknown): never {
  const got = Array.isArray(x)
    ? x.length === 2
      ? `[${typeof x[0]}, ${typeof x[1]}]`
      : `an array of length ${x.length}`
    : x === null
      ? "null"
      : typeof x === "object"
        ? Object.prototype.toString.call(x)
        : typeof x;
  throw new TypeError(`${what}; got ${got}`);
}
