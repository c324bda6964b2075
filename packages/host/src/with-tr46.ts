// The host layer's IDNA-dependent functions with full UTS #46 processing (tr46): `@urlkit/host`.
import { type DomainToASCIIOptions, domainToASCIIWith, domainToUnicodeWith } from "./domain.ts";
import type { Host } from "./host.ts";
import { tr46IDNA } from "./idna-tr46.ts";
import { type ParseHostOptions, parseHostWith } from "./parse.ts";
import { isValidDomainWith, isValidHostStringWith } from "./writing.ts";

/**
 * The host parser: a {@link Host} or `null` on failure. `isOpaque` is true for the host of a URL that
 * is not special. A special host is percent-decoded, then goes through the domain parser (IDNA) and,
 * when it ends in a number, the IPv4 parser.
 */
// https://url.spec.whatwg.org/#concept-host-parser
export function parseHost(input: string, options?: ParseHostOptions): Host | null {
  return parseHostWith(tr46IDNA, input, options);
}

/**
 * The standard's domain parser (formerly "domain to ASCII"): IDNA processing of `domain` to an ASCII
 * domain, or `null` on failure. ASCII input is only lowercased (and checked) unless `beStrict`.
 */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function domainToASCII(domain: string, options?: DomainToASCIIOptions): string | null {
  return domainToASCIIWith(tr46IDNA, domain, options);
}

/** Domain to Unicode: the Unicode form of a domain for display; `domain` itself when ToUnicode records an error. */
// https://url.spec.whatwg.org/#concept-domain-to-unicode
export function domainToUnicode(domain: string): string {
  return domainToUnicodeWith(tr46IDNA, domain);
}

/** Whether `input` is a valid domain: the strict domain parser accepts it and it does not end in a number. */
// https://url.spec.whatwg.org/#valid-domain
export function isValidDomain(input: string): boolean {
  return isValidDomainWith(tr46IDNA, input, "isValidDomain");
}

/** Whether `input` is a valid domain string (the same test as {@link isValidDomain}). */
// https://url.spec.whatwg.org/#valid-domain-string
export function isValidDomainString(input: string): boolean {
  return isValidDomainWith(tr46IDNA, input, "isValidDomainString");
}

/** Whether `input` is a valid host string: a valid domain, a valid IPv4-address string, or `[` valid IPv6 `]`. */
// https://url.spec.whatwg.org/#valid-host-string
export function isValidHostString(input: string): boolean {
  return isValidHostStringWith(tr46IDNA, input);
}
