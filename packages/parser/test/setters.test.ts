import { readWPT } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import {
  applyStateOverride,
  basicURLParse,
  cannotHaveUsernamePasswordPort,
  hasOpaquePath,
  includesCredentials,
  parseURL,
  serializeOrigin,
  setFragment,
  setPort,
  setQuery,
  setThePassword,
  setTheUsername,
  type URLRecord,
} from "../src/index.ts";

// The URL class's setters exactly as the standard's API section writes them, on top of this package:
// what @urlkit/url does, kept minimal here to test basicURLParse's state overrides.
const setters: Record<string, (url: URLRecord, value: string) => URLRecord> = {
  href(url, value) {
    return parseURL(value) ?? url;
  },
  protocol(url, value) {
    basicURLParse(`${value}:`, { url, stateOverride: "scheme-start" });
    return url;
  },
  username(url, value) {
    if (!cannotHaveUsernamePasswordPort(url)) setTheUsername(url, value);
    return url;
  },
  password(url, value) {
    if (!cannotHaveUsernamePasswordPort(url)) setThePassword(url, value);
    return url;
  },
  host(url, value) {
    if (!hasOpaquePath(url)) basicURLParse(value, { url, stateOverride: "host" });
    return url;
  },
  hostname(url, value) {
    if (!hasOpaquePath(url)) basicURLParse(value, { url, stateOverride: "hostname" });
    return url;
  },
  port(url, value) {
    if (cannotHaveUsernamePasswordPort(url)) return url;
    if (value === "") setPort(url, null);
    else basicURLParse(value, { url, stateOverride: "port" });
    return url;
  },
  pathname(url, value) {
    if (!hasOpaquePath(url)) basicURLParse(value, { url, stateOverride: "path-start" });
    return url;
  },
  search(url, value) {
    if (value === "") setQuery(url, null);
    else basicURLParse(value.charCodeAt(0) === 0x3f ? value.slice(1) : value, { url, stateOverride: "query" });
    return url;
  },
  hash(url, value) {
    if (value === "") setFragment(url, null);
    else basicURLParse(value.charCodeAt(0) === 0x23 ? value.slice(1) : value, { url, stateOverride: "fragment" });
    return url;
  },
};

function attribute(url: URLRecord, name: string): string {
  switch (name) {
    case "href":
      return url.href;
    case "origin":
      return serializeOrigin(url);
    case "protocol":
      return `${url.scheme}:`;
    case "username":
      return url.username;
    case "password":
      return url.password;
    case "host":
      return url.host === null ? "" : url.port === null ? url.host : `${url.host}:${url.port}`;
    case "hostname":
      return url.hostname;
    case "port":
      return url.port === null ? "" : String(url.port);
    case "pathname":
      return url.pathname;
    case "search":
      return url.query === null || url.query === "" ? "" : `?${url.query}`;
    case "hash":
      return url.fragment === null || url.fragment === "" ? "" : `#${url.fragment}`;
    default:
      throw new Error(`unknown attribute ${name}`);
  }
}

interface SetterCase {
  href: string;
  new_value: string;
  expected: Record<string, string>;
}

describe("setters_tests.json through basicURLParse with a state override", () => {
  const data = readWPT<Record<string, SetterCase[] | unknown>>("setters_tests.json");
  const names = Object.keys(data).filter((k) => k !== "comment");
  it("has every setter", () => expect(names.length).toBeGreaterThanOrEqual(10));
  for (const name of names) {
    for (const [n, test] of (data[name] as SetterCase[]).entries()) {
      it(`${name} #${n}: ${JSON.stringify(test.href)} ← ${JSON.stringify(test.new_value)}`, () => {
        const url = setters[name](parseURL(test.href) as URLRecord, test.new_value);
        const got: Record<string, string> = {};
        for (const key of Object.keys(test.expected)) got[key] = attribute(url, key);
        expect(got).toEqual(test.expected);
        // The record stays coherent: its href parses to the same record.
        expect(parseURL(url.href)?.href).toBe(url.href);
      });
    }
  }
});

