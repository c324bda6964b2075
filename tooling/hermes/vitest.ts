// What the packages' WPT test files use of vitest (describe, it, each, skipIf, expect and its matchers), small enough
// to run under the Hermes VM, which has no module loader and no Node APIs. tooling/scripts/hermes.ts bundles a test
// file with this module in place of "vitest"; `runCollectedTests()` then runs what it registered and returns the
// tallies. A matcher this file lacks throws, so a test that needs one fails instead of passing unchecked.

type TestFunction = () => unknown;

interface Test {
  name: string;
  fn: TestFunction;
  skip: boolean;
}

const tests: Test[] = [];
const suites: string[] = [];

function fullName(name: string): string {
  return [...suites, name].join(" > ");
}

/** `%s` as vitest formats it: a string as is, anything else through JSON. */
function format(template: string, values: readonly unknown[]): string {
  let index = 0;
  return template.replace(/%[sdij]/g, () => {
    const value = values[index++];
    return typeof value === "string" ? value : JSON.stringify(value);
  });
}

function asArguments(row: unknown): unknown[] {
  return Array.isArray(row) ? row : [row];
}

export function describe(name: string, body: () => void): void {
  suites.push(name);
  try {
    body();
  } finally {
    suites.pop();
  }
}
describe.each =
  (rows: readonly unknown[]) =>
  (name: string, body: (...args: unknown[]) => void): void => {
    for (const row of rows) describe(format(name, asArguments(row)), () => body(...asArguments(row)));
  };

export function it(name: string, fn: TestFunction): void {
  tests.push({ name: fullName(name), fn, skip: false });
}
it.each =
  (rows: readonly unknown[]) =>
  (name: string, fn: (...args: unknown[]) => unknown): void => {
    for (const row of rows) it(format(name, asArguments(row)), () => fn(...asArguments(row)));
  };
it.skipIf =
  (condition: unknown) =>
  (name: string, fn: TestFunction): void => {
    tests.push({ name: fullName(name), fn, skip: !!condition });
  };
export const test = it;

/** An expected value that matches by a rule of its own (`expect.arrayContaining`). */
class AsymmetricMatcher {
  constructor(
    readonly description: string,
    readonly matches: (actual: unknown) => boolean,
  ) {}
  toJSON(): string {
    return this.description;
  }
}

/** Deep equality as toEqual (undefined properties ignored) or toStrictEqual (they count, and so do prototypes). */
function equals(a: unknown, b: unknown, strict: boolean): boolean {
  if (b instanceof AsymmetricMatcher) return b.matches(a);
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (strict && Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    return equals(Array.from(a as ArrayLike<unknown>), Array.from(b as ArrayLike<unknown>), strict);
  }
  const keys = (value: object) =>
    Object.keys(value).filter((key) => strict || (value as Record<string, unknown>)[key] !== undefined);
  const [keysA, keysB] = [keys(a), keys(b)];
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) && equals((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], strict),
  );
}

function show(value: unknown): string {
  if (typeof value === "function") return `[Function ${value.name}]`;
  if (typeof value === "string") return JSON.stringify(value);
  try {
    return JSON.stringify(value, (_, inner) => (inner === undefined ? "undefined" : inner)) ?? String(value);
  } catch {
    return String(value);
  }
}

type Matchers = Record<string, (...expected: unknown[]) => void>;

function matchers(actual: unknown, message: string | undefined, negated: boolean): Matchers {
  const check = (pass: boolean, description: string) => {
    if (pass === negated) {
      throw new Error(
        `${message ? `${message}: ` : ""}expected ${show(actual)} ${negated ? "not " : ""}${description}`,
      );
    }
  };
  return {
    toBe: (expected) => check(Object.is(actual, expected), `to be ${show(expected)}`),
    toEqual: (expected) => check(equals(actual, expected, false), `to equal ${show(expected)}`),
    toStrictEqual: (expected) => check(equals(actual, expected, true), `to strictly equal ${show(expected)}`),
    toMatchObject: (expected) =>
      check(
        typeof actual === "object" &&
          actual !== null &&
          Object.entries(expected as object).every(([key, value]) =>
            equals((actual as Record<string, unknown>)[key], value, false),
          ),
        `to match ${show(expected)}`,
      ),
    toBeNull: () => check(actual === null, "to be null"),
    toBeUndefined: () => check(actual === undefined, "to be undefined"),
    toBeGreaterThan: (expected) => check((actual as number) > (expected as number), `to be > ${expected}`),
    toBeGreaterThanOrEqual: (expected) => check((actual as number) >= (expected as number), `to be >= ${expected}`),
    toBeLessThan: (expected) => check((actual as number) < (expected as number), `to be < ${expected}`),
    toBeInstanceOf: (expected) =>
      check(actual instanceof (expected as new () => unknown), `to be an instance of ${(expected as () => void).name}`),
    toThrow: (expected) => {
      let thrown: unknown;
      let threw = false;
      try {
        (actual as () => unknown)();
      } catch (error) {
        threw = true;
        thrown = error;
      }
      if (expected instanceof RegExp) {
        check(
          threw && expected.test(String((thrown as Error)?.message ?? thrown)),
          `to throw a message matching ${expected}`,
        );
        return;
      }
      const kind = expected as (new () => unknown) | undefined;
      check(threw && (kind === undefined || thrown instanceof kind), `to throw ${kind?.name ?? "an error"}`);
    },
  };
}

export function expect(actual: unknown, message?: string): Matchers & { not: Matchers } {
  const known = matchers(actual, message, false);
  const handler: ProxyHandler<Matchers> = {
    get(target, property) {
      if (property === "not") return new Proxy(matchers(actual, message, true), handler);
      if (typeof property === "string" && !(property in target)) {
        throw new Error(`the Hermes test shim has no matcher ${property}: add it to tooling/hermes/vitest.ts`);
      }
      return target[property as string];
    },
  };
  return new Proxy(known, handler) as Matchers & { not: Matchers };
}

export interface Tallies {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

/** Runs every test registered so far, in order; a test that returns a promise fails (none of them is async). */
export function runCollectedTests(): Tallies {
  const tallies: Tallies = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const test of tests) {
    if (test.skip) {
      tallies.skipped++;
      continue;
    }
    try {
      const result = test.fn();
      if (result !== null && typeof result === "object" && "then" in result) {
        throw new Error("an async test, which the Hermes test shim does not run");
      }
      tallies.passed++;
    } catch (error) {
      tallies.failed++;
      tallies.failures.push(`${test.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return tallies;
}

expect.arrayContaining = (items: readonly unknown[]) =>
  new AsymmetricMatcher(`arrayContaining ${show(items)}`, (actual) =>
    Array.isArray(actual) ? items.every((item) => actual.some((element) => equals(element, item, false))) : false,
  );
