import { UTF_8 } from "@urlkit/percent-encoding";
import { getEncoding } from "@urlkit/percent-encoding/legacy";
import { readFixture, readsOutsideTheString, readWPT, readWPTCases, type URLTestCase } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { basicURLParse, canParseURL, parseURL, serializeURL, type URLRecord, validateURL } from "../src/index.ts";
import { surelyParses } from "../src/url-parsing-fast.ts";
import { parse } from "./records.ts";

interface ParsingCases {
  canParseURL: {
    /** Inputs whose scheme and authority alone say they parse. */
    surelyParses: string[];
    /** Inputs left to the parser, with whether they parse. */
    leftToTheParser: [string, boolean][];
  };
}

const FIXTURE = readFixture<ParsingCases>(new URL("fixtures/url-parsing.json", import.meta.url));

describe("parseURL", () => {
  it("resolves against a record or a string base; a failing base string fails", () => {
    const base = parse("https://example.org/dir/file?x#y");
    expect(parseURL("../a", { base })?.href).toBe("https://example.org/a");
    expect(parseURL("?z", { base: "https://example.org/dir/file?x#y" })?.href).toBe("https://example.org/dir/file?z");
    expect(parseURL("#z", { base: "sc:opaque?q" })?.href).toBe("sc:opaque?q#z");
    expect(parseURL("a", { base: "https://[::1" })).toBeNull();
    expect(parseURL("https://ok.example/", { base: "https://[::1" })).toBeNull();
  });

  it("rejects a base that is not a record", () => {
    expect(() => parseURL("x", { base: {} as URLRecord })).toThrow(TypeError);
  });
});

describe("the input is read as its scalar value string", () => {
  const inputs = [
    "https://x/\ud800\t\udc00",
    "https://x/?\udc00\n\ud800#\ud800",
    "foo://h\ud800/",
    "https://\ud800.example/",
    "sc:\ud800\t\udc00",
  ];
  for (const input of inputs) {
    it(JSON.stringify(input), () => {
      const usv = input.replace(/[\ud800-\udfff]/g, "\ufffd");
      expect(parseURL(input)?.href ?? null).toBe(parseURL(usv)?.href ?? null);
      expect(parseURL(input, { onValidationError: () => {} })?.href ?? null).toBe(parseURL(usv)?.href ?? null);
      expect(parseURL(input)?.href ?? null).toBe(URL.parse(input)?.href ?? null);
    });
  }
});

describe("canParseURL", () => {
  // Read from the scheme and authority alone: whatever follows them never fails.
  for (const input of FIXTURE.canParseURL.surelyParses) {
    it(`knows ${JSON.stringify(input)} parses without running the parser`, () => {
      expect(surelyParses(input)).toBe(true);
      expect(parseURL(input)).not.toBeNull();
      expect(canParseURL(input)).toBe(true);
    });
  }

  // Left to the parser, which fails on some of them.
  for (const [input, parses] of FIXTURE.canParseURL.leftToTheParser) {
    it(`leaves ${JSON.stringify(input)} to the parser (${parses ? "parses" : "fails"})`, () => {
      expect(surelyParses(input)).toBe(false);
      expect(parseURL(input) !== null).toBe(parses);
      expect(canParseURL(input)).toBe(parses);
    });
  }

  it("parses a base first, as parseURL does", () => {
    expect(canParseURL("x", "https://a/")).toBe(true);
    expect(canParseURL("x", parse("https://a/"))).toBe(true);
    expect(canParseURL("https://a/", "not a base")).toBe(false);
    expect(canParseURL("//[::1", "https://a/")).toBe(false);
    expect(canParseURL("x", null)).toBe(false);
  });

  it("takes a string", () => {
    const notAString = { toString: () => "https://a/" } as unknown as string;
    expect(() => canParseURL(notAString)).toThrow(new TypeError("canParseURL: input must be a string, got object"));
    expect(() => canParseURL(notAString, "https://a/")).toThrow(TypeError);
  });
});

