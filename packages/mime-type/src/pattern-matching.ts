// Matching a MIME type pattern: byte patterns, pattern masks, the pattern matching algorithm, and the rows of the
// standard's pattern tables, written here as the strings and byte lists the tables describe.
import { isTagTerminatingByte, isWhitespaceByte } from "./code-points.ts";

/** A mask byte: the byte is significant as is. */
const EXACT = 0xff;
/** A mask byte: the byte is significant up to ASCII case (0x20, the lowercase bit, is dropped). */
const ASCII_CASE_INSENSITIVE = 0xdf;
/** A mask byte: the byte is not significant. */
const INSIGNIFICANT = 0x00;

const ASCII_ALPHA = /[A-Za-z]/;

/** Bytes whose values do not matter (mask 0x00), `count` of them. */
export interface AnyBytes {
  readonly any: number;
}

/** Letters that match either case (mask 0xDF); other code points in the string match exactly. */
export interface IgnoringCase {
  readonly ignoringCase: string;
}

/**
 * A piece of a byte pattern as the tables describe it: a string (its ASCII code points, matched exactly), a list of
 * bytes (matched exactly), `anyBytes(n)` or `ignoringCase(string)`.
 */
export type PatternPart = string | readonly number[] | AnyBytes | IgnoringCase;

export const anyBytes = (count: number): AnyBytes => ({ any: count });

export const ignoringCase = (letters: string): IgnoringCase => ({ ignoringCase: letters });

/**
 * A row of one of the standard's pattern tables. The pattern bytes are stored already masked, as the pattern
 * matching algorithm compares `input[s] & mask[p]` with `pattern[p]`.
 */
export interface PatternRow {
  readonly pattern: Uint8Array;
  readonly mask: Uint8Array;
  /** Whether leading whitespace bytes are ignored (the only set of ignored bytes the tables use besides none). */
  readonly ignoresWhitespace: boolean;
  /**
   * Whether a tag-terminating byte (0x20 or 0x3E, written 0xTT in the tables) follows the pattern: one pattern
   * byte that stands for a set of two, which no single mask can express.
   */
  readonly tagTerminated: boolean;
  /** The row's MIME type, as an essence. */
  readonly essence: string;
}

export interface RowOptions {
  ignoresWhitespace?: boolean;
  tagTerminated?: boolean;
}

/** A table row: the MIME type, then the pattern's parts in order. */
export function row(essence: string, parts: readonly PatternPart[], options: RowOptions = {}): PatternRow {
  const pattern: number[] = [];
  const mask: number[] = [];
  const add = (byte: number, maskByte: number) => {
    pattern.push(byte & maskByte);
    mask.push(maskByte);
  };
  for (const part of parts) {
    if (typeof part === "string") {
      for (let i = 0; i < part.length; i++) add(part.charCodeAt(i), EXACT);
    } else if ("any" in part) {
      for (let i = 0; i < part.any; i++) add(0, INSIGNIFICANT);
    } else if ("ignoringCase" in part) {
      for (const c of part.ignoringCase) add(c.charCodeAt(0), ASCII_ALPHA.test(c) ? ASCII_CASE_INSENSITIVE : EXACT);
    } else {
      for (const byte of part) add(byte, EXACT);
    }
  }
  return {
    pattern: Uint8Array.from(pattern),
    mask: Uint8Array.from(mask),
    ignoresWhitespace: options.ignoresWhitespace === true,
    tagTerminated: options.tagTerminated === true,
    essence,
  };
}

/** The index of the first byte of `input` that is not a whitespace byte (its length when there is none). */
export function skipWhitespaceBytes(input: Uint8Array): number {
  let s = 0;
  while (s < input.length && isWhitespaceByte(input[s])) s++;
  return s;
}

/**
 * Whether `input` matches `row` once its first `start` bytes are ignored (0, or what
 * {@link skipWhitespaceBytes} gives when the row ignores leading whitespace bytes). A pattern that would read
 * past the end of `input` does not match: the standard checks the length before it skips the ignored bytes and
 * leaves reading past the end undefined.
 */
// https://mimesniff.spec.whatwg.org/#pattern-matching-algorithm
export function patternMatchingAlgorithm(input: Uint8Array, row: PatternRow, start: number): boolean {
  const { pattern, mask } = row;
  const end = start + pattern.length;
  if (end + (row.tagTerminated ? 1 : 0) > input.length) return false;
  for (let p = 0, s = start; p < pattern.length; p++, s++) {
    if ((input[s] & mask[p]) !== pattern[p]) return false;
  }
  return !row.tagTerminated || isTagTerminatingByte(input[end]);
}

/** The essence of the first row of `table` that `input` matches, or null (the standard's undefined). */
export function firstMatch(input: Uint8Array, table: readonly PatternRow[]): string | null {
  let afterWhitespace = -1;
  for (const tableRow of table) {
    let start = 0;
    if (tableRow.ignoresWhitespace) {
      if (afterWhitespace === -1) afterWhitespace = skipWhitespaceBytes(input);
      start = afterWhitespace;
    }
    if (patternMatchingAlgorithm(input, tableRow, start)) return tableRow.essence;
  }
  return null;
}

/** The bytes of an ASCII string. */
export function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Whether `sequence` holds `bytes` at `offset` (false when they would run past its end). */
export function bytesAt(sequence: Uint8Array, offset: number, bytes: ArrayLike<number>): boolean {
  if (offset + bytes.length > sequence.length) return false;
  for (let i = 0; i < bytes.length; i++) if (sequence[offset + i] !== bytes[i]) return false;
  return true;
}
