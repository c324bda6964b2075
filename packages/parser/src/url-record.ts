import { lengthOf } from "@urlkit/percent-encoding";
import { Scheme } from "./url-miscellaneous.ts";

/**
 * A URL record: the serialization (`href`) plus integer offsets into it. Read only for every consumer:
 * change it with `basicURLParse(value, { url, stateOverride })` or the setter helpers.
 */
// https://url.spec.whatwg.org/#concept-url
export interface URLRecord {
  /** The URL serializer's output (this string is the record). */
  readonly href: string;
  readonly scheme: string;
  readonly username: string;
  readonly password: string;
  /** The serialized host, "" for the empty host, null when there is no host. */
  readonly host: string | null;
  /** `host ?? ""` (the hostname getter). */
  readonly hostname: string;
  /** null when absent or the scheme's default port. */
  readonly port: number | null;
  /** The URL path serialization. */
  readonly pathname: string;
  /** The standard's view of the path: the opaque path string, or a new array of segments on each access. */
  readonly path: string | string[];
  readonly query: string | null;
  readonly fragment: string | null;
  readonly hasOpaquePath: boolean;
  /** `href[schemeEnd]` is ":". */
  readonly schemeEnd: number;
  /** username = href.slice(schemeEnd + 3, usernameEnd) when host is not null. */
  readonly usernameEnd: number;
  /** host = href.slice(hostStart, hostEnd); `hostStart === schemeEnd + 1` when host is null. */
  readonly hostStart: number;
  readonly hostEnd: number;
  /** The port, -1 for null. */
  readonly portNumber: number;
  /** Start of the path serialization (after "/." when the serializer had to add it). */
  readonly pathStart: number;
  /** Index of "?" or -1. */
  readonly queryStart: number;
  /** Index of "#" or -1. */
  readonly fragmentStart: number;
}

/** A URL record's fields by name, as {@link URLRecordImpl}'s constructor takes them (each offset's invariant is on URLRecord). */
export interface URLRecordFields {
  href: string;
  schemeEnd: number;
  usernameEnd: number;
  hostStart: number;
  hostEnd: number;
  portNumber: number;
  pathStart: number;
  queryStart: number;
  fragmentStart: number;
  /** NOT_SPECIAL or one of the special scheme kinds (url-miscellaneous.ts). */
  schemeType: number;
  opaquePath: boolean;
}

/** The one class behind every URLRecord; its fields are written only by this package. */
export class URLRecordImpl implements URLRecord {
  // Declared only (the constructor assigns every field, always in this order): no field initialisers to ship.
  declare href: string;
  declare schemeEnd: number;
  declare usernameEnd: number;
  declare hostStart: number;
  declare hostEnd: number;
  declare portNumber: number;
  declare pathStart: number;
  declare queryStart: number;
  declare fragmentStart: number;
  /** NOT_SPECIAL or one of the special scheme kinds (url-miscellaneous.ts). */
  declare schemeType: number;
  declare opaquePath: boolean;

  /** Callers name every field (`new URLRecordImpl({ href, schemeEnd, … })`); the object literal is not kept. */
  constructor(fields: URLRecordFields) {
    this.href = fields.href;
    this.schemeEnd = fields.schemeEnd;
    this.usernameEnd = fields.usernameEnd;
    this.hostStart = fields.hostStart;
    this.hostEnd = fields.hostEnd;
    this.portNumber = fields.portNumber;
    this.pathStart = fields.pathStart;
    this.queryStart = fields.queryStart;
    this.fragmentStart = fields.fragmentStart;
    this.schemeType = fields.schemeType;
    this.opaquePath = fields.opaquePath;
  }

  get scheme(): string {
    return this.href.slice(0, this.schemeEnd);
  }

  // Without a host, usernameEnd and hostStart are schemeEnd + 1; without credentials, usernameEnd is hostStart;
  // with a username only, hostStart is usernameEnd + 1 ("@"): each slice below is then empty.
  get username(): string {
    return this.href.slice(this.schemeEnd + 3, this.usernameEnd);
  }

  get password(): string {
    return this.href.slice(this.usernameEnd + 1, this.hostStart - 1);
  }

  get host(): string | null {
    return this.hasHost ? this.hostname : null;
  }

  /** Whether host is not null (the empty host included). */
  get hasHost(): boolean {
    return this.hostStart !== this.schemeEnd + 1;
  }

  get hostname(): string {
    return this.href.slice(this.hostStart, this.hostEnd);
  }

  get port(): number | null {
    return this.portNumber === -1 ? null : this.portNumber;
  }

  get pathEnd(): number {
    return this.queryStart !== -1
      ? this.queryStart
      : this.fragmentStart !== -1
        ? this.fragmentStart
        : lengthOf(this.href);
  }

  get pathname(): string {
    return this.href.slice(this.pathStart, this.pathEnd);
  }

  get path(): string | string[] {
    const pathname = this.pathname;
    if (this.opaquePath) return pathname;
    return pathname === "" ? [] : pathname.slice(1).split("/");
  }

  get query(): string | null {
    const { queryStart, fragmentStart } = this;
    if (queryStart === -1) return null;
    return this.href.slice(queryStart + 1, fragmentStart === -1 ? lengthOf(this.href) : fragmentStart);
  }

  get fragment(): string | null {
    return this.fragmentStart === -1 ? null : this.href.slice(this.fragmentStart + 1);
  }

  get hasOpaquePath(): boolean {
    return this.opaquePath;
  }

  toString(): string {
    return this.href;
  }
}

/** Returns `url` as the implementation class, or throws a TypeError naming the function. */
export function asRecord(url: unknown, caller: string): URLRecordImpl {
  if (url instanceof URLRecordImpl) return url;
  throw new TypeError(
    `${caller}: expected a URL record from @urlkit/parser, got ${url === null ? "null" : typeof url}`,
  );
}

/** Replaces every field of `target` with those of `source` (setters modify records in place). */
export function assignRecord(target: URLRecordImpl, source: URLRecordImpl): void {
  Object.assign(target, source);
}

// https://url.spec.whatwg.org/#url-opaque-path
export function hasOpaquePath(url: URLRecord): boolean {
  return asRecord(url, "hasOpaquePath").opaquePath;
}

// https://url.spec.whatwg.org/#include-credentials
export function includesCredentials(url: URLRecord): boolean {
  const record = asRecord(url, "includesCredentials");
  return record.hostStart > record.schemeEnd + 3;
}

// https://url.spec.whatwg.org/#cannot-have-a-username-password-port
export function cannotHaveUsernamePasswordPort(url: URLRecord): boolean {
  return cannotHaveUsernamePasswordPortUnchecked(asRecord(url, "cannotHaveUsernamePasswordPort"));
}

/** {@link cannotHaveUsernamePasswordPort} without the argument check (`@urlkit/parser/unchecked`). */
export function cannotHaveUsernamePasswordPortUnchecked(url: URLRecord): boolean {
  const record = url as URLRecordImpl;
  return record.hostStart === record.hostEnd || record.schemeType === Scheme.FILE;
}

// https://url.spec.whatwg.org/#is-special
export function isSpecial(url: URLRecord): boolean {
  return asRecord(url, "isSpecial").schemeType !== Scheme.NOT_SPECIAL;
}
