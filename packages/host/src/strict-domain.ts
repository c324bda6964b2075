import type { IDNA } from "./idna.ts";
import { selfMappedToASCII } from "./idna-fast.ts";
import { decodeACELabels, hasACELabel } from "./punycode.ts";

// A domain that passes UseSTD3ASCIIRules and VerifyDnsLength, and CheckHyphens on its ASCII labels: 1 to 253 code
// points before an optional final dot, in labels of 1 to 63 ASCII lower-case alphanumerics and hyphens, no hyphen
// first or last, "--" third and fourth only after "xn".
const STRICT_DOMAIN = /^(?=.{1,253}\.?$)(?:(?!-|(?!xn)..--)[a-z\d-]{1,63}(?<!-)(?:\.|$))+$/;

// CheckHyphens on a label's Unicode form: no hyphen first or last, nor third and fourth.
function passesCheckHyphens(label: string): boolean {
  const points = [...label];
  return points[0] !== "-" && points[points.length - 1] !== "-" && !(points[2] === "-" && points[3] === "-");
}

/**
 * Unicode ToASCII with the strict flags (CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength added to the
 * standard's): the domain, or `null`. It is `idna`'s ToASCII (for an ASCII `domain`, lowercasing) with the strict
 * flags' checks on the result: the ASCII form by STRICT_DOMAIN, the Punycode labels' Unicode form by CheckHyphens,
 * and the Punycode labels of an ASCII domain by ToUnicode's validity checks. VerifyDnsLength is checked here
 * (1 to 253 code points before an optional final dot), as UTS #46 leaves the empty root label out. Used by the
 * domain parser with beStrict and by {@link HostValidator} only: the URL parser's path never reaches it.
 */
// https://www.unicode.org/reports/tr46/#ToASCII
export function strictToASCII(domain: string, ascii: boolean, idna: IDNA): string | null {
  // A domain that UTS #46 leaves as it is goes to Punycode without `idna`, as in the domain parser.
  const result = ascii ? domain.toLowerCase() : (selfMappedToASCII(domain) ?? idna.toASCII(domain));
  if (result === null || !STRICT_DOMAIN.test(result)) return null;
  if (!hasACELabel(result)) return result;
  // The ASCII labels passed STRICT_DOMAIN's hyphen rules already, so every label may be checked alike.
  const labels = decodeACELabels(result);
  if (labels === null || !labels.every(passesCheckHyphens)) return null;
  return ascii && idna.toUnicode(result) === null ? null : result;
}
