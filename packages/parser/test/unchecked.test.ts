// `@urlkit/parser/unchecked` is what the URL class needs without argument checks or validation errors: the main
// entry's functions under their names with the same results for well-typed arguments, and basicURLParse, which gives
// the reason of a failure (the URL class runs on it, so its WPT run covers it too).
import { tr46IDNA } from "@urlkit/host";
import { platformIDNA } from "@urlkit/host/platform-idna";
import { readWPT, readWPTCases, type URLTestCase } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import type { StateOverride, URLRecord } from "../src/index.ts";
import * as checked from "../src/index.ts";
import * as unchecked from "../src/unchecked.ts";

const urlCases = readWPTCases<URLTestCase>("urltestdata.json");

interface SetterCase {
  href: string;
  new_value: string;
}

const OVERRIDE_OF: Record<string, StateOverride> = {
  protocol: "scheme-start",
  host: "host",
  hostname: "hostname",
  port: "port",
  pathname: "path-start",
  search: "query",
  hash: "fragment",
};

describe("@urlkit/parser/unchecked", () => {
  it("exports names of the main entry, each a different function from the checked one", () => {
    // basicURLParseBase has no checked twin: the main entry's parseURL and canParseURL take a string base.
    const names = Object.keys(unchecked).filter((name) => name !== "basicURLParseBase");
    expect(names.length).toBe(10);
    for (const name of names) {
      expect(typeof (checked as Record<string, unknown>)[name], name).toBe("function");
      expect((unchecked as Record<string, unknown>)[name], name).not.toBe((checked as Record<string, unknown>)[name]);
    }
  });

  it("basicURLParse, canParseURL and serializeOrigin agree with the checked functions on every urltestdata case", () => {
    let failures = 0;
    for (const test of urlCases) {
      const base = test.base ?? undefined;
      const reference = checked.parseURL(test.input, { base });
      expect(unchecked.canParseURL(test.input, base, tr46IDNA), test.input).toBe(reference !== null);
      const baseRecord = base === undefined ? null : checked.parseURL(base);
      if (baseRecord === null && base !== undefined) continue;
      const ours = unchecked.basicURLParse(test.input, baseRecord, tr46IDNA);
      if (typeof ours === "string") {
        // A failure gives its reason: the fatal error validateURL marks.
        expect(reference, test.input).toBeNull();
        const fatal = checked.validateURL(test.input, { base: baseRecord }).find((error) => error.fatal);
        expect(ours, test.input).toBe(fatal?.type);
        failures++;
      } else {
        expect(ours.href, test.input).toBe(reference?.href);
        expect(unchecked.serializeOrigin(ours, tr46IDNA)).toBe(checked.serializeOrigin(ours));
        expect(unchecked.cannotHaveUsernamePasswordPort(ours)).toBe(checked.cannotHaveUsernamePasswordPort(ours));
      }
    }
    expect(failures).toBeGreaterThan(100);
  });

  it("canParseURL takes a record or a string base", () => {
    const base = checked.parseURL("http://example.com/a/b?q#f") as URLRecord;
    expect(unchecked.canParseURL("../c", base, tr46IDNA)).toBe(true);
    expect(unchecked.canParseURL("../c", "http://example.com/", tr46IDNA)).toBe(true);
    expect(unchecked.canParseURL("x", "not a url", tr46IDNA)).toBe(false);
    expect(unchecked.basicURLParse("x", null, tr46IDNA)).toBe("missing-scheme-non-relative-URL");
  });

  it("basicURLParseBase parses a base string once for each IDNA implementation", () => {
    const base = "https://example.com/a/b?q#f";
    const record = unchecked.basicURLParseBase(base, tr46IDNA);
    expect(unchecked.basicURLParseBase(base, tr46IDNA)).toBe(record);
    expect((record as URLRecord).href).toBe(base);
    expect(unchecked.basicURLParseBase("not a url", tr46IDNA)).toBe("missing-scheme-non-relative-URL");
    // A host of the Unicode-drift pair (the host package's expected failures): valid for tr46 7 (Unicode 18),
    // failing for a platform whose Unicode data is older, as Node 24's is. Neither takes the other's result.
    const drift = "https://\u{3E8AC}\u3002\u0729\u3002\uCBD95/";
    const platform = typeof unchecked.basicURLParse(drift, null, platformIDNA) !== "string";
    for (let round = 0; round < 2; round++) {
      expect((unchecked.basicURLParseBase(drift, tr46IDNA) as URLRecord).host).toBe("xn--t92s.xn--znb.xn--5-y88f");
      expect(typeof unchecked.basicURLParseBase(drift, platformIDNA) !== "string").toBe(platform);
      expect(unchecked.canParseURL("x", drift, platformIDNA)).toBe(platform);
      expect(unchecked.canParseURL("x", drift, tr46IDNA)).toBe(true);
    }
  });

  it("applyStateOverride changes a record as the checked one does on every setters_tests.json case", () => {
    const data = readWPT<Record<string, SetterCase[] | unknown>>("setters_tests.json");
    let compared = 0;
    for (const [name, override] of Object.entries(OVERRIDE_OF)) {
      for (const test of data[name] as SetterCase[]) {
        const ours = checked.parseURL(test.href) as URLRecord;
        const reference = checked.parseURL(test.href) as URLRecord;
        const ok = unchecked.applyStateOverride(ours, test.new_value, override, tr46IDNA);
        expect(ok, `${name} ← ${test.new_value}`).toBe(checked.applyStateOverride(reference, test.new_value, override));
        expect(ours.href, `${name} ← ${test.new_value}`).toBe(reference.href);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it("the setter helpers write what the checked ones write", () => {
    const steps: [string, (url: URLRecord) => void, (url: URLRecord) => void][] = [
      ["username", (u) => unchecked.setTheUsername(u, "us er"), (u) => checked.setTheUsername(u, "us er")],
      ["password", (u) => unchecked.setThePassword(u, "p@ss"), (u) => checked.setThePassword(u, "p@ss")],
      ["port", (u) => unchecked.setPort(u, 8080), (u) => checked.setPort(u, 8080)],
      ["default port", (u) => unchecked.setPort(u, 443), (u) => checked.setPort(u, 443)],
      ["no port", (u) => unchecked.setPort(u, null), (u) => checked.setPort(u, null)],
      ["query", (u) => unchecked.setQuery(u, "a=%20"), (u) => checked.setQuery(u, "a=%20")],
      ["no query", (u) => unchecked.setQuery(u, null), (u) => checked.setQuery(u, null)],
      ["fragment", (u) => unchecked.setFragment(u, "f#g"), (u) => checked.setFragment(u, "f#g")],
      ["no fragment", (u) => unchecked.setFragment(u, null), (u) => checked.setFragment(u, null)],
    ];
    // (URLs that can have credentials and a port: the URL class checks that before calling these.)
    for (const href of ["https://u:p@example.com:81/p?q#h", "https://example.com/", "ws://h/p?q"]) {
      for (const [name, ours, reference] of steps) {
        const a = checked.parseURL(href) as URLRecord;
        const b = checked.parseURL(href) as URLRecord;
        ours(a);
        reference(b);
        expect(a.href, `${href}: ${name}`).toBe(b.href);
        expect(checked.parseURL(a.href)?.href, `${href}: ${name} reparses`).toBe(a.href);
      }
    }
  });

  it("leaves the argument checks to the main entry", () => {
    const url = checked.parseURL("https://example.com/") as URLRecord;
    expect(() => checked.parseURL(1 as never)).toThrow(/parseURL: input must be a string, got number/);
    expect(() => checked.parseURL("a", { base: {} as never })).toThrow(
      /parseURL \(options.base\): expected a URL record/,
    );
    expect(() => checked.canParseURL("a", {} as never)).toThrow(/canParseURL \(base\): expected a URL record/);
    expect(() => checked.applyStateOverride(url, "x", "bogus" as never)).toThrow(/unknown state override bogus/);
    expect(() => checked.applyStateOverride({} as never, "x", "host")).toThrow(
      /applyStateOverride: expected a URL record/,
    );
    expect(() => checked.setTheUsername(url, 1 as never)).toThrow(/setTheUsername: input must be a string/);
    expect(() => checked.setPort(url, 70000)).toThrow(RangeError);
    expect(() => checked.setQuery(url, "a b")).toThrow(/setQuery: expected percent-encoded ASCII/);
    expect(() => checked.serializeOrigin({} as never)).toThrow(/serializeOrigin: expected a URL record/);
  });
});
