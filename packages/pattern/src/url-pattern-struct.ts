// The URL pattern struct and its high-level operations: create (compile the eight components) and match.
import type { IDNA } from "@urlkit/host";
import { defaultPort, isSpecialScheme, type URLRecord } from "@urlkit/parser";
import { type EncodingCallbacks, parseAURL, quote } from "./canonicalization.ts";
import {
  type Component,
  compileACachedComponent,
  createAComponentMatchResult,
  DEFAULT_OPTIONS,
  DEFAULT_OPTIONS_IGNORE_CASE,
  execComponent,
  HOSTNAME_OPTIONS,
  Matcher,
  matchComponent,
  PATHNAME_OPTIONS,
  PATHNAME_OPTIONS_IGNORE_CASE,
  protocolComponentMatchesASpecialScheme,
  type URLPatternComponentResult,
} from "./component.ts";
import { parseAConstructorString } from "./constructor-string.ts";
import { COMPONENTS, type ComponentName, processAURLPatternInit, type URLPatternInit } from "./init-processing.ts";
import type { EncodingCallback, Options } from "./parser.ts";

/** The eight components, indexed in the standard's order (COMPONENTS). */
// https://urlpattern.spec.whatwg.org/#url-pattern
export type URLPatternStruct = readonly Component[];

/** The index of each component in a URLPatternStruct and in COMPONENTS. */
export enum ComponentIndex {
  PROTOCOL,
  USERNAME,
  PASSWORD,
  HOSTNAME,
  PORT,
  PATHNAME,
  SEARCH,
  HASH,
  COUNT,
}

export interface URLPatternOptions {
  ignoreCase?: boolean;
}

// https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult
export interface URLPatternResult {
  inputs: (string | URLPatternInit)[];
  protocol: URLPatternComponentResult;
  username: URLPatternComponentResult;
  password: URLPatternComponentResult;
  hostname: URLPatternComponentResult;
  port: URLPatternComponentResult;
  pathname: URLPatternComponentResult;
  search: URLPatternComponentResult;
  hash: URLPatternComponentResult;
}

// https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address
function hostnamePatternIsAnIPv6Address(input: string): boolean {
  if (input.length < 2) return false;
  return input[0] === "[" || ((input[0] === "{" || input[0] === "\\") && input[1] === "[");
}

// Compiles one component, prefixing an error with the component's name and pattern string.
function compile(name: ComponentName, input: string, encodingCallback: EncodingCallback, options: Options): Component {
  try {
    return compileACachedComponent(input, encodingCallback, options);
  } catch (error) {
    throw new TypeError(`invalid ${name} pattern ${quote(input)}: ${(error as Error).message}`);
  }
}

/**
 * A URL pattern from a constructor string (relative to `baseURL` if not null) or a URLPatternInit, canonicalized by
 * `callbacks`.
 */
// https://urlpattern.spec.whatwg.org/#url-pattern-create
export function createAURLPattern(
  input: string | URLPatternInit,
  baseURL: string | null,
  options: URLPatternOptions,
  callbacks: EncodingCallbacks,
): URLPatternStruct {
  let init: URLPatternInit;
  if (typeof input === "string") {
    init = parseAConstructorString(input, callbacks.protocol);
    if (baseURL === null && init.protocol === undefined) {
      throw new TypeError(
        `the relative pattern ${quote(input)} needs a baseURL (or an absolute pattern with a protocol)`,
      );
    }
    if (baseURL !== null) init.baseURL = baseURL;
  } else {
    if (baseURL !== null) throw new TypeError("a baseURL argument goes with a pattern string, not a URLPatternInit");
    init = input;
  }
  const processedInit = processAURLPatternInit(init, "pattern", null, callbacks.idna) as Record<ComponentName, string>;
  for (const name of COMPONENTS) processedInit[name] ??= "*";
  const { protocol, port, hostname } = processedInit;
  if (isSpecialScheme(protocol) && port === String(defaultPort(protocol))) processedInit.port = "";
  const ignoreCase = options.ignoreCase === true;
  const protocolComponent = compile("protocol", protocol, callbacks.protocol, DEFAULT_OPTIONS);
  const compileOptions = ignoreCase ? DEFAULT_OPTIONS_IGNORE_CASE : DEFAULT_OPTIONS;
  return [
    protocolComponent,
    compile("username", processedInit.username, callbacks.username, DEFAULT_OPTIONS),
    compile("password", processedInit.password, callbacks.password, DEFAULT_OPTIONS),
    hostnamePatternIsAnIPv6Address(hostname)
      ? compile("hostname", hostname, callbacks.ipv6Hostname, HOSTNAME_OPTIONS)
      : compile("hostname", hostname, callbacks.hostname, HOSTNAME_OPTIONS),
    compile("port", processedInit.port, callbacks.port, DEFAULT_OPTIONS),
    protocolComponentMatchesASpecialScheme(protocolComponent)
      ? compile(
          "pathname",
          processedInit.pathname,
          callbacks.pathname,
          ignoreCase ? PATHNAME_OPTIONS_IGNORE_CASE : PATHNAME_OPTIONS,
        )
      : compile("pathname", processedInit.pathname, callbacks.opaquePathname, compileOptions),
    compile("search", processedInit.search, callbacks.search, compileOptions),
    compile("hash", processedInit.hash, callbacks.hash, compileOptions),
  ];
}

