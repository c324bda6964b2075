// Fetch's string helpers that the MIME type parser uses.
import { CodePoint, isHTTPWhitespace } from "./code-points.ts";

/** `input` without leading and trailing HTTP whitespace (the same string when it has none). */
export function stripHTTPWhitespace(input: string): string {
  let start = 0;
  let end = input.length;
  while (start < end && isHTTPWhitespace(input.charCodeAt(start))) start++;
  while (end > start && isHTTPWhitespace(input.charCodeAt(end - 1))) end--;
  return start === 0 && end === input.length ? input : input.slice(start, end);
}

/** What collecting an HTTP quoted string gives: the value and the position after the string. */
export interface QuotedString {
  value: string;
  position: number;
}

/**
 * Collects the quoted string that starts at `input[position]` (a U+0022) with the extract-value flag set: the
 * value without the quotes and with each backslash escape resolved. An unterminated string ends at the end of
 * the input; a backslash at the very end stands for itself.
 */
// https://fetch.spec.whatwg.org/#collect-an-http-quoted-string
export function collectAnHTTPQuotedString(input: string, position: number): QuotedString {
  let value = "";
  position++;
  for (;;) {
    const runStart = position;
    while (position < input.length) {
      const c = input.charCodeAt(position);
      if (c === CodePoint.QuotationMark || c === CodePoint.ReverseSolidus) break;
      position++;
    }
    value += input.slice(runStart, position);
    if (position >= input.length) break;
    const quoteOrBackslash = input.charCodeAt(position);
    position++;
    if (quoteOrBackslash !== CodePoint.ReverseSolidus) break;
    if (position >= input.length) {
      value += "\\";
      break;
    }
    // One code unit where the standard appends a code point: the low half of an escaped surrogate pair is
    // then copied by the next run, which gives the same value.
    value += input[position];
    position++;
  }
  return { value, position };
}
