import { checkString, report, type ValidationErrorCallback } from "./validation-error.ts";

/** Options of {@link parseIPv4}, {@link parseIPv6} and {@link parseOpaqueHost}. */
export interface IPParseOptions {
  /** Called for each validation error; `index` is a UTF-16 offset in `input` plus `offset`. */
  onValidationError?: ValidationErrorCallback;
  /** Added to every reported index (the address's start in a larger input). Default 0. */
  offset?: number;
}

const TWO_32 = 4294967296;
let nonDecimal = false;

/**
 * The IPv4 number parser over `input[start, end)`: the value (any value of 2^32 or more stands for
 * itself: the callers only compare), or -1 for failure.
 * Sets `nonDecimal` (the tuple's boolean).
 */
// https://url.spec.whatwg.org/#ipv4-number-parser
function ipv4NumberParser(input: string, start: number, end: number): number {
  if (start === end) return -1;
  nonDecimal = end - start > 1 && input.charCodeAt(start) === 0x30;
  let radix = 10;
  if (nonDecimal) {
    radix = (input.charCodeAt(start + 1) | 0x20) === 0x78 ? 16 : 8;
    start += radix === 16 ? 2 : 1;
  }
  let output = 0;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    const lower = c | 0x20;
    const digit = radix === 16 && lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : c - 0x30;
    if (!(digit >= 0 && digit < radix)) return -1;
    if (output < TWO_32) output = output * radix + digit;
  }
  return output;
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
  if (end > 0 && input.charCodeAt(end - 1) === 0x2e) end--;
  if (end === 0) return false;
  const start = input.lastIndexOf(".", end - 1) + 1;
  let i = start;
  while (i < end && input.charCodeAt(i) - 0x30 >= 0 && input.charCodeAt(i) - 0x30 <= 9) i++;
  return (i === end && start < end) || ipv4NumberParser(input, start, end) >= 0;
}

/**
 * The IPv4 parser (ASCII `input`): the address as a number, or -1 for failure. Reported indices are
 * `offset` + the position in `input` when `exact`, else `offset` alone (the input was rewritten).
 */
// https://url.spec.whatwg.org/#concept-ipv4-parser
export function ipv4Parser(
  input: string,
  cb: ValidationErrorCallback | undefined,
  offset: number,
  exact: boolean,
): number {
  let end = input.length;
  let dots = 0;
  for (let i = 0; i < end; i++) if (input.charCodeAt(i) === 0x2e) dots++;
  if (end > 0 && input.charCodeAt(end - 1) === 0x2e) {
    report(cb, "IPv4-empty-part", exact ? offset + end - 1 : offset);
    // A trailing dot means at least two parts: drop the empty last one.
    end--;
    dots--;
  }
  if (dots < 3) report(cb, "IPv4-too-few-parts", offset);
  if (dots > 3) {
    let fifth = 0;
    for (let n = 0; n < 4; n++) fifth = input.indexOf(".", fifth) + 1;
    report(cb, "IPv4-too-many-parts", exact ? offset + fifth : offset);
    return -1;
  }
  let ipv4 = 0;
  let outOfRange = -1;
  let partStart = 0;
  for (let part = 0; part <= dots; part++) {
    let partEnd = input.indexOf(".", partStart);
    if (partEnd === -1 || partEnd > end) partEnd = end;
    const n = ipv4NumberParser(input, partStart, partEnd);
    const index = exact ? offset + partStart : offset;
    if (n < 0) {
      report(cb, "IPv4-non-numeric-part", index);
      return -1;
    }
    if (nonDecimal) report(cb, "IPv4-non-decimal-part", index);
    if (n > 255 && outOfRange === -1) outOfRange = index;
    if (part < dots) ipv4 = n > 255 || ipv4 < 0 ? -1 : ipv4 + n * 2 ** (24 - 8 * part);
    else if (ipv4 >= 0) ipv4 = n >= 2 ** (32 - 8 * dots) ? -1 : ipv4 + n;
    partStart = partEnd + 1;
  }
  if (outOfRange !== -1) report(cb, "IPv4-out-of-range-part", outOfRange);
  return ipv4;
}

/** Parses an IPv4 address as the host parser does (1 to 4 parts; decimal, octal `0…`, hex `0x…`): the 32-bit unsigned number, or `null` on failure. */
// https://url.spec.whatwg.org/#concept-ipv4-parser
export function parseIPv4(input: string, options?: IPParseOptions): number | null {
  checkString(input, "parseIPv4");
  const result = ipv4Parser(input, options?.onValidationError, options?.offset ?? 0, true);
  return result < 0 ? null : result;
}
