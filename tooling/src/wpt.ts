import { readWPT } from "./data.ts";

export { URL_ATTRIBUTES, type URLAttribute, type URLTestCase } from "./wpt-check.ts";

/** The object entries of a WPT file (its string entries are comments); throws when there are none. */
export function readWPTCases<T>(file: string): T[] {
  const cases = readWPT<unknown[]>(file).filter((entry): entry is T => typeof entry === "object" && entry !== null);
  if (cases.length === 0) throw new Error(`urlkit: ${file} has no test cases`);
  return cases;
}
