// biome-ignore-all lint/complexity/noArguments: Web IDL overload resolution counts the arguments actually passed (an explicit undefined counts as one), which arguments.length expresses and default or rest parameters do not.
// The URLPattern class: Web IDL argument conversion around the URL pattern struct's operations.
import type { IDNA } from "@urlkit/host";
import { toScalarValueString } from "@urlkit/percent-encoding/unchecked";
import { encodingCallbacksWith } from "./canonicalization.ts";
import { compareComponent } from "./compare.ts";
import type { URLPatternComponentResult } from "./component.ts";
import { COMPONENTS, type ComponentName, type URLPatternInit } from "./init-processing.ts";
import {
  ComponentIndex,
  createAURLPattern,
  hasRegexpGroups,
  matchAURLPattern,
  testAURLPattern,
  type URLPatternOptions,
  type URLPatternResult,
  type URLPatternStruct,
} from "./url-pattern-struct.ts";

/** A URL string or a URLPatternInit dictionary. */
// https://urlpattern.spec.whatwg.org/#typedefdef-urlpatterninput
export type URLPatternInput = string | URLPatternInit;

export type { URLPatternComponentResult, URLPatternInit, URLPatternOptions, URLPatternResult };

/** The URLPatternComponent enumeration: the names compareComponent takes. */
export type URLPatternComponent = ComponentName;

// Web IDL's USVString conversion: ToString (a Symbol throws a TypeError), then lone surrogates → U+FFFD.
// https://webidl.spec.whatwg.org/#es-USVString
function toUSVString(value: unknown): string {
  return toScalarValueString(`${value}`);
}

function isObject(value: unknown): value is object {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

// The URLPatternInit members in Web IDL's conversion order (lexicographic).
const INIT_MEMBERS = [
  "baseURL",
  "hash",
  "hostname",
  "password",
  "pathname",
  "port",
  "protocol",
  "search",
  "username",
] as const;

// https://webidl.spec.whatwg.org/#es-dictionary
function toURLPatternInit(value: unknown, context: string): URLPatternInit {
  const init: URLPatternInit = {};
  if (value === undefined || value === null) return init;
  if (!isObject(value)) throw new TypeError(`${context}: the URLPatternInit is not an object`);
  for (const member of INIT_MEMBERS) {
    const memberValue = (value as Record<string, unknown>)[member];
    if (memberValue !== undefined) init[member] = toUSVString(memberValue);
  }
  return init;
}

// The (USVString or URLPatternInit) union: an object (or nothing) is a dictionary, anything else a string.
// https://webidl.spec.whatwg.org/#es-union
function toURLPatternInput(value: unknown, context: string): URLPatternInput {
  return value === undefined || value === null || isObject(value)
    ? toURLPatternInit(value, context)
    : toUSVString(value);
}

function toURLPatternOptions(value: unknown, context: string): URLPatternOptions {
  if (value === undefined || value === null) return { ignoreCase: false };
  if (!isObject(value)) throw new TypeError(`${context}: the URLPatternOptions is not an object`);
  const ignoreCase = (value as URLPatternOptions).ignoreCase;
  return { ignoreCase: ignoreCase === undefined ? false : Boolean(ignoreCase) };
}

function baseURLWithInit(context: string): TypeError {
  return new TypeError(`${context}: a baseURL argument goes with a URL string, not a URLPatternInit`);
}

// Errors of the pattern's algorithms, named after the operation that ran them.
function withContext<T>(context: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof TypeError) throw new TypeError(`${context}: ${error.message}`);
    throw error;
  }
}

/** A URLPattern object: the URL Pattern Standard's URLPattern interface (each entry exports it as `URLPattern`). */
// https://urlpattern.spec.whatwg.org/#urlpattern
export interface URLPatternObject {
  /** Whether the input (a URL string, against `baseURL` if given, or a URLPatternInit) matches. */
  test(input?: URLPatternInput, baseURL?: string): boolean;
  /** The match (each component's input and groups), or null. */
  exec(input?: URLPatternInput, baseURL?: string): URLPatternResult | null;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** Whether any component has a custom regexp group. */
  readonly hasRegExpGroups: boolean;
}

/**
 * The URLPattern class: its constructor (which compiles the pattern, throwing a TypeError that names the component,
 * the pattern and the index where it is wrong) and compareComponent.
 */
export interface URLPatternConstructor {
  new (input?: URLPatternInput, baseURL?: string, options?: URLPatternOptions): URLPatternObject;
  new (input?: URLPatternInput, options?: URLPatternOptions): URLPatternObject;
  readonly prototype: URLPatternObject;
  /**
   * Orders two patterns by one component, from the least to the most specific: -1, 0 or 1. Fixed text ranks above
   * a regexp group, above a named group, above a wildcard; a group without a modifier above one with.
   */
  compareComponent(component: URLPatternComponent, left: URLPatternObject, right: URLPatternObject): number;
}

/**
 * The URL Pattern Standard's URLPattern on the URL parser with `idna`: a pattern for each URL component, compiled on
 * construction and matched by `test` and `exec`. Custom regexp groups (`:id(\\d+)`) run as given, with the `v` flag
 * (or `u` where the engine lacks it and the group means the same): matching a pattern that backtracks badly is the
 * pattern author's risk, as in browsers. Each entry of the package exports the class made with its IDNA.
 */
