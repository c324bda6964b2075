// The URLPattern class's Web IDL behaviour (overloads, argument conversion, the interface's shape), its error
// messages, the groups objects, and a differential fuzz against the running Node's native URLPattern (at the end).
import { URLPattern } from "@urlkit/pattern";
import { DATASETS, readDataset } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("construction and overloads", () => {
  it("takes no arguments as an empty URLPatternInit (every component a wildcard)", () => {
    const pattern = new URLPattern();
    expect(pattern.pathname).toBe("*");
    expect(pattern.test("https://a/b?c#d")).toBe(true);
    expect(new URLPattern(undefined).hostname).toBe("*");
    expect(new URLPattern(null as unknown as string).hostname).toBe("*");
  });

  it("reads a string second argument as the base URL and an object as the options", () => {
    expect(new URLPattern("/a/:b", "https://example.com/x").hostname).toBe("example.com");
    const ignoring = new URLPattern({ pathname: "/A" }, { ignoreCase: true });
    expect(ignoring.test("https://x/a")).toBe(true);
    expect(new URLPattern({ pathname: "/A" }, undefined).test("https://x/a")).toBe(false);
    expect(new URLPattern({ pathname: "/A" }, null as unknown as URLPatternOptionsLike).test("https://x/a")).toBe(
      false,
    );
    expect(new URLPattern("/A", "https://x", { ignoreCase: true }).test("https://x/a")).toBe(true);
  });

  it("converts ignoreCase with ToBoolean", () => {
    expect(new URLPattern({ pathname: "/A" }, { ignoreCase: 1 as unknown as boolean }).test("https://x/a")).toBe(true);
    expect(new URLPattern({ pathname: "/A" }, { ignoreCase: "" as unknown as boolean }).test("https://x/a")).toBe(
      false,
    );
  });

  it("converts the dictionary's members in lexicographic order, skipping undefined ones", () => {
    const read: string[] = [];
    const init = new Proxy(
      { pathname: "/p", hash: undefined },
      {
        get(target, key) {
          read.push(String(key));
          return Reflect.get(target, key);
        },
      },
    );
    const pattern = new URLPattern(init);
    expect(read).toEqual([
      "baseURL",
      "hash",
      "hostname",
      "password",
      "pathname",
      "port",
      "protocol",
      "search",
      "username",
    ]);
    expect(pattern.hash).toBe("*");
    expect(pattern.pathname).toBe("/p");
  });

  it("converts members and string inputs to USVStrings (lone surrogates become U+FFFD)", () => {
    expect(new URLPattern({ pathname: { toString: () => "/x" } as unknown as string }).pathname).toBe("/x");
    expect(new URLPattern({ hash: "\ud800" }).hash).toBe("%EF%BF%BD");
    expect(() => new URLPattern(Symbol() as unknown as string)).toThrow(TypeError);
    expect(() => new URLPattern({ pathname: Symbol() as unknown as string })).toThrow(TypeError);
  });

  it("rejects options that are not an object, and a base URL with a URLPatternInit", () => {
    expect(() => new URLPattern("https://x", "https://y", 1 as unknown as URLPatternOptionsLike)).toThrow(TypeError);
    expect(() => new URLPattern({ pathname: "/" }, "https://x")).toThrow(
      "Failed to construct 'URLPattern': a baseURL argument goes with a pattern string, not a URLPatternInit",
    );
  });

  it("names the component, the pattern and the index in its TypeError", () => {
    expect(() => new URLPattern({ pathname: "/:id(" })).toThrow(
      `Failed to construct 'URLPattern': invalid pathname pattern "/:id(": an unclosed regexp group at index 4`,
    );
    expect(() => new URLPattern({ pathname: "/:a/:a" })).toThrow(
      /pathname pattern "\/:a\/:a": a duplicate group name "a" at index 4/,
    );
    expect(() => new URLPattern({ hostname: "a b" })).toThrow(
      /invalid hostname pattern "a b": "a b" is not a valid hostname/,
    );
    expect(() => new URLPattern({ search: "{a" })).toThrow(
      /invalid search pattern "{a": expected "}", found the end of the pattern at index 2/,
    );
    expect(() => new URLPattern({ pathname: "/([a-z]&&[)" })).toThrow(/invalid pathname pattern .*regular expression/);
    expect(() => new URLPattern("(ht:tp://x")).toThrow(
      `Failed to construct 'URLPattern': invalid protocol pattern "(ht:tp": an unclosed regexp group at index 0`,
    );
    expect(() => new URLPattern("/relative")).toThrow(/the relative pattern "\/relative" needs a baseURL/);
    expect(() => new URLPattern({ baseURL: "nope" })).toThrow(/invalid baseURL "nope"/);
  });
});

