// The serializers and small algorithms of whatwg-url's API over its records: the serializers through @urlkit/parser's
// record, the checks on the fields themselves.
import {
  serializePath as parserSerializePath,
  serializeURL as parserSerializeURL,
  setThePassword as parserSetThePassword,
  setTheUsername as parserSetTheUsername,
  serializeOrigin,
} from "@urlkit/parser";
import { parsedRecordOf, toParserRecord, type URLRecord } from "./record.ts";

// https://url.spec.whatwg.org/#concept-url-serializer
export function serializeURL(url: URLRecord, excludeFragment?: boolean): string {
  return parserSerializeURL(parsedRecordOf(url), { excludeFragment: excludeFragment === true });
}

// https://url.spec.whatwg.org/#url-path-serializer
export function serializePath(url: URLRecord): string {
  return parserSerializePath(parsedRecordOf(url));
}

// https://url.spec.whatwg.org/#serialize-an-integer
export function serializeInteger(integer: number): string {
  return String(integer);
}

/** The ASCII serialization of the URL's origin ("null" for an opaque origin, which file: URLs get). */
// https://url.spec.whatwg.org/#concept-url-origin
export function serializeURLOrigin(url: URLRecord): string {
  return serializeOrigin(parsedRecordOf(url));
}

// https://url.spec.whatwg.org/#set-the-username
export function setTheUsername(url: URLRecord, username: string): void {
  const record = toParserRecord(url);
  parserSetTheUsername(record, username);
  url.username = record.username;
}

// https://url.spec.whatwg.org/#set-the-password
export function setThePassword(url: URLRecord, password: string): void {
  const record = toParserRecord(url);
  parserSetThePassword(record, password);
  url.password = record.password;
}

// https://url.spec.whatwg.org/#cannot-have-a-username-password-port
export function cannotHaveAUsernamePasswordPort(url: URLRecord): boolean {
  return url.host === null || url.host === "" || url.scheme === "file";
}

// https://url.spec.whatwg.org/#url-opaque-path
export function hasAnOpaquePath(url: URLRecord): boolean {
  return typeof url.path === "string";
}
