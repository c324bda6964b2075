// The serializers and small algorithms of whatwg-url's API over its records: the serializers through @urlkit/parser's
// record, the checks on the fields themselves.
import {
  serializePath as parserSerializePath,
  serializeURL as parserSerializeURL,
  serializeOrigin,
} from "@urlkit/parser";
import { USERINFO_TABLE, utf8PercentEncodeString } from "@urlkit/percent-encoding";
import { parsedRecordOf, type URLRecord } from "./record.ts";

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
  url.username = encodeUserinfo(username, "setTheUsername");
}

// https://url.spec.whatwg.org/#set-the-password
export function setThePassword(url: URLRecord, password: string): void {
  url.password = encodeUserinfo(password, "setThePassword");
}

// The encoder would read any value as a string; a wrong type is the caller's error, as in @urlkit/parser's setters.
function encodeUserinfo(value: string, caller: string): string {
  if (typeof value !== "string") throw new TypeError(`${caller}: input must be a string, got ${typeof value}`);
  return utf8PercentEncodeString(value, USERINFO_TABLE, false);
}

// https://url.spec.whatwg.org/#cannot-have-a-username-password-port
export function cannotHaveAUsernamePasswordPort(url: URLRecord): boolean {
  return url.host === null || url.host === "" || url.scheme === "file";
}

// https://url.spec.whatwg.org/#url-opaque-path
export function hasAnOpaquePath(url: URLRecord): boolean {
  return typeof url.path === "string";
}
