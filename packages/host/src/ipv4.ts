import type { ValidationErrorCallback } from "./validation-error.ts";

/** Options of {@link parseIPv4} and {@link parseIPv6}. */
export interface IPParseOptions {
  /** Called for each validation error; `index` is a UTF-16 offset in `input` plus `offset`. */
  onValidationError?: ValidationErrorCallback;
  /** Added to every reported index (the address's start in a larger input). Default 0. */
  offset?: number;
}

const TWO_32 = 4294967296;
let nonDecimal = false;

/**
 * The IPv4 number parser over `input[start, end)`: the value (saturated at 2^32), or -1 for failure.
 * Sets `nonDecimal` (the tuple's boolean).
 */
// https://url.spec.whatwg.org/#ipv4-number-parser
function ipv4NumberParser(input: string, start: number, end: number): number {
  if (start === end) return -1;
  nonDecimal = false;
  let radix = 10;
  if (end - start >= 2 && input.charCodeAt(start) === 0x30) {
    nonDecimal = true;
    if ((input.charCodeAt(start + 1) | 0x20) === 0x78) {
      start += 2;
      radix = 16;
    } else {
      start += 1;
      radix = 8;
    }
  }
  let output = 0;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    let digit = c - 0x30;
    if (radix === 16) {
      const lower = c | 0x20;
      if (lower >= 0x61 && lower <= 0x66) digit = lower - 0x57;
    }
    if (!(digit >= 0 && digit < radix)) return -1;
    if (output < TWO_32) output = output * radix + digit;
  }
  return Math.min(output, TWO_32);
}

/** Whether `input[start, end)` is only ASCII digits. */
function allDigits(input: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** Whether the last label of `input` (ignoring one trailing empty label) looks like a number, so the host parser treats `input` as IPv4. */
// https://url.spec.whatwg.org/#ends-in-a-number-checker
export function endsInANumber(input: string): boolean {
  if (typeof input !== "string") throw new TypeError(`endsInANumber: input must be a string, got ${typeof input}`);
  let end = input.length;
  if (end > 0 && input.charCodeAt(end - 1) === 0x2e) end--;
  if (end === 0) return false;
  const start = input.lastIndexOf(".", end - 1) + 1;
  if (start < end && allDigits(input, start, end)) return true;
  return ipv4NumberParser(input, start, end) >= 0;
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
    if (cb !== undefined) cb({ type: "IPv4-empty-part", index: exact ? offset + end - 1 : offset });
    if (dots > 0) {
      end--;
      dots--;
    }
  }
  if (dots < 3 && cb !== undefined) cb({ type: "IPv4-too-few-parts", index: offset });
  if (dots > 3) {
    if (cb !== undefined) {
      let fifth = 0;
      for (let n = 0; n < 4; n++) fifth = input.indexOf(".", fifth) + 1;
      cb({ type: "IPv4-too-many-parts", index: exact ? offset + fifth : offset });
    }
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
      if (cb !== undefined) cb({ type: "IPv4-non-numeric-part", index });
      return -1;
    }
    if (nonDecimal && cb !== undefined) cb({ type: "IPv4-non-decimal-part", index });
    if (n > 255 && outOfRange === -1) outOfRange = index;
    if (part < dots) {
      if (n > 255) ipv4 = -1;
      else if (ipv4 >= 0) ipv4 += n * 2 ** (8 * (3 - part));
    } else if (ipv4 >= 0) {
      if (n >= 2 ** (8 * (4 - dots))) ipv4 = -1;
      else ipv4 += n;
    }
    partStart = partEnd + 1;
  }
  if (outOfRange !== -1 && cb !== undefined) cb({ type: "IPv4-out-of-range-part", index: outOfRange });
  return ipv4;
}

/** Parses an IPv4 address as the host parser does (1 to 4 parts; decimal, octal `0…`, hex `0x…`); the address as a 32-bit unsigned number, or `null` on failure. */
// https://url.spec.whatwg.org/#concept-ipv4-parser
export function parseIPv4(input: string, options?: IPParseOptions): number | null {
  if (typeof input !== "string") throw new TypeError(`parseIPv4: input must be a string, got ${typeof input}`);
  const result = ipv4Parser(input, options?.onValidationError, options?.offset ?? 0, true);
  return result < 0 ? null : result;
}
