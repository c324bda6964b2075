import * as urlkit from "@urlkit/url";
import { URL as WhatwgURL, URLSearchParams as WhatwgURLSearchParams } from "whatwg-url";

/** The part of the URL class the harness drives (the platform's shape). */
export interface URLLike {
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
  readonly searchParams: URLSearchParamsLike;
  hash: string;
  toString(): string;
  toJSON(): string;
}

export interface URLSearchParamsLike extends Iterable<[string, string]> {
  readonly size: number;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  forEach(callback: (value: string, name: string) => void): void;
  entries(): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  values(): IterableIterator<string>;
  toString(): string;
}

export interface URLClass {
  new (url: string, base?: string | URLLike): URLLike;
  parse(url: string, base?: string | URLLike): URLLike | null;
  canParse(url: string, base?: string | URLLike): boolean;
}

export type URLSearchParamsInit =
  | string
  | readonly (readonly string[])[]
  | Record<string, string>
  | URLSearchParamsLike;

export interface URLSearchParamsClass {
  new (init?: URLSearchParamsInit): URLSearchParamsLike;
}

/** One implementation of the URL Standard's API. */
export interface Impl {
  readonly name: ImplName;
  readonly URL: URLClass;
  readonly URLSearchParams: URLSearchParamsClass;
}

export type ImplName = "urlkit" | "native" | "whatwg-url";

/** Node's own classes (Node 24: ada). */
export const NATIVE: Impl = {
  name: "native",
  URL: globalThis.URL as unknown as URLClass,
  URLSearchParams: globalThis.URLSearchParams as unknown as URLSearchParamsClass,
};

/** whatwg-url 17 (jsdom's implementation, written from the standard's text). */
export const WHATWG_URL: Impl = {
  name: "whatwg-url",
  URL: WhatwgURL as unknown as URLClass,
  URLSearchParams: WhatwgURLSearchParams as unknown as URLSearchParamsClass,
};

/** The two implementations every result of the subject is compared with. */
export const REFERENCES: readonly Impl[] = [NATIVE, WHATWG_URL];

/**
 * The implementation under test: `@urlkit/url` (source under vitest, dist under node). Throws, saying why,
 * when the package does not export its classes yet, so no test passes by testing a reference against itself.
 * `RELIABILITY_SUBJECT=native|whatwg-url` swaps in a stand-in, for developing the harness only.
 */
export function subject(): Impl {
  const impl = loadSubject();
  if (impl.name === "urlkit") probe(impl, URL_CHECKS.concat(SEARCH_PARAMS_CHECKS));
  return impl;
}

/** The subject for tests of URLSearchParams alone (usable before the URL class works). */
export function searchParamsSubject(): Impl {
  const impl = loadSubject();
  if (impl.name === "urlkit") probe(impl, SEARCH_PARAMS_CHECKS);
  return impl;
}

function loadSubject(): Impl {
  const override = typeof process === "undefined" ? undefined : process.env.RELIABILITY_SUBJECT;
  if (override === "native") return NATIVE;
  if (override === "whatwg-url") return WHATWG_URL;
  if (override !== undefined && override !== "" && override !== "urlkit") {
    throw new Error(`RELIABILITY_SUBJECT=${override}: expected urlkit, native or whatwg-url`);
  }
  const exports = urlkit as unknown as Record<string, unknown>;
  if (typeof exports.URL !== "function" || typeof exports.URLSearchParams !== "function") {
    throw new Error(
      "@urlkit/url does not export the URL and URLSearchParams classes (yet): there is no subject to test. " +
        `It exports: [${Object.keys(exports).join(", ")}].`,
    );
  }
  return {
    name: "urlkit",
    URL: exports.URL as URLClass,
    URLSearchParams: exports.URLSearchParams as URLSearchParamsClass,
  };
}

type Check = [what: string, run: (impl: Impl) => unknown, expected: unknown];

const URL_CHECKS: Check[] = [
  ["new URL(...).href", (i) => new i.URL("HTTPS://EXAMPLE.org:443/a/../b?c#d").href, "https://example.org/b?c#d"],
  ["relative with a base", (i) => new i.URL("../x", "http://h/a/b/c").href, "http://h/a/x"],
  ["failure", (i) => i.URL.canParse("http://[::1"), false],
  ["setter", (i) => Object.assign(new i.URL("http://h/"), { pathname: "p q" }).href, "http://h/p%20q"],
];

const SEARCH_PARAMS_CHECKS: Check[] = [
  ["URLSearchParams", (i) => new i.URLSearchParams("b=1&a=2+3").toString(), "b=1&a=2+3"],
  ["URLSearchParams#get", (i) => new i.URLSearchParams([["a", "é"]]).get("a"), "é"],
];

/**
 * A few basic behaviours the subject must have before testing it means anything (a class whose parser is
 * missing would otherwise "pass" the only-TypeError properties by throwing "x is not a function").
 */
function probe(impl: Impl, checks: Check[]): void {
  const failed: string[] = [];
  for (const [what, run, expected] of checks) {
    let actual: unknown;
    try {
      actual = run(impl);
    } catch (error) {
      actual = error;
    }
    if (actual !== expected) failed.push(`${what}: expected ${JSON.stringify(expected)}, got ${String(actual)}`);
  }
  if (failed.length > 0) {
    throw new Error(`${impl.name} fails the basic probe, so testing it would prove nothing:\n  ${failed.join("\n  ")}`);
  }
}
