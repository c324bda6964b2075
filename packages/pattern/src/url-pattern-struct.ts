// The URL pattern struct and its high-level operations: create (compile the eight components) and match.
import { defaultPort, isSpecialScheme, parseURL } from "@urlkit/parser";
import {
  canonicalizeAHash,
  canonicalizeAHostname,
  canonicalizeAnIPv6Hostname,
  canonicalizeAnOpaquePathname,
  canonicalizeAPassword,
  canonicalizeAPathname,
  canonicalizeAPort,
  canonicalizeAProtocol,
  canonicalizeASearch,
  canonicalizeAUsername,
  quote,
} from "./canonicalization.ts";
import {
  type Component,
  compileAComponent,
  createAComponentMatchResult,
  DEFAULT_OPTIONS,
  HOSTNAME_OPTIONS,
  matchComponent,
  PATHNAME_OPTIONS,
  protocolComponentMatchesASpecialScheme,
  type URLPatternComponentResult,
} from "./component.ts";
import { parseAConstructorString } from "./constructor-string.ts";
import { COMPONENTS, type ComponentName, processAURLPatternInit, type URLPatternInit } from "./init-processing.ts";
import type { EncodingCallback, Options } from "./parser.ts";

// https://urlpattern.spec.whatwg.org/#url-pattern
export type URLPatternStruct = Record<ComponentName, Component>;

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
    return compileAComponent(input, encodingCallback, options);
  } catch (error) {
    throw new TypeError(`invalid ${name} pattern ${quote(input)}: ${(error as Error).message}`);
  }
}

/** A URL pattern from a constructor string (relative to `baseURL` if not null) or a URLPatternInit. */
// https://urlpattern.spec.whatwg.org/#url-pattern-create
export function createAURLPattern(
  input: string | URLPatternInit,
  baseURL: string | null,
  options: URLPatternOptions,
): URLPatternStruct {
  let init: URLPatternInit;
  if (typeof input === "string") {
    init = parseAConstructorString(input);
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
  const processedInit = processAURLPatternInit(init, "pattern", null) as Record<ComponentName, string>;
  for (const name of COMPONENTS) processedInit[name] ??= "*";
  const { protocol, port } = processedInit;
  if (isSpecialScheme(protocol) && port === String(defaultPort(protocol))) processedInit.port = "";
  const ignoreCase = options.ignoreCase === true;
  const protocolComponent = compile("protocol", protocol, canonicalizeAProtocol, DEFAULT_OPTIONS);
  const hostname = processedInit.hostname;
  const pathnameOptions = protocolComponentMatchesASpecialScheme(protocolComponent)
    ? ([canonicalizeAPathname, { ...PATHNAME_OPTIONS, ignoreCase }] as const)
    : ([canonicalizeAnOpaquePathname, { ...DEFAULT_OPTIONS, ignoreCase }] as const);
  const compileOptions = { ...DEFAULT_OPTIONS, ignoreCase };
  return {
    protocol: protocolComponent,
    username: compile("username", processedInit.username, canonicalizeAUsername, DEFAULT_OPTIONS),
    password: compile("password", processedInit.password, canonicalizeAPassword, DEFAULT_OPTIONS),
    hostname: hostnamePatternIsAnIPv6Address(hostname)
      ? compile("hostname", hostname, canonicalizeAnIPv6Hostname, HOSTNAME_OPTIONS)
      : compile("hostname", hostname, canonicalizeAHostname, HOSTNAME_OPTIONS),
    port: compile("port", processedInit.port, canonicalizeAPort, DEFAULT_OPTIONS),
    pathname: compile("pathname", processedInit.pathname, pathnameOptions[0], pathnameOptions[1]),
    search: compile("search", processedInit.search, canonicalizeASearch, compileOptions),
    hash: compile("hash", processedInit.hash, canonicalizeAHash, compileOptions),
  };
}

// https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups
export function hasRegexpGroups(urlPattern: URLPatternStruct): boolean {
  for (const name of COMPONENTS) if (urlPattern[name].hasRegexpGroups) return true;
  return false;
}

/** The eight component strings an input to match is made of. */
type ComponentStrings = [string, string, string, string, string, string, string, string];

// The component strings of a URL string (against a base URL string, if given) or null if either fails to parse.
function componentStringsOfURL(input: string, baseURLString: string | undefined): ComponentStrings | null {
  const url = baseURLString === undefined ? parseURL(input) : parseURL(input, { base: baseURLString });
  if (url === null) return null;
  const port = url.port;
  return [
    url.scheme,
    url.username,
    url.password,
    url.hostname,
    port === null ? "" : String(port),
    url.pathname,
    url.query ?? "",
    url.fragment ?? "",
  ];
}

// The component strings of a URLPatternInit to match, or null if it cannot be canonicalized.
function componentStringsOfInit(input: URLPatternInit): ComponentStrings | null {
  let applyResult: URLPatternInit;
  try {
    applyResult = processAURLPatternInit(input, "url", "");
  } catch {
    return null;
  }
  return COMPONENTS.map((name) => applyResult[name] as string) as ComponentStrings;
}

function componentStrings(input: string | URLPatternInit, baseURLString: string | undefined): ComponentStrings | null {
  if (typeof input === "string") return componentStringsOfURL(input, baseURLString);
  if (baseURLString !== undefined) {
    throw new TypeError("a baseURL argument goes with a URL string, not a URLPatternInit");
  }
  return componentStringsOfInit(input);
}

/** Whether the input matches every component (the match algorithm without building the result). */
// https://urlpattern.spec.whatwg.org/#url-pattern-match
export function testAURLPattern(
  urlPattern: URLPatternStruct,
  input: string | URLPatternInit,
  baseURLString: string | undefined,
): boolean {
  const strings = componentStrings(input, baseURLString);
  if (strings === null) return false;
  for (let index = 0; index < COMPONENTS.length; index++) {
    if (!matchComponent(urlPattern[COMPONENTS[index]], strings[index])) return false;
  }
  return true;
}

// https://urlpattern.spec.whatwg.org/#url-pattern-match
export function matchAURLPattern(
  urlPattern: URLPatternStruct,
  input: string | URLPatternInit,
  baseURLString: string | undefined,
): URLPatternResult | null {
  const strings = componentStrings(input, baseURLString);
  if (strings === null) return null;
  const results: URLPatternComponentResult[] = [];
  for (let index = 0; index < COMPONENTS.length; index++) {
    const result = createAComponentMatchResult(urlPattern[COMPONENTS[index]], strings[index]);
    if (result === null) return null;
    results.push(result);
  }
  const inputs: (string | URLPatternInit)[] = [input];
  if (typeof input === "string" && baseURLString !== undefined) inputs.push(baseURLString);
  return {
    inputs,
    protocol: results[0],
    username: results[1],
    password: results[2],
    hostname: results[3],
    port: results[4],
    pathname: results[5],
    search: results[6],
    hash: results[7],
  };
}
