// Components: a pattern string compiled to its part list, regular expression and normalized pattern string.
import { type EncodingCallback, Modifier, type Options, type Part, PartType, parseAPatternString } from "./parser.ts";
import { generateAPatternString } from "./pattern-string.ts";
import { generateARegularExpressionAndNameList } from "./regexp.ts";
import { regExpSourceAndFlags } from "./regexp-flags.ts";

/** How a component matches: any string, exactly its fixed text, or through its regular expression. */
export enum Matcher {
  ANY,
  EXACT,
  REGEXP,
}

/**
 * A compiled component. The regular expression of a part list without custom regexp groups is always valid, so it
 * is created on first use; one with custom groups is created at once, as a bad group must fail construction.
 */
// https://urlpattern.spec.whatwg.org/#component
export class Component {
  readonly patternString: string;
  readonly regularExpressionString: string;
  readonly ignoreCase: boolean;
  readonly groupNameList: readonly string[];
  readonly hasRegexpGroups: boolean;
  /** The parsed pattern, kept for URLPattern.compareComponent. */
  readonly partList: readonly Part[];
  /**
   * Matching without the regular expression where the part list allows it, as the standard permits: a lone full
   * wildcard matches every component string (canonical components hold no line terminators for "." to miss), and
   * case-sensitive fixed text (or nothing) matches only itself.
   */
  readonly matcher: Matcher;
  readonly fixedText: string;
  #regularExpression: RegExp | null = null;

  constructor(partList: Part[], options: Options) {
    const [regularExpressionString, nameList] = generateARegularExpressionAndNameList(partList, options);
    this.regularExpressionString = regularExpressionString;
    this.ignoreCase = options.ignoreCase;
    this.groupNameList = nameList;
    this.hasRegexpGroups = partList.some((part) => part.type === PartType.REGEXP);
    this.partList = partList;
    this.matcher = matcherOf(partList, options);
    this.fixedText = this.matcher === Matcher.EXACT && partList.length === 1 ? partList[0].value : "";
    this.patternString = generateAPatternString(partList, options);
    if (this.hasRegexpGroups) this.#regularExpression = this.createRegularExpression();
  }

  get regularExpression(): RegExp {
    this.#regularExpression ??= this.createRegularExpression();
    return this.#regularExpression;
  }

  // Where the engine lacks `v`, rewriting the expression for `u` throws a TypeError naming a construct it cannot
  // express. Only custom regexp groups write such constructs, and their RegExp is created in the constructor, so that
  // error still comes from construction.
  private createRegularExpression(): RegExp {
    const { source, flags } = regExpSourceAndFlags(this.regularExpressionString, this.ignoreCase);
    try {
      return new RegExp(source, flags);
    } catch (error) {
      throw new TypeError(
        `its regular expression ${this.regularExpressionString} is invalid (${(error as Error).message})`,
      );
    }
  }
}

/** A component's match: the string matched and its groups (a group that matched nothing is `undefined`). */
// https://urlpattern.spec.whatwg.org/#dictdef-urlpatterncomponentresult
export interface URLPatternComponentResult {
  input: string;
  groups: Record<string, string | undefined>;
}

// https://urlpattern.spec.whatwg.org/#default-options
export const DEFAULT_OPTIONS: Options = { delimiterCodePoint: "", prefixCodePoint: "", ignoreCase: false };
// https://urlpattern.spec.whatwg.org/#hostname-options
export const HOSTNAME_OPTIONS: Options = { delimiterCodePoint: ".", prefixCodePoint: "", ignoreCase: false };
// https://urlpattern.spec.whatwg.org/#pathname-options
export const PATHNAME_OPTIONS: Options = { delimiterCodePoint: "/", prefixCodePoint: "/", ignoreCase: false };
// The same with ignore case set (a URLPatternOptions { ignoreCase: true } for the pathname, search and hash).
export const DEFAULT_OPTIONS_IGNORE_CASE: Options = { ...DEFAULT_OPTIONS, ignoreCase: true };
export const PATHNAME_OPTIONS_IGNORE_CASE: Options = { ...PATHNAME_OPTIONS, ignoreCase: true };

const SPECIAL_SCHEMES = ["ftp", "file", "http", "https", "ws", "wss"];

