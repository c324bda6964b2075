// biome-ignore-all lint/complexity/noArguments: Web IDL counts the arguments actually passed (an explicit undefined counts as one), and a function's length is its required parameters only, which arguments.length expresses and rest parameters do not.
import { parse, serialize } from "@urlkit/urlencoded";
import { type InspectFunction, type InspectOptions, inspectCustom } from "./inspect.ts";
import { defineInterface, illegalInvocation, requireArguments, toUSVString } from "./webidl.ts";

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

const KEY = 0;
const VALUE = 1;
const KEY_VALUE = 2;
type IterationKind = typeof KEY | typeof VALUE | typeof KEY_VALUE;

let isParams: (value: unknown) => value is URLSearchParams;
let listOf: (params: URLSearchParams) => Pair[];
let newQueryObject: (query: string, update: QueryUpdate) => URLSearchParams;
let setList: (params: URLSearchParams, query: string) => void;

/** @internal A URL's query object: its list parsed from `query`, its updates reported to `update`. */
export function createQueryObject(query: string, update: QueryUpdate): URLSearchParams {
  return newQueryObject(query, update);
}

/** @internal Replaces a query object's list with the parse of `query` (the URL's href and search setters). */
export function resetQueryObject(params: URLSearchParams, query: string): void {
  setList(params, query);
}

