// Components: a pattern string compiled to its part list, regular expression and normalized pattern string.
import { type EncodingCallback, Modifier, type Options, type Part, PartType, parseAPatternString } from "./parser.ts";
import { generateAPatternString } from "./pattern-string.ts";
import { generateARegularExpressionAndNameList } from "./regexp.ts";

/** How a component matches: any string, exactly its fixed text, or through its regular expression. */
export enum Matcher {
  ANY,
  EXACT,
  REGEXP,
}

// https://urlpattern.spec.whatwg.org/#component
export interface Component {
  readonly patternString: string;
  readonly regularExpression: RegExp;
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
  const partList = parseAPatternString(input, options, encodingCallback);
  const [regularExpressionString, nameList] = generateARegularExpressionAndNameList(partList, options);
  let regularExpression: RegExp;
  try {
    regularExpression = new RegExp(regularExpressionString, options.ignoreCase ? "vi" : "v");
  } catch (error) {
    throw new TypeError(`its regular expression ${regularExpressionString} is invalid (${(error as Error).message})`);
  }
  let hasRegexpGroups = false;
  for (const part of partList) if (part.type === PartType.REGEXP) hasRegexpGroups = true;
  const matcher = matcherOf(partList, options);
  return {
    patternString: generateAPatternString(partList, options),
    regularExpression,
    groupNameList: nameList,
    hasRegexpGroups,
    partList,
    matcher,
    fixedText: matcher === Matcher.EXACT && partList.length === 1 ? partList[0].value : "",
  };
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

// https://urlpattern.spec.whatwg.org/#create-a-component-match-result
export function createAComponentMatchResult(component: Component, input: string): URLPatternComponentResult | null {
  const groups: Record<string, string | undefined> = {};
  const names = component.groupNameList;
  const matcher = component.matcher;
  if (matcher === Matcher.ANY) {
    setGroup(groups, names[0], input);
  } else if (matcher === Matcher.EXACT) {
    if (input !== component.fixedText) return null;
  } else {
    const execResult = component.regularExpression.exec(input);
    if (execResult === null) return null;
    for (let index = 0; index < names.length; index++) setGroup(groups, names[index], execResult[index + 1]);
  }
  return { input, groups };
}
