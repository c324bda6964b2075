// Ours against whatwg-url 17 and 16 on the URL datasets (each line parsed alone and against a base) and on random
// inputs (fixed fast-check seeds): the same records, serializations, state-override results and errors.
import { DATASETS, readDataset } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StateOverride, URLRecord } from "../src/index.ts";
import { input } from "./arbitraries.ts";
import { expectSameAs, originals, outcome, type WhatwgURL } from "./originals.ts";

const BASE = "https://user:pass@example.org:8080/a/b/c?q=1#f";

function parseBoth(api: WhatwgURL, input: string) {
  const alone = api.parseURL(input);
  const relative = api.parseURL(input, { baseURL: api.parseURL(BASE) });
  return {
    alone,
    relative,
    href: alone === null ? null : api.serializeURL(alone),
    relativeHref: relative === null ? null : api.serializeURL(relative, true),
  };
}

const SETTERS: StateOverride[] = [
  "scheme start",
  "host",
  "hostname",
  "port",
  "path start",
  "path",
  "query",
  "fragment",
];

/** A parsed record with one state override applied to a copy, as whatwg-url's callers do. */
function override(api: WhatwgURL, href: string, stateOverride: StateOverride, value: string) {
  const parsed = api.parseURL(href);
  if (parsed === null) return null;
  const url: URLRecord = { ...parsed, path: Array.isArray(parsed.path) ? [...parsed.path] : parsed.path };
  return outcome(() => {
    const result = api.basicURLParse(value, { url, stateOverride });
    return { returnsURL: result === url, failed: result === null, url, href: outcome(() => api.serializeURL(url)) };
  });
}

for (const [name] of originals) {
  // whatwg-url 16's known differences (test/expected-differences.json: a label starting with xn--, an emoji in the
  // userinfo) would come up in random inputs at random: against 16, those inputs are left to the WPT tests.
  const comparable = (text: string) => name !== "whatwg-url 16" || !/xn--|\ud83d/i.test(text);
  describe(`against ${name}`, () => {
    for (const dataset of DATASETS) {
      it(`${dataset}: parseURL alone and against a base, serializeURL`, () => {
        const lines = readDataset(dataset);
        expect(lines.length).toBeGreaterThan(1000);
        expectSameAs(name, dataset, lines, (line) => line, parseBoth);
      });
    }

    it("random inputs: parseURL, basicURLParse and serializeURL (seed 1, 3000 runs)", () => {
      const cases = fc.sample(input, { seed: 1, numRuns: 3000 }).filter(comparable);
      expectSameAs(
        name,
        "random parse",
        cases,
        (c) => JSON.stringify(c),
        (api, c) => ({
          ...parseBoth(api, c),
          basic: api.basicURLParse(c, { baseURL: api.parseURL("foo://h/p") }),
          // whatwg-url 16 has no isValidURLString.
          validity: name === "whatwg-url 17" ? api.isValidURLString(c) : undefined,
        }),
      );
    });

    it("random state overrides on parsed records (seed 2, 3000 runs)", () => {
      const cases = fc
        .sample(fc.tuple(input, fc.constantFrom(...SETTERS), input), { seed: 2, numRuns: 3000 })
        .filter(([href, , value]) => comparable(href) && comparable(value));
      expectSameAs(
        name,
        "random overrides",
        cases,
        (c) => JSON.stringify(c),
        (api, [href, state, value]) => override(api, href.includes(":") ? href : `https://h${href}`, state, value),
      );
    });
  });
}
