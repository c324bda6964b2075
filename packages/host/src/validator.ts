import type { IDNA } from "./idna.ts";
import { strictToASCII } from "./strict-domain.ts";
import type { ValidationErrorCallback, ValidationErrorType } from "./validation-error.ts";

// The URL code points (isURLCodePoint in code-points.ts) as a pattern, for the validators' scans over a whole string
// (a native scan beats a loop). The input is a scalar value string to the standard: a lone surrogate stands for
// U+FFFD, a URL code point.
// https://url.spec.whatwg.org/#url-code-points
const NON_URL_CODE_POINT = /[^\w!$%&-/:;=?@~\xa0-\u{10ffff}]|\p{Noncharacter_Code_Point}/u;
/** A "%" that does not start a percent-encoded byte. */
const LONE_PERCENT_SIGN = /%(?![\da-fA-F]{2})/;

// Codes of the validation errors that never come with a failure, for HostValidator#warn: the parsers pass the
// number (bundlers inline enum members), so the name is only in a bundle that creates a HostValidator.
export enum Warning {
  IPV4_EMPTY_PART,
  IPV4_TOO_FEW_PARTS,
  IPV4_NON_DECIMAL_PART,
  IPV6_PIECE_LEADING_ZERO,
}

const WARNINGS: readonly ValidationErrorType[] = [
  "IPv4-empty-part",
  "IPv4-too-few-parts",
  "IPv4-non-decimal-part",
  "IPv6-piece-leading-zero",
];

/**
 * Receives one host parse's validation errors for `cb` and runs the checks that exist only to report them.
 * The parsers take a `HostValidator | undefined` and call its methods with `?.`: without one, they do none of
 * this work, and a bundle that never creates one leaves its code (and the names of the errors that are never
 * fatal) out. Every reported `index` is a UTF-16 offset in the parsed input plus the parser's `offset`.
 */
export class HostValidator {
  private readonly cb: ValidationErrorCallback;

  constructor(cb: ValidationErrorCallback) {
    this.cb = cb;
  }

  /** Reports the validation error `type` at `index`. */
  report(type: ValidationErrorType, index: number): void {
    this.cb({ type, index });
  }

  /** Reports a validation error that never comes with a failure, by its code. */
  warn(warning: Warning, index: number): void {
    this.report(WARNINGS[warning], index);
  }

  /** `domain-percent-encoded` at the first percent-encoded byte of a domain `input`, if any. */
  percentEncodedDomain(input: string, offset: number): void {
    const i = input.search(/%[\da-fA-F]{2}/);
    if (i >= 0) this.report("domain-percent-encoded", offset + i);
  }

  /**
   * `domain-to-ASCII` at `offset` when Unicode ToASCII with the strict flags fails on `domain` (a scalar value
   * string; `ascii` when all of it is ASCII), though the relaxed domain parser succeeded: for conformance checkers.
   */
  strictDomain(domain: string, ascii: boolean, idna: IDNA, offset: number): void {
    if (strictToASCII(domain, ascii, idna) === null) this.report("domain-to-ASCII", offset);
  }

  /** `invalid-URL-unit` at the first code point of an opaque host `input` that is not a URL code point, then at the first `%` that does not start a percent-encoded byte. */
  opaqueHost(input: string, offset: number): void {
    const codePoint = input.search(NON_URL_CODE_POINT);
    const percent = input.search(LONE_PERCENT_SIGN);
    if (codePoint >= 0) this.report("invalid-URL-unit", offset + codePoint);
    if (percent >= 0) this.report("invalid-URL-unit", offset + percent);
  }

  /** `invalid-URL-unit` at each code point of `input` that is not a URL unit, in order (the URL parser's check). */
  urlUnits(input: string, offset: number): void {
    // Either pattern: each match is an invalid-URL-unit validation error. Built here, not at load time, so a bundle
    // without a validator leaves both patterns out (reading `.source` is not side-effect free to a bundler).
    // https://url.spec.whatwg.org/#url-units
    const invalid = new RegExp(`${NON_URL_CODE_POINT.source}|${LONE_PERCENT_SIGN.source}`, "gu");
    for (const match of input.matchAll(invalid)) this.report("invalid-URL-unit", offset + match.index);
  }
}

/** A {@link HostValidator} for the public functions' `onValidationError` option, or `undefined` without one. */
export function hostValidator(cb: ValidationErrorCallback | undefined): HostValidator | undefined {
  return cb === undefined ? undefined : new HostValidator(cb);
}
