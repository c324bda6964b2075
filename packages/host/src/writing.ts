import { asciiHexDigitValue, charCodeAt, lengthOf, toScalarValueString } from "@urlkit/percent-encoding";
import {
  CODE_POINT_CLASS,
  CodePoint,
  FORBIDDEN_HOST,
  isPercentEncodedByte,
  urlCodePointLength,
} from "./code-points.ts";
import { strictDomainParser } from "./domain.ts";
import type { IDNA } from "./idna.ts";
import { endsInANumberChecker } from "./ipv4.ts";
import { checkString } from "./validation-error.ts";

/** Whether `input` is a valid domain (and so a valid domain string), with the IDNA implementation given. */
// https://url.spec.whatwg.org/#valid-domain
export function isValidDomainWith(idna: IDNA, input: string, caller: string): boolean {
  checkString(input, caller);
  const domain = strictDomainParser(toScalarValueString(input), idna, undefined, 0);
  return typeof domain === "string" && !endsInANumberChecker(domain);
}

// A valid IPv4-address string: four shortest decimal numbers 0–255 separated by dots (sticky). V8 runs it in native
// code: on a canonical URL's host, ~2x faster than reading the numbers with charCodeAt (measured).
const IPV4_ADDRESS_STRING = /(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)/y;

/**
 * {@link isValidIPv4AddressString} for input[start, end), where input[end] is no digit (as after a URL's host or an
 * IPv6 address's last piece), without argument checks: the URL parser's internal entry. (The three-digit alternatives
 * come first, so a match that ends before `end` leaves no valid reading.)
 */
export function isValidIPv4AddressStringIn(input: string, start: number, end: number): boolean {
  IPV4_ADDRESS_STRING.lastIndex = start;
  return IPV4_ADDRESS_STRING.test(input) && IPV4_ADDRESS_STRING.lastIndex === end;
}

/** Whether `input` is a valid IPv4-address string (e.g. `"127.0.0.1"`, not `"127.1"` or `"127.0.0.01"`). */
// https://url.spec.whatwg.org/#valid-ipv4-address-string
export function isValidIPv4AddressString(input: string): boolean {
  checkString(input, "isValidIPv4AddressString");
  return isValidIPv4AddressStringIn(input, 0, lengthOf(input));
}

/**
 * The effective piece length of `input[start, end)` as a valid IPv6-pieces string (or, when `allowIPv4`,
 * a valid IPv6-pieces-and-IPv4 string), or -1 when it is neither.
 */
// https://url.spec.whatwg.org/#effective-piece-length
function effectivePieceLength(input: string, start: number, end: number, allowIPv4: boolean): number {
  let pieces = 0;
  let i = start;
  for (;;) {
    const pieceStart = i;
    while (i < end && i - pieceStart < 4 && asciiHexDigitValue(charCodeAt(input, i)) >= 0) i++;
    const length = i - pieceStart;
    if (i < end && charCodeAt(input, i) === CodePoint.FullStop) {
      return allowIPv4 && isValidIPv4AddressStringIn(input, pieceStart, end) ? pieces + 2 : -1;
    }
    if (length === 0 || (length > 1 && charCodeAt(input, pieceStart) === CodePoint.DigitZero)) return -1;
    pieces++;
    if (i === end) return pieces;
    if (charCodeAt(input, i) !== CodePoint.Colon || i + 1 === end) return -1;
    i++;
  }
}

/** Whether `input` (without brackets) is a valid IPv6-address string: RFC 5952-like, no leading zeros. */
// https://url.spec.whatwg.org/#valid-ipv6-address-string
export function isValidIPv6AddressString(input: string): boolean {
  checkString(input, "isValidIPv6AddressString");
  return ipv6AddressString(input, 0, lengthOf(input));
}

function ipv6AddressString(input: string, start: number, end: number): boolean {
  const compression = input.indexOf("::", start);
  if (compression === -1 || compression + 2 > end) return effectivePieceLength(input, start, end, true) === 8;
  const before = compression === start ? 0 : effectivePieceLength(input, start, compression, false);
  const after = compression + 2 === end ? 0 : effectivePieceLength(input, compression + 2, end, true);
  return before >= 0 && after >= 0 && before + after <= 7;
}

function bracketedIPv6(input: string): boolean {
  const length = lengthOf(input);
  return (
    length > 2 &&
    charCodeAt(input, 0) === CodePoint.LeftSquareBracket &&
    charCodeAt(input, length - 1) === CodePoint.RightSquareBracket &&
    ipv6AddressString(input, 1, length - 1)
  );
}

/** {@link isValidHostString} with the IDNA implementation given. */
// https://url.spec.whatwg.org/#valid-host-string
export function isValidHostStringWith(idna: IDNA, input: string): boolean {
  checkString(input, "isValidHostString");
  return isValidIPv4AddressString(input) || bracketedIPv6(input) || isValidDomainWith(idna, input, "isValidHostString");
}

/** Whether `input` is a valid opaque-host string: URL units but no forbidden host code point, or `[` valid IPv6 `]`. */
// https://url.spec.whatwg.org/#valid-opaque-host-string
export function isValidOpaqueHostString(input: string): boolean {
  checkString(input, "isValidOpaqueHostString");
  const length = lengthOf(input);
  if (length === 0) return false;
  if (bracketedIPv6(input)) return true;
  for (let i = 0; i < length; i++) {
    const c = charCodeAt(input, i);
    if (c === CodePoint.PercentSign) {
      if (!isPercentEncodedByte(input, i)) return false;
      i += 2;
      continue;
    }
    if (c < CodePoint.NonASCII && CODE_POINT_CLASS[c] & FORBIDDEN_HOST) return false;
    const units = urlCodePointLength(input, i);
    if (units <= 0) return false;
    i += units - 1;
  }
  return true;
}