describe("test() and exec()", () => {
  const pattern = new URLPattern({ pathname: "/books/:id(\\d+)" });

  it("default the input to an empty URLPatternInit", () => {
    expect(new URLPattern({}).test()).toBe(true);
    expect(new URLPattern({ pathname: "/x" }).test()).toBe(false);
    expect(new URLPattern({}).exec()?.inputs).toEqual([{}]);
  });

  it("return the inputs: the string and the base URL, or a copy of the converted dictionary", () => {
    expect(pattern.exec("/books/12", "https://x")?.inputs).toEqual(["/books/12", "https://x"]);
    const init = { pathname: "/books/12", extra: "ignored" };
    const result = pattern.exec(init);
    expect(result?.inputs).toEqual([{ pathname: "/books/12" }]);
    expect(result?.inputs[0]).not.toBe(init);
  });

  it("return false / null for a URL or base URL that does not parse, or an init that does not canonicalize", () => {
    expect(pattern.test("/books/12")).toBe(false);
    expect(pattern.exec("/books/12", "not a url")).toBe(null);
    expect(pattern.test({ hostname: "a b", pathname: "/books/1" })).toBe(false);
  });

  it("throw a TypeError for a base URL with a URLPatternInit", () => {
    expect(() => pattern.test({ pathname: "/books/1" }, "https://x")).toThrow(
      "URLPattern.test: a baseURL argument goes with a URL string, not a URLPatternInit",
    );
    expect(() => pattern.exec({}, "https://x")).toThrow(TypeError);
  });

  it("give every group, undefined for one that matched nothing", () => {
    const optional = new URLPattern({ pathname: "/a/:x?/:y(\\d+)?" });
    expect(optional.exec("https://h/a")?.pathname.groups).toStrictEqual({ x: undefined, y: undefined });
    expect(optional.exec("https://h/a/b/7")?.pathname).toStrictEqual({ input: "/a/b/7", groups: { x: "b", y: "7" } });
  });

  it("keep group names such as __proto__ as own data properties", () => {
    const result = new URLPattern({ pathname: "/:__proto__/:constructor/:toString" }).exec("https://h/a/b/c");
    const groups = result?.pathname.groups as Record<string, string>;
    expect(Object.getOwnPropertyNames(groups)).toEqual(["__proto__", "constructor", "toString"]);
    expect(Object.getPrototypeOf(groups)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(groups, "__proto__")?.value).toBe("a");
  });

  it("match case-insensitively with ignoreCase in the pathname, search and hash only", () => {
    const pattern = new URLPattern({ hostname: "example.com", pathname: "/A/*", search: "Q=*" }, { ignoreCase: true });
    expect(pattern.test("https://EXAMPLE.com/a/b?q=1")).toBe(true);
    expect(new URLPattern({ protocol: "HTTPS" }, { ignoreCase: true }).protocol).toBe("https");
  });
});

describe("compareComponent", () => {
  it("checks its arguments", () => {
    const a = new URLPattern({ pathname: "/a" });
    expect(() => URLPattern.compareComponent("path" as "pathname", a, a)).toThrow(
      /"path" is not a URLPatternComponent/,
    );
    expect(() => URLPattern.compareComponent("pathname", a, {} as URLPattern)).toThrow(/right is not a URLPattern/);
    expect(() => (URLPattern.compareComponent as (...args: unknown[]) => number)("pathname", a)).toThrow(
      /3 arguments required, but only 2 present/,
    );
  });
});

