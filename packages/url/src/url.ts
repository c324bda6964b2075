// biome-ignore-all lint/complexity/noArguments: Web IDL counts the arguments actually passed (an explicit undefined counts as one), and a function's length is its required parameters only, which arguments.length expresses and rest parameters do not.
import type { IDNA } from "@urlkit/host";
import type { URLRecord } from "@urlkit/parser";
// The parser's functions without argument checks (this class converts every argument itself) or validation errors.
import {
  applyStateOverride,
  basicURLParse,
  basicURLParseBase,
  cannotHaveUsernamePasswordPort,
  canParseURL,
  serializeOrigin,
  setFragment,
  setPort,
  setQuery,
  setThePassword,
  setTheUsername,
} from "@urlkit/parser/unchecked";
import { CodePoint } from "./code-points.ts";
import type { InspectFunction, InspectOptions } from "./inspect.ts";
import { createQueryObject, resetQueryObject, type URLSearchParams } from "./url-search-params.ts";
import { defineInterface, requireArguments, toUSVString } from "./webidl.ts";

// Passed as the constructor's first argument by URL.parse, with the parsed record as the second.
const FROM_RECORD: object = {};

// An input as a JSON string; past 256 code units, its start and its length (a message is not a data dump).
function quote(value: string): string {
  const json = JSON.stringify(value.slice(0, 256));
  return value.length > 256 ? `${json.slice(0, -1)}…" (${value.length} characters)` : json;
}

// The TypeError of a failed parse: the input, the base if any, and why (the fatal validation error).
function invalidURL(input: string, base: string | undefined, reason: string): TypeError {
  return new TypeError(
    `Invalid URL ${quote(input)}${base === undefined ? "" : ` with base ${quote(base)}`}: ${reason}`,
  );
}

// Web IDL's USVString conversion of an argument that only the URL parser reads: ToString here (a Symbol throws a
// TypeError); the parser reads lone surrogates as U+FFFD itself, so a second scan of the input is saved.
function toParserInput(value: unknown): string {
  return `${value}`;
}

/** What the URL class takes for a URL string: Web IDL converts any value to a string (a URL object to its href). */
export type URLInput = string | { toString(): string };

/** A URL object: the URL Standard's URL interface (each entry exports it as the type `URL` too). */
// https://url.spec.whatwg.org/#url-class
export interface URLObject {
  href: string;
  readonly origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  readonly searchParams: URLSearchParams;
  hash: string;
  toString(): string;
  toJSON(): string;
}

/** The URL class: its constructor (which throws a TypeError for a URL that does not parse) and static operations. */
export interface URLConstructor {
  new (url: URLInput, base?: URLInput): URLObject;
  readonly prototype: URLObject;
  /** The URL, or null where the constructor would throw. */
  parse(url: URLInput, base?: URLInput): URLObject | null;
  /** Whether the constructor would succeed. */
  canParse(url: URLInput, base?: URLInput): boolean;
}

// The API URL parser (without a blob URL entry): the record, or why parsing failed.
// https://url.spec.whatwg.org/#api-url-parser
function apiURLParser(url: string, base: string | undefined, idna: IDNA): URLRecord | string {
  if (base === undefined) return basicURLParse(url, null, idna);
  const parsedBase = basicURLParseBase(base, idna);
  return typeof parsedBase === "string" ? `invalid base: ${parsedBase}` : basicURLParse(url, parsedBase, idna);
}

/**
 * The URL Standard's URL class on the host parser with `idna`: parses on construction (throwing a TypeError on
 * failure), exposes every component as a getter/setter, and keeps `searchParams` in sync with the query. Each
 * entry of the package exports the class made with its IDNA implementation.
 */
