import { C0_CONTROL_SET, percentEncode } from "@urlkit/percent-encoding";
import { CODE_POINT_CLASS, FORBIDDEN_HOST, hexValue, urlCodePointLength } from "./code-points.ts";
import type { ValidationErrorCallback } from "./validation-error.ts";

/**
 * The opaque-host parser: `input` UTF-8 percent-encoded with the C0 control percent-encode set (`input`
 * itself when nothing needs encoding), or `null` when it has a forbidden host code point.
 */
// https://url.spec.whatwg.org/#concept-opaque-host-parser
export function opaqueHostParser(
  input: string,
  cb: ValidationErrorCallback | undefined,
  offset: number,
): string | null {
  const length = input.length;
  let encode = false;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) {
      if (CODE_POINT_CLASS[c] & FORBIDDEN_HOST) {
        if (cb !== undefined) cb({ type: "host-invalid-code-point", index: offset + i });
        return null;
      }
      if (c < 0x20 || c === 0x7f) encode = true;
    } else {
      encode = true;
    }
  }
  if (cb !== undefined) reportInvalidURLUnits(input, cb, offset);
  return encode ? percentEncode(input, C0_CONTROL_SET) : input;
}

// The parser's input is a scalar value string: a lone surrogate stands for U+FFFD, a URL code point.
function isSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdfff;
}

function reportInvalidURLUnits(input: string, cb: ValidationErrorCallback, offset: number): void {
  const length = input.length;
  let badCodePoint = -1;
  let badPercent = -1;
  for (let i = 0; i < length; i++) {
    if (input.charCodeAt(i) === 0x25) {
      if (badPercent === -1 && !(hexValue(input.charCodeAt(i + 1)) >= 0 && hexValue(input.charCodeAt(i + 2)) >= 0)) {
        badPercent = i;
      }
      continue;
    }
    const units = urlCodePointLength(input, i);
    if (units === 2) i++;
    else if (units === 0 && badCodePoint === -1 && !isSurrogate(input.charCodeAt(i))) badCodePoint = i;
  }
  if (badCodePoint !== -1) cb({ type: "invalid-URL-unit", index: offset + badCodePoint });
  if (badPercent !== -1) cb({ type: "invalid-URL-unit", index: offset + badPercent });
}

/** The opaque-host parser on its own (as for a URL that is not special): the opaque host, `""`, or `null`. */
// https://url.spec.whatwg.org/#concept-opaque-host-parser
export function parseOpaqueHost(
  input: string,
  options?: { onValidationError?: ValidationErrorCallback; offset?: number },
): string | null {
  if (typeof input !== "string") throw new TypeError(`parseOpaqueHost: input must be a string, got ${typeof input}`);
  return opaqueHostParser(input, options?.onValidationError, options?.offset ?? 0);
}