function matcherOf(partList: Part[], options: Options): Matcher {
  if (partList.length === 0) return options.ignoreCase ? Matcher.REGEXP : Matcher.EXACT;
  if (partList.length > 1) return Matcher.REGEXP;
  const part = partList[0];
  if (part.modifier !== Modifier.NONE) return Matcher.REGEXP;
  if (part.type === PartType.FIXED_TEXT) return options.ignoreCase ? Matcher.REGEXP : Matcher.EXACT;
  return part.type === PartType.FULL_WILDCARD && part.prefix === "" && part.suffix === ""
    ? Matcher.ANY
    : Matcher.REGEXP;
}

/** Throws a TypeError saying what is wrong and at which index of `input`. */
// https://urlpattern.spec.whatwg.org/#compile-a-component
export function compileAComponent(input: string, encodingCallback: EncodingCallback, options: Options): Component {
  return new Component(parseAPatternString(input, options, encodingCallback), options);
}

// Compiled components by encoding callback, options and pattern string. A component never changes once compiled,
// so patterns share them: most components of most patterns are "*" or a few router prefixes. Bounded: cleared when
// it reaches CACHE_LIMIT pattern strings.
const componentCache = new Map<EncodingCallback, Map<Options, Map<string, Component>>>();
const CACHE_LIMIT = 64;
let cachedCount = 0;

/** {@link compileAComponent}, reusing the component compiled earlier from the same arguments. */
export function compileACachedComponent(
  input: string,
  encodingCallback: EncodingCallback,
  options: Options,
): Component {
  const cached = componentCache.get(encodingCallback)?.get(options)?.get(input);
  if (cached !== undefined) return cached;
  const component = compileAComponent(input, encodingCallback, options);
  if (cachedCount >= CACHE_LIMIT) {
    componentCache.clear();
    cachedCount = 0;
  }
  let byOptions = componentCache.get(encodingCallback);
  if (byOptions === undefined) componentCache.set(encodingCallback, (byOptions = new Map()));
  let byInput = byOptions.get(options);
  if (byInput === undefined) byOptions.set(options, (byInput = new Map()));
  byInput.set(input, component);
  cachedCount++;
  return component;
}

// https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme
export function protocolComponentMatchesASpecialScheme(protocolComponent: Component): boolean {
  for (const scheme of SPECIAL_SCHEMES) if (matchComponent(protocolComponent, scheme)) return true;
  return false;
}

/** Whether `input` matches the component (RegExpBuiltinExec is not null). */
export function matchComponent(component: Component, input: string): boolean {
  const matcher = component.matcher;
  if (matcher === Matcher.ANY) return true;
  if (matcher === Matcher.EXACT) return input === component.fixedText;
  return component.regularExpression.test(input);
}

/** Sets a group on a result's groups object as a data property, so a name such as `__proto__` stays a name. */
function setGroup(groups: Record<string, string | undefined>, name: string, value: string | undefined): void {
  if (name === "__proto__") {
    Object.defineProperty(groups, name, { value, writable: true, enumerable: true, configurable: true });
  } else {
    groups[name] = value;
  }
}

/**
 * RegExpBuiltinExec of the component's regular expression on `input`: the exec result, `true` for a match the
 * component decides without its regular expression, or null.
 */
export function execComponent(component: Component, input: string): RegExpExecArray | true | null {
  const matcher = component.matcher;
  if (matcher === Matcher.ANY) return true;
  if (matcher === Matcher.EXACT) return input === component.fixedText ? true : null;
  return component.regularExpression.exec(input);
}

/** `execResult` is what {@link execComponent} returned for `input` (not null). */
// https://urlpattern.spec.whatwg.org/#create-a-component-match-result
export function createAComponentMatchResult(
  component: Component,
  input: string,
  execResult: RegExpExecArray | true,
): URLPatternComponentResult {
  const groups: Record<string, string | undefined> = {};
  const names = component.groupNameList;
  if (execResult !== true) {
    for (let index = 0; index < names.length; index++) setGroup(groups, names[index], execResult[index + 1]);
  } else if (component.matcher === Matcher.ANY) {
    setGroup(groups, names[0], input);
  }
  return { input, groups };
}
