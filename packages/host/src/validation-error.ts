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

let failure: ValidationErrorType;

/**
 * A host parser's failure: records `type` for {@link hostFailure}, reports it to `validator` if there is one, and
 * returns `null`. The fatal errors' names are passed here, so they are in every bundle of a parser.
 */
export function fail(validator: HostValidator | undefined, type: ValidationErrorType, index: number): null {
  failure = type;
  validator?.report(type, index);
  return null;
}

/**
 * The type of the fatal validation error of the most recent host parse that failed, with or without a
 * {@link HostValidator}: read it right after a parse returned `null`. (What the URL class puts in its TypeError.)
 */
export function hostFailure(): ValidationErrorType {
  return failure;
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
