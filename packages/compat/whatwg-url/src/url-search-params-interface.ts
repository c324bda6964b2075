// biome-ignore-all lint/complexity/noArguments: Web IDL counts the arguments actually passed, as webidl2js's code does.
// whatwg-url's URLSearchParams interface (webidl2js's wrapper API), its implementation objects holding a URLSearchParams
// of @urlkit/url: a new one, or the one of a URL.
import { URLSearchParams as UrlkitURLSearchParams } from "@urlkit/url";
import {
  defineMembers,
  exposeOn,
  type GlobalObject,
  Interface,
  initCtorRegistry,
  isExposed,
  isObject,
  requireArguments,
  toUSVString,
} from "./webidl.ts";

type Pair = [name: string, value: string];

/** whatwg-url's implementation object: the list lives in `_inner` (a URL's query object when `_url` is set). */
export class URLSearchParamsImpl {
  declare _inner: UrlkitURLSearchParams;
  /** The URL implementation whose query this is, or null. */
  declare _url: object | null;

  // The init, already converted by the interface (a string, a list of sequences or a record with a null prototype),
  // or the URL's query object as private data.
  constructor(_globalObject: GlobalObject, [init]: unknown[], privateData: Record<string, unknown>) {
    const query = privateData.query as UrlkitURLSearchParams | undefined;
    this._url = (privateData.url as object | undefined) ?? null;
    if (query !== undefined) {
      this._inner = query;
      return;
    }
    if (Array.isArray(init)) {
      for (const pair of init as unknown[][]) {
        if (pair.length !== 2) {
          throw new TypeError(
            "Failed to construct 'URLSearchParams': parameter 1 sequence's element does not contain exactly two elements.",
          );
        }
      }
      this._inner = new UrlkitURLSearchParams(init as Pair[]);
    } else if (typeof init === "object" && init !== null && Object.getPrototypeOf(init) === null) {
      this._inner = new UrlkitURLSearchParams(
        Object.keys(init).map((name) => [name, (init as Record<string, string>)[name]]),
      );
    } else {
      // whatwg-url strips one leading "?" unless told not to (a URL's query); ours always strips it.
      const text = String(init ?? "");
      this._inner = new UrlkitURLSearchParams(privateData.doNotStripQMark === true ? `?${text}` : text);
    }
  }

  /** The list of name-value pairs (a copy). */
  get _list(): Pair[] {
    return [...this._inner] as Pair[];
  }

  get size(): number {
    return this._inner.size;
  }

  append(name: string, value: string): void {
    this._inner.append(name, value);
  }

  delete(name: string, value?: string): void {
    if (value === undefined) this._inner.delete(name);
    else this._inner.delete(name, value);
  }

  get(name: string): string | null {
    return this._inner.get(name);
  }

  getAll(name: string): string[] {
    return this._inner.getAll(name);
  }

  has(name: string, value?: string): boolean {
    return value === undefined ? this._inner.has(name) : this._inner.has(name, value);
  }

  set(name: string, value: string): void {
    this._inner.set(name, value);
  }

  sort(): void {
    this._inner.sort();
  }

  toString(): string {
    return this._inner.toString();
  }

  [Symbol.iterator](): IterableIterator<Pair> {
    return this._inner.entries() as IterableIterator<Pair>;
  }
}

type IterationKind = "key" | "value" | "key+value";

interface IteratorState {
  target: URLSearchParamsImpl;
  kind: IterationKind;
  index: number;
}

const iteratorStates = new WeakMap<object, IteratorState>();

class URLSearchParamsInterface extends Interface<URLSearchParamsImpl> {
  constructor() {
    super("URLSearchParams", URLSearchParamsImpl);
  }

  /** A "URLSearchParams Iterator" of the global's, over `target`'s list as it is at each step. */
  createDefaultIterator = (globalObject: GlobalObject, target: URLSearchParamsImpl, kind: IterationKind): object => {
    const iterator = Object.create(initCtorRegistry(globalObject)["URLSearchParams Iterator"] as object);
    iteratorStates.set(iterator, { target, kind, index: 0 });
    return iterator;
  };

  install = (globalObject: GlobalObject, globalNames: readonly string[]): void => {
    if (!isExposed(globalNames)) return;
    const registry = initCtorRegistry(globalObject);
    const URLSearchParams = defineURLSearchParams(globalObject, this);
    registry.URLSearchParams = URLSearchParams;
    registry["URLSearchParams Iterator"] = defineIteratorPrototype(globalObject, registry["%IteratorPrototype%"]);
    exposeOn(globalObject, "URLSearchParams", URLSearchParams);
  };
}

/** The constructor's argument, converted as webidl2js converts (sequence<sequence<USVString>> or record or USVString). */
function convertInit(init: unknown, globalObject: GlobalObject): unknown {
  const context = "Failed to construct 'URLSearchParams': parameter 1";
  if (init === undefined) return "";
  if (!isObject(init)) return toUSVString(init, context, globalObject);
  const method = (init as Record<symbol, unknown>)[Symbol.iterator];
  if (method !== undefined && method !== null) {
    if (typeof method !== "function") {
      throw new TypeError(`${context}'s ${String(Symbol.iterator)} property is not a function.`);
    }
    const sequence: string[][] = [];
    for (const item of init as Iterable<unknown>) {
      if (!isObject(item)) {
        throw new globalObject.TypeError(`${context} sequence's element is not an iterable object.`);
      }
      const pair: string[] = [];
      for (const value of item as Iterable<unknown>) {
        pair.push(toUSVString(value, `${context} sequence's element's element`, globalObject));
      }
      sequence.push(pair);
    }
    return sequence;
  }
  const record = Object.create(null) as Record<string, string>;
  for (const key of Reflect.ownKeys(init)) {
    if (Object.getOwnPropertyDescriptor(init, key)?.enumerable) {
      const name = toUSVString(key, `${context} record's key`, globalObject);
      record[name] = toUSVString(
        (init as Record<PropertyKey, unknown>)[key],
        `${context} record's value`,
        globalObject,
      );
    }
  }
  return record;
}

