// What the URL tab shows, computed from the inputs: urlkit's parse beside the browser's, component by component.

import { parseURL, serializeURL, type URLValidationError, validateURL } from "@urlkit/parser";
import type { Encoding } from "@urlkit/percent-encoding";
import { type URLObject, URL as UrlkitURL } from "@urlkit/url/platform-idna";

/**
 * The URL interface's string attributes (every one but searchParams), in the interface's order: read from urlkit's
 * URL, whose prototype defines them as Web IDL does.
 */
export const COMPONENTS: readonly string[] = Object.entries(Object.getOwnPropertyDescriptors(UrlkitURL.prototype))
  .filter(([name, descriptor]) => descriptor.get !== undefined && name !== "searchParams")
  .map(([name]) => name);

/** A parse's components, or null for failure (with the reason when the parser gives one). */
export interface Parsed {
  components: Record<string, string> | null;
  reason: string;
}

export interface Comparison {
  urlkit: Parsed;
  browser: Parsed;
  /** urlkit's URL object, for what only it shows (the search params, the host's Unicode form). */
  url: URLObject | null;
  /** Every validation error of the input (and of the base, marked `base`). */
  errors: URLValidationError[];
  /** The components whose values differ, or every component when only one side parses. */
  differences: string[];
}

interface URLLike {
  readonly [name: string]: unknown;
}

function componentsOf(url: URLLike): Record<string, string> {
  const components: Record<string, string> = {};
  for (const name of COMPONENTS) components[name] = String(url[name]);
  return components;
}

function parseWith(construct: () => URLLike): Parsed {
  try {
    return { components: componentsOf(construct()), reason: "" };
  } catch (error) {
    return { components: null, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * urlkit's URL for the input (with the query in `encoding` when it is not UTF-8: parseURL applies the encoding
 * override and the URL class reads its serialization, whose query is then ASCII) beside the browser's own URL,
 * which always uses UTF-8.
 */
export function compare(input: string, base: string, encoding: Encoding | null): Comparison {
  const baseArgument = base === "" ? undefined : base;
  const urlkitParse = (): URLObject => {
    if (encoding === null) return new UrlkitURL(input, baseArgument);
    const record = parseURL(input, { base: baseArgument ?? null, encoding });
    if (record === null) return new UrlkitURL(input, baseArgument);
    return new UrlkitURL(serializeURL(record));
  };
  let url: URLObject | null = null;
  const urlkit = parseWith(() => (url = urlkitParse()) as unknown as URLLike);
  const browser = parseWith(() => new globalThis.URL(input, baseArgument) as unknown as URLLike);
  const errors = validateURL(input, { base: baseArgument ?? null });
  return { urlkit, browser, url, errors, differences: differences(urlkit, browser) };
}

function differences(a: Parsed, b: Parsed): string[] {
  if (a.components === null || b.components === null) {
    return a.components === b.components ? [] : [...COMPONENTS];
  }
  const left = a.components;
  const right = b.components;
  return COMPONENTS.filter((name) => left[name] !== right[name]);
}
