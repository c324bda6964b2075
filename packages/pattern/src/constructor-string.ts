// The constructor string parser: a whole-URL pattern string ("https://*.example.com/:id") split into a
// URLPatternInit, on lenient tokens so pattern syntax is never mistaken for a component separator.
import { quote } from "./canonicalization.ts";
import {
  type Component,
  compileACachedComponent,
  DEFAULT_OPTIONS,
  protocolComponentMatchesASpecialScheme,
} from "./component.ts";
import type { URLPatternInit } from "./init-processing.ts";
import type { EncodingCallback } from "./parser.ts";
import { type Token, TokenType, tokenize } from "./tokenizer.ts";

// https://urlpattern.spec.whatwg.org/#constructor-string-parser-state
enum State {
  INIT,
  PROTOCOL,
  AUTHORITY,
  USERNAME,
  PASSWORD,
  HOSTNAME,
  PORT,
  PATHNAME,
  SEARCH,
  HASH,
  DONE,
}

// The URLPatternInit member each component state fills (none for init, authority and done).
const STATE_COMPONENT: readonly (keyof URLPatternInit | undefined)[] = [
  undefined,
  "protocol",
  undefined,
  "username",
  "password",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
  undefined,
];

// https://urlpattern.spec.whatwg.org/#constructor-string-parser
class ConstructorStringParser {
  readonly input: string;
  readonly tokenList: Token[];
  readonly protocolEncodingCallback: EncodingCallback;
  readonly result: URLPatternInit = {};
  componentStart = 0;
  tokenIndex = 0;
  tokenIncrement = 1;
  groupDepth = 0;
  hostnameIPv6BracketDepth = 0;
  protocolMatchesASpecialSchemeFlag = false;
  state = State.INIT;

  constructor(input: string, protocolEncodingCallback: EncodingCallback) {
    this.input = input;
    this.tokenList = tokenize(input, "lenient");
    this.protocolEncodingCallback = protocolEncodingCallback;
  }

  // https://urlpattern.spec.whatwg.org/#change-state
  changeState(newState: State, skip: number): void {
    const { state, result } = this;
    const component = STATE_COMPONENT[state];
    if (component !== undefined) result[component] = this.makeAComponentString();
    if (state !== State.INIT && newState !== State.DONE) {
      // Components between the last one written and the new state become empty (or "/" for a special pathname).
      const beforeHostname = state <= State.PASSWORD;
      if (beforeHostname && newState >= State.PORT && result.hostname === undefined) result.hostname = "";
      if (state <= State.PORT && newState >= State.SEARCH && result.pathname === undefined) {
        result.pathname = this.protocolMatchesASpecialSchemeFlag ? "/" : "";
      }
      if (state <= State.PATHNAME && newState === State.HASH && result.search === undefined) result.search = "";
    }
    this.state = newState;
    this.tokenIndex += skip;
    this.componentStart = this.tokenIndex;
    this.tokenIncrement = 0;
  }

  // https://urlpattern.spec.whatwg.org/#rewind
  rewind(): void {
    this.tokenIndex = this.componentStart;
    this.tokenIncrement = 0;
  }

  // https://urlpattern.spec.whatwg.org/#rewind-and-set-state
  rewindAndSetState(state: State): void {
    this.rewind();
    this.state = state;
  }

  // https://urlpattern.spec.whatwg.org/#get-a-safe-token
  getASafeToken(index: number): Token {
    const tokenList = this.tokenList;
    return index < tokenList.length ? tokenList[index] : tokenList[tokenList.length - 1];
  }

  // https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char
  isANonSpecialPatternChar(index: number, value: string): boolean {
    const token = this.getASafeToken(index);
    if (token.value !== value) return false;
    return (
      token.type === TokenType.CHAR || token.type === TokenType.ESCAPED_CHAR || token.type === TokenType.INVALID_CHAR
    );
  }

