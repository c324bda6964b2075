// URLPatternInit processing: a dictionary of component strings (and an optional base URL) completed and, for
// inputs to match, canonicalized.
import type { IDNA } from "@urlkit/host";
import { isSpecialScheme, type URLRecord } from "@urlkit/parser";
import {
  canonicalizeAHash,
  canonicalizeAHostname,
  canonicalizeAnOpaquePathname,
  canonicalizeAPassword,
  canonicalizeAPathname,
  canonicalizeAPort,
  canonicalizeAProtocol,
  canonicalizeASearch,
  canonicalizeAUsername,
  parseAURL,
  quote,
} from "./canonicalization.ts";
import { escapeAPatternString } from "./pattern-string.ts";

/** The eight components, in the standard's order. */
export const COMPONENTS = [
  "protocol",
  "username",
  "password",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
] as const;

export type ComponentName = (typeof COMPONENTS)[number];

/** A dictionary of component strings; an absent member is `undefined`. */
// https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit
export interface URLPatternInit {
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  baseURL?: string;
}

/** "pattern" keeps the strings as pattern syntax, "url" canonicalizes them as URL components. */
export type InitType = "pattern" | "url";

// https://urlpattern.spec.whatwg.org/#process-a-base-url-string
function processABaseURLString(input: string, type: InitType): string {
  return type === "pattern" ? escapeAPatternString(input) : input;
}

// https://urlpattern.spec.whatwg.org/#is-an-absolute-pathname
function isAnAbsolutePathname(input: string, type: InitType): boolean {
  if (input === "") return false;
  if (input[0] === "/") return true;
  if (type === "url" || input.length < 2) return false;
  return (input[0] === "\\" || input[0] === "{") && input[1] === "/";
}

function hasAny(init: URLPatternInit, names: readonly (keyof URLPatternInit)[]): boolean {
  for (const name of names) if (init[name] !== undefined) return true;
  return false;
}

// The components taken from the base URL: each only when `init` has none of the components before it.
function inheritFromBase(init: URLPatternInit, baseURL: URLRecord, type: InitType, result: URLPatternInit): void {
  if (init.protocol === undefined) result.protocol = processABaseURLString(baseURL.scheme, type);
  if (type !== "pattern" && !hasAny(init, ["protocol", "hostname", "port", "username"])) {
    result.username = processABaseURLString(baseURL.username, type);
  }
  if (type !== "pattern" && !hasAny(init, ["protocol", "hostname", "port", "username", "password"])) {
    result.password = processABaseURLString(baseURL.password, type);
  }
  if (hasAny(init, ["protocol", "hostname"])) return;
  result.hostname = processABaseURLString(baseURL.hostname, type);
  if (init.port !== undefined) return;
  result.port = baseURL.port === null ? "" : String(baseURL.port);
  if (init.pathname !== undefined) return;
  result.pathname = processABaseURLString(baseURL.pathname, type);
  if (init.search !== undefined) return;
  result.search = processABaseURLString(baseURL.query ?? "", type);
  if (init.hash !== undefined) return;
  result.hash = processABaseURLString(baseURL.fragment ?? "", type);
}

// A relative pathname is resolved against the base URL's path up to its last "/".
function pathnameAgainstBase(pathname: string, baseURL: URLRecord | null, type: InitType): string {
  if (baseURL === null || baseURL.hasOpaquePath || isAnAbsolutePathname(pathname, type)) return pathname;
  const baseURLPath = processABaseURLString(baseURL.pathname, type);
  const slashIndex = baseURLPath.lastIndexOf("/");
  return slashIndex === -1 ? pathname : baseURLPath.slice(0, slashIndex + 1) + pathname;
}

/**
 * The processed dictionary. `initial` is every component's starting value: null (absent) when building a pattern,
 * "" when matching. `idna` parses the base URL and canonicalizes hostnames. Throws a TypeError for an unparsable base
 * URL or (type "url") a component that cannot be canonicalized.
 */
// https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit
export function processAURLPatternInit(
  init: URLPatternInit,
  type: InitType,
  initial: string | null,
  idna: IDNA,
): URLPatternInit {
  const result: URLPatternInit = {};
  if (initial !== null) for (const name of COMPONENTS) result[name] = initial;
  let baseURL: URLRecord | null = null;
  if (init.baseURL !== undefined) {
    baseURL = parseAURL(init.baseURL, undefined, idna);
    if (baseURL === null) throw new TypeError(`invalid baseURL ${quote(init.baseURL)}`);
    inheritFromBase(init, baseURL, type, result);
  }
  const url = type === "url";
  if (init.protocol !== undefined) {
    const strippedValue = init.protocol.endsWith(":") ? init.protocol.slice(0, -1) : init.protocol;
    result.protocol = url ? canonicalizeAProtocol(strippedValue, idna) : strippedValue;
  }
  if (init.username !== undefined) result.username = url ? canonicalizeAUsername(init.username, idna) : init.username;
  if (init.password !== undefined) result.password = url ? canonicalizeAPassword(init.password, idna) : init.password;
  if (init.hostname !== undefined) result.hostname = url ? canonicalizeAHostname(init.hostname, idna) : init.hostname;
  const resultProtocolString = result.protocol ?? "";
  if (init.port !== undefined) result.port = url ? canonicalizeAPort(init.port, resultProtocolString, idna) : init.port;
  if (init.pathname !== undefined) {
    const pathname = pathnameAgainstBase(init.pathname, baseURL, type);
    result.pathname = !url
      ? pathname
      : resultProtocolString === "" || isSpecialScheme(resultProtocolString)
        ? canonicalizeAPathname(pathname, idna)
        : canonicalizeAnOpaquePathname(pathname);
  }
  if (init.search !== undefined) {
    const strippedValue = init.search.startsWith("?") ? init.search.slice(1) : init.search;
    result.search = url ? canonicalizeASearch(strippedValue, idna) : strippedValue;
  }
  if (init.hash !== undefined) {
    const strippedValue = init.hash.startsWith("#") ? init.hash.slice(1) : init.hash;
    result.hash = url ? canonicalizeAHash(strippedValue, idna) : strippedValue;
  }
  return result;
}
