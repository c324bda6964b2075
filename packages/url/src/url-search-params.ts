// biome-ignore-all lint/complexity/noArguments: Web IDL counts the arguments actually passed (an explicit undefined counts as one), and a function's length is its required parameters only, which arguments.length expresses and rest parameters do not.
import { urlencodedSerializer, urlencodedStringParser } from "@urlkit/urlencoded";
import { CodePoint } from "./code-points.ts";
import type { InspectFunction, InspectOptions } from "./inspect.ts";
import { defineInterface, isObject, requireArguments, toUSVString } from "./webidl.ts";

type Pair = [name: string, value: string];

/** What a URL object gives its query object: the update steps' last step (the URL sets its query). */
export type QueryUpdate = (serializedQuery: string) => void;

/**
 * What the constructor accepts: a query string (one leading "?" ignored), an iterable of [name, value] pairs
 * (arrays, a Map, another URLSearchParams…) or a record of names to values. Other values are converted to
 * strings, as Web IDL says.
 */
export type URLSearchParamsInit =
  | string
  | Iterable<readonly [string, string] | Iterable<string>>
  | Record<string, string>
  | URLSearchParams;

// The iterator kinds are the names of the methods that make them.
type IterationKind = "keys" | "values" | "entries";

// Set by URLSearchParams's static block, the one place that can read its private fields.
let listOf: (params: URLSearchParams, member: string, given?: number, required?: number) => Pair[];

/** @internal A URL's query object: its list parsed from `query`, its updates reported to `update`. */
export let createQueryObject: (query: string, update: QueryUpdate) => URLSearchParams;

/** @internal Replaces a query object's list with the parse of `query` (the URL's href and search setters). */
export let resetQueryObject: (params: URLSearchParams, query: string) => void;

function constructorError(message: string): never {
  throw new TypeError(`Failed to construct 'URLSearchParams': ${message}`);
}

// An array whose iteration is unpatched is iterated by for-of's own fast path: the same Gets ("length", then each
// index) as %ArrayIteratorPrototype%.next makes, without a result object per item.
const arrayValues = [][Symbol.iterator];
const arrayIteratorPrototype: Iterator<unknown> = Object.getPrototypeOf([][Symbol.iterator]());
const arrayNext = arrayIteratorPrototype.next;

/**
 * Web IDL's "create a sequence from an iterable", each item converted as it is read; `undefined` when
 * `value` has no (null or undefined) `[Symbol.iterator]`. for-of does the steps: the iterator must be an
 * object, its `next` is read once, each result must be an object.
 */
// https://webidl.spec.whatwg.org/#create-sequence-from-iterable
function sequenceFrom<T>(value: object, convert: (item: unknown) => T): T[] | undefined {
  const method: unknown = (value as Iterable<unknown>)[Symbol.iterator];
  if (method === undefined || method === null) return undefined;
  if (typeof method !== "function") constructorError("[Symbol.iterator] is not a function");
  const out: T[] = [];
  const plainArray = method === arrayValues && arrayIteratorPrototype.next === arrayNext && Array.isArray(value);
  for (const item of plainArray ? value : { [Symbol.iterator]: () => method.call(value) }) out.push(convert(item));
  return out;
}

function toPair(value: unknown): string[] {
  const pair = isObject(value) ? sequenceFrom(value, toUSVString) : undefined;
  return pair ?? constructorError("each pair must be an iterable object like [name, value]");
}

// The constructor's argument: (sequence<sequence<USVString>> or record<USVString, USVString> or USVString).
// https://webidl.spec.whatwg.org/#es-union
function initialList(init: unknown): Pair[] {
  if (init === undefined) return [];
  if (!isObject(init)) {
    // The urlencoded parser reads a lone surrogate as U+FFFD and removes nothing between code units, so a
    // string needs no well-formed copy first.
    const query = `${init as string}`;
    // (Not charCodeAt(0) on "": a read past the end slows that read for every later call.)
    return urlencodedStringParser(
      query !== "" && query.charCodeAt(0) === CodePoint.QuestionMark ? query.slice(1) : query,
    );
  }
  const sequence = sequenceFrom(init, toPair);
  if (sequence === undefined) return recordList(init);
  for (let i = 0; i < sequence.length; i++) {
    if (sequence[i].length !== 2) constructorError(`pair ${i} has ${sequence[i].length} items instead of 2`);
  }
  return sequence as Pair[];
}

// https://webidl.spec.whatwg.org/#es-record
function recordList(record: object): Pair[] {
  const map = new Map<string, string>();
  for (const key of Reflect.ownKeys(record)) {
    if (Reflect.getOwnPropertyDescriptor(record, key)?.enumerable) {
      // The key is converted before the value is read (a Symbol key throws first).
      map.set(toUSVString(key), toUSVString((record as Record<PropertyKey, unknown>)[key]));
    }
  }
  return [...map];
}