// parseURL and canParseURL keep the last base string they parsed and its record (basicURLParseBaseUnchecked).
describe("a string base", () => {
  const bases = ["https://a.example/dir/page", "https://b.example/x/y?q", "not a base", "https://a.example/dir/page"];
  const inputs = ["next", "../up", "?q2", "#f", "", "//h/p", "https://abs/", "sc:opaque"];

  it("is each call's own when bases alternate, fail or repeat", () => {
    for (let round = 0; round < 2; round++) {
      for (const base of bases) {
        // The base parsed as an input (no base, so nothing kept) and passed as a record.
        const record = parseURL(base);
        for (const input of inputs) {
          const expected = record === null ? null : parseURL(input, { base: record });
          expect(parseURL(input, { base })?.href ?? null, `${input} against ${base}`).toBe(expected?.href ?? null);
          expect(canParseURL(input, base)).toBe(expected !== null);
        }
      }
    }
  });

  it("gives every URL a record of its own: changing one leaves the base and the others as they were", () => {
    const base = "https://a.example/dir/page?q#f";
    for (const input of ["", "#g", "?r", "next", "/abs", "."]) {
      const url = parseURL(input, { base }) as URLRecord;
      const expected = serializeURL(url);
      expect(parseURL(input, { base })).not.toBe(url);
      basicURLParse("/changed", { url, stateOverride: "path-start" });
      basicURLParse("changed.example", { url, stateOverride: "host" });
      expect(serializeURL(parseURL(input, { base }) as URLRecord)).toBe(expected);
    }
  });
});

// The encoding override: a special URL's query is percent-encoded in a legacy encoding (as an HTML document's
// encoding makes browsers do), the fragment always in UTF-8.
interface PercentEncodingCase {
  input: string;
  output: Record<string, string>;
}

const cases = readWPT<(string | PercentEncodingCase)[]>("percent-encoding.json").filter(
  (c): c is PercentEncodingCase => typeof c !== "string",
);

const search = (url: URLRecord) => (url.query === null || url.query === "" ? "" : `?${url.query}`);
const hash = (url: URLRecord) => (url.fragment === null || url.fragment === "" ? "" : `#${url.fragment}`);

function parseInEncoding(input: string, label: string): URLRecord {
  const url = parseURL(input, { encoding: getEncoding(label) });
  if (url === null) throw new Error(`parseURL(${JSON.stringify(input)}) failed`);
  return url;
}

describe("WPT percent-encoding.json through parseURL", () => {
  it("has cases for several legacy encodings", () => {
    expect(cases.length).toBeGreaterThanOrEqual(7);
    expect(new Set(cases.flatMap((c) => Object.keys(c.output))).size).toBeGreaterThanOrEqual(8);
  });

  // As wpt/url/percent-encoding.window.js: https://example.invalid/?<input>#<input> in a document of that
  // encoding; search is the query in the encoding, hash is always UTF-8.
  const rows = cases.flatMap((c) =>
    Object.entries(c.output).map(([label, output]) => [label, c.input, output] as const),
  );
  it.each(rows)("%s %j → ?%s", (label, input, output) => {
    const url = parseInEncoding(`https://example.invalid/?${input}#${input}`, label);
    expect(search(url)).toBe(`?${output}`);
    expect(hash(url)).toBe(`#${cases.find((c) => c.input === input)!.output["utf-8"]}`);
    expect(serializeURL(url)).toBe(
      `https://example.invalid/?${output}#${cases.find((c) => c.input === input)!.output["utf-8"]}`,
    );
  });
});

