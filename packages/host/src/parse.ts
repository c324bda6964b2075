import { percentDecode, toScalarValueString, utf8DecodeWithoutBOM } from "@urlkit/percent-encoding";
import { CODE_POINT_CLASS, FORBIDDEN_DOMAIN, hexValue } from "./code-points.ts";
import { domainParser } from "./domain.ts";
import type { Host } from "./host.ts";
import { endsInANumber, ipv4Parser } from "./ipv4.ts";
import { ipv6Parser } from "./ipv6.ts";
import { opaqueHostParser } from "./opaque-host.ts";
import { serializeIPv4, serializeIPv6 } from "./serialize.ts";
import type { ValidationErrorCallback } from "./validation-error.ts";

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
 * Steps 3–7 of the host parser for a special host: percent-decoding and the domain parser. Plain ASCII
 * input (no `%`, no code unit above U+007F) is only lowercased and checked here, unless a callback
 * needs the strict check. A forbidden ASCII code point fails only when all of the input is ASCII:
 * `<` followed by U+0338 normalizes to U+226E.
 */
// https://url.spec.whatwg.org/#concept-host-parser
function parseDomain(input: string, cb: ValidationErrorCallback | undefined, offset: number): string | null {
  const length = input.length;
  let upper = false;
  let forbidden = false;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) upper = true;
    else if (c > 0x7f || c === 0x25) return parseNonASCIIDomain(input, i, cb, offset);
    else if (CODE_POINT_CLASS[c] & FORBIDDEN_DOMAIN) forbidden = true;
  }
  if (cb !== undefined || length === 0) return domainParser(input, false, cb, offset);
  if (forbidden) return null;
  return upper ? input.toLowerCase() : input;
}

function parseNonASCIIDomain(
  input: string,
  from: number,
  cb: ValidationErrorCallback | undefined,
  offset: number,
): string | null {
  const percent = input.indexOf("%", from);
  if (percent === -1) return domainParser(toScalarValueString(input), false, cb, offset);
  if (cb !== undefined) {
    for (let i = percent; i !== -1; i = input.indexOf("%", i + 1)) {
      if (hexValue(input.charCodeAt(i + 1)) >= 0 && hexValue(input.charCodeAt(i + 2)) >= 0) {
        cb({ type: "domain-percent-encoded", index: offset + i });
        break;
      }
    }
  }
  return domainParser(utf8DecodeWithoutBOM(percentDecode(input)), false, cb, offset);
}

/** Whether IPv4 error indices can point into `input`: ASCII without `%` reaches the IPv4 parser only lowercased. */
function sameLength(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c > 0x7f || c === 0x25) return false;
  }
  return true;
}

function checkInput(input: unknown, caller: string): void {
  if (typeof input !== "string") throw new TypeError(`${caller}: input must be a string, got ${typeof input}`);
}

/**
 * The host parser, returning the host serialized (what a URL record stores): `input` itself for a
 * canonical ASCII domain or opaque host, or `null` on failure. Allocation-free on that path; the
 * `isOpaque` flag and callback are positional so the URL parser builds no options object.
 */
// https://url.spec.whatwg.org/#concept-host-parser
export function parseHostToString(
  input: string,
  isOpaque: boolean,
  onValidationError?: ValidationErrorCallback,
  offset = 0,
): string | null {
  checkInput(input, "parseHostToString");
  const length = input.length;
  if (length > 0 && input.charCodeAt(0) === 0x5b) {
    if (input.charCodeAt(length - 1) !== 0x5d) {
      if (onValidationError !== undefined) onValidationError({ type: "IPv6-unclosed", index: offset });
      return null;
    }
    const address = ipv6Parser(input, 1, length - 1, onValidationError, offset);
    return address === null ? null : `[${serializeIPv6(address)}]`;
  }
  if (isOpaque) return opaqueHostParser(input, onValidationError, offset);
  const domain = parseDomain(input, onValidationError, offset);
  if (domain === null || !endsInANumber(domain)) return domain;
  const address = ipv4Parser(domain, onValidationError, offset, sameLength(input));
  return address < 0 ? null : serializeIPv4(address);
}

/**
 * The host parser: a {@link Host} or `null` on failure. `isOpaque` is true for the host of a URL that
 * is not special. A special host is percent-decoded, then goes through the domain parser (IDNA) and,
 * when it ends in a number, the IPv4 parser.
 */
// https://url.spec.whatwg.org/#concept-host-parser
export function parseHost(input: string, options?: ParseHostOptions): Host | null {
  checkInput(input, "parseHost");
  const cb = options?.onValidationError;
  const offset = options?.offset ?? 0;
  const length = input.length;
  if (length > 0 && input.charCodeAt(0) === 0x5b) {
    if (input.charCodeAt(length - 1) !== 0x5d) {
      if (cb !== undefined) cb({ type: "IPv6-unclosed", index: offset });
      return null;
    }
    const address = ipv6Parser(input, 1, length - 1, cb, offset);
    return address === null ? null : { type: "ipv6", value: address };
  }
  if (options?.isOpaque === true) {
    const opaque = opaqueHostParser(input, cb, offset);
    if (opaque === null) return null;
    return opaque === "" ? { type: "empty", value: "" } : { type: "opaque", value: opaque };
  }
  const domain = parseDomain(input, cb, offset);
  if (domain === null) return null;
  if (!endsInANumber(domain)) return { type: "domain", value: domain };
  const address = ipv4Parser(domain, cb, offset, sameLength(input));
  return address < 0 ? null : { type: "ipv4", value: address };
}
