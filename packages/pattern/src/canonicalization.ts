// The encoding callbacks: each component's fixed text canonicalized as the URL parser would write it, by running
// @urlkit/parser on a dummy URL (with the state override the standard names) and reading the component back. The
// parser's unchecked entry takes the IDNA implementation as an argument, so each of the package's entries brings only
// its own (tr46 or the platform's).
import type { IDNA } from "@urlkit/host";
import type { URLRecord } from "@urlkit/parser";
import {
  applyStateOverride,
  basicURLParse,
  basicURLParseBase,
  setThePassword,
  setTheUsername,
} from "@urlkit/parser/unchecked";
import { C0_CONTROL_TABLE, utf8PercentEncodeString } from "@urlkit/percent-encoding";
import type { EncodingCallback } from "./parser.ts";

// An input as a JSON string, cut at 256 code units (a message is not a data dump).
export function quote(value: string): string {
  const json = JSON.stringify(value.slice(0, 256));
  return value.length > 256 ? `${json.slice(0, -1)}…" (${value.length} characters)` : json;
}

function invalid(component: string, value: string): TypeError {
  return new TypeError(`${quote(value)} is not a valid ${component}`);
}

// Text each component's canonicalization returns unchanged, checked first so that common pattern text needs no
// dummy URL: a lowercase scheme; a domain of lowercase ASCII labels without "xn--" whose last code point is no hex
// digit (so it is no IPv4 address); a port without leading zeros; path text without dot segments, "%" or "\\"; a
// query or fragment of ASCII their percent-encode sets leave alone. ("0x" is the one label ending in a letter
// above "f" that the IPv4 parser reads as a number.)
const CANONICAL_SCHEME = /^[a-z][a-z\d+\-.]*$/;
const CANONICAL_DOMAIN = /^[a-z\d.-]*[g-z]$/;
const HEX_PREFIX_LAST_LABEL = /(?:^|\.)0x$/;
const PUNYCODE_PREFIX = "xn--";
const CANONICAL_PORT = /^(?:0|[1-9]\d{0,4})$/;
const MAX_PORT = 65535;
const CANONICAL_PATH_TEXT = /^[\w!$&'()*+,\-.:;=@~|[\]/]*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
const CANONICAL_SPECIAL_QUERY = /^[!$%&(-;=?-~]*$/;
const CANONICAL_FRAGMENT = /^[!#-;=?-_a-~]*$/;

/**
 * The URL parser (without a blob URL entry) with `idna`: the record of `input` against `baseURL` if given, or null
 * if either fails to parse.
 */
// https://url.spec.whatwg.org/#concept-url-parser
export function parseAURL(input: string, baseURL: string | undefined, idna: IDNA): URLRecord | null {
  let base: URLRecord | null = null;
  if (baseURL !== undefined) {
    const parsedBase = basicURLParseBase(baseURL, idna);
    if (typeof parsedBase === "string") return null;
    base = parsedBase;
  }
  const result = basicURLParse(input, base, idna);
  return typeof result === "string" ? null : result;
}

// https://urlpattern.spec.whatwg.org/#create-a-dummy-url
export function createADummyURL(idna: IDNA): URLRecord {
  return parseAURL("https://dummy.invalid/", undefined, idna) as URLRecord;
}

// https://urlpattern.spec.whatwg.org/#canonicalize-a-protocol
export function canonicalizeAProtocol(value: string, idna: IDNA): string {
  if (value === "" || CANONICAL_SCHEME.test(value)) return value;
  const parseResult = parseAURL(`${value}://dummy.invalid/`, undefined, idna);
  if (parseResult === null) throw invalid("protocol", value);
  return parseResult.scheme;
}

// https://urlpattern.spec.whatwg.org/#canonicalize-a-username
export function canonicalizeAUsername(value: string, idna: IDNA): string {
  if (value === "") return value;
  const dummyURL = createADummyURL(idna);
  setTheUsername(dummyURL, value);
  return dummyURL.username;
}

// https://urlpattern.spec.whatwg.org/#canonicalize-a-password
export function canonicalizeAPassword(value: string, idna: IDNA): string {
  if (value === "") return value;
  const dummyURL = createADummyURL(idna);
  setThePassword(dummyURL, value);
  return dummyURL.password;
}

// https://urlpattern.spec.whatwg.org/#canonicalize-a-hostname
export function canonicalizeAHostname(value: string, idna: IDNA): string {
  if (value === "") return value;
  if (CANONICAL_DOMAIN.test(value) && !value.includes(PUNYCODE_PREFIX) && !HEX_PREFIX_LAST_LABEL.test(value)) {
    return value;
  }
  const dummyURL = createADummyURL(idna);
  if (!applyStateOverride(dummyURL, value, "hostname", idna)) throw invalid("hostname", value);
  return dummyURL.hostname;
}

// The code points an IPv6 hostname pattern's text may hold: hex digits, brackets and colons.
const IPV6_HOSTNAME_TEXT = /^[\da-fA-F[\]:]*$/;

// https://urlpattern.spec.whatwg.org/#canonicalize-an-ipv6-hostname
export function canonicalizeAnIPv6Hostname(value: string): string {
  if (!IPV6_HOSTNAME_TEXT.test(value)) throw invalid("IPv6 hostname", value);
  return value.toLowerCase();
}

// A dummy URL whose scheme has no default port.
const NO_DEFAULT_PORT_URL = "a://dummy.invalid/";

/**
 * `protocolValue` (when given) decides the default port, which canonicalizes to the empty string. Without it no
 * port is a default one: the standard's https dummy URL would turn the text "443" of a pattern such as "443*"
 * into "", where WPT and browsers keep it.
 */
// https://urlpattern.spec.whatwg.org/#canonicalize-a-port
export function canonicalizeAPort(portValue: string, protocolValue: string | undefined, idna: IDNA): string {
  if (portValue === "") return portValue;
  if (!protocolValue && CANONICAL_PORT.test(portValue) && Number(portValue) <= MAX_PORT) return portValue;
  // The scheme is set by parsing a dummy URL with it.
  const dummyURL =
    (protocolValue ? parseAURL(`${protocolValue}://dummy.invalid/`, undefined, idna) : null) ??
    (parseAURL(NO_DEFAULT_PORT_URL, undefined, idna) as URLRecord);
  if (!applyStateOverride(dummyURL, portValue, "port", idna)) throw invalid("port", portValue);
  return dummyURL.port === null ? "" : String(dummyURL.port);
}

// The prefix that keeps a pathname piece from being read as the path's start ("/") or a dot segment ("-").
const PATH_PIECE_PREFIX = "/-";

// https://urlpattern.spec.whatwg.org/#canonicalize-a-pathname
export function canonicalizeAPathname(value: string, idna: IDNA): string {
  if (value === "" || (CANONICAL_PATH_TEXT.test(value) && !DOT_SEGMENT.test(value))) return value;
  const leadingSlash = value.charCodeAt(0) === PATH_PIECE_PREFIX.charCodeAt(0);
  const modifiedValue = leadingSlash ? value : PATH_PIECE_PREFIX + value;
  const dummyURL = createADummyURL(idna);
  applyStateOverride(dummyURL, modifiedValue, "path-start", idna);
  const result = dummyURL.pathname;
  return leadingSlash ? result : result.slice(PATH_PIECE_PREFIX.length);
}

const TAB_OR_NEWLINE = /[\t\n\r]/g;
const QUERY_OR_FRAGMENT_START = /[?#]/;

/**
 * The basic URL parser's opaque path state as a state override (the parser's public overrides have no opaque-path
 * state): tabs and newlines removed, the path ends at "?" or "#" (where the query or fragment would start), a space
 * just before that end becomes "%20", and the rest is UTF-8 percent-encoded with the C0 control set.
 */
// https://urlpattern.spec.whatwg.org/#canonicalize-an-opaque-pathname
export function canonicalizeAnOpaquePathname(value: string): string {
  if (value === "") return value;
  const cleaned = value.replace(TAB_OR_NEWLINE, "");
  const end = cleaned.search(QUERY_OR_FRAGMENT_START);
  const path = utf8PercentEncodeString(end === -1 ? cleaned : cleaned.slice(0, end), C0_CONTROL_TABLE, false);
  return end !== -1 && path.endsWith(" ") ? `${path.slice(0, -1)}%20` : path;
}

// https://urlpattern.spec.whatwg.org/#canonicalize-a-search
export function canonicalizeASearch(value: string, idna: IDNA): string {
  if (value === "" || CANONICAL_SPECIAL_QUERY.test(value)) return value;
  const dummyURL = createADummyURL(idna);
  applyStateOverride(dummyURL, value, "query", idna);
  return dummyURL.query ?? "";
}

// https://urlpattern.spec.whatwg.org/#canonicalize-a-hash
export function canonicalizeAHash(value: string, idna: IDNA): string {
  if (value === "" || CANONICAL_FRAGMENT.test(value)) return value;
  const dummyURL = createADummyURL(idna);
  applyStateOverride(dummyURL, value, "fragment", idna);
  return dummyURL.fragment ?? "";
}

/** The encoding callbacks with one IDNA implementation, and that implementation for parsing the URLs to match. */
export interface EncodingCallbacks {
  readonly idna: IDNA;
  readonly protocol: EncodingCallback;
  readonly username: EncodingCallback;
  readonly password: EncodingCallback;
  readonly hostname: EncodingCallback;
  readonly ipv6Hostname: EncodingCallback;
  readonly port: EncodingCallback;
  readonly pathname: EncodingCallback;
  readonly opaquePathname: EncodingCallback;
  readonly search: EncodingCallback;
  readonly hash: EncodingCallback;
}

/**
 * The encoding callbacks with `idna`. Compiled components are cached by callback, so an entry creates these once and
 * keeps them.
 */
export function encodingCallbacksWith(idna: IDNA): EncodingCallbacks {
  return {
    idna,
    protocol: (value) => canonicalizeAProtocol(value, idna),
    username: (value) => canonicalizeAUsername(value, idna),
    password: (value) => canonicalizeAPassword(value, idna),
    hostname: (value) => canonicalizeAHostname(value, idna),
    ipv6Hostname: canonicalizeAnIPv6Hostname,
    port: (value) => canonicalizeAPort(value, undefined, idna),
    pathname: (value) => canonicalizeAPathname(value, idna),
    opaquePathname: canonicalizeAnOpaquePathname,
    search: (value) => canonicalizeASearch(value, idna),
    hash: (value) => canonicalizeAHash(value, idna),
  };
}