// A stable sort by name (UTF-16 code units): insertion sort for the short lists queries usually are (Array#sort
// and its comparator calls cost more there), Array#sort (stable since ES2019) otherwise.
function sortByName(list: Pair[]): void {
  if (list.length > 16) {
    list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return;
  }
  for (let i = 1; i < list.length; i++) {
    const pair = list[i];
    let j = i - 1;
    for (; j >= 0 && list[j][0] > pair[0]; j--) list[j + 1] = list[j];
    list[j + 1] = pair;
  }
}

// The runtime's own URLSearchParams (Node's, Deno's, Bun's), read before a polyfill can replace it. Node's
// util.inspect of ours and of our iterators is its output for the same pairs: the runtime's format by
// construction. Where there is none, inspect formats the object as a plain one.
const NativeParams = (
  globalThis as { URLSearchParams?: new (init: Pair[]) => Record<IterationKind, () => Iterator<unknown>> }
).URLSearchParams;

/**
 * The URL Standard's URLSearchParams: a list of name-value pairs in application/x-www-form-urlencoded form,
 * with Web IDL argument conversion, and write-through to the URL it belongs to (`url.searchParams`).
 */
// https://url.spec.whatwg.org/#interface-urlsearchparams
export class URLSearchParams {
  #list: Pair[];
  #update: QueryUpdate | null = null;