// https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups
export function hasRegexpGroups(urlPattern: URLPatternStruct): boolean {
  for (const component of urlPattern) if (component.hasRegexpGroups) return true;
  return false;
}

// Component `index` of a parsed URL as the match algorithm reads it.
function componentOfURL(url: URLRecord, index: ComponentIndex): string {
  switch (index) {
    case ComponentIndex.PROTOCOL:
      return url.scheme;
    case ComponentIndex.USERNAME:
      return url.username;
    case ComponentIndex.PASSWORD:
      return url.password;
    case ComponentIndex.HOSTNAME:
      return url.hostname;
    case ComponentIndex.PORT: {
      const port = url.port;
      return port === null ? "" : String(port);
    }
    case ComponentIndex.PATHNAME:
      return url.pathname;
    case ComponentIndex.SEARCH:
      return url.query ?? "";
    default:
      return url.fragment ?? "";
  }
}

// The processed URLPatternInit to match, or null if it cannot be canonicalized.
function processInput(input: URLPatternInit, idna: IDNA): URLPatternInit | null {
  try {
    return processAURLPatternInit(input, "url", "", idna);
  } catch {
    return null;
  }
}

/**
 * Whether the input matches every component: the match algorithm without building its result, parsing with `idna`.
 * The caller has checked that a base URL string comes only with a URL string.
 */
// https://urlpattern.spec.whatwg.org/#url-pattern-match
export function testAURLPattern(
  urlPattern: URLPatternStruct,
  input: string | URLPatternInit,
  baseURLString: string | undefined,
  idna: IDNA,
): boolean {
  if (typeof input === "string") {
    const url = parseAURL(input, baseURLString, idna);
    if (url === null) return false;
    for (let index = 0; index < ComponentIndex.COUNT; index++) {
      const component = urlPattern[index];
      if (component.matcher !== Matcher.ANY && !matchComponent(component, componentOfURL(url, index))) return false;
    }
    return true;
  }
  const applyResult = processInput(input, idna);
  if (applyResult === null) return false;
  for (let index = 0; index < ComponentIndex.COUNT; index++) {
    if (!matchComponent(urlPattern[index], applyResult[COMPONENTS[index]] as string)) return false;
  }
  return true;
}

/** The match (each component's input and groups) or null, parsing with `idna`. */
// https://urlpattern.spec.whatwg.org/#url-pattern-match
export function matchAURLPattern(
  urlPattern: URLPatternStruct,
  input: string | URLPatternInit,
  baseURLString: string | undefined,
  idna: IDNA,
): URLPatternResult | null {
  let url: URLRecord | null = null;
  let applyResult: URLPatternInit | null = null;
  if (typeof input === "string") {
    url = parseAURL(input, baseURLString, idna);
    if (url === null) return null;
  } else {
    applyResult = processInput(input, idna);
    if (applyResult === null) return null;
  }
  // Every component is run before any result is built: most inputs fail on some component.
  const values: string[] = [];
  const execResults: (RegExpExecArray | true)[] = [];
  for (let index = 0; index < ComponentIndex.COUNT; index++) {
    const value =
      url !== null ? componentOfURL(url, index) : ((applyResult as URLPatternInit)[COMPONENTS[index]] as string);
    const execResult = execComponent(urlPattern[index], value);
    if (execResult === null) return null;
    values.push(value);
    execResults.push(execResult);
  }
  const results: URLPatternComponentResult[] = [];
  for (let index = 0; index < ComponentIndex.COUNT; index++) {
    results.push(createAComponentMatchResult(urlPattern[index], values[index], execResults[index]));
  }
  const inputs: (string | URLPatternInit)[] = [input];
  if (typeof input === "string" && baseURLString !== undefined) inputs.push(baseURLString);
  return {
    inputs,
    protocol: results[ComponentIndex.PROTOCOL],
    username: results[ComponentIndex.USERNAME],
    password: results[ComponentIndex.PASSWORD],
    hostname: results[ComponentIndex.HOSTNAME],
    port: results[ComponentIndex.PORT],
    pathname: results[ComponentIndex.PATHNAME],
    search: results[ComponentIndex.SEARCH],
    hash: results[ComponentIndex.HASH],
  };
}
