import type { HostValidator } from "./validator.ts";

/**
 * Every validation error the URL Standard names, spelled as in its "Writing" tables: the host ones
 * (IDNA, host parsing) and the URL-parsing ones. The URL parser reuses this type.
 */
// https://url.spec.whatwg.org/#validation-error
export type ValidationErrorType =
  | "domain-to-ASCII"
  | "domain-percent-encoded"
  | "host-invalid-code-point"
  | "IPv4-empty-part"
  | "IPv4-too-few-parts"
  | "IPv4-too-many-parts"
  | "IPv4-non-numeric-part"
  | "IPv4-non-decimal-part"
  | "IPv4-out-of-range-part"
  | "IPv6-unclosed"
  | "IPv6-invalid-compression"
  | "IPv6-too-many-pieces"
  | "IPv6-multiple-compression"
  | "IPv6-invalid-code-point"
  | "IPv6-too-few-pieces"
  | "IPv6-piece-leading-zero"
  | "IPv4-in-IPv6-too-many-pieces"
  | "IPv4-in-IPv6-invalid-code-point"
  | "IPv4-in-IPv6-out-of-range-part"
  | "IPv4-in-IPv6-too-few-parts"
  | "invalid-URL-unit"
  | "special-scheme-missing-following-solidus"
  | "missing-scheme-non-relative-URL"
  | "invalid-reverse-solidus"
  | "invalid-credentials"
  | "host-missing"
  | "port-out-of-range"
  | "port-invalid"
  | "file-invalid-Windows-drive-letter"
  | "file-invalid-Windows-drive-letter-host";

/** One validation error: its standard name and the UTF-16 offset in the caller's input where it was found. */
export interface ValidationError {
  type: ValidationErrorType;
  index: number;
}

/** Receives validation errors as they happen. Parsers build the error object only when one is given. */
export type ValidationErrorCallback = (error: ValidationError) => void;

/**
 * The host parser's fatal validation errors, as its algorithms return them for failure: negative numbers, so a
 * failure is never an IPv4 address (a number from 0), a domain, an opaque host or IPv6 pieces.
 * {@link hostFailureType} names each.
 */
export enum HostFailure {
  DOMAIN_TO_ASCII = -1,
  HOST_INVALID_CODE_POINT = -2,
  IPV4_TOO_MANY_PARTS = -3,
  IPV4_NON_NUMERIC_PART = -4,
  IPV4_OUT_OF_RANGE_PART = -5,
  IPV6_UNCLOSED = -6,
  IPV6_INVALID_COMPRESSION = -7,
  IPV6_TOO_MANY_PIECES = -8,
  IPV6_MULTIPLE_COMPRESSION = -9,
  IPV6_INVALID_CODE_POINT = -10,
  IPV6_TOO_FEW_PIECES = -11,
  IPV4_IN_IPV6_TOO_MANY_PIECES = -12,
  IPV4_IN_IPV6_INVALID_CODE_POINT = -13,
  IPV4_IN_IPV6_OUT_OF_RANGE_PART = -14,
  IPV4_IN_IPV6_TOO_FEW_PARTS = -15,
}

const HOST_FAILURE_TYPES: readonly ValidationErrorType[] = [
  "domain-to-ASCII",
  "host-invalid-code-point",
  "IPv4-too-many-parts",
  "IPv4-non-numeric-part",
  "IPv4-out-of-range-part",
  "IPv6-unclosed",
  "IPv6-invalid-compression",
  "IPv6-too-many-pieces",
  "IPv6-multiple-compression",
  "IPv6-invalid-code-point",
  "IPv6-too-few-pieces",
  "IPv4-in-IPv6-too-many-pieces",
  "IPv4-in-IPv6-invalid-code-point",
  "IPv4-in-IPv6-out-of-range-part",
  "IPv4-in-IPv6-too-few-parts",
];

/** The type of the fatal validation error a {@link HostFailure} stands for, e.g. `"IPv6-unclosed"`. */
export function hostFailureType(failure: HostFailure): ValidationErrorType {
  return HOST_FAILURE_TYPES[-1 - failure];
}

/**
 * A host parser's failure: reports it to `validator` if there is one and returns it. The fatal errors' names are
 * looked up here, so they are in every bundle of a parser.
 */
export function fail(validator: HostValidator | undefined, failure: HostFailure, index: number): HostFailure {
  validator?.report(hostFailureType(failure), index);
  return failure;
}

/** `result`, or `null` when it is a {@link HostFailure}: what the public parsers return. */
export function orNull<T>(result: T | HostFailure): T | null {
  return typeof result === "number" && result < 0 ? null : (result as T);
}

/** The TypeError every public function throws for an argument of the wrong type. */
export function argumentError(caller: string, expected: string, got: unknown): TypeError {
  return new TypeError(
    `${caller}: expected ${expected}, got ${got === null || typeof got === "number" ? got : typeof got}`,
  );
}

/** Throws {@link argumentError} unless `input` is a string. */
export function checkString(input: unknown, caller: string): void {
  if (typeof input !== "string") throw argumentError(caller, "a string", input);
}
