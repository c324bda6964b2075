import { asciiHexDigitValue, charCodeAt, lengthOf } from "@urlkit/percent-encoding";
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
 * The radix of the IPv4 number that starts at `input[start]` and ends at the next dot or at `end`: 16 after `0x` or
 * `0X`, 8 after another leading 0 that more follows, else 10.
 */
// https://url.spec.whatwg.org/#ipv4-number-parser
function ipv4NumberRadix(input: string, start: number, end: number): number {
  if (start + 1 >= end || charCodeAt(input, start) !== CodePoint.DigitZero) return 10;
  const next = charCodeAt(input, start + 1);
  if (next === CodePoint.FullStop) return 10;
  return (next | CodePoint.ASCIICaseBit) === CodePoint.LowerX ? 16 : 8;
}

/** Whether the last label of `input` (ignoring one trailing empty label) is a number, so the host parser treats `input` as IPv4. */
// https://url.spec.whatwg.org/#ends-in-a-number-checker
export function endsInANumber(input: string): boolean {
  checkString(input, "endsInANumber");
  return endsInANumberChecker(input);
}

// https://url.spec.whatwg.org/#ends-in-a-number-checker
export function endsInANumberChecker(input: string): boolean {
  let end = lengthOf(input);
  if (end > 0 && charCodeAt(input, end - 1) === CodePoint.FullStop) end--;
  // The last part is a number if it is only ASCII digits (09 too, which the IPv4 parser then rejects), or 0x or 0X
  // then hex digits. Read back over the hex digits: most domains end in a letter that is none, and the last part is
  // found without searching for its dot.
  let start = end;
  let decimal = true;
  for (let digit: number; start > 0 && (digit = asciiHexDigitValue(charCodeAt(input, start - 1))) >= 0; start--) {
    if (digit > 9) decimal = false;
  }
  if (start === 0 || charCodeAt(input, start - 1) === CodePoint.FullStop) return decimal && start < end;
  return (
    start >= 2 &&
    (charCodeAt(input, start - 1) | CodePoint.ASCIICaseBit) === CodePoint.LowerX &&
    charCodeAt(input, start - 2) === CodePoint.DigitZero &&
    (start === 2 || charCodeAt(input, start - 3) === CodePoint.FullStop)
  );
}

/** Where the `part`th part (from 1) of `input[start, end)` split on dots starts, or -1 when there are fewer parts. */
function partStart(input: string, start: number, end: number, part: number): number {
  let partBegin = start;
  for (let found = 1; found < part; found++) {
    partBegin = input.indexOf(".", partBegin) + 1;
    if (partBegin === 0 || partBegin > end) return -1;
  }
  return partBegin;
}

/**
 * The IPv4 parser on input[start, end) (ASCII): the address as a number, or a {@link HostFailure} (negative) for
 * failure. A reported index is `offset` + `scale` × the position in `input`: `scale` is 0 when `input` was rewritten
 * (percent-decoded or mapped) and its positions are not the caller's.
 */
// https://url.spec.whatwg.org/#concept-ipv4-parser
export function ipv4Parser(
  input: string,
  start: number,
  end: number,
  validator: HostValidator | undefined,
  offset: number,
  scale: number,
): number | HostFailure {
  if (charCodeAt(input, end - 1) === CodePoint.FullStop) {
    // Not inside the ?. call: its arguments are not evaluated without a validator.
    end--;
    validator?.warn(Warning.IPV4_EMPTY_PART, offset + scale * end);
  }
  // The standard splits on dots first, and too many parts fails before a part that is no number. This parser reads
  // each part as it meets it, in one pass: a validator, which hears about the count before the parts, gets it first;
  // without one, the parts are counted only when one fails.
  if (validator !== undefined) {
    if (partStart(input, start, end, 4) < 0) validator.warn(Warning.IPV4_TOO_FEW_PARTS, offset + scale * start);
    const fifth = partStart(input, start, end, 5);
    if (fifth >= 0) return fail(validator, HostFailure.IPV4_TOO_MANY_PARTS, offset + scale * fifth);
  }
  let ipv4 = 0;
  let outOfRange = -1;
  let fits = true;
  for (let part = 1, partBegin = start; ; part++) {
    // The IPv4 number parser, inline: reading the digits finds the part's end.
    const radix = ipv4NumberRadix(input, partBegin, end);
    let pointer = radix === 16 ? partBegin + 2 : partBegin;
    let n = 0;
    for (let c: number; pointer < end && (c = charCodeAt(input, pointer)) !== CodePoint.FullStop; pointer++) {
      const digit = asciiHexDigitValue(c);
      if (digit < 0 || digit >= radix) {
        n = -1;
        break;
      }
      if (n < 2 ** 32) n = n * radix + digit;
    }
    const index = offset + scale * partBegin;
    // A part that is no number fails, as does a fourth part that a dot follows; too many parts is the reason first.
    if (n < 0 || pointer === partBegin || (part === 4 && pointer < end)) {
      const fifth = partStart(input, start, end, 5);
      return fifth < 0
        ? fail(validator, HostFailure.IPV4_NON_NUMERIC_PART, index)
        : fail(validator, HostFailure.IPV4_TOO_MANY_PARTS, offset + scale * fifth);
    }
    if (radix !== 10) validator?.warn(Warning.IPV4_NON_DECIMAL_PART, index);
    if (n > 255 && outOfRange < 0) outOfRange = index;
    if (pointer === end) {
      // The last part fills the bytes the others leave; a part that does not fit fails.
      const limit = LAST_PART_LIMIT[part];
      if (n >= limit) fits = false;
      ipv4 = ipv4 * limit + n;
      break;
    }
    if (n > 255) fits = false;
    ipv4 = ipv4 * 256 + n;
    partBegin = pointer + 1;
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
  return orNull(
    ipv4Parser(input, 0, lengthOf(input), hostValidator(options?.onValidationError), options?.offset ?? 0, 1),
  );
}
