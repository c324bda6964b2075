/** Throws `TypeError("<what>; got <x described>")`: `null`, its type, or its class string (`[object Map]`). */
export function fail(what: string, x: unknown): never {
  throw new TypeError(
    `${what}; got ${x === null ? "null" : typeof x === "object" ? Object.prototype.toString.call(x) : typeof x}`,
  );
}
