import {
  CodePoint,
  isHTTPTokenCodePoint,
  isHTTPWhitespace,
  solelyHTTPQuotedStringTokenCodePoints,
  solelyHTTPTokenCodePoints,
} from "./code-points.ts";
import { collectAnHTTPQuotedString, stripHTTPWhitespace } from "./http.ts";
import { addParsedParameter, describe, MIMEType } from "./mime-type.ts";

/**
 * Parses a MIME type (a `Content-Type` value, a `type` attribute, the MIME type of a `data:` URL): null when it
 * fails. Type, subtype and parameter names come out in ASCII lowercase; parameters with an invalid name or
 * value, and repeated names after the first, are left out.
 */
// https://mimesniff.spec.whatwg.org/#parse-a-mime-type
export function parseMIMEType(input: string): MIMEType | null {
  if (typeof input !== "string") throw new TypeError(`parseMIMEType: expected a string, got ${describe(input)}`);
  input = stripHTTPWhitespace(input);
  // The type is the code points before "/": it must be there and all of them must be token code points.
  let position = 0;
  while (position < input.length && isHTTPTokenCodePoint(input.charCodeAt(position))) position++;
  if (position === 0 || position >= input.length || input.charCodeAt(position) !== CodePoint.Solidus) return null;
  const typeEnd = position;
  position++;
  const subtypeStart = position;
  while (position < input.length && input.charCodeAt(position) !== CodePoint.Semicolon) position++;
  let subtypeEnd = position;
  while (subtypeEnd > subtypeStart && isHTTPWhitespace(input.charCodeAt(subtypeEnd - 1))) subtypeEnd--;
  if (subtypeEnd === subtypeStart || !solelyHTTPTokenCodePoints(input, subtypeStart, subtypeEnd)) return null;
  const mimeType = new MIMEType(input.slice(0, typeEnd), input.slice(subtypeStart, subtypeEnd));
  while (position < input.length) position = parseParameter(input, position, mimeType);
  return mimeType;
}

/**
 * One turn of the parameter loop, from the U+003B (;) at `position`: adds the parameter when it is valid and
 * new, and returns the position of the next U+003B (;) or the input's length.
 */
// https://mimesniff.spec.whatwg.org/#parse-a-mime-type
function parseParameter(input: string, position: number, mimeType: MIMEType): number {
  const end = input.length;
  position++;
  while (position < end && isHTTPWhitespace(input.charCodeAt(position))) position++;
  const nameStart = position;
  let c = 0;
  while (position < end && (c = input.charCodeAt(position)) !== CodePoint.Semicolon && c !== CodePoint.EqualsSign) {
    position++;
  }
  const nameEnd = position;
  if (position < end) {
    if (c === CodePoint.Semicolon) return position;
    position++;
  }
  if (position >= end) return end;
  let value: string;
  if (input.charCodeAt(position) === CodePoint.QuotationMark) {
    ({ value, position } = collectAnHTTPQuotedString(input, position));
    while (position < end && input.charCodeAt(position) !== CodePoint.Semicolon) position++;
    if (!solelyHTTPQuotedStringTokenCodePoints(value, 0, value.length)) return position;
  } else {
    const valueStart = position;
    while (position < end && input.charCodeAt(position) !== CodePoint.Semicolon) position++;
    let valueEnd = position;
    while (valueEnd > valueStart && isHTTPWhitespace(input.charCodeAt(valueEnd - 1))) valueEnd--;
    if (valueEnd === valueStart || !solelyHTTPQuotedStringTokenCodePoints(input, valueStart, valueEnd)) return position;
    value = input.slice(valueStart, valueEnd);
  }
  if (nameEnd > nameStart && solelyHTTPTokenCodePoints(input, nameStart, nameEnd)) {
    // The name is ASCII (token code points only), so toLowerCase is ASCII lowercase here.
    addParsedParameter(mimeType.parameters, input.slice(nameStart, nameEnd).toLowerCase(), value);
  }
  return position;
}
