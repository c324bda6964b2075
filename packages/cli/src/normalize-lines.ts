// The work of urlkit normalize on a chunk of lines, the same on the main thread and in a worker.
import { parseURL, serializeURL, type URLRecord } from "@urlkit/parser";
import { URL } from "@urlkit/url";
import { chunkLines } from "./input.ts";

/** What normalizing a line does beyond the URL serializer. */
export interface NormalizeOptions {
  base: URLRecord | null;
  stripFragment: boolean;
  sortQuery: boolean;
  dropInvalid: boolean;
}

/** The canonical href of `line`, or null when it does not parse. */
export function normalizeLine(line: string, options: NormalizeOptions): string | null {
  const record = parseURL(line, { base: options.base });
  if (record === null) return null;
  if (!options.sortQuery) return serializeURL(record, { excludeFragment: options.stripFragment });
  const url = new URL(serializeURL(record));
  url.searchParams.sort();
  if (options.stripFragment) url.hash = "";
  return url.href;
}

/** A normalized chunk: the output text, its line count, and each line that failed (its index in the chunk). */
export interface NormalizedChunk {
  out: string;
  lines: number;
  failures: [index: number, line: string][];
}

/**
 * Normalizes each line of a chunk: an href per line, in order; a line that does not parse is an empty output
 * line, or none with `dropInvalid`.
 */
export function normalizeChunk(
  chunk: { bytes: Uint8Array; first: boolean },
  options: NormalizeOptions,
): NormalizedChunk {
  const lines = chunkLines(chunk);
  const failures: [number, string][] = [];
  let out = "";
  for (let i = 0; i < lines.length; i++) {
    const href = normalizeLine(lines[i], options);
    if (href !== null) out += `${href}\n`;
    else {
      failures.push([i, lines[i]]);
      if (!options.dropInvalid) out += "\n";
    }
  }
  return { out, lines: lines.length, failures };
}
