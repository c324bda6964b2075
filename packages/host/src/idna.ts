/**
 * The UTS #46 operations the host layer needs, with the URL Standard's flags (CheckBidi and CheckJoiners set;
 * CheckHyphens, UseSTD3ASCIIRules, VerifyDnsLength, Transitional_Processing and IgnoreInvalidPunycode unset).
 * The host parser takes one of these, so which IDNA implementation a program ships is decided by what it
 * imports: `tr46IDNA` (full UTS #46, from `@urlkit/host`) or `platformIDNA` (the runtime's own, from
 * `@urlkit/host/platform-idna`).
 */
export interface IDNA {
  /**
   * Unicode ToASCII of a scalar value string: the ASCII domain, or `null` when an error is recorded. The host
   * parser calls it only for domains that are not all ASCII. It may also return `null` for a domain whose result
   * would contain a forbidden domain code point, which the domain parser rejects anyway.
   */
  // https://url.spec.whatwg.org/#domain-parser-toascii
  toASCII(domain: string): string | null;
  /** Unicode ToUnicode of a domain: its Unicode form, or `null` when an error is recorded. */
  // https://url.spec.whatwg.org/#concept-domain-to-unicode
  toUnicode(domain: string): string | null;
}