describe("the Web IDL interface's shape", () => {
  it("has enumerable operations and attributes, the class string and the function lengths", () => {
    const keys: string[] = [];
    for (const key in new URLPattern()) keys.push(key);
    expect(keys.sort()).toEqual(
      [
        "exec",
        "hasRegExpGroups",
        "hash",
        "hostname",
        "password",
        "pathname",
        "port",
        "protocol",
        "search",
        "test",
        "username",
      ].sort(),
    );
    expect(Object.prototype.toString.call(new URLPattern())).toBe("[object URLPattern]");
    expect(URLPattern.length).toBe(0);
    expect(URLPattern.prototype.test.length).toBe(0);
    expect(URLPattern.prototype.exec.length).toBe(0);
    expect(URLPattern.compareComponent.length).toBe(3);
    expect(Object.keys(URLPattern)).toEqual(["compareComponent"]);
  });

  it("reports hasRegExpGroups", () => {
    expect(new URLPattern({ pathname: "/:id" }).hasRegExpGroups).toBe(false);
    expect(new URLPattern({ search: "(a|b)" }).hasRegExpGroups).toBe(true);
  });

  it("checks the receiver of its getters", () => {
    const getter = Object.getOwnPropertyDescriptor(URLPattern.prototype, "pathname")?.get;
    expect(() => getter?.call({})).toThrow(TypeError);
    expect(() => URLPattern.prototype.test.call({}, "https://x")).toThrow(TypeError);
  });
});

type URLPatternOptionsLike = { ignoreCase?: boolean };

// A differential fuzz against the running Node's native URLPattern (ada): random patterns built from the pieces of
// the WPT corpus' grammar (fixed text, named groups, regexp groups, wildcards, escapes, { } groups and modifiers)
// for each component, matched against URLs from the datasets and URLs made of the same pieces. Both must agree on
// whether construction throws, on every component's pattern string, on test() and on exec()'s inputs and groups.
// The one documented difference (DIFFERENCES below) is where the standard and ada part ways; anything else fails.
type Init = Record<string, string>;

interface PatternLike {
  test(input: string | Init): boolean;
  exec(input: string | Init): Record<string, { input: string; groups: Record<string, string | undefined> }> | null;
}

const NativePattern = (globalThis as unknown as { URLPattern?: new (input: string | Init) => PatternLike }).URLPattern;

const COMPONENTS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"] as const;

// The pieces WPT's patterns are made of.
const text = fc.constantFrom("a", "foo", "bar", "index", ".html", "-", "~", "%20", "é", "A", "_", "1", "x.y", " ");
const name = fc.constantFrom(":id", ":name", ":x", ":_a", ":ä", ":foo");
const regexp = fc.constantFrom("(\\d+)", "([a-z]+)", "(.*)", "(foo|bar)", "([^/]+?)", "((?:a|b)+)", "(\\w{2})", "(a)");
const escaped = fc.constantFrom("\\.", "\\:", "\\*", "\\+", "\\?", "\\{", "\\(", "\\a", "\\/");
const modifier = fc.constantFrom("", "", "", "?", "+", "*");
const group = fc
  .tuple(fc.option(text), fc.option(fc.oneof(name, regexp, fc.constant("*"))), fc.option(text))
  .map(([prefix, inner, suffix]) => `{${prefix ?? ""}${inner ?? ""}${suffix ?? ""}}`);
const piece = fc
  .tuple(fc.oneof({ weight: 3, arbitrary: text }, name, regexp, fc.constant("*"), escaped, group), modifier)
  .map(([atom, mod]) => atom + mod);
