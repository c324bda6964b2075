// Part lists to regular expressions.
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

// The code points a regular expression (with the v flag) reads as syntax.
const REGEXP_SYNTAX: Uint8Array = /* @__PURE__ */ asciiTable(".+*?^$(){}[]|/\\");

// https://urlpattern.spec.whatwg.org/#escape-a-regexp-string
export function escapeARegexpString(input: string): string {
  return escapeWith(input, REGEXP_SYNTAX);
}

/** The regular expression source (anchored at both ends) and the group names in capture order. */
// https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list
export function generateARegularExpressionAndNameList(partList: Part[], options: Options): [string, string[]] {
  let result = "^";
  const nameList: string[] = [];
  for (const part of partList) {
    const modifier = convertAModifierToAString(part.modifier);
    if (part.type === PartType.FIXED_TEXT) {
      result +=
        part.modifier === Modifier.NONE
          ? escapeARegexpString(part.value)
          : `(?:${escapeARegexpString(part.value)})${modifier}`;
      continue;
    }
    nameList.push(part.name);
    const regexpValue =
      part.type === PartType.SEGMENT_WILDCARD
        ? generateASegmentWildcardRegexp(options)
        : part.type === PartType.FULL_WILDCARD
          ? FULL_WILDCARD_REGEXP_VALUE
          : part.value;
    const repeating = part.modifier === Modifier.ZERO_OR_MORE || part.modifier === Modifier.ONE_OR_MORE;
    if (part.prefix === "" && part.suffix === "") {
      result += repeating ? `((?:${regexpValue})${modifier})` : `(${regexpValue})${modifier}`;
      continue;
    }
    const prefix = escapeARegexpString(part.prefix);
    const suffix = escapeARegexpString(part.suffix);
    if (!repeating) {
      result += `(?:${prefix}(${regexpValue})${suffix})${modifier}`;
      continue;
    }
    // The first repetition without the prefix and the last without the suffix: prefix and suffix only separate.
    result += `(?:${prefix}((?:${regexpValue})(?:${suffix}${prefix}(?:${regexpValue}))*)${suffix})`;
    if (part.modifier === Modifier.ZERO_OR_MORE) result += "?";
  }
  return [`${result}$`, nameList];
}
