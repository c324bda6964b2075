// What webidl2js's generated code does for every interface, for the two interfaces here: the per-global constructor
// registry, the wrapper ↔ implementation links, the USVString conversion and the interface object's helpers
// (is, isImpl, convert, create, createImpl, setup, new).
import { toScalarValueString } from "@urlkit/percent-encoding";

/** A global object as webidl2js uses it: its constructors (its own TypeError above all) and its registry. */
export type GlobalObject = Record<PropertyKey, unknown> & {
  TypeError: TypeErrorConstructor;
  Object: ObjectConstructor;
  Array: ArrayConstructor;
};

/** webidl2js's registry key: the same symbol in every copy of webidl2js (jsdom's generated code shares it). */
const ctorRegistrySymbol = Symbol.for("[webidl2js] constructor registry");

type Registry = Record<string, unknown> & { "%Object.prototype%": object; "%IteratorPrototype%": object };

/** The global's constructor registry, created as webidl2js creates it, with the intrinsics its code reads. */
export function initCtorRegistry(globalObject: GlobalObject): Registry {
  if (Object.hasOwn(globalObject, ctorRegistrySymbol)) return globalObject[ctorRegistrySymbol] as Registry;
  const registry = Object.create(null) as Registry;
  registry["%Object.prototype%"] = globalObject.Object.prototype;
  registry["%IteratorPrototype%"] = Object.getPrototypeOf(
    Object.getPrototypeOf(new globalObject.Array()[Symbol.iterator]()),
  );
  try {
    const evaluate = globalObject.eval as (code: string) => { prototype: object };
    registry["%AsyncIteratorPrototype%"] = Object.getPrototypeOf(
      Object.getPrototypeOf(evaluate("(async function* () {})").prototype),
    );
  } catch {
    registry["%AsyncIteratorPrototype%"] = Object.getPrototypeOf(
      Object.getPrototypeOf((async function* () {})()),
    ) as object;
  }
  globalObject[ctorRegistrySymbol] = registry;
  return registry;
}