// At most two repeating pieces and three groups per component: more lets near-miss inputs backtrack for seconds,
// in both implementations alike (a hostile pattern is its author's risk, as in browsers).
const segments = (separator: string) =>
  fc
    .array(fc.array(piece, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.map((part) => part.join("")).join(separator))
    .filter((pattern) => (pattern.match(/[*+]/g)?.length ?? 0) <= 2 && (pattern.match(/[*:(]/g)?.length ?? 0) <= 3);

// Hostnames: the made URLs' hosts, host patterns and random labels of host-safe text.
const hostLabel = fc
  .tuple(
    fc.oneof(fc.constantFrom("a", "foo", "bar", "example", "com", "xn--e1aybc", "1"), name, fc.constant("*")),
    modifier,
  )
  .map(([atom, mod]) => atom + mod);
const hostname = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom("example.com", "a.example.com", "foo.bar", "[\\:\\:1]", "1.2.3.4", "xn--e1aybc"),
  },
  { weight: 3, arbitrary: fc.constantFrom("*.example.com", "{*.}?example.com", ":sub.example.com", "*", ":host.:tld") },
  { weight: 2, arbitrary: fc.array(hostLabel, { minLength: 1, maxLength: 3 }).map((labels) => labels.join(".")) },
  segments("."),
);

const init = fc.record(
  {
    protocol: fc.constantFrom("http", "https", "file", "data", "foo", "(https?|ftp)", "*", "http{s}?"),
    hostname,
    port: fc.constantFrom("", "80", "443", "8080", ":p(\\d+)", "*", "0"),
    pathname: segments("/").map((path) => `/${path}`),
    search: segments("&"),
    hash: segments(""),
  },
  { requiredKeys: [] },
);

const constructorString = fc
  .tuple(fc.constantFrom("https", "http", "file", "data", "foo", "(https?)"), hostname, segments("/"))
  .map(([protocol, hostname, pathname]) => `${protocol}://${hostname}/${pathname}`)
  // The same limits for the whole string: a "?" can move the text after it into the search.
  .filter((pattern) => (pattern.match(/[*+]/g)?.length ?? 0) <= 2);

// URLs made of the same pieces, so that a good share of them match.
const word = fc.constantFrom("a", "foo", "bar", "index.html", "1", "123", "é", "x.y", "A", "%20", "ab", "");
const madeURL = fc
  .tuple(
    fc.constantFrom("https", "http", "file", "data", "foo", "ftp"),
    fc.constantFrom("example.com", "a.example.com", "foo.bar", "[::1]", "1.2.3.4", "тест"),
    fc.constantFrom("", ":80", ":8080", ":443"),
    fc.array(word, { maxLength: 4 }),
    fc.option(fc.array(word, { maxLength: 3 })),
    fc.option(word),
  )
  .map(
    ([scheme, host, port, path, query, hash]) =>
      `${scheme}://${host}${port}/${path.join("/")}${query === null ? "" : `?${query.join("&")}`}${hash === null ? "" : `#${hash}`}`,
  );

const FILLS = ["a", "1", "foo", "ab", "12", "x.y", "é", ""];

// A string the pattern text likely matches: groups and wildcards replaced by `fill`, braces and modifiers
// dropped, escaped code points kept as text.
function instantiate(pattern: string, fill: string): string {
  let result = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") result += pattern[++i] ?? "";
    else if (c === "*") result += fill;
    else if (c === ":") {
      while (i + 1 < pattern.length && /[\p{ID_Continue}$]/u.test(pattern[i + 1])) i++;
      result += fill;
    } else if (c === "(") {
      let depth = 1;
      while (depth > 0 && ++i < pattern.length) {
        if (pattern[i] === "\\") i++;
        else if (pattern[i] === "(") depth++;
        else if (pattern[i] === ")") depth--;
      }
      result += fill;
    } else if (!"{}?+".includes(c)) result += c;
  }
  return result;
}

