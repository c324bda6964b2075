// The originals, side by side with ours: whatwg-url 17 and 16 (root dev dependencies, CommonJS without types), typed
// as this package's API, which is theirs.

import { createRequire } from "node:module";
import { isDeepStrictEqual } from "node:util";
import { expect } from "vitest";
import type * as API from "../src/index.ts";
import * as ours from "../src/index.ts";
import type * as WrapperAPI from "../src/webidl2js-wrapper.ts";
import * as oursWrapper from "../src/webidl2js-wrapper.ts";

const require = createRequire(import.meta.url);

export type WhatwgURL = typeof API;
export type WhatwgURLWrapper = typeof WrapperAPI;

export { ours, oursWrapper };

/** The originals by name. */
export const originals: [name: string, api: WhatwgURL, wrapper: WhatwgURLWrapper][] = [
  ["whatwg-url 17", require("whatwg-url"), require("whatwg-url/webidl2js-wrapper")],
  ["whatwg-url 16", require("whatwg-url-16"), require("whatwg-url-16/webidl2js-wrapper")],
];

/** A value, or the class of what it threw ("throws TypeError"), for side-by-side comparison. */
export function outcome<T>(run: () => T): T | string {
  try {
    return run();
  } catch (error) {
    return `throws ${(error as Error).constructor.name}`;
  }
}

/** The differences from an original that the README lists, each with its reason (test/expected-differences.json). */
import expectedDifferences from "./expected-differences.json" with { type: "json" };

interface ExpectedDifference {
  original: string;
  test: string;
  case: string;
  reason: string;
}

/**
 * Runs `run` with ours and with the original named `originalName` on every case, and expects the same result (deep,
 * strict equality) everywhere but the cases test/expected-differences.json lists for this original and test.
 */
export function expectSameAs<T>(
  originalName: string,
  test: string,
  cases: readonly T[],
  label: (item: T) => string,
  run: (api: WhatwgURL, item: T) => unknown,
): void {
  const original = originals.find(([name]) => name === originalName)?.[1] as WhatwgURL;
  const differing: string[] = [];
  for (const item of cases) {
    const mine = run(ours, item);
    const theirs = run(original, item);
    if (!isDeepStrictEqual(mine, theirs)) {
      differing.push(label(item));
      // The first difference in full, for a readable failure.
      if (differing.length === 1 && !isListed(originalName, test, label(item)))
        expect(mine, label(item)).toEqual(theirs);
    }
  }
  const listed = (expectedDifferences as ExpectedDifference[])
    .filter((d) => d.original === originalName && d.test === test)
    .map((d) => d.case);
  expect(differing).toEqual(listed);
}

function isListed(originalName: string, test: string, label: string): boolean {
  return (expectedDifferences as ExpectedDifference[]).some(
    (d) => d.original === originalName && d.test === test && d.case === label,
  );
}
