import { charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { percentDecodeString, toScalarValueString } from "@urlkit/percent-encoding/unchecked";
import { ASCII_UPPER_ALPHA, CodePoint, codePointClasses, FORBIDDEN_DOMAIN } from "./code-points.ts";
import { domainParser } from "./domain.ts";
import type { Host } from "./host.ts";
import type { IDNA } from "./idna.ts";
import { endsInANumberChecker, ipv4Parser } from "./ipv4.ts";
import { IPv6Text, ipv6Parser } from "./ipv6.ts";
import { opaqueHostParser } from "./opaque-host.ts";
import { ipv4Serializer, ipv6Serializer } from "./serialize.ts";
import { checkString, fail, HostFailure, type ValidationErrorCallback } from "./validation-error.ts";
import { type HostValidator, hostValidator } from "./validator.ts";

/** Options of {@link parseHost}. */
export interface ParseHostOptions {
  /** Parse as the host of a URL that is not special (an opaque host). Default false. */
  isOpaque?: boolean;
  /** Called for each validation error; `index` is a UTF-16 offset in `input` plus `offset`. */
  onValidationError?: ValidationErrorCallback;
  /** Added to every reported index (the host's start within a URL). Default 0. */
  offset?: number;
}

/**
 * Steps 3–7 of the host parser for a special host that percent-decoding or IDNA rewrites (it has a `%` or a code
 * unit above U+007F): percent-decoding, then the domain parser. A forbidden ASCII code point fails only after
 * IDNA: `<` followed by U+0338 normalizes to U+226E.
 */
// https://url.spec.whatwg.org/#concept-host-parser
function parseRewrittenDomain(
  input: string,
  idna: IDNA,
  validator: HostValidator | undefined,
  offset: number,
): string | HostFailure {
  validator?.percentEncodedDomain(input, offset);
  // Without `%`, percent-decoding (UTF-8 encoding then decoding) would only replace lone surrogates.
  const decoded = input.indexOf("%") < 0 ? toScalarValueString(input) : percentDecodeString(input, false);
  return domainParser(decoded, idna, validator, offset);
}

/**
 * Steps 3–7 of the host parser for a plain ASCII special host (no `%`, no code unit above U+007F), whose
 * {@link codePointClasses} are `classes`: the domain parser's result is the input lowercased, if allowed; the
 * strict check (given to `validator`) only reports.
 */
// https://url.spec.whatwg.org/#concept-host-parser
function parseASCIIDomain(
  input: string,
  classes: number,
  idna: IDNA,
  validator: HostValidator | undefined,
  offset: number,
): string | HostFailure {
  if (classes & FORBIDDEN_DOMAIN || !input) return fail(validator, HostFailure.DOMAIN_TO_ASCII, offset);
  validator?.strictDomain(input, true, idna, offset);
  return classes & ASCII_UPPER_ALPHA ? input.toLowerCase() : input;
}

/**
 * The host parser: a domain or opaque host as a string, an IPv4 address as a number, an IPv6 address
 * as its pieces, or a {@link HostFailure} (a negative number) for failure.
 */
// https://url.spec.whatwg.org/#concept-host-parser
function hostParser(
  input: string,
  isOpaque: boolean,
  idna: IDNA,
  validator: HostValidator | undefined,
  offset: number,
): string | number | number[] | HostFailure {
  const length = lengthOf(input);
  // (Not charCodeAt(0) on an empty host: a read past the end slows that read for every later host.)
  if (length > 0 && charCodeAt(input, 0) === CodePoint.LeftSquareBracket) {
    if (charCodeAt(input, length - 1) !== CodePoint.RightSquareBracket)
      return fail(validator, HostFailure.IPV6_UNCLOSED, offset);
    const address = [0, 0, 0, 0, 0, 0, 0, 0];
    const text = ipv6Parser(input, 1, length - 1, validator, offset, address);
    return text < 0 ? text : address;
  }
  if (isOpaque) return opaqueHostParser(input, validator, offset);
  // A code unit above U+007F sets every bit (-1); "%" is a forbidden domain code point: look for it only when the
  // scan met one.
  const classes = codePointClasses(input);
  const rewritten = classes < 0 || ((classes & FORBIDDEN_DOMAIN) !== 0 && input.indexOf("%") >= 0);
  const domain = rewritten
    ? parseRewrittenDomain(input, idna, validator, offset)
    : parseASCIIDomain(input, classes, idna, validator, offset);
  if (typeof domain === "number" || !endsInANumberChecker(domain)) return domain;
  // The IPv4 parser reads the domain; its indices point into `input` only when that is the same string lowercased.
  return ipv4Parser(domain, 0, lengthOf(domain), validator, offset, rewritten ? 0 : 1);
}

/**
 * The host parser followed by the host serializer: what a URL record stores. Returns `input` itself for
 * a canonical ASCII domain or opaque host, allocating nothing; on failure, the fatal validation error as a
 * {@link HostFailure} (a number: {@link hostFailureType} names it). The URL parser's internal entry: the arguments are positional so it
 * builds no options object, `idna` converts the domains that are not ASCII (`tr46IDNA` or `platformIDNA`),
 * validation errors go to `validator` (which brings the validation-only checks into a bundle only where one is
 * created), and there are no argument checks (wrong types fail in unspecified ways; {@link parseHost} checks them).
 */
// https://url.spec.whatwg.org/#concept-host-parser
export function parseHostToString(
  input: string,
  isOpaque: boolean,
  idna: IDNA,
  validator?: HostValidator,
  offset = 0,
): string | HostFailure {
  const host = hostParser(input, isOpaque, idna, validator, offset);
  if (typeof host === "number") return host < 0 ? host : ipv4Serializer(host);
  return Array.isArray(host) ? `[${ipv6Serializer(host)}]` : host;
}

/**
 * {@link parseHostToString} for a special host input[start, end) (the whole input by default) that is lower-case
 * ASCII without a forbidden domain code point (as a canonical URL's authority has it; not checked), read where it
 * stands: the host parser keeps such a host as it is unless it ends in a number, when the IPv4 parser reads it. The
 * URL parser's internal entry, as parseHostToString is.
 */
// https://url.spec.whatwg.org/#concept-host-parser
export function parseLowerCaseASCIIHostToString(input: string, start = 0, end = lengthOf(input)): string | HostFailure {
  const address = ipv4Parser(input, start, end, undefined, 0, 1);
  if (address >= 0) return ipv4Serializer(address);
  // The IPv4 parser fails on a host that does not end in a number, as on one that is no IPv4 address.
  const host = input.slice(start, end);
  return endsInANumberChecker(host) ? address : host;
}

/**
 * {@link parseHostToString} for the IPv6 address in brackets input[start, end) (as a canonical URL's authority has
 * one: "[", hexadecimal digits, ":" and ".", then "]"; not checked), read where it stands: null when the serializer
 * writes the address as it is written there. The URL parser's internal entry, as parseHostToString is.
 */
// https://url.spec.whatwg.org/#concept-host-parser
export function parseIPv6HostToString(input: string, start: number, end: number): string | HostFailure | null {
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  const text = ipv6Parser(input, start + 1, end - 1, undefined, 0, address);
  if (text === IPv6Text.Serialized) return null;
  return text === IPv6Text.Other ? `[${ipv6Serializer(address)}]` : text;
}

/** {@link parseHost} with the IDNA implementation given. */
// https://url.spec.whatwg.org/#concept-host-parser
export function parseHostWith(idna: IDNA, input: string, options?: ParseHostOptions): Host | null {
  checkString(input, "parseHost");
  const isOpaque = options?.isOpaque === true;
  const host = hostParser(input, isOpaque, idna, hostValidator(options?.onValidationError), options?.offset ?? 0);
  if (typeof host === "number" && host < 0) return null;
  const type =
    typeof host === "number"
      ? "ipv4"
      : typeof host !== "string"
        ? "ipv6"
        : !isOpaque
          ? "domain"
          : host
            ? "opaque"
            : "empty";
  return { type, value: host } as Host;
}
