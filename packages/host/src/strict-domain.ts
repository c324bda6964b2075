import { toASCII } from "tr46";

// Unicode ToASCII's strict flags: the standard's (CheckBidi, CheckJoiners) plus CheckHyphens and UseSTD3ASCIIRules.
// VerifyDnsLength is checked by STRICT_DOMAIN (tr46's defaults, false, supply the rest).
const STRICT = { checkBidi: true, checkJoiners: true, checkHyphens: true, useSTD3ASCIIRules: true };

// A domain that passes CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength: 1 to 253 code points before an optional
// final dot, in labels of 1 to 63 ASCII lower-case alphanumerics and hyphens, no hyphen first or last, "--" third and
// fourth only after "xn".
const STRICT_DOMAIN = /^(?=.{1,253}\.?$)(?:(?!-|(?!xn)..--)[a-z\d-]{1,63}(?<!-)(?:\.|$))+$/;

/**
 * Unicode ToASCII with the strict flags: the domain, or `null`. tr46 maps a non-ASCII `domain`; an ASCII one
 * is only lowercased and checked, and goes to tr46 only for a label starting with `xn--` (once the lengths are
 * known to be right). VerifyDnsLength is checked here (1 to 253 code points before an optional final dot),
 * as tr46 7 also rejects the empty root label ("example.com.") that UTS #46 leaves out. Used by the domain
 * parser with beStrict and by {@link HostValidator} only: the URL parser's path never reaches it.
 */
// https://www.unicode.org/reports/tr46/#ToASCII
export function strictToASCII(domain: string, ascii: boolean): string | null {
  const result = ascii ? domain.toLowerCase() : toASCII(domain, STRICT);
  if (result === null || !STRICT_DOMAIN.test(result)) return null;
  return ascii && /(^|\.)xn--/.test(result) ? strictToASCII(domain, false) : result;
}
