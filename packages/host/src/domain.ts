import { toScalarValueString } from "@urlkit/percent-encoding";
import { codePointClasses, FORBIDDEN_DOMAIN_CODE_POINTS } from "./code-points.ts";
import type { IDNA } from "./idna.ts";
import { selfMappedToASCII } from "./idna-fast.ts";
import { hasACELabel } from "./punycode.ts";
import { strictToASCII } from "./strict-domain.ts";
import { checkString, fail, HostFailure, orNull, type ValidationErrorCallback } from "./validation-error.ts";
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

/**
 * The domain parser with beStrict false, over a scalar value string: the domain, or the fatal
 * `domain-to-ASCII` as a {@link HostFailure}. ASCII domains and those {@link selfMappedToASCII} takes never reach
 * `idna`; `validator` runs the strict check, which only reports.
 */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function domainParser(
  domain: string,
  idna: IDNA,
  validator: HostValidator | undefined,
  offset: number,
): string | HostFailure {
  const ascii = codePointClasses(domain) >= 0;
  // Most non-ASCII domains are code points that UTS #46 leaves as they are, whatever `idna` is: their ASCII form
  // (ASCII letters, digits, hyphens, full stops and Punycode) holds no forbidden domain code point to look for.
  let result = ascii ? undefined : selfMappedToASCII(domain);
  if (result === undefined) {
    const converted = ascii ? domain.toLowerCase() : idna.toASCII(domain);
    // (The regex scans in native code: for "xn--bcher-0-65a.example", ~680 fewer instructions than codePointClasses.)
    if (!converted || FORBIDDEN_DOMAIN_CODE_POINTS.test(converted))
      return fail(validator, HostFailure.DOMAIN_TO_ASCII, offset);
    result = converted;
  }
  validator?.strictDomain(domain, ascii, idna, offset);
  return result;
}

/** The domain parser with beStrict true, over a scalar value string: Unicode ToASCII with the strict flags. */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function strictDomainParser(
  domain: string,
  idna: IDNA,
  validator: HostValidator | undefined,
  offset: number,
): string | HostFailure {
  return (
    strictToASCII(domain, codePointClasses(domain) >= 0, idna) ?? fail(validator, HostFailure.DOMAIN_TO_ASCII, offset)
  );
}

/** {@link domainToASCII} with the IDNA implementation given. */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function domainToASCIIWith(idna: IDNA, domain: string, options?: DomainToASCIIOptions): string | null {
  checkString(domain, "domainToASCII");
  const scalar = toScalarValueString(domain);
  const validator = hostValidator(options?.onValidationError);
  const offset = options?.offset ?? 0;
  return orNull(
    options?.beStrict === true
      ? strictDomainParser(scalar, idna, validator, offset)
      : domainParser(scalar, idna, validator, offset),
  );
}

/** {@link domainToUnicode} with the IDNA implementation given. */
// https://url.spec.whatwg.org/#concept-domain-to-unicode
export function domainToUnicodeWith(idna: IDNA, domain: string): string {
  checkString(domain, "domainToUnicode");
  // ToUnicode changes only the Punycode labels of an ASCII domain (and its case).
  const lowered = domain.toLowerCase();
  return codePointClasses(domain) < 0 || hasACELabel(lowered) ? (idna.toUnicode(domain) ?? domain) : lowered;
}