// https://url.spec.whatwg.org/#url-class
export function defineURL(idna: IDNA): URLConstructor {
  return class URL {
    #url: URLRecord;
    #query: URLSearchParams | null = null;

    // A static field's initializer, not a static block: React Native's Babel preset cannot compile those.
    static #setUp = (() => {
      defineInterface(URL, "URL", 1, { parse: 1, canParse: 1 }, inspectURL);
    })();

    // https://url.spec.whatwg.org/#dom-url-url
    constructor(url: URLInput, base?: URLInput) {
      if (url === FROM_RECORD) {
        this.#url = base as unknown as URLRecord;
        return;
      }
      if (url === undefined) requireArguments(arguments.length, 1, "Failed to construct 'URL'");
      const input = toParserInput(url);
      const baseString = base === undefined ? undefined : toParserInput(base);
      const parsed = apiURLParser(input, baseString, idna);
      if (typeof parsed === "string") throw invalidURL(input, baseString, parsed);
      this.#url = parsed;
    }

    // https://url.spec.whatwg.org/#dom-url-parse
    static parse(url: URLInput, base?: URLInput): URL | null {
      if (url === undefined) requireArguments(arguments.length, 1, "URL.parse");
      const parsed = apiURLParser(toParserInput(url), base === undefined ? undefined : toParserInput(base), idna);
      return typeof parsed === "string" ? null : new URL(FROM_RECORD as unknown as string, parsed as unknown as string);
    }

    // https://url.spec.whatwg.org/#dom-url-canparse
    static canParse(url: URLInput, base?: URLInput): boolean {
      if (url === undefined) requireArguments(arguments.length, 1, "URL.canParse");
      return canParseURL(toParserInput(url), base === undefined ? undefined : toParserInput(base), idna);
    }

    // A setter's value as a USVString, after the brand check Web IDL does before converting: reading the private
    // field throws a TypeError for anything but a URL (getters brand-check by reading it too). Static, as are the
    // class's other private methods: where private members compile to properties (React Native's Babel preset), an
    // instance method is one more property defined on every URL.
    static #usv(url: URL, value: unknown): string {
      url.#url;
      return toUSVString(value);
    }

    // https://url.spec.whatwg.org/#dom-url-href
    toString(): string {
      return this.#url.href;
    }

    // https://url.spec.whatwg.org/#dom-url-href
    get href(): string {
      return this.#url.href;
    }

    set href(value: string) {
      const input = URL.#usv(this, value);
      const parsed = basicURLParse(input, null, idna);
      if (typeof parsed === "string") throw invalidURL(input, undefined, parsed);
      this.#url = parsed;
      if (this.#query !== null) resetQueryObject(this.#query, parsed.query ?? "");
    }

    // https://url.spec.whatwg.org/#dom-url-origin
    get origin(): string {
      return serializeOrigin(this.#url, idna);
    }

    // https://url.spec.whatwg.org/#dom-url-protocol
    get protocol(): string {
      return `${this.#url.scheme}:`;
    }

    set protocol(value: string) {
      applyStateOverride(this.#url, `${URL.#usv(this, value)}:`, "scheme-start", idna);
    }

    // https://url.spec.whatwg.org/#dom-url-username
    get username(): string {
      return this.#url.username;
    }

    set username(value: string) {
      const input = URL.#usv(this, value);
      if (!cannotHaveUsernamePasswordPort(this.#url)) setTheUsername(this.#url, input);
    }

    // https://url.spec.whatwg.org/#dom-url-password
    get password(): string {
      return this.#url.password;
    }

    set password(value: string) {
      const input = URL.#usv(this, value);
      if (!cannotHaveUsernamePasswordPort(this.#url)) setThePassword(this.#url, input);
    }

    // https://url.spec.whatwg.org/#dom-url-host
    get host(): string {
      const url = this.#url;
      return url.hostStart === url.hostEnd ? "" : url.href.slice(url.hostStart, url.pathStart);
    }

    set host(value: string) {
      const input = URL.#usv(this, value);
      if (!this.#url.hasOpaquePath) applyStateOverride(this.#url, input, "host", idna);
    }

    // https://url.spec.whatwg.org/#dom-url-hostname
    get hostname(): string {
      return this.#url.hostname;
    }

    set hostname(value: string) {
      const input = URL.#usv(this, value);
      if (!this.#url.hasOpaquePath) applyStateOverride(this.#url, input, "hostname", idna);
    }

    // https://url.spec.whatwg.org/#dom-url-port
    get port(): string {
      const port = this.#url.portNumber;
      return port < 0 ? "" : `${port}`;
    }

    set port(value: string) {
      const input = URL.#usv(this, value);
      const url = this.#url;
      if (cannotHaveUsernamePasswordPort(url)) return;
      if (input === "") setPort(url, null);
      else applyStateOverride(url, input, "port", idna);
    }

    // https://url.spec.whatwg.org/#dom-url-pathname
    get pathname(): string {
      return this.#url.pathname;
    }

    set pathname(value: string) {
      const input = URL.#usv(this, value);
      if (!this.#url.hasOpaquePath) applyStateOverride(this.#url, input, "path-start", idna);
    }

    // https://url.spec.whatwg.org/#dom-url-search
    get search(): string {
      const query = this.#url.query;
      return query ? `?${query}` : "";
    }

    set search(value: string) {
      const input = URL.#usv(this, value);
      if (input === "") setQuery(this.#url, null);
      else {
        const query = input.charCodeAt(0) === CodePoint.QuestionMark ? input.slice(1) : input;
        applyStateOverride(this.#url, query, "query", idna);
      }
      // The standard sets the list to the parse of the value as given; like Node and whatwg-url, this parses the
      // URL's resulting query instead, which differs only where the parser dropped tabs or newlines, so that the
      // list always matches the URL.
      if (this.#query !== null) resetQueryObject(this.#query, this.#url.query ?? "");
    }

    // https://url.spec.whatwg.org/#dom-url-searchparams
    get searchParams(): URLSearchParams {
      this.#query ??= URL.#newQueryObject(this, this.#url.query ?? "");
      return this.#query;
    }

    static #newQueryObject(url: URL, query: string): URLSearchParams {
      return createQueryObject(query, (serialized) => setQuery(url.#url, serialized === "" ? null : serialized));
    }

    // https://url.spec.whatwg.org/#dom-url-hash
    get hash(): string {
      const fragment = this.#url.fragment;
      return fragment ? `#${fragment}` : "";
    }

    set hash(value: string) {
      const input = URL.#usv(this, value);
      if (input === "") setFragment(this.#url, null);
      else {
        const fragment = input.charCodeAt(0) === CodePoint.NumberSign ? input.slice(1) : input;
        applyStateOverride(this.#url, fragment, "fragment", idna);
      }
    }

    // https://url.spec.whatwg.org/#dom-url-tojson
    toJSON(): string {
      return this.#url.href;
    }
  };
}

/** Node's `util.inspect` of a URL: `URL { href: '…', origin: '…', … }`, like Node's own URL. */
function inspectURL(this: URLObject, depth: number, options: InspectOptions, inspect: InspectFunction): unknown {
  if (depth < 0) return this;
  // The interface's attributes, in its order: the enumerable properties (accessors on the prototype) but the methods.
  const shown: Record<string, unknown> = {};
  for (const key in this) {
    const value = (this as unknown as Record<string, unknown>)[key];
    if (typeof value !== "function") shown[key] = value;
  }
  return `${this.constructor.name} ${inspect(shown, options)}`;
}
