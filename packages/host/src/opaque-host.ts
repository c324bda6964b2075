import { C0_CONTROL_TABLE, charCodeAt, lengthOf, utf8PercentEncodeString } from "@urlkit/percent-encoding";
import { CODE_POINT_CLASS, CodePoint, FORBIDDEN_HOST } from "./code-points.ts";
import type { IPParseOptions } from "./ipv4.ts";
import { checkString, fail, HostFailure, orNull } from "./validation-error.ts";
import { type HostValidator, hostValidator } from "./validator.ts";

/**
 * The opaque-host parser: `input` UTF-8 percent-encoded with the C0 control percent-encode set (`input`
 * itself when nothing needs encoding), or {@link HostFailure.HOST_INVALID_CODE_POINT} when it has a forbidden host
 * code point.
 */
// https://url.spec.whatwg.org/#concept-opaque-host-parser
export function opaqueHostParser(
  input: string,
  validator: HostValidator | undefined,
  offset: number,
): string | HostFailure {
  let encode = false;
  for (let i = 0, length = lengthOf(input); i < length; i++) {
    const c = charCodeAt(input, i);
    if (c < CodePoint.NonASCII && CODE_POINT_CLASS[c] & FORBIDDEN_HOST)
      return fail(validator, HostFailure.HOST_INVALID_CODE_POINT, offset + i);
    if (c < CodePoint.Space || c > CodePoint.Tilde) encode = true;
  }
  validator?.opaqueHost(input, offset);
  return encode ? utf8PercentEncodeString(input, C0_CONTROL_TABLE, false) : input;
}

/** The opaque-host parser on its own (as for a URL that is not special): the opaque host, `""`, or `null`. */
// https://url.spec.whatwg.org/#concept-opaque-host-parser
export function parseOpaqueHost(input: string, options?: IPParseOptions): string | null {
  checkString(input, "parseOpaqueHost");
  return orNull(opaqueHostParser(input, hostValidator(options?.onValidationError), options?.offset ?? 0));
}
