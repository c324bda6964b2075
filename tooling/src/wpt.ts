import { readWPT } from "./data.ts";

/** The URL class's attributes the WPT URL harnesses compare, in the order the standard lists them. */
export const URL_ATTRIBUTES = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
] as const;
export type URLAttribute = (typeof URL_ATTRIBUTES)[number];

/** One parser case of urltestdata*.json: an input (and base) that fails, or the attributes it gives. */
export interface URLTestCase extends Partial<Record<URLAttribute, string>> {
  input: string;
  base: string | null;
  failure?: boolean;
  searchParams?: string;
}

/** The object entries of a WPT file (its string entries are comments); throws when there are none. */
export function readWPTCases<T>(file: string): T[] {
  const cases = readWPT<unknown[]>(file).filter((entry): entry is T => typeof entry === "object" && entry !== null);
  if (cases.length === 0) throw new Error(`urlkit: ${file} has no test cases`);
  return cases;
}