describe("the encoding override", () => {
  it("applies to special URLs other than ws: and wss:", () => {
    for (const scheme of ["http", "https", "ftp", "file"]) {
      const host = scheme === "file" ? "" : "example.com";
      const url = parseInEncoding(`${scheme}://${host}/p\u00e9?q=\u00e9#\u00e9`, "windows-1252");
      expect(url.query).toBe("q=%E9");
      expect(url.pathname).toBe("/p%C3%A9");
      expect(url.fragment).toBe("%C3%A9");
    }
  });

  it("does not apply to ws:, wss: or non-special URLs (UTF-8 there)", () => {
    for (const input of [
      "ws://example.com/?\u00e9",
      "wss://example.com/?\u00e9",
      "foo://example.com/?\u00e9",
      "foo:?\u00e9",
    ]) {
      expect(parseInEncoding(input, "windows-1252").query).toBe("%C3%A9");
    }
  });

  it("writes unencodable code points as &#…; and keeps ISO-2022-JP's escapes", () => {
    // ISO-8859-2 has é (0xE9) and č (0xE8) but not è.
    expect(parseInEncoding("https://example.com/?\u2603=\u00e9\u00e8\u010d", "iso-8859-2").query).toBe(
      "%26%239731%3B=%E9%26%23232%3B%E8",
    );
    expect(parseInEncoding("https://example.com/?\u3042\u{1f600}'", "shift_jis").query).toBe(
      "%82%A0%26%23128512%3B%27",
    );
    expect(parseInEncoding("https://example.com/?\u3042\u00e9\u3044", "iso-2022-jp").query).toBe(
      "%1B$B$%22%1B(B%26%23233%3B%1B$B$$%1B(B",
    );
    expect(parseInEncoding("https://example.com/?\u{1f600}\ue5e5", "gb18030").query).toBe("%949%FC6%26%2358853%3B");
  });

  it("UTF-16 and replacement labels mean UTF-8", () => {
    expect(getEncoding("utf-16le")).toBe(UTF_8);
    expect(parseInEncoding("https://example.com/?\u00e9", "utf-16").query).toBe("%C3%A9");
    expect(parseInEncoding("https://example.com/?\u00e9", "iso-2022-kr").query).toBe("%C3%A9");
  });

  it("relative references and the query state override use it too", () => {
    const base = parseURL("https://example.com/dir/");
    expect(parseURL("?\u00e9", { base, encoding: getEncoding("latin1") })?.query).toBe("%E9");
    const url = parseInEncoding("https://example.com/?a", "latin1");
    expect(basicURLParse("\u00e9\u2603", { url, stateOverride: "query", encoding: getEncoding("latin1") })).not.toBe(
      null,
    );
    expect(url.query).toBe("%E9%26%239731%3B");
  });

  it("an ASCII query is the same in every encoding", () => {
    const input = "https://example.com/?a=1&b=%E9&c='x'";
    const utf8 = serializeURL(parseURL(input)!);
    for (const label of ["latin1", "sjis", "euc-jp", "big5", "gbk", "gb18030", "euc-kr", "koi8-r"]) {
      expect(serializeURL(parseInEncoding(input, label))).toBe(utf8);
    }
  });
});

// Not timed: each input is ~1 MB and would take hours if any step were quadratic in it.
const MB = 1 << 20;
const big = (unit: string) => unit.repeat(Math.ceil(MB / unit.length));

