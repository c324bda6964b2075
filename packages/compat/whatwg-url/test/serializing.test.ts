// The small algorithms over records a caller built or changed by hand, side by side with whatwg-url 17 and 16.
import { describe, expect, it } from "vitest";
import type { URLRecord } from "../src/index.ts";
import { originals, ours, outcome, type WhatwgURL } from "./originals.ts";

const USERINFO = ["", "user", "a b:c@d/e", "ü€😀", "\uD800x", "%41%", "\u0000\u007F"];

/** Records as a caller may leave them: a host or path that its serialization would not round-trip. */
const RECORDS: URLRecord[] = [
  { scheme: "https", username: "", password: "", host: "", port: null, path: ["a"], query: null, fragment: null },
  { scheme: "https", username: "", password: "", host: null, port: null, path: "a b", query: null, fragment: null },
  { scheme: "file", username: "", password: "", host: "h", port: null, path: [], query: null, fragment: null },
  { scheme: "web+x", username: "", password: "", host: 0x7f000001, port: 1, path: "", query: null, fragment: null },
];

function results(api: WhatwgURL) {
  return {
    userinfo: USERINFO.map((value) => {
      const url = api.parseURL("https://h/") as URLRecord;
      api.setTheUsername(url, value);
      api.setThePassword(url, value);
      return [url.username, url.password];
    }),
    notAString: outcome(() => api.setTheUsername(api.parseURL("https://h/") as URLRecord, 1 as never)),
    checks: RECORDS.map((url) => [api.hasAnOpaquePath(url), api.cannotHaveAUsernamePasswordPort(url)]),
  };
}

describe("serializing", () => {
  for (const [name, api] of originals) {
    it(`sets userinfo and checks hand-built records as ${name} does`, () => {
      expect(results(ours)).toEqual(results(api));
    });
  }
});
