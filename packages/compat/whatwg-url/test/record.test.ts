// Records a caller changes after we made them (and after we serialized them once): ours must serialize from the
// fields as they are now, as whatwg-url does, whichever field changed and however (assigned or changed in place).
import { describe, it } from "vitest";
import type { URLRecord } from "../src/index.ts";
import { expectSameAs, originals, outcome, type WhatwgURL } from "./originals.ts";

const URLS = [
  "file:///Users/someone/dev/project/node_modules/some-package/dist/esm/index.js",
  "https://user:pass@example.org:8080/a/b/c?q=1#f",
  "http://192.168.0.1/x",
  "http://[2001:db8::1]:81/",
  "web+demo:/.//not-a-host/",
  "mailto:someone@example.org?subject=hi",
  "foo://host/%20a/b?c#d",
];

/** Each change a caller may make to a record, by name. */
const CHANGES: Record<string, (url: URLRecord) => void> = {
  "path: push a segment": (url) => (url.path as string[]).push("added"),
  "path: change a segment in place": (url) => {
    (url.path as string[])[0] = "changed";
  },
  "path: pop a segment": (url) => (url.path as string[]).pop(),
  "path: a new array of the same segments": (url) => {
    url.path = [...(url.path as string[])];
  },
  "path: a new array with a segment holding a slash": (url) => {
    url.path = [(url.path as string[]).join("/")];
  },
  "path: emptied": (url) => {
    url.path = [];
  },
  "path: an opaque string": (url) => {
    url.path = "opaque";
  },
  "host: another domain": (url) => {
    url.host = "example.com";
  },
  "host: an IPv4 number": (url) => {
    url.host = 0x7f000001;
  },
  "host: an IPv6 piece in place": (url) => {
    if (Array.isArray(url.host)) url.host[7] = 2;
  },
  "host: null": (url) => {
    url.host = null;
  },
  "query: set": (url) => {
    url.query = "changed=1";
  },
  "query: null": (url) => {
    url.query = null;
  },
  "fragment: set": (url) => {
    url.fragment = "changed";
  },
  "port: set": (url) => {
    url.port = 8443;
  },
  "scheme: set": (url) => {
    url.scheme = "wss";
  },
  "username and password: set": (url) => {
    url.username = "u";
    url.password = "p";
  },
  "path, host and query: set, then set back": (url) => {
    const { host, path, query } = url;
    url.path = ["x"];
    url.host = "example.com";
    url.query = "x";
    url.path = path;
    url.host = host;
    url.query = query;
  },
};

/** Serializes a parsed record, changes it, then serializes it again (twice, once the change has been seen). */
function serializeChanged(api: WhatwgURL, [input, change]: [string, string]) {
  const url = api.parseURL(input) as URLRecord;
  const before = api.serializeURL(url);
  // An opaque path has no segments to change.
  outcome(() => CHANGES[change](url));
  return {
    before,
    url,
    href: outcome(() => api.serializeURL(url)),
    withoutFragment: outcome(() => api.serializeURL(url, true)),
    path: outcome(() => api.serializePath(url)),
    again: outcome(() => api.serializeURL(url)),
  };
}

/** Resolves a reference against a parsed record, changes the record, then resolves against it again. */
function resolveAgainstChanged(api: WhatwgURL, [input, change]: [string, string]) {
  const baseURL = api.parseURL(input) as URLRecord;
  const resolve = () => api.parseURL("r?s", { baseURL });
  const before = api.serializeURL(resolve() as URLRecord);
  CHANGES[change](baseURL);
  return { before, after: resolve(), origin: api.serializeURLOrigin(baseURL) };
}

const everyChange = URLS.flatMap((input) => Object.keys(CHANGES).map((change): [string, string] => [input, change]));

// Changes that leave a record the parser could have made: whatwg-url resolves against a base's fields, ours against
// its serialization, which differ for records no parser makes (the README's malformed records).
const baseChanges: [string, string][] = [
  [URLS[0], "path: push a segment"],
  [URLS[0], "path: change a segment in place"],
  [URLS[0], "path: pop a segment"],
  [URLS[0], "path: a new array of the same segments"],
  [URLS[1], "host: another domain"],
  [URLS[1], "host: an IPv4 number"],
  [URLS[1], "query: set"],
  [URLS[1], "port: set"],
  [URLS[1], "scheme: set"],
  [URLS[3], "host: an IPv6 piece in place"],
  [URLS[6], "path: emptied"],
  [URLS[6], "host: null"],
];

for (const [name] of originals) {
  describe(`against ${name}`, () => {
    it("a record changed after it was serialized serializes from its fields", () => {
      expectSameAs(name, "changed records", everyChange, ([input, change]) => `${input}: ${change}`, serializeChanged);
    });

    it("a base URL changed after use is read from its fields", () => {
      expectSameAs(
        name,
        "changed bases",
        baseChanges,
        ([input, change]) => `${input}: ${change}`,
        resolveAgainstChanged,
      );
    });
  });
}
