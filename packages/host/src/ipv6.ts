import { hexValue } from "./code-points.ts";
import type { IPParseOptions } from "./ipv4.ts";
import { checkString, report, type ValidationErrorCallback, type ValidationErrorType } from "./validation-error.ts";

function fail(cb: ValidationErrorCallback | undefined, type: ValidationErrorType, index: number): null {
  report(cb, type, index);
  return null;
}

/**
 * The IPv6 parser (`input` without the brackets): the eight pieces, or `null` for failure. Reported
 * indices are `offset` + the position in `input`. Past the end, `charCodeAt` gives NaN: the EOF code point.
 */
// https://url.spec.whatwg.org/#concept-ipv6-parser
export function ipv6Parser(input: string, cb: ValidationErrorCallback | undefined, offset: number): number[] | null {
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  const end = input.length;
  let pieceIndex = 0;
  let compress = -1;
  let pointer = 0;
  if (input.charCodeAt(0) === 0x3a) {
    if (input.charCodeAt(1) !== 0x3a) return fail(cb, "IPv6-invalid-compression", offset);
    pointer = 2;
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
    let digit = 0;
    while (pointer - pieceStart < 4 && (digit = hexValue(input.charCodeAt(pointer))) >= 0) {
      value = value * 0x10 + digit;
      pointer++;
    }
    const length = pointer - pieceStart;
    c = input.charCodeAt(pointer);
    if (c === 0x2e) {
      if (length === 0) return fail(cb, "IPv4-in-IPv6-invalid-code-point", offset + pointer);
      pointer -= length;
      if (pieceIndex > 6) return fail(cb, "IPv4-in-IPv6-too-many-pieces", offset + pointer);
      let numbersSeen = 0;
      while (pointer < end) {
        let ipv4Piece = -1;
        if (numbersSeen > 0) {
          if (input.charCodeAt(pointer) !== 0x2e || numbersSeen === 4) {
            return fail(cb, "IPv4-in-IPv6-invalid-code-point", offset + pointer);
          }
          pointer++;
        }
        const partStart = pointer;
        c = input.charCodeAt(pointer);
        if (!(c >= 0x30 && c <= 0x39)) return fail(cb, "IPv4-in-IPv6-invalid-code-point", offset + pointer);
        while (c >= 0x30 && c <= 0x39) {
          if (ipv4Piece === 0) return fail(cb, "IPv4-in-IPv6-invalid-code-point", offset + pointer);
          ipv4Piece = (ipv4Piece < 0 ? 0 : ipv4Piece * 10) + c - 0x30;
          if (ipv4Piece > 255) return fail(cb, "IPv4-in-IPv6-out-of-range-part", offset + partStart);
          c = input.charCodeAt(++pointer);
        }
        address[pieceIndex] = address[pieceIndex] * 0x100 + ipv4Piece;
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      if (numbersSeen !== 4) return fail(cb, "IPv4-in-IPv6-too-few-parts", offset + pointer);
      break;
    }
    if (c === 0x3a) {
      if (++pointer === end) return fail(cb, "IPv6-invalid-code-point", offset + pointer);
    } else if (pointer < end) {
      return fail(cb, "IPv6-invalid-code-point", offset + pointer);
    }
    if (length > 1 && value < 1 << (4 * (length - 1))) report(cb, "IPv6-piece-leading-zero", offset + pieceStart);
    address[pieceIndex++] = value;
  }
  if (compress !== -1) {
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    while (pieceIndex !== 0 && swaps > 0) {
      const other = compress + swaps - 1;
      const piece = address[pieceIndex];
      address[pieceIndex--] = address[other];
      address[other] = piece;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    return fail(cb, "IPv6-too-few-pieces", offset + pointer);
  }
  return address;
}

/** Parses an IPv6 address written without its brackets (`"::1"`): its eight 16-bit pieces, or `null` on failure. */
// https://url.spec.whatwg.org/#concept-ipv6-parser
export function parseIPv6(input: string, options?: IPParseOptions): number[] | null {
  checkString(input, "parseIPv6");
  return ipv6Parser(input, options?.onValidationError, options?.offset ?? 0);
}
