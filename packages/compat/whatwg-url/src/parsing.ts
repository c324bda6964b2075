// The URL parsers of whatwg-url's API: @urlkit/parser's, with records converted at the boundary.

import {
  applyStateOverride,
  isSpecialScheme,
  type URLRecord as ParserRecord,
  type StateOverride as ParserStateOverride,
  basicURLParse as parserBasicURLParse,
  isValidURLString as parserIsValidURLString,
  parseURL as parserParseURL,
} from "@urlkit/parser";
import { type Encoding, UTF_8 } from "@urlkit/percent-encoding";
import { getEncoding } from "@urlkit/percent-encoding/legacy";
import { emptyRecord, hostValue, parsedRecordOf, toParserRecord, toWhatwgRecord, type URLRecord } from "./record.ts";

/** whatwg-url's names of the basic URL parser's states. */
export type StateOverride =
  | "scheme start"
  | "scheme"
  | "no scheme"
  | "special relative or authority"
  | "path or authority"
  | "relative"
  | "relative slash"
  | "special authority slashes"
  | "special authority ignore slashes"
  | "authority"
  | "host"
  | "hostname"
  | "port"
  | "file"
  | "file slash"
  | "file host"
  | "path start"
  | "path"
  | "opaque path"
  | "query"
  | "fragment";

export interface ParseURLOptions {
  baseURL?: URLRecord | null;
  /** An encoding label (the Encoding Standard's), for the query of a special URL. Default "UTF-8". */
  encoding?: string;
}

export interface BasicURLParseOptions extends ParseURLOptions {
  /** With `stateOverride`: the record to change in place. */
  url?: URLRecord;
  stateOverride?: StateOverride;
}

/** What whatwg-url's parseURLWithValidationErrors returns: the record or null, and each validation error's name. */
export interface ParseResultWithValidationErrors {
  url: URLRecord | null;
  validationErrors: string[];
}

/** The state overrides the standard's callers use (the URL API setters), by whatwg-url's names. */
const STATE_OVERRIDES: { readonly [name: string]: ParserStateOverride } = {
  "scheme start": "scheme-start",
  host: "host",
  hostname: "hostname",
  port: "port",
  "path start": "path-start",
  // The path state is the path start state after its one leading "/" (see pathInput).
  path: "path-start",
  query: "query",
  fragment: "fragment",
};

/** The encoding for a label; UTF-8 (and the labels whose output encoding is UTF-8) as no encoding at all. */
function encodingOf(label: string | undefined): Encoding | undefined {
  if (label === undefined || label === "utf-8" || label === "UTF-8") return undefined;
  const encoding = getEncoding(label);
  return encoding === UTF_8 ? undefined : encoding;
}

function baseOf(baseURL: URLRecord | null | undefined): ParserRecord | null {
  return baseURL ? parsedRecordOf(baseURL) : null;
}

// https://url.spec.whatwg.org/#concept-url-parser
export function parseURL(input: string, options: ParseURLOptions = {}): URLRecord | null {
  const record = parserParseURL(input, { base: baseOf(options.baseURL), encoding: encodingOf(options.encoding) });
  return record === null ? null : toWhatwgRecord(record);
}

/** The URL parser, collecting the name of each validation error it reports. */
export function parseURLWithValidationErrors(
  input: string,
  options: ParseURLOptions = {},
): ParseResultWithValidationErrors {
  const validationErrors: string[] = [];
  const record = parserParseURL(input, {
    base: baseOf(options.baseURL),
    encoding: encodingOf(options.encoding),
    onValidationError: (error) => validationErrors.push(error.type),
  });
  return { url: record === null ? null : toWhatwgRecord(record), validationErrors };
}

/** Whether `input` is a valid URL string (the URL writing section's grammar), relative ones against `baseURL`. */
// https://url.spec.whatwg.org/#valid-url-string
export function isValidURLString(input: string, options: { baseURL?: URLRecord | null } = {}): boolean {
  return parserIsValidURLString(input, { base: baseOf(options.baseURL) });
}