  // The protocol suffix, password prefix and port prefix are all ":".
  // https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix
  isAColon(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, ":");
  }

  // https://urlpattern.spec.whatwg.org/#next-is-authority-slashes
  nextIsAuthoritySlashes(): boolean {
    return (
      this.isANonSpecialPatternChar(this.tokenIndex + 1, "/") && this.isANonSpecialPatternChar(this.tokenIndex + 2, "/")
    );
  }

  // https://urlpattern.spec.whatwg.org/#is-an-identity-terminator
  isAnIdentityTerminator(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, "@");
  }

  // https://urlpattern.spec.whatwg.org/#is-a-pathname-start
  isAPathnameStart(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, "/");
  }

  // https://urlpattern.spec.whatwg.org/#is-a-search-prefix
  isASearchPrefix(): boolean {
    if (this.isANonSpecialPatternChar(this.tokenIndex, "?")) return true;
    if (this.tokenList[this.tokenIndex].value !== "?") return false;
    const previousIndex = this.tokenIndex - 1;
    if (previousIndex < 0) return true;
    // A "?" right after a group is its modifier.
    const previousType = this.getASafeToken(previousIndex).type;
    return !(
      previousType === TokenType.NAME ||
      previousType === TokenType.REGEXP ||
      previousType === TokenType.CLOSE ||
      previousType === TokenType.ASTERISK
    );
  }

  // https://urlpattern.spec.whatwg.org/#is-a-hash-prefix
  isAHashPrefix(): boolean {
    return this.isANonSpecialPatternChar(this.tokenIndex, "#");
  }

  // https://urlpattern.spec.whatwg.org/#make-a-component-string
  makeAComponentString(): string {
    const token = this.tokenList[this.tokenIndex];
    const componentStartInputIndex = this.getASafeToken(this.componentStart).index;
    return this.input.slice(componentStartInputIndex, token.index);
  }

  // https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag
  computeProtocolMatchesASpecialSchemeFlag(): void {
    const protocolString = this.makeAComponentString();
    let protocolComponent: Component;
    try {
      protocolComponent = compileACachedComponent(protocolString, this.protocolEncodingCallback, DEFAULT_OPTIONS);
    } catch (error) {
      throw new TypeError(`invalid protocol pattern ${quote(protocolString)}: ${(error as Error).message}`);
    }
    if (protocolComponentMatchesASpecialScheme(protocolComponent)) this.protocolMatchesASpecialSchemeFlag = true;
  }

  // The end of the input: a relative pattern, a hostname without "@", or done. Whether the parse loop goes on.
  atEnd(): boolean {
    if (this.state === State.INIT) {
      this.rewind();
      if (this.isAHashPrefix()) this.changeState(State.HASH, 1);
      else if (this.isASearchPrefix()) this.changeState(State.SEARCH, 1);
      else this.changeState(State.PATHNAME, 0);
      return true;
    }
    if (this.state === State.AUTHORITY) {
      this.rewindAndSetState(State.HOSTNAME);
      return true;
    }
    this.changeState(State.DONE, 0);
    return false;
  }

  // One token in the current state.
  step(): void {
    switch (this.state) {
      case State.INIT:
        if (this.isAColon()) this.rewindAndSetState(State.PROTOCOL);
        break;
      case State.PROTOCOL:
        if (this.isAColon()) {
          this.computeProtocolMatchesASpecialSchemeFlag();
          if (this.nextIsAuthoritySlashes()) this.changeState(State.AUTHORITY, 3);
          else this.changeState(this.protocolMatchesASpecialSchemeFlag ? State.AUTHORITY : State.PATHNAME, 1);
        }
        break;
      case State.AUTHORITY:
        if (this.isAnIdentityTerminator()) this.rewindAndSetState(State.USERNAME);
        else if (this.isAPathnameStart() || this.isASearchPrefix() || this.isAHashPrefix()) {
          this.rewindAndSetState(State.HOSTNAME);
        }
        break;
      case State.USERNAME:
        if (this.isAColon()) this.changeState(State.PASSWORD, 1);
        else if (this.isAnIdentityTerminator()) this.changeState(State.HOSTNAME, 1);
        break;
      case State.PASSWORD:
        if (this.isAnIdentityTerminator()) this.changeState(State.HOSTNAME, 1);
        break;
      case State.HOSTNAME:
        if (this.isANonSpecialPatternChar(this.tokenIndex, "[")) this.hostnameIPv6BracketDepth++;
        else if (this.isANonSpecialPatternChar(this.tokenIndex, "]")) this.hostnameIPv6BracketDepth--;
        else if (this.isAColon() && this.hostnameIPv6BracketDepth === 0) this.changeState(State.PORT, 1);
        else this.afterAuthority();
        break;
      case State.PORT:
        this.afterAuthority();
        break;
      case State.PATHNAME:
        if (this.isASearchPrefix()) this.changeState(State.SEARCH, 1);
        else if (this.isAHashPrefix()) this.changeState(State.HASH, 1);
        break;
      case State.SEARCH:
        if (this.isAHashPrefix()) this.changeState(State.HASH, 1);
        break;
    }
  }

  // The hostname and port states' moves to the pathname, search or hash.
  afterAuthority(): void {
    if (this.isAPathnameStart()) this.changeState(State.PATHNAME, 0);
    else if (this.isASearchPrefix()) this.changeState(State.SEARCH, 1);
    else if (this.isAHashPrefix()) this.changeState(State.HASH, 1);
  }
}

/**
 * The URLPatternInit a constructor string describes (throws a TypeError if its protocol does not compile with
 * `protocolEncodingCallback`, the canonicalize-a-protocol of the caller's IDNA).
 */
// https://urlpattern.spec.whatwg.org/#parse-a-constructor-string
export function parseAConstructorString(input: string, protocolEncodingCallback: EncodingCallback): URLPatternInit {
  const parser = new ConstructorStringParser(input, protocolEncodingCallback);
  const tokenList = parser.tokenList;
  while (parser.tokenIndex < tokenList.length) {
    parser.tokenIncrement = 1;
    const token = tokenList[parser.tokenIndex];
    if (token.type === TokenType.END) {
      if (parser.atEnd()) {
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      break;
    }
    // Component boundaries never fall inside "{ }" groups.
    if (token.type === TokenType.OPEN) {
      parser.groupDepth++;
      parser.tokenIndex += parser.tokenIncrement;
      continue;
    }
    if (parser.groupDepth > 0) {
      if (token.type === TokenType.CLOSE) {
        parser.groupDepth--;
      } else {
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
    }
    parser.step();
    parser.tokenIndex += parser.tokenIncrement;
  }
  const result = parser.result;
  // A hostname without a port means the default port, not any port.
  if (result.hostname !== undefined && result.port === undefined) result.port = "";
  return result;
}
