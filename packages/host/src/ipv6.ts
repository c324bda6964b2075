import { hexValue } from "./code-points.ts";
import type { IPParseOptions } from "./ipv4.ts";
import type { ValidationErrorCallback, ValidationErrorType } from "./validation-error.ts";

function fail(cb: ValidationErrorCallback | undefined, type: ValidationErrorType, index: number): null {
  if (cb !== undefined) cb({ type, index });
  return null;
}

/**
 * The IPv6 parser over `input[start, end)` (without the brackets): the eight pieces, or `null` for
 * failure. Reported indices are `offset` + the position in `input`.
 */
// https://url.spec.whatwg.org/#concept-ipv6-parser
export function ipv6Parser(
  input: string,
  start: number,
  end: number,
  cb: ValidationErrorCallback | undefined,
  offset: number,
): number[] | null {
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  let pieceIndex = 0;
  let compress = -1;
  let pointer = start;
  if (pointer < end && input.charCodeAt(pointer) === 0x3a) {
    if (pointer + 1 >= end || input.charCodeAt(pointer + 1) !== 0x3a) {
      return fail(cb, "IPv6-invalid-compression", offset + pointer);
    }
    pointer += 2;
    compress = ++pieceIndex;
  }
  while (pointer < end) {
    if (pieceIndex === 8) return fail(cb, "IPv6-too-many-pieces", offset + pointer);
    let c = input.charCodeAt(pointer);
    if (c === 0x3a) {
      if (compress !== -1) return fail(cb, "IPv6-multiple-compression", offset + pointer);
      pointer++;
      compress = ++pieceIndex;
      continue;
    }
    const pieceStart = pointer;
    let value = 0;
    let length = 0;
    let digit = 0;
    while (length < 4 && pointer < end && (digit = hexValue(input.charCodeAt(pointer))) >= 0) {
      value = value * 0x10 + digit;
      pointer++;
      length++;
    }
    c = pointer < end ? input.charCodeAt(pointer) : -1;
    if (c === 0x2e) {
      if (length === 0) return fail(cb, "IPv4-in-IPv6-invalid-code-point", offset + pointer);
      pointer -= length;
      if (pieceIndex > 6) return fail(cb, "IPv4-in-IPv6-too-many-pieces", offset + pointer);
      let numbersSeen = 0;
      while (pointer < end) {
        let ipv4Piece = -1;
        if (numbersSeen > 0) {
          if (input.charCodeAt(pointer) === 0x2e && numbersSeen < 4) pointer++;
          else return fail(cb, "IPv4-in-IPv6-invalid-code-point", offset + pointer);
        }
        const partStart = pointer;
        c = pointer < end ? input.charCodeAt(pointer) : -1;
        if (c < 0x30 || c > 0x39) return fail(cb, "IPv4-in-IPv6-invalid-code-point", offset + pointer);
        while (c >= 0x30 && c <= 0x39) {
          const number = c - 0x30;
          if (ipv4Piece === -1) ipv4Piece = number;
          else if (ipv4Piece === 0) return fail(cb, "IPv4-in-IPv6-invalid-code-point", offset + pointer);
          else ipv4Piece = ipv4Piece * 10 + number;
          if (ipv4Piece > 255) return fail(cb, "IPv4-in-IPv6-out-of-range-part", offset + partStart);
          pointer++;
          c = pointer < end ? input.charCodeAt(pointer) : -1;
        }
        address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      if (numbersSeen !== 4) return fail(cb, "IPv4-in-IPv6-too-few-parts", offset + pointer);
      break;
    }
    if (c === 0x3a) {
      pointer++;
      if (pointer >= end) return fail(cb, "IPv6-invalid-code-point", offset + pointer);
    } else if (c !== -1) {
      return fail(cb, "IPv6-invalid-code-point", offset + pointer);
    }
    if (length > 1 && value < 1 << (4 * (length - 1)) && cb !== undefined) {
      cb({ type: "IPv6-piece-leading-zero", index: offset + pieceStart });
    }
    address[pieceIndex] = value;
    pieceIndex++;
  }
  if (compress !== -1) {
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const other = compress + swaps - 1;
      const piece = address[pieceIndex];
      address[pieceIndex] = address[other];
      address[other] = piece;
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    return fail(cb, "IPv6-too-few-pieces", offset + pointer);
  }
  return address;
}

/** Parses an IPv6 address written without its brackets (`"::1"`); its eight 16-bit pieces, or `null` on failure. */
// https://url.spec.whatwg.org/#concept-ipv6-parser
export function parseIPv6(input: string, options?: IPParseOptions): number[] | null {
  if (typeof input !== "string") throw new TypeError(`parseIPv6: input must be a string, got ${typeof input}`);
  return ipv6Parser(input, 0, input.length, options?.onValidationError, options?.offset ?? 0);
}
