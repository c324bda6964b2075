// Helpers the parser's tests share: parse or throw, the state machine's record, and record equality by offsets.
import { expect } from "vitest";
import { isSpecial, parseURL, type URLRecord } from "../src/index.ts";

/** `parseURL(input, { base })`, which must succeed. */
export function parse(input: string, base?: string): URLRecord {
  const url = parseURL(input, { base });
  if (url === null) throw new Error(`expected ${input} to parse`);
  return url;
}

/** The state machine's record (a listener keeps parseURL off the canonical fast path). */
export function general(input: string): URLRecord | null {
  return parseURL(input, { onValidationError: () => {} });
}

const OFFSETS = [
  "href",
  "schemeEnd",
  "usernameEnd",
  "hostStart",
  "hostEnd",
  "portNumber",
  "pathStart",
  "queryStart",
  "fragmentStart",
  "hasOpaquePath",
] as const;

/** Both null, or the same href with the same offsets. */
export function expectSameRecord(input: string, actual: URLRecord | null, expected: URLRecord | null): void {
  expect(actual === null, `${input}: null`).toBe(expected === null);
  if (actual === null || expected === null) return;
  for (const key of OFFSETS) expect(actual[key], `${input}: ${key}`).toBe(expected[key]);
  expect(isSpecial(actual), `${input}: isSpecial`).toBe(isSpecial(expected));
}
