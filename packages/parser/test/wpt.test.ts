import { readWPTCases, URL_ATTRIBUTES, type URLTestCase } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { canParseURL, parseURL, serializeOrigin, serializePath, serializeURL, type URLRecord } from "../src/index.ts";
import expectedFailures from "./expected-failures.json" with { type: "json" };

/** The URL class's getters, derived from the record exactly as the standard's API section says. */
function attributes(url: URLRecord): Record<string, string> {
  const host = url.host;
  const query = url.query;
  const fragment = url.fragment;
  return {
    href: serializeURL(url),
    origin: serializeOrigin(url),
    protocol: `${url.scheme}:`,
    username: url.username,
    password: url.password,
    host: host === null ? "" : url.port === null ? host : `${host}:${url.port}`,
    hostname: host === null ? "" : host,
    port: url.port === null ? "" : String(url.port),
    pathname: serializePath(url),
    search: query === null || query === "" ? "" : `?${query}`,
    hash: fragment === null || fragment === "" ? "" : `#${fragment}`,
  };
}

function run(file: string): void {
  const cases = readWPTCases<URLTestCase>(file);
  const skip = new Set<string>(
    (expectedFailures as Record<string, { input: string }[]>)[file]?.map((e) => e.input) ?? [],
  );
  it(`has its cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThan(file === "urltestdata.json" ? 800 : 0);
  });
  for (const [n, test] of cases.entries()) {
    if (skip.has(test.input)) continue;
    it(`#${n} ${JSON.stringify(test.input)} against ${JSON.stringify(test.base)}`, () => {
      const url = parseURL(test.input, { base: test.base ?? undefined });
      expect(canParseURL(test.input, test.base)).toBe(test.failure !== true);
      if (test.failure === true) {
        expect(url).toBeNull();
        expect(parseURL(test.input, { base: test.base ?? undefined, onValidationError: () => {} })).toBeNull();
        return;
      }
      expect(url).not.toBeNull();
      const actual = attributes(url as URLRecord);
      const expected: Record<string, string> = {};
      const got: Record<string, string> = {};
      for (const key of URL_ATTRIBUTES) {
        const value = test[key];
        if (typeof value !== "string") continue;
        expected[key] = value;
        got[key] = actual[key];
      }
      expect(got).toEqual(expected);
      // The href parses back to the same href (the serializer's round trip).
      expect(serializeURL(parseURL(actual.href) as URLRecord)).toBe(actual.href);
      // A listener forces the general state machine (no single-pass shortcut): same record.
      const general = parseURL(test.input, { base: test.base ?? undefined, onValidationError: () => {} });
      expect(general === null ? null : attributes(general)).toEqual(actual);
    });
  }
}

describe("urltestdata.json", () => run("urltestdata.json"));
describe("urltestdata-javascript-only.json", () => run("urltestdata-javascript-only.json"));
