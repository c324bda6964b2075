import { toScalarValueString } from "@urlkit/percent-encoding";
import { toASCII, toUnicode } from "tr46";
import { codePointClasses, FORBIDDEN_DOMAIN } from "./code-points.ts";
import { checkString, report, type ValidationErrorCallback } from "./validation-error.ts";

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
// UseSTD3ASCIIRules unless strict.
const RELAXED = { checkBidi: true, checkJoiners: true };

const STRICT = { ...RELAXED, checkHyphens: true, useSTD3ASCIIRules: true };

// A domain that passes CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength: 1 to 253 code points before an optional
// final dot, in labels of 1 to 63 ASCII lower-case alphanumerics and hyphens, no hyphen first or last, "--" third and
// fourth only after "xn".
const STRICT_DOMAIN = /^(?=.{1,253}\.?$)(?:(?!-|(?!xn)..--)[a-z\d-]{1,63}(?<!-)(?:\.|$))+$/;

/**
 * Unicode ToASCII with the strict flags: the domain, or `null`. tr46 maps a non-ASCII `domain`; an ASCII one
 * is only lowercased and checked, and goes to tr46 only for a label starting with `xn--` (once the lengths are
 * known to be right). VerifyDnsLength is checked here (1 to 253 code points before an optional final dot),
 * as tr46 7 also rejects the empty root label ("example.com.") that UTS #46 leaves out.
 */
// https://www.unicode.org/reports/tr46/#ToASCII
export function strictToASCII(domain: string, ascii: boolean): string | null {
  const result = ascii ? domain.toLowerCase() : toASCII(domain, STRICT);
  if (result === null || !STRICT_DOMAIN.test(result)) return null;
  return ascii && /(^|\.)xn--/.test(result) ? strictToASCII(domain, false) : result;
}

/**
 * The domain parser over a scalar value string. The ASCII path never reaches tr46 unless a strict
 * check (beStrict or a validation-error callback) meets an `xn--` label.
 */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function domainParser(
  domain: string,
  beStrict: boolean,
  cb: ValidationErrorCallback | undefined,
  offset: number,
): string | null {
  const ascii = codePointClasses(domain) >= 0;
  if (beStrict || cb !== undefined) {
    const strictResult = strictToASCII(domain, ascii);
    if (strictResult === null) report(cb, "domain-to-ASCII", offset);
    if (beStrict) return strictResult;
  }
  const result = ascii ? domain.toLowerCase() : toASCII(domain, RELAXED);
  return !result || codePointClasses(result) & FORBIDDEN_DOMAIN ? null : result;
}

/**
 * The standard's domain parser (formerly "domain to ASCII"): IDNA processing of `domain` to an ASCII
 * domain, or `null` on failure. ASCII input is only lowercased (and checked) unless `beStrict`.
 */
// https://url.spec.whatwg.org/#concept-domain-to-ascii
export function domainToASCII(domain: string, options?: DomainToASCIIOptions): string | null {
  checkString(domain, "domainToASCII");
  return domainParser(
    toScalarValueString(domain),
    options?.beStrict === true,
    options?.onValidationError,
    options?.offset ?? 0,
  );
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