function operation(name: string): string {
  return `Failed to execute '${name}' on 'URLSearchParams'`;
}

/** The global's URLSearchParams class. */
function defineURLSearchParams(globalObject: GlobalObject, iface: URLSearchParamsInterface) {
  const usv = (value: unknown, method: string, n: number) =>
    toUSVString(value, `${operation(method)}: parameter ${n}`, globalObject);
  const impl = (self: unknown, context: string) => iface.requireImpl(self ?? globalObject, globalObject, context);
  class URLSearchParams {
    constructor() {
      // webidl2js's constructor returns the wrapper it sets up.
      const init = convertInit(arguments[0], globalObject);
      // biome-ignore lint/correctness/noConstructorReturn: as webidl2js's, for new.target's prototype
      return iface.setup(Object.create(new.target.prototype), globalObject, [init]);
    }

    append(name: string, value: string): void {
      const target = impl(this, "append");
      requireArguments(globalObject, arguments.length, 2, operation("append"));
      target.append(usv(name, "append", 1), usv(value, "append", 2));
    }

    delete(name: string, value?: string): void {
      const target = impl(this, "delete");
      requireArguments(globalObject, arguments.length, 1, operation("delete"));
      target.delete(usv(name, "delete", 1), value === undefined ? undefined : usv(value, "delete", 2));
    }

    get(name: string): string | null {
      const target = impl(this, "get");
      requireArguments(globalObject, arguments.length, 1, operation("get"));
      return target.get(usv(name, "get", 1));
    }

    getAll(name: string): string[] {
      const target = impl(this, "getAll");
      requireArguments(globalObject, arguments.length, 1, operation("getAll"));
      return target.getAll(usv(name, "getAll", 1));
    }

    has(name: string, value?: string): boolean {
      const target = impl(this, "has");
      requireArguments(globalObject, arguments.length, 1, operation("has"));
      return target.has(usv(name, "has", 1), value === undefined ? undefined : usv(value, "has", 2));
    }

    set(name: string, value: string): void {
      const target = impl(this, "set");
      requireArguments(globalObject, arguments.length, 2, operation("set"));
      target.set(usv(name, "set", 1), usv(value, "set", 2));
    }

    sort(): void {
      impl(this, "sort").sort();
    }

    toString(): string {
      return impl(this, "toString").toString();
    }

    keys(): object {
      return iface.createDefaultIterator(globalObject, iface.requireImpl(this, globalObject, "keys"), "key");
    }

    values(): object {
      return iface.createDefaultIterator(globalObject, iface.requireImpl(this, globalObject, "values"), "value");
    }

    entries(): object {
      return iface.createDefaultIterator(globalObject, iface.requireImpl(this, globalObject, "entries"), "key+value");
    }

    forEach(callback: (value: string, key: string, parent: URLSearchParams) => void): void {
      const target = iface.requireImpl(this, globalObject, "forEach");
      requireArguments(globalObject, arguments.length, 1, "Failed to execute 'forEach' on 'iterable'");
      if (typeof callback !== "function") {
        throw new globalObject.TypeError(
          "Failed to execute 'forEach' on 'iterable': The callback provided as parameter 1 is not a function",
        );
      }
      const thisArg = arguments[1];
      let pairs = Array.from(target);
      for (let i = 0; i < pairs.length; i++) {
        const [key, value] = pairs[i];
        callback.call(thisArg, value, key, this);
        pairs = Array.from(target);
      }
    }

    get size(): number {
      return impl(this, "get size").size;
    }
  }
  defineMembers(
    URLSearchParams,
    "URLSearchParams",
    [
      "append",
      "delete",
      "get",
      "getAll",
      "has",
      "set",
      "sort",
      "toString",
      "keys",
      "values",
      "entries",
      "forEach",
      "size",
    ],
    [],
    { constructor: 0, append: 2, delete: 1, get: 1, getAll: 1, has: 1, set: 2, forEach: 1 },
  );
  Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
    value: URLSearchParams.prototype.entries,
    configurable: true,
    writable: true,
  });
  return URLSearchParams;
}

/** The global's %URLSearchParamsIteratorPrototype%: its results are objects of the global. */
function defineIteratorPrototype(globalObject: GlobalObject, iteratorPrototype: object): object {
  const objectPrototype = initCtorRegistry(globalObject)["%Object.prototype%"];
  const result = (value: unknown, done: boolean) => Object.assign(Object.create(objectPrototype), { value, done });
  const proto = Object.create(iteratorPrototype, {
    [Symbol.toStringTag]: { configurable: true, value: "URLSearchParams Iterator" },
  });
  Object.defineProperty(proto, "next", {
    configurable: true,
    enumerable: true,
    writable: true,
    value: function next(this: unknown) {
      const state = isObject(this) ? iteratorStates.get(this) : undefined;
      if (state === undefined) {
        throw new globalObject.TypeError("next() called on a value that is not a URLSearchParams iterator object");
      }
      const pairs = Array.from(state.target);
      if (state.index >= pairs.length) return result(undefined, true);
      const [key, value] = pairs[state.index++];
      return result(state.kind === "key" ? key : state.kind === "value" ? value : [key, value], false);
    },
  });
  return proto;
}

/** whatwg-url/webidl2js-wrapper's URLSearchParams. */
export const URLSearchParamsWrapper = new URLSearchParamsInterface();
