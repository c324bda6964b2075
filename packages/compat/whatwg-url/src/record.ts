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
  const url: URLRecord = {
    scheme,
    username: record.username,
    password: record.password,
    host: hostValue(record.host, scheme),
    port: record.port,
    path: record.path,
    query: record.query,
    fragment: record.fragment,
  };
  KnownRecord.remember(url, record);
  return url;
}

/**
 * The parsed record of whatwg-url's record, to read and not to change: the one it was made from or last read through
 * while its fields are unchanged, else a new one from its components.
 */
export function parsedRecordOf(url: URLRecord): ParserRecord {
  const known = KnownRecord.parsedRecordOf(url);
  if (known !== undefined) return known;
  const record = toParserRecord(url);
  KnownRecord.update(url, record);
  return record;
}

/** A class whose constructor returns its argument, so that a subclass's private fields are defined on that object. */
class Stamp {
  constructor(object: object) {
    // biome-ignore lint/correctness/noConstructorReturn: the object given is the one to carry the private fields.
    return object;
  }
}

/**
 * The records this package makes carry, as private fields, the parsed record whose href is their serialization and
 * their fields as made. Callers serialize them again and again (jsdom each link it resolves, and each base URL), and
 * reusing that href spares the URL serializer. Private fields leave a record plain to its callers: not listed, copied,
 * compared or cloned. Callers may change any field, or a path or IPv6 address in place, so the fields are compared
 * with those as made before the href is used.
 */
class KnownRecord extends Stamp {
  #parsed: ParserRecord;
  #made: URLRecord;

  private constructor(url: URLRecord, parsed: ParserRecord) {
    super(url);
    this.#parsed = parsed;
    this.#made = copyOf(url);
  }

  static remember(url: URLRecord, parsed: ParserRecord): void {
    new KnownRecord(url, parsed);
  }

  /** The parsed record of `url` if it is one of ours with its fields as made, else undefined. */
  static parsedRecordOf(url: URLRecord): ParserRecord | undefined {
    // Callers may pass anything, which toParserRecord reports.
    if (typeof url !== "object" || url === null || !(#parsed in url)) return undefined;
    return isUnchanged(url, url.#made) ? url.#parsed : undefined;
  }

  /** Keeps `parsed` for `url` with its present fields if `url` is one of ours; other objects are left as they are. */
  static update(url: URLRecord, parsed: ParserRecord): void {
    if (!(#parsed in url)) return;
    url.#parsed = parsed;
    url.#made = copyOf(url);
  }
}

/** The fields of `url`, its path and IPv6 address copied, which callers may change in place. */
function copyOf(url: URLRecord): URLRecord {
  const { host, path } = url;
  return {
    scheme: url.scheme,
    username: url.username,
    password: url.password,
    host: Array.isArray(host) ? host.slice() : host,
    port: url.port,
    path: Array.isArray(path) ? path.slice() : path,
    query: url.query,
    fragment: url.fragment,
  };
}

/** Whether each field of `url` is the one of `made`, so that the URL serializer gives the same string for both. */
function isUnchanged(url: URLRecord, made: URLRecord): boolean {
  return (
    url.scheme === made.scheme &&
    url.username === made.username &&
    url.password === made.password &&
    isSameValue(url.host, made.host) &&
    url.port === made.port &&
    isSameValue(url.path, made.path) &&
    url.query === made.query &&
    url.fragment === made.fragment
  );
}

/** Whether `value` is `made`, or for an array, an array of the same items. */
function isSameValue(value: unknown, made: unknown): boolean {
  if (!Array.isArray(made)) return value === made;
  if (!Array.isArray(value) || value.length !== made.length) return false;
  for (let index = 0; index < made.length; index++) if (value[index] !== made[index]) return false;
  return true;
}

/** A new parsed record of whatwg-url's record, its components taken as they are, for the caller to change. */
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
