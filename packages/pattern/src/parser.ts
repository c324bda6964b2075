// Pattern strings to part lists: the standard's pattern parser.
import { escapeARegexpString } from "./regexp.ts";
import { patternSyntaxError, type Token, TokenType, tokenize } from "./tokenizer.ts";

/**
 * Part types, ordered from the least to the most specific: URLPattern.compareComponent ranks parts by this
 * order (fixed text above a custom regexp above a segment wildcard above a full wildcard).
 */
// https://urlpattern.spec.whatwg.org/#part-type
export enum PartType {
  FULL_WILDCARD,
  SEGMENT_WILDCARD,
  REGEXP,
  FIXED_TEXT,
}

/** Modifiers, ordered from the least to the most specific (compareComponent ranks "none" highest). */
// https://urlpattern.spec.whatwg.org/#part-modifier
export enum Modifier {
  ZERO_OR_MORE,
  OPTIONAL,
  ONE_OR_MORE,
  NONE,
}

// https://urlpattern.spec.whatwg.org/#part
export interface Part {
  type: PartType;
  /** The fixed text (encoded) or the custom regexp; empty for the wildcards. */
  value: string;
  modifier: Modifier;
  name: string;
  prefix: string;
  suffix: string;
}

/** The options a component compiles with. */
// https://urlpattern.spec.whatwg.org/#options
export interface Options {
  /** The segment separator a named group stops at ("" for none). */
  delimiterCodePoint: string;
  /** The code point that becomes a group's implicit prefix ("" for none). */
  prefixCodePoint: string;
  ignoreCase: boolean;
}

/** Validates and encodes a fixed-text piece of a pattern string; throws a TypeError when it cannot. */
// https://urlpattern.spec.whatwg.org/#encoding-callback
export type EncodingCallback = (input: string) => string;

// https://urlpattern.spec.whatwg.org/#full-wildcard-regexp-value
export const FULL_WILDCARD_REGEXP_VALUE = ".*";

// https://urlpattern.spec.whatwg.org/#generate-a-segment-wildcard-regexp
export function generateASegmentWildcardRegexp(options: Options): string {
  return `[^${escapeARegexpString(options.delimiterCodePoint)}]+?`;
}

// https://urlpattern.spec.whatwg.org/#convert-a-modifier-to-a-string
export function convertAModifierToAString(modifier: Modifier): string {
  return modifier === Modifier.ZERO_OR_MORE
    ? "*"
    : modifier === Modifier.OPTIONAL
      ? "?"
      : modifier === Modifier.ONE_OR_MORE
        ? "+"
        : "";
}

const TOKEN_DESCRIPTIONS = ['"{"', '"}"', "a regexp group", "a named group", "a character", "an escaped character"];

function describeToken(token: Token): string {
  if (token.type === TokenType.END) return "the end of the pattern";
  return TOKEN_DESCRIPTIONS[token.type] ?? JSON.stringify(token.value);
}

// https://urlpattern.spec.whatwg.org/#pattern-parser
class PatternParser {
  readonly tokenList: Token[];
  readonly encodingCallback: EncodingCallback;
  readonly segmentWildcardRegexp: string;
  readonly partList: Part[] = [];
  pendingFixedValue = "";
  index = 0;
  nextNumericName = 0;

  constructor(tokenList: Token[], encodingCallback: EncodingCallback, segmentWildcardRegexp: string) {
    this.tokenList = tokenList;
    this.encodingCallback = encodingCallback;
    this.segmentWildcardRegexp = segmentWildcardRegexp;
  }

  // https://urlpattern.spec.whatwg.org/#try-to-consume-a-token
  tryToConsumeAToken(type: TokenType): Token | null {
    const nextToken = this.tokenList[this.index];
    if (nextToken.type !== type) return null;
    this.index++;
    return nextToken;
  }

  // https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token
  tryToConsumeAModifierToken(): Token | null {
    return this.tryToConsumeAToken(TokenType.OTHER_MODIFIER) ?? this.tryToConsumeAToken(TokenType.ASTERISK);
  }

  // https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token
  tryToConsumeARegexpOrWildcardToken(nameToken: Token | null): Token | null {
    const token = this.tryToConsumeAToken(TokenType.REGEXP);
    return nameToken === null && token === null ? this.tryToConsumeAToken(TokenType.ASTERISK) : token;
  }

  // https://urlpattern.spec.whatwg.org/#consume-a-required-token
  consumeARequiredToken(type: TokenType): Token {
    const result = this.tryToConsumeAToken(type);
    if (result === null) {
      const found = this.tokenList[this.index];
      const wanted = type === TokenType.END ? "the end of the pattern" : describeToken({ type, index: 0, value: "" });
      throw patternSyntaxError(`expected ${wanted}, found ${describeToken(found)}`, found.index);
    }
    return result;
  }

  // https://urlpattern.spec.whatwg.org/#consume-text
  consumeText(): string {
    let result = "";
    for (;;) {
      const token = this.tryToConsumeAToken(TokenType.CHAR) ?? this.tryToConsumeAToken(TokenType.ESCAPED_CHAR);
      if (token === null) return result;
      result += token.value;
    }
  }

