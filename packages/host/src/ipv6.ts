import { asciiHexDigitValue, charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { CodePoint, codeUnitAt } from "./code-points.ts";
import type { IPParseOptions } from "./ipv4.ts";
import { checkString, fail, HostFailure, orNull } from "./validation-error.ts";
import { type HostValidator, hostValidator, Warning } from "./validator.ts";

/**
 * The IPv6 parser on input[start, end) (the address without its brackets): the eight pieces, or a
 * {@link HostFailure} for failure. Reported indices are `offset` + the position in `input` (where the parser
 * stopped, for a failure).
 */
// https://url.spec.whatwg.org/#concept-ipv6-parser
export function ipv6Parser(
  input: string,
  start: number,
  end: number,
  validator: HostValidator | undefined,
  offset: number,
): number[] | HostFailure {
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  let pieceIndex = 0;
  let compress = -1;
  let pointer = start;
  let error: HostFailure;
  // biome-ignore lint/suspicious/noConfusingLabels: every failure sets `error` and leaves this block for the one fail.
  parse: {
    if (codeUnitAt(input, start, end) === CodePoint.Colon) {
      error = HostFailure.IPV6_INVALID_COMPRESSION;
      if (codeUnitAt(input, start + 1, end) !== CodePoint.Colon) break parse;
      pointer = start + 2;
      compress = ++pieceIndex;
    }
    while (pointer < end) {
      error = HostFailure.IPV6_TOO_MANY_PIECES;
      if (pieceIndex === 8) break parse;
      let c = charCodeAt(input, pointer);
      if (c === CodePoint.Colon) {
        error = HostFailure.IPV6_MULTIPLE_COMPRESSION;
        if (compress >= 0) break parse;
        pointer++;
        compress = ++pieceIndex;
        continue;
      }
      const pieceStart = pointer;
      let value = 0;
      for (
        let digit: number;
        pointer < end && pointer - pieceStart < 4 && (digit = asciiHexDigitValue(charCodeAt(input, pointer))) >= 0;
        pointer++
      ) {
        value = value * 16 + digit;
      }
      const length = pointer - pieceStart;
      c = codeUnitAt(input, pointer, end);
      if (c === CodePoint.FullStop) {
        error = HostFailure.IPV4_IN_IPV6_INVALID_CODE_POINT;
        if (length === 0) break parse;
        c = codeUnitAt(input, (pointer = pieceStart), end);
        if (pieceIndex > 6) {
          error = HostFailure.IPV4_IN_IPV6_TOO_MANY_PIECES;
          break parse;
        }
        let numbersSeen = 0;
        while (pointer < end) {
          if (numbersSeen > 0) {
            if (c !== CodePoint.FullStop || numbersSeen === 4) break parse;
            c = codeUnitAt(input, ++pointer, end);
          }
          const partStart = pointer;
          let ipv4Piece = -1;
          for (; c >= CodePoint.DigitZero && c <= CodePoint.DigitNine; c = codeUnitAt(input, ++pointer, end)) {
            if (ipv4Piece === 0) break parse;
            ipv4Piece = (ipv4Piece < 0 ? 0 : ipv4Piece * 10) + c - CodePoint.DigitZero;
            if (ipv4Piece > 255) {
              error = HostFailure.IPV4_IN_IPV6_OUT_OF_RANGE_PART;
              pointer = partStart;
              break parse;
            }
          }
          if (ipv4Piece < 0) break parse;
          address[pieceIndex] = address[pieceIndex] * 256 + ipv4Piece;
          if (++numbersSeen % 2 === 0) pieceIndex++;
        }
        error = HostFailure.IPV4_IN_IPV6_TOO_FEW_PARTS;
        if (numbersSeen !== 4) break parse;
        break;
      }
      error = HostFailure.IPV6_INVALID_CODE_POINT;
      if (c === CodePoint.Colon ? ++pointer === end : pointer < end) break parse;
      if (validator !== undefined && length > 1 && value < 1 << (4 * length - 4))
        validator.warn(Warning.IPV6_PIECE_LEADING_ZERO, offset + pieceStart);
      address[pieceIndex++] = value;
    }
    if (compress >= 0) {
      // The pieces from compress on move to the end; zeros take their place.
      for (let i = 7; pieceIndex > compress && i >= pieceIndex; i--) {
        address[i] = address[--pieceIndex];
        address[pieceIndex] = 0;
      }
    } else if (pieceIndex !== 8) {
      error = HostFailure.IPV6_TOO_FEW_PIECES;
      break parse;
    }
    return address;
  }
  return fail(validator, error, offset + pointer);
}

/** Parses an IPv6 address written without its brackets (`"::1"`): its eight 16-bit pieces, or `null` on failure. */
// https://url.spec.whatwg.org/#concept-ipv6-parser
export function parseIPv6(input: string, options?: IPParseOptions): number[] | null {
  checkString(input, "parseIPv6");
  return orNull(ipv6Parser(input, 0, lengthOf(input), hostValidator(options?.onValidationError), options?.offset ?? 0));
}