function isObject(value: unknown): value is object {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

// https://tc39.es/ecma262/#sec-getmethod
function getIteratorMethod(value: object, what: string): ((this: unknown) => unknown) | undefined {
  const method = (value as { [Symbol.iterator]?: unknown })[Symbol.iterator];
  if (method === undefined || method === null) return undefined;
  if (typeof method !== "function") throw new TypeError(`${what}: [Symbol.iterator] is not a function`);
  return method as (this: unknown) => unknown;
}

// https://webidl.spec.whatwg.org/#create-sequence-from-iterable
function sequenceFrom<T>(
  iterable: object,
  method: (this: unknown) => unknown,
  convert: (item: unknown) => T,
  what: string,
): T[] {
  const iterator = method.call(iterable);
  if (!isObject(iterator)) throw new TypeError(`${what}: [Symbol.iterator]() did not return an object`);
  const next = (iterator as { next: unknown }).next;
  const out: T[] = [];
  for (;;) {
    if (typeof next !== "function") throw new TypeError(`${what}: the iterator has no next() method`);
    const result: unknown = next.call(iterator);
    if (!isObject(result)) throw new TypeError(`${what}: the iterator's next() did not return an object`);
    if ((result as IteratorResult<unknown>).done) return out;
    out.push(convert((result as IteratorResult<unknown>).value));
  }
}

const CONSTRUCT = "Failed to construct 'URLSearchParams'";

function toInnerSequence(value: unknown): string[] {
  const what = `${CONSTRUCT}: each pair`;
  if (!isObject(value)) throw new TypeError(`${what} must be an iterable object such as [name, value]`);
  const method = getIteratorMethod(value, what);
  if (method === undefined) throw new TypeError(`${what} must be an iterable object such as [name, value]`);
  return sequenceFrom(value, method, toUSVString, what);
}

// The constructor's argument: (sequence<sequence<USVString>> or record<USVString, USVString> or USVString).
// https://webidl.spec.whatwg.org/#es-union
function initialList(init: unknown): Pair[] {
  if (init === undefined) return [];
  if (!isObject(init)) {
    const query = toUSVString(init);
    return parse(query.charCodeAt(0) === 0x3f ? query.slice(1) : query);
  }
  const method = getIteratorMethod(init, CONSTRUCT);
  if (method !== undefined) {
    const sequence = sequenceFrom(init, method, toInnerSequence, CONSTRUCT);
    const list: Pair[] = [];
    for (let i = 0; i < sequence.length; i++) {
      const inner = sequence[i];
      if (inner.length !== 2) {
        throw new TypeError(`${CONSTRUCT}: pair ${i} has ${inner.length} items; each pair needs exactly 2`);
      }
      list.push([inner[0], inner[1]]);
    }
    return list;
  }
  return recordList(init);
}

// https://webidl.spec.whatwg.org/#es-record
function recordList(record: object): Pair[] {
  const map = new Map<string, string>();
  for (const key of Reflect.ownKeys(record)) {
    const desc = Reflect.getOwnPropertyDescriptor(record, key);
    if (desc === undefined || !desc.enumerable) continue;
    const typedKey = toUSVString(key);
    map.set(typedKey, toUSVString((record as Record<PropertyKey, unknown>)[key]));
  }
  const list: Pair[] = [];
  for (const [name, value] of map) list.push([name, value]);
  return list;
}

function byName(a: Pair, b: Pair): number {
  const x = a[0];
  const y = b[0];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The URL Standard's URLSearchParams: a list of name-value pairs in application/x-www-form-urlencoded form,
 * with Web IDL argument conversion, and write-through to the URL it belongs to (`url.searchParams`).
 */
// https://url.spec.whatwg.org/#interface-urlsearchparams
export class URLSearchParams {
  #list: Pair[];
  #update: QueryUpdate | null = null;

  static {
    isParams = (value): value is URLSearchParams => isObject(value) && #list in value;
    listOf = (params) => params.#list;
    newQueryObject = (query, update) => {
      const params = new URLSearchParams();
      params.#list = parse(query);
      params.#update = update;
      return params;
    };
    setList = (params, query) => {
      params.#list = query === "" ? [] : parse(query);
    };
    const proto = defineInterface(URLSearchParams, "URLSearchParams").prototype;
    Object.defineProperty(proto, Symbol.iterator, { value: proto.entries, writable: true, configurable: true });
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
  constructor(init?: URLSearchParamsInit);
  constructor() {
    this.#list = initialList(arguments[0]);
  }

  // https://url.spec.whatwg.org/#concept-urlsearchparams-update
  #updateSteps(): void {
    if (this.#update !== null) this.#update(serialize(this.#list));
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-size
  get size(): number {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "size");
    return this.#list.length;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-append
  append(name: string, value: string): void {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "append");
    requireArguments(arguments.length, 2, "URLSearchParams.append");
    this.#list.push([toUSVString(name), toUSVString(value)]);
    this.#updateSteps();
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-delete
  delete(name: string, value?: string): void;
  delete(name: string): void {
    let value: string | undefined = arguments[1];
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "delete");
    requireArguments(arguments.length, 1, "URLSearchParams.delete");
    name = toUSVString(name);
    const matchValue = value !== undefined;
    if (matchValue) value = toUSVString(value);
    const list = this.#list;
    let kept = 0;
    for (let i = 0; i < list.length; i++) {
      const pair = list[i];
      if (pair[0] === name && (!matchValue || pair[1] === value)) continue;
      list[kept++] = pair;
    }
    list.length = kept;
    this.#updateSteps();
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-get
  get(name: string): string | null {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "get");
    requireArguments(arguments.length, 1, "URLSearchParams.get");
    name = toUSVString(name);
    const list = this.#list;
    for (let i = 0; i < list.length; i++) if (list[i][0] === name) return list[i][1];
    return null;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-getall
  getAll(name: string): string[] {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "getAll");
    requireArguments(arguments.length, 1, "URLSearchParams.getAll");
    name = toUSVString(name);
    const list = this.#list;
    const values: string[] = [];
    for (let i = 0; i < list.length; i++) if (list[i][0] === name) values.push(list[i][1]);
    return values;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-has
  has(name: string, value?: string): boolean;
  has(name: string): boolean {
    let value: string | undefined = arguments[1];
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "has");
    requireArguments(arguments.length, 1, "URLSearchParams.has");
    name = toUSVString(name);
    const matchValue = value !== undefined;
    if (matchValue) value = toUSVString(value);
    const list = this.#list;
    for (let i = 0; i < list.length; i++) {
      if (list[i][0] === name && (!matchValue || list[i][1] === value)) return true;
    }
    return false;
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-set
  set(name: string, value: string): void {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "set");
    requireArguments(arguments.length, 2, "URLSearchParams.set");
    name = toUSVString(name);
    value = toUSVString(value);
    const list = this.#list;
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
    this.#updateSteps();
  }

  // https://url.spec.whatwg.org/#dom-urlsearchparams-sort
  sort(): void {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "sort");
    this.#list.sort(byName);
    this.#updateSteps();
  }

  // https://webidl.spec.whatwg.org/#es-iterable-entries
  entries(): URLSearchParamsIterator<[string, string]> {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "entries");
    return new PairIterator(this, KEY_VALUE) as unknown as URLSearchParamsIterator<[string, string]>;
  }

  // https://webidl.spec.whatwg.org/#es-forEach
  forEach(callback: (value: string, key: string, parent: URLSearchParams) => void, thisArg?: unknown): void;
  forEach(callback: (value: string, key: string, parent: URLSearchParams) => void): void {
    const thisArg: unknown = arguments[1];
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "forEach");
    requireArguments(arguments.length, 1, "URLSearchParams.forEach");
    if (typeof callback !== "function") throw new TypeError("URLSearchParams.forEach: the callback is not a function");
    for (let i = 0; i < this.#list.length; i++) {
      const pair = this.#list[i];
      callback.call(thisArg, pair[1], pair[0], this);
    }
  }

  // https://webidl.spec.whatwg.org/#es-iterable-keys
  keys(): URLSearchParamsIterator<string> {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "keys");
    return new PairIterator(this, KEY) as unknown as URLSearchParamsIterator<string>;
  }

  // https://webidl.spec.whatwg.org/#es-iterable-values
  values(): URLSearchParamsIterator<string> {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "values");
    return new PairIterator(this, VALUE) as unknown as URLSearchParamsIterator<string>;
  }

  // https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior
  toString(): string {
    if (!isParams(this)) throw illegalInvocation("URLSearchParams", "toString");
    return serialize(this.#list);
  }

  /** Node's `util.inspect`: `URLSearchParams { 'a' => '1' }`. */
  [inspectCustom](depth: number, options: InspectOptions, inspect: InspectFunction): string {
    if (!isParams(this)) return "URLSearchParams {}";
    if (typeof depth === "number" && depth < 0) return options.stylize("[Object]", "special");
    const inner = { ...options, depth: depth === null ? null : depth - 1 };
    const items = this.#list.map((pair) => `${inspect(pair[0], inner)} => ${inspect(pair[1], inner)}`);
    return braced(this.constructor.name, items, options.breakLength);
  }

  declare [Symbol.iterator]: () => URLSearchParamsIterator<[string, string]>;
}

function visibleLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 0x1b) {
      while (i < text.length && text.charCodeAt(i) !== 0x6d) i++;
    } else length++;
  }
  return length;
}

function braced(name: string, items: string[], breakLength: number): string {
  if (items.length === 0) return `${name} {}`;
  let length = -2;
  for (const item of items) length += visibleLength(item) + 2;
  return length > breakLength ? `${name} {\n  ${items.join(",\n  ")} }` : `${name} { ${items.join(", ")} }`;
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

  constructor(target: URLSearchParams, kind: IterationKind) {
    this.#target = target;
    this.#kind = kind;
  }

  // https://webidl.spec.whatwg.org/#es-iterator-prototype-object
  next(): IteratorResult<unknown, undefined> {
    if (!(isObject(this) && #target in this)) throw illegalInvocation("URLSearchParams Iterator", "next");
    const list = listOf(this.#target);
    const index = this.#index;
    if (index >= list.length) return { value: undefined, done: true };
    this.#index = index + 1;
    const pair = list[index];
    const kind = this.#kind;
    return { value: kind === KEY ? pair[0] : kind === VALUE ? pair[1] : [pair[0], pair[1]], done: false };
  }

  [inspectCustom](depth: number, options: InspectOptions, inspect: InspectFunction): string {
    if (!(#target in this)) return "URLSearchParams Iterator {}";
    const inner = { ...options, depth: depth === null ? null : depth - 1 };
    const rest = listOf(this.#target).slice(this.#index);
    const kind = this.#kind;
    const values = rest.map((pair) => (kind === KEY ? pair[0] : kind === VALUE ? pair[1] : [pair[0], pair[1]]));
    const items = values.map((value) => inspect(value, inner));
    const multiline = inspect(values, inner).includes("\n");
    return `URLSearchParams Iterator {${multiline ? `\n  ${items.join(",\n  ")}` : ` ${items.join(", ")}`} }`;
  }

  static {
    const proto = PairIterator.prototype;
    Object.setPrototypeOf(proto, Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
    Reflect.deleteProperty(proto, "constructor");
    Object.defineProperty(proto, "next", { enumerable: true });
    Object.defineProperty(proto, Symbol.toStringTag, { value: "URLSearchParams Iterator", configurable: true });
  }
}
