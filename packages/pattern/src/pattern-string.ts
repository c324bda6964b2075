// Part lists back to (normalized) pattern strings: what the URLPattern component getters return.
import { asciiTable, escapeWith } from "./escape.ts";
import {
  convertAModifierToAString,
  FULL_WILDCARD_REGEXP_VALUE,
  generateASegmentWildcardRegexp,
  Modifier,
  type Options,
  type Part,
  PartType,
} from "./parser.ts";
import { isValidNameCodePoint } from "./tokenizer.ts";

// The code points a pattern string reads as syntax.
const PATTERN_SYNTAX: Uint8Array = /* @__PURE__ */ asciiTable("+*?:{}()\\");

// https://urlpattern.spec.whatwg.org/#escape-a-pattern-string
export function escapeAPatternString(input: string): string {
  return escapeWith(input, PATTERN_SYNTAX);
}

enum CodePoint {
  DIGIT_ZERO = 0x30,
  DIGIT_NINE = 0x39,
}

// Whether a group's name is one the parser gave it (a number) rather than the pattern's author.
function hasNumericName(part: Part): boolean {
  const first = part.name.charCodeAt(0);
  return first >= CodePoint.DIGIT_ZERO && first <= CodePoint.DIGIT_NINE;
}

// Whether a part needs "{ }" around it so that reading the pattern string back gives the same part.
function needsGrouping(part: Part, previousPart: Part | null, nextPart: Part | null, options: Options): boolean {
  if (part.suffix !== "" || (part.prefix !== "" && part.prefix !== options.prefixCodePoint)) return true;
  const customName = !hasNumericName(part);
  // ":name" followed by text that could continue the name, or by an unnamed group, must be delimited.
  if (
    customName &&
    part.type === PartType.SEGMENT_WILDCARD &&
    part.modifier === Modifier.NONE &&
    nextPart !== null &&
    nextPart.prefix === "" &&
    nextPart.suffix === ""
  ) {
    if (nextPart.type === PartType.FIXED_TEXT) {
      if (isValidNameCodePoint(nextPart.value.codePointAt(0) as number, false)) return true;
    } else if (hasNumericName(nextPart)) {
      return true;
    }
  }
  // Text ending in the prefix code point followed by a group without a prefix would make the text the prefix.
  return (
    part.prefix === "" &&
    previousPart !== null &&
    previousPart.type === PartType.FIXED_TEXT &&
    previousPart.value.endsWith(options.prefixCodePoint) &&
    options.prefixCodePoint !== ""
  );
}

// https://urlpattern.spec.whatwg.org/#generate-a-pattern-string
export function generateAPatternString(partList: Part[], options: Options): string {
  let result = "";
  for (let index = 0; index < partList.length; index++) {
    const part = partList[index];
    const previousPart = index > 0 ? partList[index - 1] : null;
    const nextPart = index < partList.length - 1 ? partList[index + 1] : null;
    const modifier = convertAModifierToAString(part.modifier);
    if (part.type === PartType.FIXED_TEXT) {
      result +=
        part.modifier === Modifier.NONE
          ? escapeAPatternString(part.value)
          : `{${escapeAPatternString(part.value)}}${modifier}`;
      continue;
    }
    const customName = !hasNumericName(part);
    const grouping = needsGrouping(part, previousPart, nextPart, options);
    if (grouping) result += "{";
    result += escapeAPatternString(part.prefix);
    if (customName) result += `:${part.name}`;
    if (part.type === PartType.REGEXP) {
      result += `(${part.value})`;
    } else if (part.type === PartType.SEGMENT_WILDCARD && !customName) {
      result += `(${generateASegmentWildcardRegexp(options)})`;
    } else if (part.type === PartType.FULL_WILDCARD) {
      result +=
        !customName &&
        (previousPart === null ||
          previousPart.type === PartType.FIXED_TEXT ||
          previousPart.modifier !== Modifier.NONE ||
          grouping ||
          part.prefix !== "")
          ? "*"
          : `(${FULL_WILDCARD_REGEXP_VALUE})`;
    }
    if (
      part.type === PartType.SEGMENT_WILDCARD &&
      customName &&
      part.suffix !== "" &&
      isValidNameCodePoint(part.suffix.codePointAt(0) as number, false)
    ) {
      result += "\\";
    }
    result += escapeAPatternString(part.suffix);
    if (grouping) result += "}";
    result += modifier;
  }
  return result;
}
