// A URL record from its components as the standard's URL struct holds them: for records kept elsewhere in that shape.
import { MAX_PORT } from "./code-points.ts";
import { schemeTypeOf } from "./url-miscellaneous.ts";
import { assembleRecord, URLParts } from "./url-parts.ts";
import type { URLRecord } from "./url-record.ts";

/**
 * A URL's components as the standard's URL struct holds them, the host serialized: what
 * {@link recordFromComponents} takes and what a record's accessors give back.
 */
export interface URLComponents {
  scheme: string;
  username: string;
  password: string;
  /** The serialized host, "" for the empty host, null for none. */
  host: string | null;
  port: number | null;
  /** The path's segments, or the opaque path. */
  path: string | readonly string[];
  query: string | null;
  fragment: string | null;
}

function componentError(name: string, expected: string, value: unknown): TypeError {
  return new TypeError(
    `recordFromComponents: expected ${name} to be ${expected}, got ${value === null ? "null" : typeof value}`,
  );
}

function checkComponents(components: URLComponents): void {
  if (typeof components !== "object" || components === null)
    throw componentError("components", "an object", components);
  const { scheme, username, password, host, port, path, query, fragment } = components;
  if (typeof scheme !== "string") throw componentError("scheme", "a string", scheme);
  if (typeof username !== "string") throw componentError("username", "a string", username);
  if (typeof password !== "string") throw componentError("password", "a string", password);
  if (host !== null && typeof host !== "string") throw componentError("host", "a string or null", host);
  if (port !== null && !(Number.isInteger(port) && port >= 0 && port <= MAX_PORT))
    throw componentError("port", "an integer from 0 to 65535 or null", port);
  if (typeof path !== "string" && !(Array.isArray(path) && path.every((segment) => typeof segment === "string")))
    throw componentError("path", "a string or an array of strings", path);
  if (query !== null && typeof query !== "string") throw componentError("query", "a string or null", query);
  if (fragment !== null && typeof fragment !== "string") throw componentError("fragment", "a string or null", fragment);
}

/**
 * The record of a URL given by its components, taken as they are (nothing is parsed, encoded or normalized): the URL
 * serializer over them, with the offsets. For records held elsewhere in the standard's shape (whatwg-url's), so that
 * they can be serialized or changed with a state override; a record's own accessors give the components back.
 */
// https://url.spec.whatwg.org/#concept-url-serializer
export function recordFromComponents(components: URLComponents): URLRecord {
  checkComponents(components);
  const parts = new URLParts();
  const { scheme, path } = components;
  parts.scheme = scheme;
  parts.type = schemeTypeOf(scheme);
  parts.username = components.username;
  parts.password = components.password;
  parts.host = components.host;
  parts.port = components.port ?? -1;
  if (typeof path === "string") parts.opaque = path;
  else parts.path = path as string[];
  parts.query = components.query;
  parts.fragment = components.fragment;
  return assembleRecord(parts);
}
