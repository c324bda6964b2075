// The few Web IDL conversions and interface-object rules the URL Standard's two classes need.
import { toScalarValueString } from "@urlkit/percent-encoding/unchecked";
import { type InspectFunction, type InspectOptions, inspectCustom } from "./inspect.ts";

/** Whether `value` is an ECMAScript Object (functions included). */
export function isObject(value: unknown): value is object {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

/** A value converted to a USVString: ToString (a Symbol throws a TypeError), then lone surrogates → U+FFFD. */
// https://webidl.spec.whatwg.org/#es-USVString
export function toUSVString(value: unknown): string {
  return toScalarValueString(`${value}`);
}

/** Throws the TypeError Web IDL requires when an operation gets fewer arguments than it needs. */
export function requireArguments(given: number, required: number, operation: string): void {
  if (given < required) {
    throw new TypeError(
      `${operation}: ${required} argument${required > 1 ? "s" : ""} required, but only ${given} present`,
    );
  }
}

/**
 * Gives a class's prototype the shape of a Web IDL interface: regular attributes and operations are
 * enumerable, the class string and the class's `name` are `name`. `statics` lists the static operations (made enumerable) with
 * their `length` (the number of required arguments), and `length` is the constructor's. `inspect` becomes the
 * (non-enumerable) Node inspect hook: defined here rather than under a computed key in the class body, which
 * bundlers treat as a possible side effect that keeps an unused class.
 */
// https://webidl.spec.whatwg.org/#es-interfaces
export function defineInterface<T extends abstract new (...args: never[]) => unknown>(
  interfaceObject: T,
  name: string,
  length: number,
  statics: Record<string, number>,
  inspect: (this: InstanceType<T>, depth: number, options: InspectOptions, inspect: InspectFunction) => unknown,
): T {
  const proto = interfaceObject.prototype as object;
  for (const key of Object.getOwnPropertyNames(proto)) {
    if (key !== "constructor") Object.defineProperty(proto, key, { enumerable: true });
  }
  // A method, as Node's own: named "[nodejs.util.inspect.custom]", without a prototype.
  const inspectMethod = {
    [inspectCustom](this: InstanceType<T>, depth: number, options: InspectOptions, nodeInspect: InspectFunction) {
      return inspect.call(this, depth, options, nodeInspect);
    },
  }[inspectCustom];
  Object.defineProperties(proto, {
    [inspectCustom]: { value: inspectMethod, writable: true, configurable: true },
    [Symbol.toStringTag]: { value: name, configurable: true },
  });
  // The interface object's name is the interface's, whatever name a bundler gives the class.
  Object.defineProperties(interfaceObject, { length: { value: length }, name: { value: name } });
  for (const key in statics) {
    Object.defineProperty(interfaceObject, key, { enumerable: true });
    Object.defineProperty((interfaceObject as unknown as Record<string, object>)[key], "length", {
      value: statics[key],
    });
  }
  return interfaceObject;
}