describe("huge inputs finish (linear-time algorithms)", () => {
  it("1 MB of ../ segments", () => {
    expect(parseURL(`https://h/${big("../")}x`)?.href).toBe("https://h/x");
  });
  it("1 MB of %2e%2e/ and .%2E/ segments", () => {
    expect(parseURL(`https://h/a/${big("%2e%2e/")}`)?.href).toBe("https://h/");
    expect(parseURL(`file:///C:/${big(".%2E/")}x`)?.href).toBe("file:///C:/x");
  });
  it("1 MB of a/../ (push and pop)", () => {
    expect(parseURL(`https://h/${big("a/../")}`)?.href).toBe("https://h/");
  });
  it("1 MB of tabs and newlines", () => {
    // "a\t\n" × n loses its tabs and newlines: the path is "/" and n times "a".
    expect(parseURL(`ht\ttp://h/${big("a\t\n")}`)?.pathname.length).toBe(1 + Math.ceil(MB / 3));
  });
  it("1 MB of @ in the authority", () => {
    const url = parseURL(`https://${big("@")}h/`);
    expect(url?.host).toBe("h");
    expect(url?.username.length).toBe(3 * (MB - 1));
  });
  it("1 MB of % in path, query and fragment, with validation errors collected", () => {
    const input = `https://h/${big("%")}?${big("%")}#${big("%")}`;
    expect(parseURL(input)?.href).toBe(input);
    expect(validateURL(input).length).toBe(3 * MB);
  });
  it("1 MB opaque path, 1 MB host and 1 MB of slashes", () => {
    expect(parseURL(`sc:${big("x ")}`)?.pathname.length).toBe(2 * Math.ceil(MB / 2) - 1);
    expect(parseURL(`https://${big("a.")}b/`)?.hostname.length).toBe(MB + 1);
    expect(parseURL(`https:${big("/")}h`)?.href).toBe("https://h/");
    // "sc://" starts an (empty) authority; the other MB - 1 slashes are the path.
    expect(parseURL(`sc:/${big("/")}`)?.pathname.length).toBe(MB - 1);
  });
  it("8 MB of ordinary path segments, and more segments than the canonical regex's backtrack stack holds", () => {
    const segments = `https://h/${"a/".repeat(4 * MB)}`;
    expect(parseURL(segments)?.href).toBe(segments);
    const slashes = `https://h/${"/".repeat(6 * MB)}?q#f`;
    const url = parseURL(slashes);
    expect(url?.href).toBe(slashes);
    expect(url?.queryStart).toBe(10 + 6 * MB);
  });
  it("thousands of path pieces, joined as they come, and dot segments that pop across the joins", () => {
    // Each "\\" segment is a piece of its own; past 1,024 the newest are joined into one.
    // A dot segment last in the path leaves an empty segment.
    expect(parseURL(`https://h${"\\a\\b\\..".repeat(5000)}`)?.href).toBe(`https://h${"/a".repeat(5000)}/`);
    const popped = `https://h${"\\s".repeat(3000)}${"\\..".repeat(2500)}\\t\\\u00e9`;
    expect(parseURL(popped)?.href).toBe(`https://h${"/s".repeat(500)}/t/%C3%A9`);
    expect(parseURL(popped)?.href).toBe(new URL(popped).href);
    const all = `https://h/x${"\\\u00e9".repeat(2100)}${"/..".repeat(2101)}/y`;
    expect(parseURL(all)?.href).toBe("https://h/y");
    expect(parseURL(all)?.href).toBe(new URL(all).href);
  });
  it("1 MB of backslashes for slashes, after the scheme and in the path", () => {
    expect(parseURL(`https:\\\\h${big("\\a")}`)?.href).toBe(`https://h${big("/a")}`);
    expect(parseURL(`https:/${big("/\\")}h/`)?.href).toBe("https://h/");
  });
  it("1 MB of non-ASCII to percent-encode", () => {
    expect(parseURL(`https://h/${big("\u00e9")}`)?.pathname.length).toBe(1 + 6 * MB);
  });
});

// The parser, host parser and percent-decoder read no code unit past the input's end (see readsOutsideTheString).
describe("reads stay inside the input", () => {
  // Short references, each ending where some state reads the code unit after the one it is at.
  const references = [
    ["", "/", "//", "?", "#", ".", "..", "./", "x/..", "a", "h", "index.html", "C:", "C|", "\\\\h"],
    ["a:", "sc:", "sc://", "http:", "http://", "http://[", "http://h:", "http://@", "file:", "file://", "file:///"],
    ["http://a%", "http://a%4", "sc://a%", "sc://a%4", "?%", "#%4"],
  ].flat();
  const bases = ["https://example.com/a/b?q#f", "file:///C:/x", "sc://h/p", "sc:opaque"];
  const parseBothWays = (input: string, base?: string) => {
    parseURL(input, { base });
    parseURL(input, { base, onValidationError: () => {} });
  };

  it("no charCodeAt outside the input in the parser, host parser or percent-decoder, on WPT's inputs and short references", () => {
    const sites = readsOutsideTheString(() => {
      for (const { input, base } of readWPTCases<URLTestCase>("urltestdata.json"))
        parseBothWays(input, base ?? undefined);
      for (const base of bases) for (const input of references) parseBothWays(input, base);
    }, /packages[/\\](parser|host|percent-encoding)[/\\]src[/\\]/);
    expect(sites).toEqual([]);
  });
});
