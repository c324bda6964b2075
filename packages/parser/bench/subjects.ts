// What the parser benchmarks run: @urlkit/parser (its built dist), the running Node's URL and whatwg-url, plus
// the dataset lines every one of them is measured on.
import * as urlkit from "@urlkit/parser";
import { DATASETS, readDataset } from "@urlkit/tooling";
import { URL as WhatwgURL, isValidURLString as whatwgIsValidURLString, parseURL as whatwgParseURL } from "whatwg-url";

interface ParserAPI {
  parseURL(input: string, options?: { base?: string }): { href: string } | null;
  serializeURL(record: { href: string }): string;
  isValidURLString(input: string): boolean;
}

const api = urlkit as unknown as Partial<ParserAPI>;
if (
  typeof api.parseURL !== "function" ||
  typeof api.serializeURL !== "function" ||
  typeof api.isValidURLString !== "function"
) {
  throw new Error(
    "@urlkit/parser's dist lacks parseURL / serializeURL / isValidURLString: build it first " +
      "(pnpm --filter @urlkit/parser build)",
  );
}
const ours = api as ParserAPI;

/** One parse (against a string base when given) + serialize; null for failure. */
export type HrefOf = (input: string, base?: string) => string | null;

export const hrefOf: Record<"urlkit" | "native" | "whatwg-url", HrefOf> = {
  urlkit: (input, base) => {
    const record = ours.parseURL(input, base === undefined ? undefined : { base });
    return record === null ? null : ours.serializeURL(record);
  },
  native: (input, base) => URL.parse(input, base)?.href ?? null,
  "whatwg-url": (input, base) => {
    try {
      return new WhatwgURL(input, base).href;
    } catch {
      return null;
    }
  },
};

/** The objects the heap measurement keeps 100k of (each throws or returns null on failure). */
export const makers: Record<string, (input: string) => unknown> = {
  "urlkit parseURL record": (input) => ours.parseURL(input),
  "native URL": (input) => new URL(input),
  "whatwg-url URL": (input) => new WhatwgURL(input),
  "whatwg-url parseURL record": (input) => whatwgParseURL(input),
};

export const parseURL = ours.parseURL;
export const serializeURL = ours.serializeURL;
export const isValidURLString = ours.isValidURLString;
export { WhatwgURL, whatwgIsValidURLString };

export interface Dataset {
  file: string;
  /** The lines the running Node's URL parser accepts (the only ones measured). */
  lines: string[];
  total: number;
  bytes: number;
}

/** Every dataset, reduced to the lines `new URL(line)` accepts. */
export function loadDatasets(): Dataset[] {
  return DATASETS.map((file) => {
    const all = readDataset(file);
    const lines = all.filter((line) => URL.canParse(line));
    let bytes = 0;
    for (const line of lines) bytes += line.length;
    return { file, lines, total: all.length, bytes };
  });
}