// URLs an init pattern likely matches, one per fill.
function urlsFor(pattern: Init): string[] {
  return FILLS.map((fill) => {
    const part = (name: string, fallback: string) =>
      pattern[name] === undefined ? fallback : instantiate(pattern[name], fill);
    const port = part("port", "");
    const search = part("search", "");
    const hash = part("hash", "");
    return (
      `${part("protocol", "https")}://${part("hostname", "example.com")}${port === "" ? "" : `:${port}`}` +
      `${part("pathname", "/")}${search === "" ? "" : `?${search}`}${hash === "" ? "" : `#${hash}`}`
    );
  });
}

function datasetSample(perFile: number): string[] {
  return DATASETS.flatMap((file) => {
    const lines = readDataset(file);
    const step = Math.max(1, Math.floor(lines.length / perFile));
    return lines.filter((_, i) => i % step === 0).slice(0, perFile);
  });
}

// Outcomes compared as strings: "throws" or the value, with groups in a fixed property order.
function outcome(run: () => unknown): string {
  try {
    const value = run();
    return JSON.stringify(value, (_key, v) =>
      v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
    );
  } catch (error) {
    return `throws ${(error as Error).constructor.name}`;
  }
}

function patternStrings(pattern: PatternLike): string {
  return JSON.stringify(COMPONENTS.map((component) => (pattern as unknown as Record<string, string>)[component]));
}

const SPECIAL = /^(?:https?|wss?|ftp|file)$/;

/**
 * Where the standard and ada (Node's URLPattern) differ, so the two cannot agree; each is a test of `pattern` (and
 * of an input, for inputs):
 * - A non-special scheme's pathname is canonicalized by the standard's opaque path state (the text is kept: "/a/../b"
 *   stays "/a/../b"); ada parses "fake:" followed by the text, which for text starting with "/" is a hierarchical
 *   path with its dot segments resolved ("/b").
 * - The port pattern "0" with the protocol "file": the standard keeps "0" ("file" has no default port), ada
 *   empties it.
 */
function explained(pattern: string | Init): boolean {
  if (typeof pattern === "string") {
    const match = /^([a-z][a-z0-9+.-]*):/i.exec(pattern);
    return match !== null && !SPECIAL.test(match[1].toLowerCase());
  }
  const protocol = pattern.protocol;
  if (protocol === "file" && pattern.port === "0") return true;
  return protocol !== undefined && !SPECIAL.test(protocol);
}

interface Disagreement {
  pattern: string | Init;
  input?: string;
  ours: string;
  native: string;
}

// How much the fuzz exercised: a run where few patterns construct or nothing matches would prove little.
interface Coverage {
  patterns: number;
  constructed: number;
  comparisons: number;
  matches: number;
}

const newCoverage = (): Coverage => ({ patterns: 0, constructed: 0, comparisons: 0, matches: 0 });

function expectCoverage(coverage: Coverage): void {
  expect(coverage.constructed).toBeGreaterThan(coverage.patterns * 0.2);
  expect(coverage.matches).toBeGreaterThan(coverage.comparisons * 0.01);
}

function compareOne(
  pattern: string | Init,
  inputs: string[],
  found: Disagreement[],
  coverage: Coverage,
  ignoreCase = false,
): void {
  coverage.patterns++;
  const NativeClass = NativePattern as new (input: string | Init, options: { ignoreCase: boolean }) => PatternLike;
  const options = { ignoreCase };
  const ours = outcome(() => patternStrings(new URLPattern(pattern, options) as unknown as PatternLike));
  const native = outcome(() => patternStrings(new NativeClass(pattern, options)));
  if (ours !== native) {
    found.push({ pattern, ours, native });
    return;
  }
  if (ours.startsWith("throws")) return;
  coverage.constructed++;
  const ourPattern = new URLPattern(pattern, options) as unknown as PatternLike;
  const nativePattern = new NativeClass(pattern, options);
  for (const input of inputs) {
    const ourResult = outcome(() => [ourPattern.test(input), ourPattern.exec(input)]);
    const nativeResult = outcome(() => [nativePattern.test(input), nativePattern.exec(input)]);
    coverage.comparisons++;
    if (nativeResult.startsWith("[true")) coverage.matches++;
    if (ourResult !== nativeResult) found.push({ pattern, input, ours: ourResult, native: nativeResult });
  }
}