export function isObject(value: unknown): value is object {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

/** Web IDL's USVString conversion; a Symbol throws the global's TypeError with webidl-conversions' message. */
// https://webidl.spec.whatwg.org/#es-USVString
export function toUSVString(value: unknown, context: string, globalObject: GlobalObject): string {
  if (typeof value === "symbol") {
    throw new globalObject.TypeError(`${context} is a symbol, which cannot be converted to a string.`);
  }
  return toScalarValueString(String(value));
}

/** The TypeError Web IDL throws for too few arguments, in the global's realm. */
export function requireArguments(globalObject: GlobalObject, given: number, required: number, operation: string): void {
  if (given < required) {
    throw new globalObject.TypeError(
      `${operation}: ${required} argument${required > 1 ? "s" : ""} required, but only ${given} present.`,
    );
  }
}

/** An implementation class: constructed with the global, the constructor's arguments and private data. */
interface ImplClass<Impl> {
  new (globalObject: GlobalObject, constructorArgs: unknown[], privateData: Record<string, unknown>): Impl;
  prototype: Impl;
}

/** The wrapper object of each implementation object, readable by anyone holding the implementation. */
const wrapperSymbol = Symbol("wrapper");

/**
 * An interface's webidl2js helpers over its implementation class: `install` is the interface's own (it makes the
 * per-global class). Wrappers are linked to their implementations in a WeakMap private to the interface.
 */
export class Interface<Impl extends object> {
  readonly #name: string;
  readonly #Impl: ImplClass<Impl>;
  readonly #impls = new WeakMap<object, Impl>();
  /** webidl2js 21's interface descriptor (whatwg-url 17 exports it): an interface without ancestors. */
  readonly interfaceDescriptor = { inclusiveInheritedInterfaces: [] as object[], inheritanceDepth: 0 };

  constructor(name: string, Impl: ImplClass<Impl>) {
    this.#name = name;
    this.#Impl = Impl;
    this.interfaceDescriptor.inclusiveInheritedInterfaces.push(this.interfaceDescriptor);
  }

  /** The implementation of a wrapper of this interface, or undefined. */
  implOf(value: unknown): Impl | undefined {
    return isObject(value) ? this.#impls.get(value) : undefined;
  }

  /** The implementation behind `wrapper`, or the global's TypeError that webidl2js throws for a failed brand check. */
  requireImpl(wrapper: unknown, globalObject: GlobalObject, context: string): Impl {
    const impl = this.implOf(wrapper);
    if (impl === undefined) {
      throw new globalObject.TypeError(
        `'${context}' called on an object that is not a valid instance of ${this.#name}.`,
      );
    }
    return impl;
  }

  is = (value: unknown): boolean => this.implOf(value) !== undefined;

  isImpl = (value: unknown): value is Impl => isObject(value) && value instanceof this.#Impl;

  convert = (globalObject: GlobalObject, value: unknown, { context = "The provided value" } = {}): Impl => {
    const impl = this.implOf(value);
    if (impl !== undefined) return impl;
    throw new globalObject.TypeError(`${context} is not of type '${this.#name}'.`);
  };

  #makeWrapper(globalObject: GlobalObject, newTarget?: { prototype: unknown }): object {
    let proto = newTarget?.prototype;
    if (!isObject(proto)) {
      proto = (initCtorRegistry(globalObject)[this.#name] as { prototype: object } | undefined)?.prototype;
      if (!isObject(proto)) throw new TypeError(`${this.#name} is not installed on this global object`);
    }
    return Object.create(proto);
  }

  #register(wrapper: object, impl: Impl): void {
    this.#impls.set(wrapper, impl);
    (impl as Record<symbol, unknown>)[wrapperSymbol] = wrapper;
  }

  create = (globalObject: GlobalObject, constructorArgs?: unknown[], privateData?: Record<string, unknown>): object =>
    this.setup(this.#makeWrapper(globalObject), globalObject, constructorArgs, privateData);

  createImpl = (globalObject: GlobalObject, constructorArgs?: unknown[], privateData?: Record<string, unknown>): Impl =>
    this.#impls.get(this.create(globalObject, constructorArgs, privateData)) as Impl;

  _internalSetup = (_wrapper: object, _globalObject: GlobalObject): void => {};

  setup = <T extends object>(
    wrapper: T,
    globalObject: GlobalObject,
    constructorArgs: unknown[] = [],
    privateData: Record<string, unknown> = {},
  ): T => {
    privateData.wrapper = wrapper;
    const impl = new this.#Impl(globalObject, constructorArgs, privateData);
    this.#register(wrapper, impl);
    return wrapper;
  };

  new = (globalObject: GlobalObject, newTarget?: { prototype: unknown }): Impl => {
    const wrapper = this.#makeWrapper(globalObject, newTarget);
    const impl = Object.create(this.#Impl.prototype) as Impl;
    this.#register(wrapper, impl);
    return impl;
  };
}

/** The wrapper of an implementation object, or the value itself. */
export function tryWrapperForImpl(value: unknown): unknown {
  return (isObject(value) && (value as Record<symbol, unknown>)[wrapperSymbol]) || value;
}

/**
 * Makes the interface's members enumerable, in the interface's `order` (webidl2js's prototype lists them so), and sets
 * its class string, as webidl2js does.
 */
export function defineMembers(
  interfaceObject: { prototype: object },
  name: string,
  order: readonly string[],
  statics: readonly string[] = [],
  lengths: Readonly<Record<string, number>> = {},
): void {
  const proto = interfaceObject.prototype;
  for (const key of order) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key) as PropertyDescriptor;
    delete (proto as Record<string, unknown>)[key];
    Object.defineProperty(proto, key, { ...descriptor, enumerable: true });
  }
  Object.defineProperty(proto, Symbol.toStringTag, { value: name, configurable: true });
  for (const key of statics) Object.defineProperty(interfaceObject, key, { enumerable: true });
  // Web IDL's name, whatever a bundler calls the class, and each operation's length: its required arguments (a
  // TypeScript parameter counts towards a function's length even when it is optional).
  Object.defineProperty(interfaceObject, "name", { value: name });
  for (const [key, length] of Object.entries(lengths)) {
    const owner = key === "constructor" ? null : statics.includes(key) ? interfaceObject : proto;
    const target = owner === null ? interfaceObject : (owner as Record<string, object>)[key];
    Object.defineProperty(target, "length", { value: length });
  }
}

/** Defines the interface object on the global, as a writable, configurable, non-enumerable property. */
export function exposeOn(globalObject: GlobalObject, name: string, value: unknown): void {
  Object.defineProperty(globalObject, name, { configurable: true, writable: true, value });
}

const EXPOSED = ["Window", "Worker"];

/** Whether an interface exposed in Window and Worker is installed on a global with these names. */
export function isExposed(globalNames: readonly string[]): boolean {
  return globalNames.some((name) => EXPOSED.includes(name));
}