describe("state override details", () => {
  it("returns the record, or null for the standard's failure, keeping earlier changes", () => {
    const url = parseURL("http://example.net:8080/path") as URLRecord;
    expect(basicURLParse("example.com:99999", { url, stateOverride: "host" })).toBeNull();
    expect(url.href).toBe("http://example.com:8080/path");
    expect(basicURLParse("example.org:81", { url, stateOverride: "host" })).toBe(url);
    expect(url.href).toBe("http://example.org:81/path");
  });
  it("scheme-start fails on a non-alpha start (Location's protocol setter) and returns without change otherwise", () => {
    const url = parseURL("http://example.net/") as URLRecord;
    expect(basicURLParse("1http:", { url, stateOverride: "scheme-start" })).toBeNull();
    expect(basicURLParse("foo:", { url, stateOverride: "scheme-start" })).toBe(url);
    expect(url.href).toBe("http://example.net/");
    expect(basicURLParse("wss:", { url, stateOverride: "scheme-start" })).toBe(url);
    expect(url.href).toBe("wss://example.net/");
  });
  it("drops the port when a new scheme makes it the default", () => {
    const url = parseURL("http://example.net:443/") as URLRecord;
    basicURLParse("https:", { url, stateOverride: "scheme-start" });
    expect(url.href).toBe("https://example.net/");
    expect(url.port).toBeNull();
  });
  it("replaces the query, fragment and path it names", () => {
    const url = parseURL("http://h/a/b?q#f") as URLRecord;
    basicURLParse("x y#z", { url, stateOverride: "query" });
    expect(url.href).toBe("http://h/a/b?x%20y%23z#f");
    basicURLParse("a#b c", { url, stateOverride: "fragment" });
    expect(url.href).toBe("http://h/a/b?x%20y%23z#a#b%20c");
    basicURLParse("/c/../d?e", { url, stateOverride: "path-start" });
    expect(url.href).toBe("http://h/d%3Fe?x%20y%23z#a#b%20c");
  });
  it("splices a new query or fragment into the string with the offsets of a fresh parse", () => {
    for (const href of ["http://u:p@h:8/a//b/?q#f", "http://h/a", "file:///C:/x#f", "foo:/.//p?q", "foo:op#f"]) {
      for (const [input, override, errorCount] of [
        ["n\u00e9w \t'q", "query", 2], // the tab and the space
        ["", "query", 0],
        ["n#w`f", "fragment", 2], // "#" and "`" are not URL code points
        ["\n", "fragment", 1],
      ] as const) {
        const url = parseURL(href) as URLRecord;
        const errors: string[] = [];
        expect(applyStateOverride(url, input, override, { onValidationError: (e) => errors.push(e.type) })).toBe(true);
        expect({ ...(parseURL(url.href) as URLRecord) }).toEqual({ ...url });
        expect(url.pathname).toBe((parseURL(href) as URLRecord).pathname);
        expect(errors).toEqual(Array(errorCount).fill("invalid-URL-unit"));
      }
    }
  });
  it("reports a query or fragment override's errors at the indexes of the value given", () => {
    for (const override of ["query", "fragment"] as const) {
      const errors: [string, number][] = [];
      const url = parseURL("http://h/") as URLRecord;
      applyStateOverride(url, "a b\t%zz#", override, { onValidationError: (e) => errors.push([e.type, e.index]) });
      // The tab as the input is cleaned, then the space, the "%" without two hex digits and "#" as the state reads.
      expect(errors).toEqual([3, 1, 4, 7].map((index) => ["invalid-URL-unit", index]));
    }
  });
  it("passes the encoding override to the query state (not for ws/wss or non-special URLs)", () => {
    const latin1 = { name: "test-latin1", encode: (s: string) => Array.from(s, (c) => c.charCodeAt(0)) };
    const url = parseURL("http://h/?x", { encoding: latin1 }) as URLRecord;
    basicURLParse("\u00e9", { url, stateOverride: "query", encoding: latin1 });
    expect(url.query).toBe("%E9");
    expect(parseURL("http://h/?\u00e9", { encoding: latin1 })?.query).toBe("%E9");
    expect(parseURL("ws://h/?\u00e9", { encoding: latin1 })?.query).toBe("%C3%A9");
    expect(parseURL("foo://h/?\u00e9", { encoding: latin1 })?.query).toBe("%C3%A9");
  });
  it("rejects bad arguments with a clear error", () => {
    const url = parseURL("http://h/") as URLRecord;
    expect(() => basicURLParse("x", { url })).toThrow(/together/);
    expect(() => basicURLParse("x", { url, stateOverride: "authority" as never })).toThrow(
      /unknown state override authority/,
    );
    expect(() => basicURLParse("x", { url: {} as URLRecord, stateOverride: "host" })).toThrow(
      /expected a URL record from @urlkit\/parser, got object/,
    );
    expect(() => basicURLParse(1 as unknown as string)).toThrow(/input must be a string/);
    expect(() => applyStateOverride(url, 1 as unknown as string, "host")).toThrow(/input must be a string/);
    expect(() => applyStateOverride(null as unknown as URLRecord, "x", "host")).toThrow(/got null/);
    expect(() => applyStateOverride(url, "x", Symbol() as never)).toThrow(/unknown state override Symbol\(\)/);
    expect(() => applyStateOverride(url, "x", "__proto__" as never)).toThrow(/unknown state override/);
    expect(url.href).toBe("http://h/");
  });
});

