import { MAX_PORT } from "./code-points.ts";
import { DEFAULT_PORTS } from "./url-miscellaneous.ts";
import { assembleRecord, partsFromRecord } from "./url-parts.ts";
import { asRecord, assignRecord, type URLRecord, type URLRecordImpl } from "./url-record.ts";

/** Set the port to null or to an integer 0–65535 (the scheme's default port is stored as null). */
export function setPort(url: URLRecord, port: number | null): void {
  const record = asRecord(url, "setPort");
  if (port !== null && !(Number.isInteger(port) && port >= 0 && port <= MAX_PORT)) {
    throw new RangeError(`setPort: port must be null or an integer from 0 to 65535, got ${String(port)}`);
  }
  setPortUnchecked(record, port);
}

/** {@link setPort} without the argument checks (`@urlkit/parser/unchecked`). */
export function setPortUnchecked(url: URLRecord, port: number | null): void {
  const record = url as URLRecordImpl;
  const parts = partsFromRecord(record);
  parts.port = port === null || port === DEFAULT_PORTS[record.schemeType] ? -1 : port;
  assignRecord(record, assembleRecord(parts));
}

// A query or fragment is stored verbatim, so it must be percent-encoded ASCII already (a query has no "#").
function checkComponent(value: string, caller: string, allowHash: boolean): void {
  if (typeof value !== "string") throw new TypeError(`${caller}: expected a string or null, got ${typeof value}`);
  const i = value.search(allowHash ? /[^!-~]/ : /[^!-"$-~]/);
  if (i >= 0) {
    throw new TypeError(
      `${caller}: expected percent-encoded ASCII (U+0021 to U+007E${allowHash ? "" : ", no #"}), found ${JSON.stringify(value[i])} at ${i}`,
    );
  }
}

/**
 * Set the URL's query to `query` (stored verbatim, without "?") or null, e.g. a URLSearchParams
 * serialization. Splices the record's string; never fails for valid arguments.
 */
export function setQuery(url: URLRecord, query: string | null): void {
  const record = asRecord(url, "setQuery");
  if (query !== null) checkComponent(query, "setQuery", false);
  setQueryUnchecked(record, query);
}

/** Set the URL's fragment to `fragment` (stored verbatim, without "#") or null. */
export function setFragment(url: URLRecord, fragment: string | null): void {
  const record = asRecord(url, "setFragment");
  if (fragment !== null) checkComponent(fragment, "setFragment", true);
  setFragmentUnchecked(record, fragment);
}

/** {@link setQuery} without the checks (`@urlkit/parser/unchecked`): splices `query` into the record's string. */
export function setQueryUnchecked(url: URLRecord, query: string | null): void {
  const record = url as URLRecordImpl;
  const { href, fragmentStart } = record;
  const pathEnd = record.pathEnd;
  const tail = fragmentStart === -1 ? "" : href.slice(fragmentStart);
  const head = href.slice(0, pathEnd);
  if (query === null) {
    record.href = head + tail;
    record.queryStart = -1;
    if (fragmentStart !== -1) record.fragmentStart = pathEnd;
  } else {
    record.href = `${head}?${query}${tail}`;
    record.queryStart = pathEnd;
    if (fragmentStart !== -1) record.fragmentStart = pathEnd + 1 + query.length;
  }
}

/** {@link setFragment} without the checks (`@urlkit/parser/unchecked`). */
export function setFragmentUnchecked(url: URLRecord, fragment: string | null): void {
  const record = url as URLRecordImpl;
  const { href, fragmentStart } = record;
  const head = fragmentStart === -1 ? href : href.slice(0, fragmentStart);
  if (fragment === null) {
    record.href = head;
    record.fragmentStart = -1;
  } else {
    record.href = `${head}#${fragment}`;
    record.fragmentStart = head.length;
  }
}