/**
 * The basic URL parser. Without `stateOverride`, a new record or null. With it, changes `url` (a new empty record when
 * absent) in place and returns it, or null for failure, which can leave earlier changes in place, as whatwg-url does.
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function basicURLParse(input: string, options: BasicURLParseOptions = {}): URLRecord | null {
  const { url, stateOverride } = options;
  if (stateOverride === undefined) {
    const record = parserBasicURLParse(input, {
      base: baseOf(options.baseURL),
      encoding: encodingOf(options.encoding),
    });
    if (record === null) return null;
    const parsed = toWhatwgRecord(record);
    return url === undefined ? parsed : Object.assign(url, parsed);
  }
  const override = STATE_OVERRIDES[stateOverride];
  if (override === undefined) {
    throw new TypeError(
      `basicURLParse: the state override ${JSON.stringify(stateOverride)} is not supported; @urlkit/whatwg-url takes ` +
        `those of the URL API setters: ${Object.keys(STATE_OVERRIDES).join(", ")}`,
    );
  }
  return overrideInPlace(url ?? emptyRecord(), input, stateOverride, override, encodingOf(options.encoding));
}

enum CodePoint {
  Solidus = 0x2f,
  ReverseSolidus = 0x5c,
}

/**
 * The input for the path start override. whatwg-url's path states push onto the record's path (the standard's callers
 * empty it first), where ours starts from an empty path: the segments already there go ahead of the input, as text.
 * The path state is the path start state's after the "/" that state skips.
 */
function pathInput(url: URLRecord, input: string, special: boolean, pathState: boolean): string | null {
  const path = url.path;
  // whatwg-url's path states push onto the path, which an opaque path (a string) cannot take.
  if (typeof path === "string") throw new TypeError("basicURLParse: a URL with an opaque path has no segments to set");
  const existing = path.length === 0 ? "" : `/${path.join("/")}`;
  if (pathState) return `${existing}/${input}`;
  if (existing === "") return input;
  const cleaned = input.replace(/[\t\n\r]/g, "");
  const first = cleaned.charCodeAt(0);
  if (first === CodePoint.Solidus || (special && first === CodePoint.ReverseSolidus)) return existing + input;
  // An empty input leaves a URL that is not special and has a host as it is.
  if (cleaned === "" && !special && url.host !== null) return null;
  return `${existing}/${input}`;
}

/** Runs the override on the record of `url` and writes back each component it changed. */
function overrideInPlace(
  url: URLRecord,
  input: string,
  name: StateOverride,
  override: ParserStateOverride,
  encoding: Encoding | undefined,
): URLRecord | null {
  const record = toParserRecord(url);
  const { scheme, username, password, host, port, pathname, query, fragment } = record;
  let text: string | null = input;
  if (override === "path-start") {
    text = pathInput(url, input, isSpecialScheme(scheme), name === "path");
    if (text === null) return url;
  }
  const ok = applyStateOverride(record, text, override, { encoding });
  // whatwg-url's query and fragment states append to what the record holds (the URL API sets it to "" first; a null
  // becomes "null", as JavaScript's + makes it): the query state once at the end of the input, the fragment state for
  // each code point.
  if (override === "query") url.query = `${url.query}${record.query}`;
  else if (override === "fragment") {
    if (record.fragment !== "") url.fragment = `${url.fragment}${record.fragment}`;
  } else {
    if (record.scheme !== scheme) url.scheme = record.scheme;
    if (record.username !== username) url.username = record.username;
    if (record.password !== password) url.password = record.password;
    if (record.host !== host) url.host = hostValue(record.host, record.scheme);
    if (record.port !== port) url.port = record.port;
    if (record.pathname !== pathname) replacePath(url, record.path);
    if (record.query !== query) url.query = record.query;
    if (record.fragment !== fragment) url.fragment = record.fragment;
  }
  return ok ? url : null;
}

/** Replaces the path; an array path keeps its identity, as whatwg-url pushes onto it. */
function replacePath(url: URLRecord, path: string | string[]): void {
  if (Array.isArray(url.path) && Array.isArray(path)) url.path.splice(0, url.path.length, ...path);
  else url.path = path;
}
