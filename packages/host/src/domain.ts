import { toScalarValueString } from "@urlkit/percent-encoding";
import { toASCII, toUnicode } from "tr46";
import { CODE_POINT_CLASS, FORBIDDEN_DOMAIN } from "./code-points.ts";
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

// VerifyDnsLength is checked by verifyDnsLength below: tr46 7 also rejects the empty root label
// ("example.com."), which UTS #46 excludes from the check.
const STRICT = { checkBidi: true, checkJoiners: true, checkHyphens: true, useSTD3ASCIIRules: true };

/**
 * UTS #46 VerifyDnsLength on an ASCII domain: without the root label and its dot, 1 to 253 code points,
 * every label 1 to 63.
 */
// https://www.unicode.org/reports/tr46/#ToASCII
function verifyDnsLength(domain: string): boolean {
  let end = domain.length;
  if (end > 0 && domain.charCodeAt(end - 1) === 0x2e) end--;
  if (end < 1 || end > 253) return false;
  let labelStart = 0;
  for (let i = 0; i <= end; i++) {
    if (i === end || domain.charCodeAt(i) === 0x2e) {
      if (i === labelStart || i - labelStart > 63) return false;
      labelStart = i + 1;
    }
  }
  return true;
}

/**
 * Unicode ToASCII with the strict flags for an ASCII `domain` without tr46 when no label starts with
 * `xn--`: the domain lowercased, or `null`.
 */
function strictASCIIToASCII(domain: string): string | null {
  const lower = domain.toLowerCase();
  if (!verifyDnsLength(lower)) return null;
  let labelStart = 0;
  let punycode = false;
  for (let i = 0; i <= lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c === 0x2e || i === lower.length) {
      if (lower.charCodeAt(labelStart) === 0x2d || lower.charCodeAt(i - 1) === 0x2d) return null;
      labelStart = i + 1;
    } else if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d)) {
      return null;
    } else if (c === 0x2d && i === labelStart + 3 && lower.charCodeAt(i - 1) === 0x2d) {
      if (!lower.startsWith("xn", labelStart)) return null;
      punycode = true;
    }
  }
  return punycode ? strictToASCII(domain) : lower;
}

function strictToASCII(domain: string): string | null {
  const result = toASCII(domain, STRICT);
  return result !== null && verifyDnsLength(result) ? result : null;
}

/** Whether `input` is only ASCII code units. */
export function isASCII(input: string): boolean {
  for (let i = 0; i < input.length; i++) if (input.charCodeAt(i) > 0x7f) return false;
  return true;
}

function hasForbiddenDomainCodePoint(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c > 0x7f || CODE_POINT_CLASS[c] & FORBIDDEN_DOMAIN) return true;
  }
  return false;
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
  const ascii = isASCII(domain);
  if (beStrict || cb !== undefined) {
    const strictResult = ascii ? strictASCIIToASCII(domain) : strictToASCII(domain);
    if (strictResult === null) report(cb, "domain-to-ASCII", offset);
    if (beStrict) return strictResult;
  }
  const result = ascii ? domain.toLowerCase() : toASCII(domain, RELAXED);
  if (result === null || result === "" || hasForbiddenDomainCodePoint(result)) return null;
  return result;
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
