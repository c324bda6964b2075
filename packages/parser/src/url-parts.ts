import { NOT_SPECIAL } from "./url-miscellaneous.ts";
import { URLRecordImpl as Record, type URLRecordImpl } from "./url-record.ts";

/**
 * The standard's URL struct with separate components, used while the general parser runs (and by the
 * setters); the finished URL is assembled into one string plus offsets.
 */
export class URLParts {
  scheme = "";
  schemeType = NOT_SPECIAL;
  username = "";
  password = "";
  host: string | null = null;
  port = -1;
  path: string[] = [];
  /** Non-null when the path is opaque. */
  opaquePath: string | null = null;
  query: string | null = null;
  fragment: string | null = null;
}

export function partsFromRecord(record: URLRecordImpl): URLParts {
  const parts = new URLParts();
  parts.scheme = record.scheme;
  parts.schemeType = record.schemeType;
  parts.username = record.username;
  parts.password = record.password;
  parts.host = record.host;
  parts.port = record.portNumber;
  const pathname = record.pathname;
  if (record.opaquePath) parts.opaquePath = pathname;
  else if (pathname !== "") parts.path = pathname.slice(1).split("/");
  parts.query = record.query;
  parts.fragment = record.fragment;
  return parts;
}

/** The URL serializer over parts, recording the offsets the record keeps. */
// https://url.spec.whatwg.org/#concept-url-serializer
export function assembleRecord(parts: URLParts): URLRecordImpl {
  const { scheme, username, password, host, port, path, opaquePath } = parts;
  let href = `${scheme}:`;
  const schemeEnd = scheme.length;
  let usernameEnd = schemeEnd + 1;
  let hostStart = usernameEnd;
  let hostEnd = usernameEnd;
  if (host !== null) {
    href += "//";
    if (username !== "" || password !== "") {
      href += username;
      usernameEnd = href.length;
      if (password !== "") href += `:${password}`;
      href += "@";
    } else {
      usernameEnd = href.length;
    }
    hostStart = href.length;
    href += host;
    hostEnd = href.length;
    if (port !== -1) href += `:${port}`;
  } else if (opaquePath === null && path.length > 1 && path[0] === "") {
    href += "/.";
  }
  const pathStart = href.length;
  if (opaquePath !== null) href += opaquePath;
  else if (path.length > 0) href += `/${path.join("/")}`;
  let queryStart = -1;
  if (parts.query !== null) {
    queryStart = href.length;
    href += `?${parts.query}`;
  }
  let fragmentStart = -1;
  if (parts.fragment !== null) {
    fragmentStart = href.length;
    href += `#${parts.fragment}`;
  }
  return new Record(
    href,
    schemeEnd,
    usernameEnd,
    hostStart,
    hostEnd,
    port,
    pathStart,
    queryStart,
    fragmentStart,
    parts.schemeType,
    opaquePath !== null,
  );
}