describe("direct setters", () => {
  it("setQuery / setFragment splice the string and keep the offsets right", () => {
    const url = parseURL("https://u:p@h:8/p?q#f") as URLRecord;
    setQuery(url, "a=1&b=%20");
    expect([url.href, url.query, url.fragment, url.pathname]).toEqual([
      "https://u:p@h:8/p?a=1&b=%20#f",
      "a=1&b=%20",
      "f",
      "/p",
    ]);
    setQuery(url, null);
    expect([url.href, url.query, url.fragment]).toEqual(["https://u:p@h:8/p#f", null, "f"]);
    setQuery(url, "");
    expect([url.href, url.query]).toEqual(["https://u:p@h:8/p?#f", ""]);
    setFragment(url, null);
    expect([url.href, url.fragment, url.query]).toEqual(["https://u:p@h:8/p?", null, ""]);
    setFragment(url, "x#y");
    expect(url.href).toBe("https://u:p@h:8/p?#x#y");
    expect(url.fragment).toBe("x#y");
  });
  it("an opaque path needs nothing more when the query or fragment goes (no trailing space is possible)", () => {
    const url = parseURL("data:space ?query#frag") as URLRecord;
    expect(url.pathname).toBe("space%20");
    setQuery(url, null);
    setFragment(url, null);
    expect(url.href).toBe("data:space%20");
    expect(parseURL(url.href)?.href).toBe(url.href);
  });
  it("setQuery / setFragment refuse values that would corrupt the record", () => {
    const url = parseURL("https://h/") as URLRecord;
    expect(() => setQuery(url, "a#b")).toThrow(/setQuery: expected percent-encoded ASCII .*, no #\), found "#" at 1/);
    expect(() => setQuery(url, "a b")).toThrow(/found " " at 1/);
    expect(() => setFragment(url, "x#\u00e9")).toThrow(/setFragment: .*\(U\+0021 to U\+007E\), found "é" at 2/);
    expect(() => setFragment(url, "\ud800")).toThrow(/found "\\ud800" at 0/);
    expect(() => setQuery(url, 1 as unknown as string)).toThrow(/expected a string or null, got number/);
    setFragment(url, "#!~");
    expect(url.fragment).toBe("#!~");
    expect(url.href).toBe("https://h/##!~");
  });
  it("setPort sets, clears and normalizes the default port, and checks its argument", () => {
    const url = parseURL("https://h/") as URLRecord;
    setPort(url, 8443);
    expect(url.href).toBe("https://h:8443/");
    setPort(url, 443);
    expect(url.href).toBe("https://h/");
    expect(() => setPort(url, 65536)).toThrow(RangeError);
    expect(() => setPort(url, 1.5)).toThrow(RangeError);
  });
  it("set the username / password percent-encode with the userinfo set", () => {
    const url = parseURL("https://h/") as URLRecord;
    setTheUsername(url, "a b@c");
    expect(url.href).toBe("https://a%20b%40c@h/");
    setThePassword(url, "p:w");
    expect(url.href).toBe("https://a%20b%40c:p%3Aw@h/");
    setTheUsername(url, "");
    expect(url.href).toBe("https://:p%3Aw@h/");
    setThePassword(url, "");
    expect(url.href).toBe("https://h/");
    expect(includesCredentials(url)).toBe(false);
  });
});
