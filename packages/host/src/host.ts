/** A domain: a non-empty ASCII string (the result of the domain parser). */
export interface DomainHost {
  readonly type: "domain";
  readonly value: string;
}

/** An IPv4 address: a 32-bit unsigned integer. */
export interface IPv4Host {
  readonly type: "ipv4";
  readonly value: number;
}

/** An IPv6 address: its eight 16-bit pieces, most significant first. */
export interface IPv6Host {
  readonly type: "ipv6";
  readonly value: readonly number[];
}

/** An opaque host (hosts of URLs that are not special): a non-empty ASCII string. */
export interface OpaqueHost {
  readonly type: "opaque";
  readonly value: string;
}

/** The empty host (a URL that is not special with `//` and no host, or `file:///`). */
export interface EmptyHost {
  readonly type: "empty";
  readonly value: "";
}

/** A host: a domain, an IP address, an opaque host or the empty host. Every variant has `type` and `value`. */
// https://url.spec.whatwg.org/#concept-host
export type Host = DomainHost | IPv4Host | IPv6Host | OpaqueHost | EmptyHost;
