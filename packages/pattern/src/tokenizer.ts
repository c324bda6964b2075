// Pattern strings as tokens: the standard's tokenizer, with indices in UTF-16 code units (a code point outside
// the BMP takes two), which give the same substrings as the standard's code point indices.

enum CodePoint {
  LEFT_PAREN = 0x28, // (
  RIGHT_PAREN = 0x29, // )
  ASTERISK = 0x2a, // *
  PLUS = 0x2b, // +
  COLON = 0x3a, // :
  QUESTION_MARK = 0x3f, // ?
  BACKSLASH = 0x5c, // \
  LEFT_BRACE = 0x7b, // {
  RIGHT_BRACE = 0x7d, // }
  ASCII_MAX = 0x7f,
  BMP_MAX = 0xffff,
  ZWNJ = 0x200c,
  ZWJ = 0x200d,
}

// https://urlpattern.spec.whatwg.org/#token-type
export enum TokenType {
  OPEN,
  CLOSE,
  REGEXP,
  NAME,
  CHAR,
  ESCAPED_CHAR,
  OTHER_MODIFIER,
  ASTERISK,
  END,
  INVALID_CHAR,
}

// https://urlpattern.spec.whatwg.org/#token
export interface Token {
  type: TokenType;
  /** Where the token starts in the pattern string. */
  index: number;
  value: string;
}

/** "strict" throws on a tokenizing error, "lenient" turns it into an invalid-char token. */
// https://urlpattern.spec.whatwg.org/#tokenize-policy
export type TokenizePolicy = "strict" | "lenient";

// ASCII identifier code points: the letters, digits, "$" and "_" (digits only after the first).
const NAME_START = 1;
const NAME_PART = 2;
const ASCII_NAME: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(CodePoint.ASCII_MAX + 1);
  for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_")
    table[c.charCodeAt(0)] = NAME_START | NAME_PART;
  for (const c of "0123456789") table[c.charCodeAt(0)] = NAME_PART;
  return table;
})();

const ID_START = /\p{ID_Start}/u;
const ID_CONTINUE = /\p{ID_Continue}/u;

/** ECMAScript's IdentifierStart (first) or IdentifierPart code points. */
// https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point
export function isValidNameCodePoint(codePoint: number, first: boolean): boolean {
  if (codePoint <= CodePoint.ASCII_MAX) return (ASCII_NAME[codePoint] & (first ? NAME_START : NAME_PART)) !== 0;
  const char = String.fromCodePoint(codePoint);
  if (first) return ID_START.test(char);
  return ID_CONTINUE.test(char) || codePoint === CodePoint.ZWNJ || codePoint === CodePoint.ZWJ;
}

/** The TypeError of a pattern string that cannot be tokenized or parsed. */
export function patternSyntaxError(reason: string, index: number): TypeError {
  return new TypeError(`${reason} at index ${index}`);
}

// https://urlpattern.spec.whatwg.org/#tokenizer
class Tokenizer {
  readonly input: string;
  readonly policy: TokenizePolicy;
  readonly tokenList: Token[] = [];
  index = 0;
  nextIndex = 0;
  codePoint = 0;

  constructor(input: string, policy: TokenizePolicy) {
    this.input = input;
    this.policy = policy;
  }

  // https://urlpattern.spec.whatwg.org/#get-the-next-code-point
  getTheNextCodePoint(): void {
    this.codePoint = this.input.codePointAt(this.nextIndex) as number;
    this.nextIndex += this.codePoint > CodePoint.BMP_MAX ? 2 : 1;
  }

  // https://urlpattern.spec.whatwg.org/#seek-and-get-the-next-code-point
  seekAndGetTheNextCodePoint(index: number): void {
    this.nextIndex = index;
    this.getTheNextCodePoint();
  }

  // https://urlpattern.spec.whatwg.org/#add-a-token
  addAToken(type: TokenType, nextPosition: number, valuePosition: number, valueLength: number): void {
    this.tokenList.push({
      type,
      index: this.index,
      value: this.input.slice(valuePosition, valuePosition + valueLength),
    });
    this.index = nextPosition;
  }

  // https://urlpattern.spec.whatwg.org/#add-a-token-with-default-length
  addATokenWithDefaultLength(type: TokenType, nextPosition: number, valuePosition: number): void {
    this.addAToken(type, nextPosition, valuePosition, nextPosition - valuePosition);
  }

  // https://urlpattern.spec.whatwg.org/#add-a-token-with-default-position-and-length
  addATokenWithDefaultPositionAndLength(type: TokenType): void {
    this.addATokenWithDefaultLength(type, this.nextIndex, this.index);
  }

  // https://urlpattern.spec.whatwg.org/#process-a-tokenizing-error
  processATokenizingError(nextPosition: number, valuePosition: number, reason: string): void {
    if (this.policy === "strict") throw patternSyntaxError(reason, this.index);
    this.addATokenWithDefaultLength(TokenType.INVALID_CHAR, nextPosition, valuePosition);
  }