// Each property runs for seconds: longer than the default timeout allows on a loaded machine.
describe.skipIf(NativePattern === undefined)(
  "differential fuzz against the native URLPattern",
  { timeout: 180_000 },
  () => {
    const sample = datasetSample(200);
    const unexplained = (found: Disagreement[]) => found.filter((d) => !explained(d.pattern));

    it("URLPatternInit patterns (1,500 random patterns, half with ignoreCase, each against 48 URLs)", () => {
      const found: Disagreement[] = [];
      const coverage = newCoverage();
      fc.assert(
        fc.property(
          init,
          fc.array(madeURL, { minLength: 20, maxLength: 20 }),
          fc.nat(),
          fc.boolean(),
          (pattern, made, offset, ignoreCase) => {
            const fromData = Array.from({ length: 12 }, (_, i) => sample[(offset + i * 31) % sample.length]);
            // Upper-cased copies of the URLs made from the pattern exercise ignoreCase.
            const fromPattern = urlsFor(pattern);
            const inputs = [...fromPattern, ...fromPattern.map((url) => url.toUpperCase()), ...made, ...fromData];
            compareOne(pattern, inputs, found, coverage, ignoreCase);
          },
        ),
        { numRuns: 1500 },
      );
      expect(unexplained(found).slice(0, 5)).toEqual([]);
      expectCoverage(coverage);
    });

    it("constructor strings (600 random patterns, each against 20 URLs)", () => {
      const found: Disagreement[] = [];
      const coverage = newCoverage();
      fc.assert(
        fc.property(constructorString, fc.array(madeURL, { minLength: 12, maxLength: 12 }), (pattern, made) => {
          // URLs made from the components the string describes (a "?" in it may start the search, not modify).
          let components: Init = {};
          try {
            const parsed = new URLPattern(pattern);
            components = { protocol: parsed.protocol, hostname: parsed.hostname, port: parsed.port };
            Object.assign(components, { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash });
          } catch {}
          compareOne(pattern, [...urlsFor(components), ...made], found, coverage);
        }),
        { numRuns: 600 },
      );
      expect(unexplained(found).slice(0, 5)).toEqual([]);
      expectCoverage(coverage);
    });

    it("URLPatternInit inputs to exec() and test()", () => {
      const found: Disagreement[] = [];
      const coverage = newCoverage();
      fc.assert(
        fc.property(init, init, fc.constantFrom(...FILLS), fc.boolean(), (pattern, other, fill, fromPattern) => {
          coverage.patterns++;
          const NativeClass = NativePattern as new (input: string | Init) => PatternLike;
          let ourPattern: PatternLike;
          let nativePattern: PatternLike;
          try {
            ourPattern = new URLPattern(pattern) as unknown as PatternLike;
            nativePattern = new NativeClass(pattern);
          } catch {
            return;
          }
          coverage.constructed++;
          // Half the inputs are the pattern's own components filled in, half unrelated (pattern syntax dropped).
          const plain = fromPattern
            ? Object.fromEntries(Object.entries(pattern).map(([key, value]) => [key, instantiate(value, fill)]))
            : Object.fromEntries(Object.entries(other).map(([key, value]) => [key, value.replace(/[\\{}]/g, "")]));
          const ours = outcome(() => [ourPattern.test(plain), ourPattern.exec(plain)]);
          const native = outcome(() => [nativePattern.test(plain), nativePattern.exec(plain)]);
          coverage.comparisons++;
          if (native.startsWith("[true")) coverage.matches++;
          if (ours !== native && !explained(plain)) found.push({ pattern, input: JSON.stringify(plain), ours, native });
        }),
        { numRuns: 1500 },
      );
      expect(unexplained(found).slice(0, 5)).toEqual([]);
      expect(coverage.constructed).toBeGreaterThan(coverage.patterns * 0.2);
      expect(coverage.matches).toBeGreaterThan(coverage.comparisons * 0.01);
    });
  },
);
