import { asciiHexDigitValue } from "@urlkit/percent-encoding";
import { CodePoint } from "./code-points.ts";
import { checkString, fail, HostFailure, orNull, type ValidationErrorCallback } from "./validation-error.ts";
import { type HostValidator, hostValidator, Warning } from "./validator.ts";

/** Options of {@link parseIPv4}, {@link parseIPv6} and {@link parseOpaqueHost}. */
export interface IPParseOptions {
  /** Called for each validation error; `index` is a UTF-16 offset in `input` plus `offset`. */
  onValidationError?: ValidationErrorCallback;
  /** Added to every reported index (the address's start in a larger input). Default 0. */
  offset?: number;
}

/** The last part's bound by the number of parts (1 to 4): the bytes the earlier parts leave, 256 ** (5 - parts). */
const LAST_PART_LIMIT: readonly number[] = [0, 2 ** 32, 2 ** 24, 2 ** 16, 2 ** 8];

/**
 * The IPv4 number parser over `input[start, end)`: the value (any value of 2^32 or more stands for
 * itself: the callers only compare), or -1 for failure. The tuple's boolean is {@link isNonDecimalNumber}.
 * `octalRadix` 10 reads a leading-zero number as decimal: the ends-in-a-number checker's "only ASCII digits".
 */
// https://url.spec.whatwg.org/#ipv4-number-parser
function ipv4NumberParser(input: string, start: number, end: number, octalRadix = 8): number {
  if (start >= end) return -1;
  const nonDecimal = isNonDecimalNumber(input, start, end);
  const radix = !nonDecimal
    ? 10
    : (input.charCodeAt(start + 1) | CodePoint.ASCIICaseBit) === CodePoint.LowerX
      ? 16
      : octalRadix;
  let output = 0;
  for (let i = start + (radix === 16 ? 2 : +nonDecimal); i < end; i++) {
    const digit = asciiHexDigitValue(input.charCodeAt(i));
    if (digit < 0 || digit >= radix) return -1;
    if (output < 2 ** 32) output = output * radix + digit;
  }
  return output;
}

/** Whether the number in `input[start, end)` is not decimal (hexadecimal or octal): it starts with a 0 and goes on. */
function isNonDecimalNumber(input: string, start: number, end: number): boolean {
  return end - start > 1 && input.charCodeAt(start) === CodePoint.DigitZero;
}

/** Whether the last label of `input` (ignoring one trailing empty label) is a number, so the host parser treats `input` as IPv4. */
// https://url.spec.whatwg.org/#ends-in-a-number-checker
export function endsInANumber(input: string): boolean {
  checkString(input, "endsInANumber");
  return endsInANumberChecker(input);
}

// https://url.spec.whatwg.org/#ends-in-a-number-checker
export function endsInANumberChecker(input: string): boolean {
  let end = input.length;
  if (input.charCodeAt(end - 1) === CodePoint.FullStop) end--;
  // Most domains end in a letter that no number has: then there is no need to find the last label.
  const c = input.charCodeAt(end - 1);
  if (asciiHexDigitValue(c) < 0 && (c | CodePoint.ASCIICaseBit) !== CodePoint.LowerX) return false;
  return ipv4NumberParser(input, input.lastIndexOf(".", end - 1) + 1, end, 10) >= 0;
}

/**
 * The IPv4 parser (ASCII `input`): the address as a number, or a {@link HostFailure} (negative) for failure. A reported index is
 * `offset` + `scale` × the position in `input`: `scale` is 0 when `input` was rewritten (percent-decoded
 * or mapped) and its positions are not the caller's.
 */
// https://url.spec.whatwg.org/#concept-ipv4-parser
export function ipv4Parser(
  input: string,
  validator: HostValidator | undefined,
  offset: number,
  scale: number,
): number | HostFailure {
  let end = input.length;
  if (input.charCodeAt(end - 1) === CodePoint.FullStop) {
    // Not inside the ?. call: its arguments are not evaluated without a validator.
    end--;
    validator?.warn(Warning.IPV4_EMPTY_PART, offset + scale * end);
  }
  let parts = 1;
  let fifth = 0;
  for (let dot = input.indexOf("."); dot >= 0 && dot < end; dot = input.indexOf(".", dot + 1)) {
    if (++parts === 5) fifth = dot + 1;
  }
  if (parts < 4) validator?.warn(Warning.IPV4_TOO_FEW_PARTS, offset);
  if (parts > 4) return fail(validator, HostFailure.IPV4_TOO_MANY_PARTS, offset + scale * fifth);
  let ipv4 = 0;
  let outOfRange = -1;
  let fits = true;
  let start = 0;
  for (let part = 1; part <= parts; part++) {
    const partEnd = part < parts ? input.indexOf(".", start) : end;
    const n = ipv4NumberParser(input, start, partEnd);
    const index = offset + scale * start;
    if (n < 0) return fail(validator, HostFailure.IPV4_NON_NUMERIC_PART, index);
    if (isNonDecimalNumber(input, start, partEnd)) validator?.warn(Warning.IPV4_NON_DECIMAL_PART, index);
    if (n > 255 && outOfRange < 0) outOfRange = index;
    // Every part but the last is a byte; the last fills the bytes left. A part that does not fit fails.
    const limit = part < parts ? 256 : LAST_PART_LIMIT[parts];
    if (n >= limit) fits = false;
    ipv4 = ipv4 * limit + n;
    start = partEnd + 1;
  }
  // A part above 255 is fatal unless it is the last and fits.
  if (!fits) return fail(validator, HostFailure.IPV4_OUT_OF_RANGE_PART, outOfRange);
  if (outOfRange >= 0) validator?.report("IPv4-out-of-range-part", outOfRange);
  return ipv4;
}

/** Parses an IPv4 address as the host parser does (1 to 4 parts; decimal, octal `0…`, hex `0x…`): the 32-bit unsigned number, or `null` on failure. */
// https://url.spec.whatwg.org/#concept-ipv4-parser
export function parseIPv4(input: string, options?: IPParseOptions): number | null {
  checkString(input, "parseIPv4");
  return orNull(ipv4Parser(input, hostValidator(options?.onValidationError), options?.offset ?? 0, 1));
}