  // The name after ":" (the tokenizer's code point is the colon).
  name(): void {
    const nameStart = this.nextIndex;
    let namePosition = nameStart;
    while (namePosition < this.input.length) {
      this.seekAndGetTheNextCodePoint(namePosition);
      if (!isValidNameCodePoint(this.codePoint, namePosition === nameStart)) break;
      namePosition = this.nextIndex;
    }
    if (namePosition <= nameStart) {
      this.processATokenizingError(nameStart, this.index, 'a ":" without a valid group name');
      return;
    }
    this.addATokenWithDefaultLength(TokenType.NAME, namePosition, nameStart);
  }

  // The regexp group after "(" (the tokenizer's code point is the parenthesis): its end, or a reason for an error.
  regexpEnd(regexpStart: number): number | string {
    const length = this.input.length;
    let depth = 1;
    let regexpPosition = regexpStart;
    while (regexpPosition < length) {
      this.seekAndGetTheNextCodePoint(regexpPosition);
      const c = this.codePoint;
      if (c > CodePoint.ASCII_MAX) return "a non-ASCII code point in a regexp group";
      if (regexpPosition === regexpStart && c === CodePoint.QUESTION_MARK) {
        return 'a regexp group starting with "?"';
      }
      if (c === CodePoint.BACKSLASH) {
        if (regexpPosition === length - 1) return "a regexp group ending in a backslash";
        this.getTheNextCodePoint();
        if (this.codePoint > CodePoint.ASCII_MAX) return "a non-ASCII code point in a regexp group";
        regexpPosition = this.nextIndex;
        continue;
      }
      if (c === CodePoint.RIGHT_PAREN) {
        depth--;
        if (depth === 0) return this.nextIndex;
      } else if (c === CodePoint.LEFT_PAREN) {
        depth++;
        if (regexpPosition === length - 1) return "an unclosed regexp group";
        const temporaryPosition = this.nextIndex;
        this.getTheNextCodePoint();
        // Only non-capturing and lookaround groups ("(?") may nest: a capturing group would shift the numbering.
        if (this.codePoint !== CodePoint.QUESTION_MARK) return 'a capturing group inside a regexp group (use "(?:")';
        this.nextIndex = temporaryPosition;
      }
      regexpPosition = this.nextIndex;
    }
    return "an unclosed regexp group";
  }

  regexp(): void {
    const regexpStart = this.nextIndex;
    const end = this.regexpEnd(regexpStart);
    if (typeof end === "string") {
      this.processATokenizingError(regexpStart, this.index, end);
      return;
    }
    const regexpLength = end - regexpStart - 1;
    if (regexpLength === 0) {
      this.processATokenizingError(regexpStart, this.index, "an empty regexp group");
      return;
    }
    this.addAToken(TokenType.REGEXP, end, regexpStart, regexpLength);
  }
}

/** The pattern string as a token list ending in an end token. */
// https://urlpattern.spec.whatwg.org/#tokenize
export function tokenize(input: string, policy: TokenizePolicy): Token[] {
  const tokenizer = new Tokenizer(input, policy);
  while (tokenizer.index < input.length) {
    tokenizer.seekAndGetTheNextCodePoint(tokenizer.index);
    switch (tokenizer.codePoint) {
      case CodePoint.ASTERISK:
        tokenizer.addATokenWithDefaultPositionAndLength(TokenType.ASTERISK);
        break;
      case CodePoint.PLUS:
      case CodePoint.QUESTION_MARK:
        tokenizer.addATokenWithDefaultPositionAndLength(TokenType.OTHER_MODIFIER);
        break;
      case CodePoint.BACKSLASH: {
        if (tokenizer.index === input.length - 1) {
          tokenizer.processATokenizingError(tokenizer.nextIndex, tokenizer.index, "a backslash at the end");
          break;
        }
        const escapedIndex = tokenizer.nextIndex;
        tokenizer.getTheNextCodePoint();
        tokenizer.addATokenWithDefaultLength(TokenType.ESCAPED_CHAR, tokenizer.nextIndex, escapedIndex);
        break;
      }
      case CodePoint.LEFT_BRACE:
        tokenizer.addATokenWithDefaultPositionAndLength(TokenType.OPEN);
        break;
      case CodePoint.RIGHT_BRACE:
        tokenizer.addATokenWithDefaultPositionAndLength(TokenType.CLOSE);
        break;
      case CodePoint.COLON:
        tokenizer.name();
        break;
      case CodePoint.LEFT_PAREN:
        tokenizer.regexp();
        break;
      default:
        tokenizer.addATokenWithDefaultPositionAndLength(TokenType.CHAR);
    }
  }
  tokenizer.addATokenWithDefaultLength(TokenType.END, tokenizer.index, tokenizer.index);
  return tokenizer.tokenList;
}
