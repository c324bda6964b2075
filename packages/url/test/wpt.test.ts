// The web-platform-tests URL harnesses (url-constructor, url-origin, url-statics-parse / -canparse,
// url-setters, toascii, IdnaTestV2), run against this package's URL class (the data through tooling's locator).

import { idnaInput, readWPT, readWPTCases, URL_ATTRIBUTES, type URLTestCase } from "@urlkit/tooling";
import { URL as TR46URL, type URLConstructor } from "@urlkit/url";
import { URL as PlatformURL } from "@urlkit/url/platform-idna";
import { describe, expect, it } from "vitest";
// The host package owns the list of IdnaTestV2 cases tr46's newer Unicode data decides differently.
import hostExpectedFailures from "../../host/test/expected-failures.json" with { type: "json" };

interface SetterCase {
  href: string;
  new_value: string;
  expected: Record<string, string>;
  comment?: string;
}

interface HostCase {
  input: string;
  output: string | null;
}

// Every case lists these; origin is compared when the case has it.
const ATTRIBUTES = URL_ATTRIBUTES.filter((attribute) => attribute !== "origin");

const tr46Failures = hostExpectedFailures.filter((f) => f.file === "IdnaTestV2.json");

// Each entry's class, and the IdnaTestV2 inputs its IDNA is expected to decide differently from the file.
const ENTRIES: [entry: string, URL: URLConstructor, idnaFailures: { input: string; reason: string }[]][] = [
  ["@urlkit/url", TR46URL, tr46Failures],
  // Node 24's own IDNA has the Unicode data of IdnaTestV2.json, so the Unicode-drift pair passes through it. Where
  // the runtime has no URL (the Hermes VM), platform-idna falls back to approximateIDNA, which follows tr46's data.
  ["@urlkit/url/platform-idna", PlatformURL, typeof globalThis.URL === "function" ? [] : tr46Failures],
];

for (const [entry, URL, idnaFailures] of ENTRIES) describe(entry, () => conformance(URL, idnaFailures));

function conformance(URL: URLConstructor, idnaFailures: { input: string; reason: string }[]): void {
  function runURLTestData(file: string, minimum: number): void {
    const all = readWPTCases<URLTestCase>(file);
    it(`has the cases (at least ${minimum})`, () => expect(all.length).toBeGreaterThanOrEqual(minimum));
    for (const c of all) {
      const base = c.base !== null ? c.base : undefined;
      it(`${JSON.stringify(c.input)} against ${JSON.stringify(c.base)}`, () => {
        if (c.failure) {
          expect(() => new URL(c.input, base)).toThrow(TypeError);
          expect(URL.parse(c.input, base)).toBe(null);
          expect(URL.canParse(c.input, base)).toBe(false);
          return;
        }
        const url = new URL(c.input, base);
        const record = url as unknown as Record<string, unknown>;
        for (const attribute of ATTRIBUTES) {
          expect(record[attribute], attribute).toBe(c[attribute]);
        }
        if ("origin" in c) expect(url.origin, "origin").toBe(c.origin);
        if ("searchParams" in c) {
          expect("searchParams" in url).toBe(true);
          expect(url.searchParams.toString(), "searchParams").toBe(c.searchParams);
        }
        expect(URL.canParse(c.input, base)).toBe(true);
        const parsed = URL.parse(c.input, base);
        expect(parsed).toBeInstanceOf(URL);
        expect(parsed!.href).toBe(c.href);
        expect(parsed).not.toBe(URL.parse(c.input, base));
      });
    }
  }

  describe("urltestdata.json", () => runURLTestData("urltestdata.json", 800));
  describe("urltestdata-javascript-only.json", () => runURLTestData("urltestdata-javascript-only.json", 1));

  describe("setters_tests.json", () => {
    const data = readWPT<Record<string, SetterCase[] | string[]>>("setters_tests.json");
    const attributes = Object.keys(data).filter((key) => key !== "comment");
    it("covers every settable attribute", () => {
      expect(attributes.sort()).toEqual(
        ["hash", "host", "hostname", "href", "password", "pathname", "port", "protocol", "search", "username"].sort(),
      );
    });
    for (const attribute of attributes) {
      describe(attribute, () => {
        for (const c of data[attribute] as SetterCase[]) {
          it(`<${c.href}>.${attribute} = ${JSON.stringify(c.new_value)}${c.comment ? ` (${c.comment})` : ""}`, () => {
            const url = new URL(c.href);
            (url as unknown as Record<string, string>)[attribute] = c.new_value;
            for (const [key, value] of Object.entries(c.expected)) {
              expect((url as unknown as Record<string, string>)[key], key).toBe(value);
            }
          });
        }
      });
    }
  });

  describe("toascii.json", () => {
    const all = readWPTCases<HostCase>("toascii.json");
    it("has the cases the README describes", () => expect(all.length).toBe(87));
    for (const c of all) {
      it(`${JSON.stringify(c.input)} (new URL()) → ${c.output ?? "failure"}`, () => checkHost(c.input, c.output));
      for (const attribute of ["host", "hostname"] as const) {
        it(`${JSON.stringify(c.input)} (${attribute}) → ${c.output ?? "failure"}`, () => {
          const url = new URL("https://x/x");
          url[attribute] = c.input;
          expect(url[attribute]).toBe(c.output === null ? "x" : c.output);
        });
      }
    }
  });

  function checkHost(input: string, output: string | null): void {
    if (output === null) {
      expect(() => new URL(`https://${input}/x`)).toThrow(TypeError);
      return;
    }
    const url = new URL(`https://${input}/x`);
    expect(url.host).toBe(output);
    expect(url.hostname).toBe(output);
    expect(url.pathname).toBe("/x");
    expect(url.href).toBe(`https://${output}/x`);
  }

  describe("IdnaTestV2.json", () => {
    const all = readWPTCases<HostCase>("IdnaTestV2.json").filter((c) => c.input !== "");
    const known = new Map(idnaFailures.map((f) => [f.input, f.reason] as const));
    it("has the UTS #46 cases", () => expect(all.length).toBeGreaterThan(2600));
    it("lists only expected failures that exist in the file", () => {
      const inputs = new Set(all.map((c) => idnaInput(c.input)));
      for (const input of known.keys()) expect(inputs.has(input), input).toBe(true);
    });
    for (const c of all) {
      const input = idnaInput(c.input);
      it(`${JSON.stringify(input)} → ${c.output ?? "failure"}`, () => {
        const reason = known.get(input);
        if (reason === undefined) return checkHost(input, c.output);
        // An expected failure must still fail; once it passes, it has to leave the list.
        expect(() => checkHost(input, c.output), reason).toThrow();
      });
    }
  });
}
