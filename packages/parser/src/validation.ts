import type { ValidationError } from "@urlkit/host";
import { basicURLParse, parseURL } from "./url-parsing.ts";
import type { URLRecord } from "./url-record.ts";

/** A validation error as validateURL reports it. */
export interface URLValidationError extends ValidationError {
  /** True on the error that made the parse fail (the last one of a failed parse). */
  fatal?: true;
  /** True when the error is in the base string (a string base that fails to parse). */
  base?: true;
}

/**
 * Every validation error of parsing `input` against `base`, in order; the one that made the parse fail is
 * marked `fatal`. An empty array means the input parses with no validation error.
 */
// https://url.spec.whatwg.org/#validation-error
export function validateURL(input: string, options?: { base?: URLRecord | string | null }): URLValidationError[] {
  let base = options?.base;
  if (typeof base === "string") {
    const baseErrors: URLValidationError[] = [];
    base = parseURL(base, { onValidationError: (e) => baseErrors.push({ type: e.type, index: e.index, base: true }) });
    if (base === null) {
      markFatal(baseErrors);
      return baseErrors;
    }
  }
  const errors: URLValidationError[] = [];
  const result = basicURLParse(input, {
    base: base ?? null,
    onValidationError: (e) => errors.push({ type: e.type, index: e.index }),
  });
  if (result === null) markFatal(errors);
  return errors;
}

function markFatal(errors: URLValidationError[]): void {
  if (errors.length > 0) errors[errors.length - 1].fatal = true;
}
