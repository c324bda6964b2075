import { toScalarValueString } from "@urlkit/percent-encoding";
import { toASCII, toUnicode } from "tr46";
import { codePointClasses, FORBIDDEN_DOMAIN } from "./code-points.ts";
import { strictToASCII } from "./strict-domain.ts";
import { checkString, fail, type ValidationErrorCallback } from "./validation-error.ts";
import { type HostValidator, hostValidator } from "./validator.ts";

/** Options of {@link domainToASCII}. */
export interface DomainToASCIIOptions {
  /** Run Unicode ToASCII with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength (conformance checking). */
  beStrict?: boolean;
  /** Receives the `domain-to-ASCII` validation error (when the strict ToASCII fails). */
  onValidationError?: ValidationErrorCallback;
  /** Added to the reported index (the domain's start in a larger input). Default 0. */
  offset?: number;
}

// The standard's flags for Unicode ToASCII and ToUnicode. tr46's defaults (false) supply the rest:
// Transitional_Processing, IgnoreInvalidPunycode, VerifyDnsLength, and CheckHyphens and
// UseSTD3ASCIIRules unless strict (strictToASCII).
const RELAXED = { checkBidi: true, checkJoiners: true };

/**
 * The domain parser with beStrict false, over a scalar value string: the domain, or `null` with the fatal
 * `domain-to-ASCII`. The ASCII path never reaches tr46; `v` runs the strict check, which only reports.
 */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function domainParser(domain: string, v: HostValidator | undefined, offset: number): string | null {
  const ascii = codePointClasses(domain) >= 0;
  const result = ascii ? domain.toLowerCase() : toASCII(domain, RELAXED);
  if (!result || codePointClasses(result) & FORBIDDEN_DOMAIN) return fail(v, "domain-to-ASCII", offset);
  v?.strictDomain(domain, ascii, offset);
  return result;
}

/** The domain parser with beStrict true, over a scalar value string: Unicode ToASCII with the strict flags. */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function strictDomainParser(domain: string, v: HostValidator | undefined, offset: number): string | null {
  return strictToASCII(domain, codePointClasses(domain) >= 0) ?? fail(v, "domain-to-ASCII", offset);
}

/**
 * The standard's domain parser (formerly "domain to ASCII"): IDNA processing of `domain` to an ASCII
 * domain, or `null` on failure. ASCII input is only lowercased (and checked) unless `beStrict`.
 */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function domainToASCII(domain: string, options?: DomainToASCIIOptions): string | null {
  checkString(domain, "domainToASCII");
  const scalar = toScalarValueString(domain);
  const beStrict = options?.beStrict === true;
  const v = hostValidator(options?.onValidationError);
  const offset = options?.offset ?? 0;
  return beStrict ? strictDomainParser(scalar, v, offset) : domainParser(scalar, v, offset);
}

/** Domain to Unicode: the Unicode form of a domain for display; `domain` itself when ToUnicode records an error. */
// https://url.spec.whatwg.org/#concept-domain-to-unicode
export function domainToUnicode(domain: string): string {
  checkString(domain, "domainToUnicode");
  let labelStart = 0;
  for (let i = 0; i < domain.length; i++) {
    const c = domain.charCodeAt(i);
    if (c > 0x7f) return unicode(domain);
    if (c === 0x2e) labelStart = i + 1;
    else if (c === 0x2d && i === labelStart + 3 && domain.charCodeAt(i - 1) === 0x2d) return unicode(domain);
  }
  return domain.toLowerCase();
}

function unicode(domain: string): string {
  const result = toUnicode(domain, RELAXED);
  return result.error ? domain : result.domain;
}