// https://urlpattern.spec.whatwg.org/#urlpattern
export function defineURLPattern(idna: IDNA): URLPatternConstructor {
  const callbacks = encodingCallbacksWith(idna);
  return class URLPattern {
    #urlPattern: URLPatternStruct;

    // https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern
    constructor(input?: URLPatternInput, baseURL?: string, options?: URLPatternOptions);
    constructor(input?: URLPatternInput, options?: URLPatternOptions);
    constructor(input?: URLPatternInput, baseURLOrOptions?: string | URLPatternOptions, options?: URLPatternOptions) {
      const context = "Failed to construct 'URLPattern'";
      const patternInput = toURLPatternInput(input, context);
      let baseURL: string | null = null;
      let patternOptions: URLPatternOptions;
      // Overload resolution: a second argument that is a string (or anything but an object, null or undefined), or
      // any third argument, selects (input, baseURL, options).
      const second = baseURLOrOptions;
      if (
        arguments.length >= 3 ||
        (arguments.length === 2 && second !== undefined && second !== null && !isObject(second))
      ) {
        baseURL = toUSVString(second);
        patternOptions = toURLPatternOptions(options, context);
      } else {
        patternOptions = toURLPatternOptions(second, context);
      }
      this.#urlPattern = withContext(context, () =>
        createAURLPattern(patternInput, baseURL, patternOptions, callbacks),
      );
    }

    // https://urlpattern.spec.whatwg.org/#dom-urlpattern-test
    test(input?: URLPatternInput, baseURL?: string): boolean {
      const urlPattern = this.#urlPattern;
      const context = "URLPattern.test";
      const patternInput = toURLPatternInput(input, context);
      const baseURLString = baseURL === undefined ? undefined : toUSVString(baseURL);
      if (baseURLString !== undefined && typeof patternInput !== "string") throw baseURLWithInit(context);
      return testAURLPattern(urlPattern, patternInput, baseURLString, idna);
    }

    // https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec
    exec(input?: URLPatternInput, baseURL?: string): URLPatternResult | null {
      const urlPattern = this.#urlPattern;
      const context = "URLPattern.exec";
      const patternInput = toURLPatternInput(input, context);
      const baseURLString = baseURL === undefined ? undefined : toUSVString(baseURL);
      if (baseURLString !== undefined && typeof patternInput !== "string") throw baseURLWithInit(context);
      return matchAURLPattern(urlPattern, patternInput, baseURLString, idna);
    }

    get protocol(): string {
      return this.#urlPattern[ComponentIndex.PROTOCOL].patternString;
    }

    get username(): string {
      return this.#urlPattern[ComponentIndex.USERNAME].patternString;
    }

    get password(): string {
      return this.#urlPattern[ComponentIndex.PASSWORD].patternString;
    }

    get hostname(): string {
      return this.#urlPattern[ComponentIndex.HOSTNAME].patternString;
    }

    get port(): string {
      return this.#urlPattern[ComponentIndex.PORT].patternString;
    }

    get pathname(): string {
      return this.#urlPattern[ComponentIndex.PATHNAME].patternString;
    }

    get search(): string {
      return this.#urlPattern[ComponentIndex.SEARCH].patternString;
    }

    get hash(): string {
      return this.#urlPattern[ComponentIndex.HASH].patternString;
    }

    get hasRegExpGroups(): boolean {
      return hasRegexpGroups(this.#urlPattern);
    }

    static compareComponent(component: URLPatternComponent, left: URLPattern, right: URLPattern): number {
      const context = "URLPattern.compareComponent";
      if (arguments.length < 3) {
        throw new TypeError(`${context}: 3 arguments required, but only ${arguments.length} present`);
      }
      const name = `${component}`;
      if (!COMPONENTS.includes(name as ComponentName)) {
        throw new TypeError(
          `${context}: ${JSON.stringify(name)} is not a URLPatternComponent (${COMPONENTS.join(", ")})`,
        );
      }
      if (!URLPattern.#is(left) || !URLPattern.#is(right)) {
        throw new TypeError(`${context}: ${URLPattern.#is(left) ? "right" : "left"} is not a URLPattern`);
      }
      const index = COMPONENTS.indexOf(name as ComponentName);
      return compareComponent(left.#urlPattern[index], right.#urlPattern[index]);
    }

    static #is(value: unknown): value is URLPattern {
      return isObject(value) && #urlPattern in value;
    }

    // Gives the class its Web IDL shape as it is defined (a static field, as React Native's Babel preset compiles no
    // static blocks).
    static #webidl = defineInterface(this);
  };
}

/**
 * Gives the class the shape of its Web IDL interface: enumerable attributes and operations, the class string
 * "URLPattern", and each function's length counting only its required arguments.
 */
// https://webidl.spec.whatwg.org/#es-interfaces
function defineInterface<T extends URLPatternConstructor>(interfaceObject: T): T {
  const proto = interfaceObject.prototype;
  for (const key of Object.getOwnPropertyNames(proto)) {
    if (key !== "constructor") Object.defineProperty(proto, key, { enumerable: true });
  }
  Object.defineProperty(proto, Symbol.toStringTag, { value: "URLPattern", configurable: true });
  Object.defineProperty(interfaceObject, "compareComponent", { enumerable: true });
  // The interface object's name is the interface's, whatever name a bundler gives the class expression.
  Object.defineProperty(interfaceObject, "name", { value: "URLPattern" });
  Object.defineProperty(interfaceObject, "length", { value: 0 });
  Object.defineProperty(proto.test, "length", { value: 0 });
  Object.defineProperty(proto.exec, "length", { value: 0 });
  return interfaceObject;
}