  // https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value
  maybeAddAPartFromThePendingFixedValue(): void {
    if (this.pendingFixedValue === "") return;
    const encodedValue = this.encodingCallback(this.pendingFixedValue);
    this.pendingFixedValue = "";
    this.partList.push(newPart(PartType.FIXED_TEXT, encodedValue, Modifier.NONE, "", "", ""));
  }

  // https://urlpattern.spec.whatwg.org/#add-a-part
  addAPart(
    prefix: string,
    nameToken: Token | null,
    regexpOrWildcardToken: Token | null,
    suffix: string,
    modifierToken: Token | null,
  ): void {
    const modifier = modifierOf(modifierToken);
    if (nameToken === null && regexpOrWildcardToken === null && modifier === Modifier.NONE) {
      this.pendingFixedValue += prefix;
      return;
    }
    this.maybeAddAPartFromThePendingFixedValue();
    if (nameToken === null && regexpOrWildcardToken === null) {
      if (prefix === "") return;
      this.partList.push(newPart(PartType.FIXED_TEXT, this.encodingCallback(prefix), modifier, "", "", ""));
      return;
    }
    let regexpValue =
      regexpOrWildcardToken === null
        ? this.segmentWildcardRegexp
        : regexpOrWildcardToken.type === TokenType.ASTERISK
          ? FULL_WILDCARD_REGEXP_VALUE
          : regexpOrWildcardToken.value;
    let type = PartType.REGEXP;
    if (regexpValue === this.segmentWildcardRegexp) {
      type = PartType.SEGMENT_WILDCARD;
      regexpValue = "";
    } else if (regexpValue === FULL_WILDCARD_REGEXP_VALUE) {
      type = PartType.FULL_WILDCARD;
      regexpValue = "";
    }
    let name = "";
    if (nameToken !== null) name = nameToken.value;
    else if (regexpOrWildcardToken !== null) name = String(this.nextNumericName++);
    if (this.isADuplicateName(name)) {
      const at = (nameToken ?? regexpOrWildcardToken) as Token;
      throw patternSyntaxError(`a duplicate group name ${JSON.stringify(name)}`, at.index);
    }
    const encodedPrefix = this.encodingCallback(prefix);
    const encodedSuffix = this.encodingCallback(suffix);
    this.partList.push(newPart(type, regexpValue, modifier, name, encodedPrefix, encodedSuffix));
  }

  // https://urlpattern.spec.whatwg.org/#is-a-duplicate-name
  isADuplicateName(name: string): boolean {
    for (const part of this.partList) if (part.name === name) return true;
    return false;
  }
}

function newPart(
  type: PartType,
  value: string,
  modifier: Modifier,
  name: string,
  prefix: string,
  suffix: string,
): Part {
  return { type, value, modifier, name, prefix, suffix };
}

function modifierOf(token: Token | null): Modifier {
  if (token === null) return Modifier.NONE;
  return token.value === "?" ? Modifier.OPTIONAL : token.value === "*" ? Modifier.ZERO_OR_MORE : Modifier.ONE_OR_MORE;
}

/** The part list of a pattern string; throws a TypeError naming the index where the syntax is wrong. */
// https://urlpattern.spec.whatwg.org/#parse-a-pattern-string
export function parseAPatternString(input: string, options: Options, encodingCallback: EncodingCallback): Part[] {
  const parser = new PatternParser(
    tokenize(input, "strict"),
    encodingCallback,
    generateASegmentWildcardRegexp(options),
  );
  const tokenCount = parser.tokenList.length;
  while (parser.index < tokenCount) {
    const charToken = parser.tryToConsumeAToken(TokenType.CHAR);
    let nameToken = parser.tryToConsumeAToken(TokenType.NAME);
    let regexpOrWildcardToken = parser.tryToConsumeARegexpOrWildcardToken(nameToken);
    if (nameToken !== null || regexpOrWildcardToken !== null) {
      let prefix = charToken === null ? "" : charToken.value;
      if (prefix !== "" && prefix !== options.prefixCodePoint) {
        parser.pendingFixedValue += prefix;
        prefix = "";
      }
      parser.maybeAddAPartFromThePendingFixedValue();
      const modifierToken = parser.tryToConsumeAModifierToken();
      parser.addAPart(prefix, nameToken, regexpOrWildcardToken, "", modifierToken);
      continue;
    }
    const fixedToken = charToken ?? parser.tryToConsumeAToken(TokenType.ESCAPED_CHAR);
    if (fixedToken !== null) {
      parser.pendingFixedValue += fixedToken.value;
      continue;
    }
    const openToken = parser.tryToConsumeAToken(TokenType.OPEN);
    if (openToken !== null) {
      const prefix = parser.consumeText();
      nameToken = parser.tryToConsumeAToken(TokenType.NAME);
      regexpOrWildcardToken = parser.tryToConsumeARegexpOrWildcardToken(nameToken);
      const suffix = parser.consumeText();
      parser.consumeARequiredToken(TokenType.CLOSE);
      const modifierToken = parser.tryToConsumeAModifierToken();
      parser.addAPart(prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken);
      continue;
    }
    parser.maybeAddAPartFromThePendingFixedValue();
    parser.consumeARequiredToken(TokenType.END);
  }
  return parser.partList;
}