  // A static field's initializer, not a static block: React Native's Babel preset cannot compile those.
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: the initializer runs for its effects
  static #setUp = (() => {
    // The brand check, then the argument count, as Web IDL orders them.
    listOf = (params, member, given = 0, required = 0) => {
      if (!(isObject(params) && #list in params)) {
        throw new TypeError(`URLSearchParams.prototype.${member} called on an object that is not a URLSearchParams`);
      }
      requireArguments(given, required, `URLSearchParams.${member}`);
      return params.#list;
    };
    createQueryObject = (query, update) => {
      const params = new this();
      params.#list = urlencodedStringParser(query);
      params.#update = update;
      return params;
    };
    resetQueryObject = (params, query) => {
      params.#list = urlencodedStringParser(query);
    };
    // Node's util.inspect: the runtime's own URLSearchParams of the same pairs, under this object's class name.
    const proto: Record<PropertyKey, unknown> = defineInterface(
      // The class as `this`: naming it in its own body makes the bundlers rename it (_URLSearchParams).
      this,
      "URLSearchParams",
      0,
      {},
      function (this: URLSearchParams, depth: number, options: InspectOptions, inspect: InspectFunction) {
        if (NativeParams === undefined) return this;
        const native = new NativeParams(listOf(this, ""));
        return inspect(native, { ...options, depth }).replace("URLSearchParams", this.constructor.name);
      },
    ).prototype as never;
    Object.defineProperty(proto, Symbol.iterator, { value: proto.entries, writable: true, configurable: true });
  })();

  // https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
  constructor(init?: URLSearchParamsInit);
  constructor() {
    this.#list = initialList(arguments[0]);
  }

  // https://url.spec.whatwg.org/#concept-urlsearchparams-update
  // Static: where private members compile to properties (React Native's Babel preset), an instance method is one
  // more property defined on every object.
  static #updateSteps(params: URLSearchParams): void {
    params.#update?.(urlencodedSerializer(params.#list));
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-size
  get size(): number {
    return listOf(this, "size").length;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-append
  append(name: string, value: string): void {
    const list = listOf(this, "append", arguments.length, 2);
    list.push([toUSVString(name), toUSVString(value)]);
    URLSearchParams.#updateSteps(this);
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-delete
  delete(name: string, value?: string): void;
  delete(name: string): void {
    const list = listOf(this, "delete", arguments.length, 1);
    name = toUSVString(name);
    const value = optionalValue(arguments[1]);
    let kept = 0;
    for (const pair of list) if (pair[0] !== name || (value !== undefined && pair[1] !== value)) list[kept++] = pair;
    list.length = kept;
    URLSearchParams.#updateSteps(this);
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-get
  get(name: string): string | null {
    const list = listOf(this, "get", arguments.length, 1);
    name = toUSVString(name);
    for (const pair of list) if (pair[0] === name) return pair[1];
    return null;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-getall
  getAll(name: string): string[] {
    const list = listOf(this, "getAll", arguments.length, 1);
    name = toUSVString(name);
    const values: string[] = [];
    for (const pair of list) if (pair[0] === name) values.push(pair[1]);
    return values;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-has
  has(name: string, value?: string): boolean;
  has(name: string): boolean {
    const list = listOf(this, "has", arguments.length, 1);
    name = toUSVString(name);
    const value = optionalValue(arguments[1]);
    for (const pair of list) if (pair[0] === name && (value === undefined || pair[1] === value)) return true;
    return false;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-set
  set(name: string, value: string): void {
    const list = listOf(this, "set", arguments.length, 2);
    name = toUSVString(name);
    value = toUSVString(value);
    let kept = -1;
    for (let i = 0; i < list.length; i++) {
      const pair = list[i];
      if (pair[0] !== name) {
        if (kept >= 0) list[kept++] = pair;
      } else if (kept < 0) {
        pair[1] = value;
        kept = i + 1;
      }
    }
    if (kept < 0) list.push([name, value]);
    else list.length = kept;
    URLSearchParams.#updateSteps(this);
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-sort
  sort(): void {
    sortByName(listOf(this, "sort"));
    URLSearchParams.#updateSteps(this);
  }

  // https://webidl.spec.whatwg.org/#es-iterable-entries
  entries(): URLSearchParamsIterator<[string, string]> {
    return new PairIterator(this, "entries") as never;
  }

  // https://webidl.spec.whatwg.org/#es-forEach
  forEach(callback: (value: string, key: string, parent: URLSearchParams) => void, thisArg?: unknown): void;
  forEach(callback: (value: string, key: string, parent: URLSearchParams) => void): void {
    listOf(this, "forEach", arguments.length, 1);
    if (typeof callback !== "function") throw new TypeError("URLSearchParams.forEach: the callback is not a function");
    for (let i = 0; i < this.#list.length; i++) {
      const pair = this.#list[i];
      callback.call(arguments[1], pair[1], pair[0], this);
    }
  }

  // https://webidl.spec.whatwg.org/#es-iterable-keys
  keys(): URLSearchParamsIterator<string> {
    return new PairIterator(this, "keys") as never;
  }

  // https://webidl.spec.whatwg.org/#es-iterable-values
  values(): URLSearchParamsIterator<string> {
    return new PairIterator(this, "values") as never;
  }

  // https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior
  toString(): string {
    return urlencodedSerializer(listOf(this, "toString"));
  }

  declare [Symbol.iterator]: () => URLSearchParamsIterator<[string, string]>;
}

// An optional USVString argument: undefined is "not given".
function optionalValue(value: unknown): string | undefined {
  return value === undefined ? undefined : toUSVString(value);
}

/** A live iterator over a URLSearchParams's pairs (Web IDL's default iterator object). */
export interface URLSearchParamsIterator<T> extends IterableIterator<T> {
  readonly [Symbol.toStringTag]: "URLSearchParams Iterator";
}

// https://webidl.spec.whatwg.org/#es-default-iterator-object
class PairIterator {
  #target: URLSearchParams;
  #kind: IterationKind;
  #index = 0;

  // Made by the method `kind` of `target`, which it brand-checks.
  constructor(target: URLSearchParams, kind: IterationKind) {
    listOf(target, kind);
    this.#target = target;
    this.#kind = kind;
  }

  // https://webidl.spec.whatwg.org/#es-iterator-prototype-object
  next(): IteratorResult<unknown, undefined> {
    if (!(isObject(this) && #target in this)) {
      throw new TypeError("next() called on an object that is not a URLSearchParams Iterator");
    }
    const pair = listOf(this.#target, "")[this.#index];
    if (pair === undefined) return { value: undefined, done: true };
    this.#index++;
    const kind = this.#kind;
    return { value: kind === "keys" ? pair[0] : kind === "values" ? pair[1] : [pair[0], pair[1]], done: false };
  }

  // A static field's initializer, not a static block: React Native's Babel preset cannot compile those.
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: the initializer runs for its effects
  static #setUp = (() => {
    // %URLSearchParamsIteratorPrototype%: inherits %IteratorPrototype%, has no constructor. Node's
    // util.inspect: the runtime's own iterator over the same pairs, advanced as far as this one.
    const proto = defineInterface(
      PairIterator,
      "URLSearchParams Iterator",
      0,
      {},
      function (this: PairIterator, depth: number, options: InspectOptions, inspect: InspectFunction) {
        if (NativeParams === undefined) return this;
        const native = new NativeParams(listOf(this.#target, ""))[this.#kind]();
        for (let i = 0; i < this.#index; i++) native.next();
        return inspect(native, { ...options, depth });
      },
    ).prototype;
    Object.setPrototypeOf(proto, Object.getPrototypeOf(arrayIteratorPrototype));
    delete (proto as { constructor?: unknown }).constructor;
  })();
}
