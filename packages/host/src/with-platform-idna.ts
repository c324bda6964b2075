// The host layer's IDNA-dependent functions with the platform's IDNA: `@urlkit/host/platform-idna`.
import { type DomainToASCIIOptions, domainToASCIIWith, domainToUnicodeWith } from "./domain.ts";
import type { Host } from "./host.ts";
import { platformIDNA } from "./idna-platform.ts";
import { type ParseHostOptions, parseHostWith } from "./parse.ts";
import { isValidDomainWith, isValidHostStringWith } from "./writing.ts";

/** The host parser, as `parseHost` from `@urlkit/host`, with {@link platformIDNA}. */
// https://url.spec.whatwg.org/#concept-host-parser
export function parseHost(input: string, options?: ParseHostOptions): Host | null {
  return parseHostWith(platformIDNA, input, options);
}

/** The domain parser, as `domainToASCII` from `@urlkit/host`, with {@link platformIDNA}. */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function domainToASCII(domain: string, options?: DomainToASCIIOptions): string | null {
  return domainToASCIIWith(platformIDNA, domain, options);
}

/** Domain to Unicode, as `domainToUnicode` from `@urlkit/host`, with {@link platformIDNA}. */
// https://url.spec.whatwg.org/#concept-domain-to-unicode
export function domainToUnicode(domain: string): string {
  return domainToUnicodeWith(platformIDNA, domain);
}

/** Whether `input` is a valid domain, as `isValidDomain` from `@urlkit/host`, with {@link platformIDNA}. */
// https://url.spec.whatwg.org/#valid-domain
export function isValidDomain(input: string): boolean {
  return isValidDomainWith(platformIDNA, input, "isValidDomain");
}

/** Whether `input` is a valid domain string (the same test as {@link isValidDomain}). */
// https://url.spec.whatwg.org/#valid-domain-string
export function isValidDomainString(input: string): boolean {
  return isValidDomainWith(platformIDNA, input, "isValidDomainString");
}

/** Whether `input` is a valid host string, as `isValidHostString` from `@urlkit/host`, with {@link platformIDNA}. */
// https://url.spec.whatwg.org/#valid-host-string
export function isValidHostString(input: string): boolean {
  return isValidHostStringWith(platformIDNA, input);
}
