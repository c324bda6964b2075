import { Scheme } from "./url-miscellaneous.ts";
import { URLRecordImpl } from "./url-record.ts";

/**
 * The standard's URL struct with separate components, used while the general parser runs (and by the
 * setters); the finished URL is assembled into one string plus offsets.
 */
export class URLParts {
  scheme = "";
  type = Scheme.NOT_SPECIAL;
  username = "";
  password = "";
  host: string | null = null;
  port = -1;
  path: string[] = [];
  /** Non-null when the path is opaque. */
  opaque: string | null = null;
  query: string | null = null;
  fragment: string | null = null;
}

export function partsFromRecord(record: URLRecordImpl): URLParts {
  const parts = new URLParts();
  const path = record.path;
  parts.scheme = record.scheme;
  parts.type = record.schemeType;
  parts.username = record.username;
  parts.password = record.password;
  parts.host = record.host;
  parts.port = record.portNumber;
  if (typeof path === "string") parts.opaque = path;
  else parts.path = path;
  parts.query = record.query;
  parts.fragment = record.fragment;
  return parts;
}

/** The URL serializer over parts, recording the offsets the record keeps. */
// https://url.spec.whatwg.org/#concept-url-serializer
export function assembleRecord(parts: URLParts): URLRecordImpl {
  const { scheme, username, password, host, port, path, opaque, query, fragment } = parts;
  let href = scheme + ":";
  let usernameEnd = href.length;
  let hostStart = usernameEnd;
  if (host !== null) {
    href += "//" + username;
    usernameEnd = href.length;
    if (password) href += ":" + password;
    if (username || password) href += "@";
    hostStart = href.length;
    href += host;
    if (port >= 0) href += ":" + port;
  } else if (opaque === null && path.length > 1 && !path[0]) {
    href += "/.";
  }
  const hostEnd = hostStart + (host ?? "").length;
  const pathStart = href.length;
  href += opaque ?? (path.length ? "/" + path.join("/") : "");
  const queryStart = query === null ? -1 : href.length;
  if (query !== null) href += "?" + query;
  const fragmentStart = fragment === null ? -1 : href.length;
  if (fragment !== null) href += "#" + fragment;
  return new URLRecordImpl({
    href,
    schemeEnd: scheme.length,
    usernameEnd,
    hostStart,
    hostEnd,
    portNumber: port,
    pathStart,
    queryStart,
    fragmentStart,
    schemeType: parts.type,
    opaquePath: opaque !== null,
  });
}
