// The web-platform-tests URLPattern harnesses (urlpatterntests.js, urlpattern-compare-tests.js) for any of the
// package's URLPattern classes, with the harness's semantics: expected component pattern strings (filled in from the
// constructor arguments where the data leaves them out), test(), exec() with its inputs and groups, and
// exactly_empty_components. The test files read the data (each names its WPT files, so a bundle can embed them).

import type { URLPatternConstructor, URLPatternObject } from "@urlkit/pattern";
import { expect } from "vitest";

const COMPONENTS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"] as const;
type ComponentName = (typeof COMPONENTS)[number];

type Init = Partial<Record<ComponentName | "baseURL", string>>;

interface ComponentResult {
  input: string;
  groups: Record<string, string | null | undefined>;
}

export interface PatternCase {
  pattern: unknown[];
  inputs?: unknown[];
  expected_obj?: "error" | Partial<Record<ComponentName, string>>;
  expected_match?: "error" | null | (Partial<Record<ComponentName, ComponentResult>> & { inputs?: unknown[] });
  exactly_empty_components?: ComponentName[];
}

export interface CompareCase {
  component: ComponentName;
  left: string | Init;
  right: string | Init;
  expected: number;
}

// The components never inherited from a base URL when an earlier one is given (harness's EARLIER_COMPONENTS).
const EARLIER_COMPONENTS: Record<ComponentName, ComponentName[]> = {
  protocol: [],
  hostname: ["protocol"],
  port: ["protocol", "hostname"],
  username: [],
  password: [],
  pathname: ["protocol", "hostname", "port"],
  search: ["protocol", "hostname", "port", "pathname"],
  hash: ["protocol", "hostname", "port", "pathname", "search"],
};

// The pattern string the harness expects a component getter to return.
function expectedPatternString(entry: PatternCase, component: ComponentName): string {
  const explicit = typeof entry.expected_obj === "object" ? entry.expected_obj[component] : undefined;
  if (explicit !== undefined) return explicit;
  const first = entry.pattern[0] as Init | string | undefined;
  let baseURL: URL | null = null;
  if (typeof first === "object" && first?.baseURL) baseURL = new URL(first.baseURL);
  else if (entry.pattern.length > 1 && typeof entry.pattern[1] === "string") baseURL = new URL(entry.pattern[1]);
  if (entry.exactly_empty_components?.includes(component)) return "";
  if (typeof first === "object" && first?.[component]) return first[component];
  if (typeof first === "object" && EARLIER_COMPONENTS[component].some((name) => name in first)) return "*";
  if (baseURL && component !== "username" && component !== "password") {
    const value = baseURL[component];
    if (component === "protocol") return value.slice(0, -1);
    if (component === "search" || component === "hash") return value.slice(1);
    return value;
  }
  return "*";
}

// The component result the harness expects, with the data's null groups as undefined.
function expectedComponentResult(entry: PatternCase, component: ComponentName): ComponentResult {
  const match = entry.expected_match as Partial<Record<ComponentName, ComponentResult>>;
  const given = match[component];
  const expected: ComponentResult = given
    ? { input: given.input, groups: { ...given.groups } }
    : { input: "", groups: entry.exactly_empty_components?.includes(component) ? {} : { "0": "" } };
  for (const key of Object.keys(expected.groups)) if (expected.groups[key] === null) expected.groups[key] = undefined;
  return expected;
}

/** Runs one case of urlpatterntestdata.json against `URLPattern` as the WPT harness does. */
export function runPatternCase(URLPattern: URLPatternConstructor, entry: PatternCase): void {
  const args = entry.pattern as ConstructorParameters<URLPatternConstructor>;
  if (entry.expected_obj === "error") {
    expect(() => new URLPattern(...args)).toThrow(TypeError);
    return;
  }
  const pattern = new URLPattern(...args);
  for (const component of COMPONENTS) {
    expect(pattern[component], `pattern property ${component}`).toBe(expectedPatternString(entry, component));
  }
  const inputs = (entry.inputs ?? []) as Parameters<URLPatternObject["test"]>;
  if (entry.expected_match === "error") {
    expect(() => pattern.test(...inputs)).toThrow(TypeError);
    expect(() => pattern.exec(...inputs)).toThrow(TypeError);
    return;
  }
  expect(pattern.test(...inputs), "test()").toBe(!!entry.expected_match);
  const result = pattern.exec(...inputs);
  if (!entry.expected_match || typeof entry.expected_match !== "object") {
    expect(result, "exec()").toBe(entry.expected_match);
    return;
  }
  expect(result).not.toBe(null);
  const expectedInputs = entry.expected_match.inputs ?? entry.inputs ?? [];
  const actualInputs = result?.inputs ?? [];
  expect(actualInputs.length, "exec().inputs.length").toBe(expectedInputs.length);
  actualInputs.forEach((input, i) => {
    if (typeof input === "string") {
      expect(input, `exec().inputs[${i}]`).toBe(expectedInputs[i]);
      return;
    }
    for (const component of COMPONENTS) {
      expect(input[component], `exec().inputs[${i}].${component}`).toBe((expectedInputs[i] as Init)[component]);
    }
  });
  for (const component of COMPONENTS) {
    // assert_object_equals: the same own properties with the same values (an undefined group is present).
    expect(result?.[component], `exec().${component}`).toStrictEqual(expectedComponentResult(entry, component));
  }
}

/** The test name of a case of urlpatterntestdata.json (as in expected-failures.json). */
export function patternCaseName(entry: PatternCase): string {
  return `Pattern: ${JSON.stringify(entry.pattern)} Inputs: ${JSON.stringify(entry.inputs)}`;
}

/** Runs one case of urlpattern-compare-testdata.json against `URLPattern`, in both orders and against itself. */
export function runCompareCase(URLPattern: URLPatternConstructor, entry: CompareCase): void {
  const left = new URLPattern(entry.left);
  const right = new URLPattern(entry.right);
  expect(URLPattern.compareComponent(entry.component, left, right)).toBe(entry.expected);
  expect(URLPattern.compareComponent(entry.component, right, left)).toBe(-entry.expected || 0);
  expect(URLPattern.compareComponent(entry.component, left, left)).toBe(0);
  expect(URLPattern.compareComponent(entry.component, right, right)).toBe(0);
}

/** The test name of a case of urlpattern-compare-testdata.json. */
export function compareCaseName(entry: CompareCase): string {
  return `compareComponent(${entry.component}, ${JSON.stringify(entry.left)}, ${JSON.stringify(entry.right)})`;
}
