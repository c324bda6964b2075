// whatwg-url's URL record: a plain mutable object whose host keeps its parsed form. Callers spread, compare and mutate
// these, so every function of this package takes and returns them, converting to @urlkit/parser's records (one string
// and offsets) at its boundary.
import { parseIPv4, parseIPv6, serializeIPv4, serializeIPv6 } from "@urlkit/host";
import { isSpecialScheme, type URLRecord as ParserRecord, recordFromComponents } from "@urlkit/parser";

/** An IPv6 address as whatwg-url holds it: eight 16-bit pieces. */
export type IPv6Address = number[];

/** A host as whatwg-url holds it: a domain, opaque or empty host as a string, IPv4 as a number, IPv6 as its pieces. */
export type Host = string | number | IPv6Address;

/** whatwg-url's URL record, field for field (the order is its object literal's). */
// https://url.spec.whatwg.org/#concept-url
export interface URLRecord {
  scheme: string;
  username: string;
  password: string;
  host: Host | null;
  port: number | null;
  /** The segments, or the opaque path as a string. */
  path: string | string[];
  query: string | null;
  fragment: string | null;
}

enum CodePoint {
  DigitZero = 0x30,
  DigitNine = 0x39,
  LeftSquareBracket = 0x5b,
}

/** A serialized host in whatwg-url's form: IPv6 (in brackets) as pieces, a special URL's IPv4 address as a number. */
export function hostValue(host: string | null, scheme: string): Host | null {
  if (host === null || host === "") return host;
  if (host.charCodeAt(0) === CodePoint.LeftSquareBracket) return parseIPv6(host.slice(1, -1)) as IPv6Address;
  // The host parser of a special URL turns every host that ends in a number into an IPv4 address (or fails), and a
  // serialized address ends in a digit; an opaque host stays a string.
  const last = host.charCodeAt(host.length - 1);
  if (last >= CodePoint.DigitZero && last <= CodePoint.DigitNine && isSpecialScheme(scheme)) {
    return parseIPv4(host) ?? host;
  }
  return host;
}

/** The host serializer over whatwg-url's host values; anything else (a string, null) is returned as it is. */
// https://url.spec.whatwg.org/#concept-host-serializer
export function serializeHost(host: Host | null): string {
  if (typeof host === "number") return serializeIPv4(host);
  if (Array.isArray(host)) return `[${serializeIPv6(host)}]`;
  return host as string;
}

/** whatwg-url's record of a parsed record. */
export function toWhatwgRecord(record: ParserRecord): URLRecord {
  const scheme = record.scheme;
  return {
    scheme,
    username: record.username,
    password: record.password,
    host: hostValue(record.host, scheme),
    port: record.port,
    path: record.path,
    query: record.query,
    fragment: record.fragment,
  };
}

/** The parsed record of whatwg-url's record, its components taken as they are. */
export function toParserRecord(url: URLRecord): ParserRecord {
  if (typeof url !== "object" || url === null) {
    throw new TypeError(`expected a URL record, got ${url === null ? "null" : typeof url}`);
  }
  const host = url.host;
  return recordFromComponents({
    scheme: url.scheme,
    username: url.username,
    password: url.password,
    host: host === null ? null : serializeHost(host),
    port: url.port,
    path: url.path,
    query: url.query,
    fragment: url.fragment,
  });
}

/** A new record with no components, as whatwg-url's state machine starts from. */
export function emptyRecord(): URLRecord {
  return { scheme: "", username: "", password: "", host: null, port: null, path: [], query: null, fragment: null };
}
