import { asRecord, type URLRecord } from "./url-record.ts";

export interface SerializeURLOptions {
  /** Leave out "#" and the fragment. */
  excludeFragment?: boolean;
}

/** The URL serializer: the record's href, optionally without its fragment. */
// https://url.spec.whatwg.org/#concept-url-serializer
export function serializeURL(url: URLRecord, options?: SerializeURLOptions): string {
  const record = asRecord(url, "serializeURL");
  if (options?.excludeFragment === true && record.fragmentStart !== -1) {
    return record.href.slice(0, record.fragmentStart);
  }
  return record.href;
}

/** The URL path serializer: the opaque path, or "/" followed by each segment. */
// https://url.spec.whatwg.org/#url-path-serializer
export function serializePath(url: URLRecord): string {
  return asRecord(url, "serializePath").pathname;
}
