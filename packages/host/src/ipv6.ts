import { asciiHexDigitValue, charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { CodePoint, codeUnitAt } from "./code-points.ts";
import type { IPParseOptions } from "./ipv4.ts";
import { findCompressedPieceIndex } from "./serialize.ts";
import { checkString, fail, HostFailure } from "./validation-error.ts";
import { type HostValidator, hostValidator, Warning } from "./validator.ts";

/** What {@link ipv6Parser} tells of the text it read, beside the address. */
export enum IPv6Text {
  /** Not what the IPv6 serializer writes for the address: upper case, a leading zero, an IPv4 part, "::" elsewhere. */
  Other = 0,
  /** What the IPv6 serializer writes for the address: a caller may keep the text as it is. */
  Serialized = 1,
}

/**
 * The IPv6 parser on input[start, end) (the address without its brackets): fills `address` (eight 0 pieces) and
 * tells whether the text is already its serialization, or returns a {@link HostFailure} for failure. Reported
 * indices are `offset` + the position in `input` (where the parser stopped, for a failure).
 */
// https://url.spec.whatwg.org/#concept-ipv6-parser
export function ipv6Parser(
  input: string,
  start: number,
  end: number,
  validator: HostValidator | undefined,
  offset: number,
  address: number[],
): IPv6Text | HostFailure {
  let pieceIndex = 0;
  let compress = -1;
  let pointer = start;
  // Every hex digit's code unit ANDed: digits and lower-case letters have ASCIICaseBit, upper-case letters lack it.
  let digitBits = -1;
  // No piece with a leading zero, no IPv4 part.
  let plain = true;
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
        pointer < end &&
        pointer - pieceStart < 4 &&
        (digit = asciiHexDigitValue((c = charCodeAt(input, pointer)))) >= 0;
        pointer++
      ) {
        value = value * 16 + digit;
        digitBits &= c;
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
        plain = false;
        break;
      }
      error = HostFailure.IPV6_INVALID_CODE_POINT;
      if (c === CodePoint.Colon ? ++pointer === end : pointer < end) break parse;
      if (length > 1 && value < 1 << (4 * length - 4)) {
        plain = false;
        validator?.warn(Warning.IPV6_PIECE_LEADING_ZERO, offset + pieceStart);
      }
      address[pieceIndex++] = value;
    }
    // The run of 0 pieces that "::" stands for, [zerosStart, zerosEnd): the piece it took when read, and those that
    // the pieces after it leave when they move to the end. -1 without "::", as findCompressedPieceIndex says no run.
    const zerosStart = compress < 0 ? -1 : compress - 1;
    const zerosEnd = compress + 8 - pieceIndex;
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
    // The serializer writes lower case without leading zeros, and "::" for the first longest run of two or more 0
    // pieces, all of it (no 0 piece next to it).
    return plain &&
      (digitBits & CodePoint.ASCIICaseBit) !== 0 &&
      findCompressedPieceIndex(address) === zerosStart &&
      (zerosStart < 0 || zerosEnd === 8 || address[zerosEnd] !== 0)
      ? IPv6Text.Serialized
      : IPv6Text.Other;
  }
  return fail(validator, error, offset + pointer);
}

/** Parses an IPv6 address written without its brackets (`"::1"`): its eight 16-bit pieces, or `null` on failure. */
// https://url.spec.whatwg.org/#concept-ipv6-parser
export function parseIPv6(input: string, options?: IPParseOptions): number[] | null {
  checkString(input, "parseIPv6");
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  const validator = hostValidator(options?.onValidationError);
  return ipv6Parser(input, 0, lengthOf(input), validator, options?.offset ?? 0, address) < 0 ? null : address;
}
