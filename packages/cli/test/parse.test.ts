import { readWPTCases, URL_ATTRIBUTES, type URLTestCase } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { EXPLANATIONS } from "../src/explain.ts";
import { hasEscapes, inTerminal, urlkit } from "./run.ts";

const JSON_KEYS = ["input", "base", "valid", ...URL_ATTRIBUTES, "hostnameUnicode", "searchParams", "validationErrors"];

function parseJSON(args: string[], input?: string) {
  const run = urlkit(["parse", "--json", ...args], { input });
  return { run, result: JSON.parse(run.stdout) };
}

// The human output's excerpt line and the caret line under it, for the first error shown.
function caretUnder(stdout: string): { text: string; column: number } {
  const lines = stdout.split("\n");
  const caret = lines.findIndex((line) => /^ +\^$/.test(line));
  expect(caret).toBeGreaterThan(0);
  return { text: lines[caret - 1], column: lines[caret].indexOf("^") };
}

describe("urlkit parse", () => {
  // A spread of WPT cases (IDNA, IPv4/IPv6, file, opaque paths, relative against a base): the command shows
  // what the URL API shows. (A NUL cannot be a command-line argument.)
  const cases = readWPTCases<URLTestCase>("urltestdata.json").filter((c, i) => i % 40 === 0 && !c.input.includes("\0"));

  it.each(cases)("shows $input (base $base) as WPT expects", (c) => {
    const { run, result } = parseJSON([...(c.base === null ? [] : [`--base=${c.base}`]), "--", c.input]);
    expect(run.status).toBe(c.failure === true ? 1 : 0);
    expect(result.valid).toBe(c.failure !== true);
    for (const name of URL_ATTRIBUTES) {
      if (c.failure === true) expect(result[name], name).toBe(null);
      else if (c[name] !== undefined) expect(result[name], name).toBe(c[name]);
    }
    if (c.searchParams !== undefined) expect(new URLSearchParams(result.searchParams).toString()).toBe(c.searchParams);
  });

  it("prints one JSON object with every documented key, errors with type/index/message/fatal/inBase", () => {
    const { run, result } = parseJSON(["https://user@exa%41mple.org\\a b"]);
    expect(run.status).toBe(0);
    expect(Object.keys(result)).toEqual(JSON_KEYS);
    expect(result.validationErrors.length).toBeGreaterThan(1);
    for (const error of result.validationErrors) {
      expect(Object.keys(error)).toEqual(["type", "index", "message", "fatal", "inBase"]);
      expect(error.message).toBe(EXPLANATIONS[error.type as keyof typeof EXPLANATIONS]);
      expect(error.fatal).toBe(false);
      expect(error.inBase).toBe(false);
    }
  });

  it("exits 1 when the URL does not parse and marks the fatal error", () => {
    const { run, result } = parseJSON(["https://exa[mple.org/"]);
    expect(run.status).toBe(1);
    expect(result.valid).toBe(false);
    expect(result.href).toBe(null);
    expect(result.validationErrors.at(-1).fatal).toBe(true);
    const human = urlkit(["parse", "https://exa[mple.org/"]);
    expect(human.status).toBe(1);
    expect(human.stdout).toContain("does not parse");
  });

  it("puts the caret under the code unit each error's index points at", () => {
    const input = "https://example.org/a b";
    const { result } = parseJSON([input]);
    const run = urlkit(["parse", input]);
    const { text, column } = caretUnder(run.stdout);
    expect(text.trim()).toBe(input);
    expect(text[column]).toBe(input[result.validationErrors[0].index]);
    expect(run.stdout).toContain(EXPLANATIONS[result.validationErrors[0].type as keyof typeof EXPLANATIONS]);
  });

  it("lines the caret up past wide and control characters", () => {
    const input = "https://例え.テスト/\t漢字 x";
    const { result } = parseJSON([input]);
    const last = result.validationErrors.at(-1);
    expect(input[last.index]).toBe(" ");
    const run = urlkit(["parse", input]);
    const lines = run.stdout.split("\n");
    const caret = lines.length - 1 - [...lines].reverse().findIndex((line) => /^ +\^$/.test(line));
    const shown = lines[caret - 1];
    // Each wide character takes two columns: count columns, not code units, up to the caret.
    let columns = 0;
    let at = 0;
    while (columns < lines[caret].indexOf("^")) columns += /[\u3000-\u9fff]/.test(shown[at++]) ? 2 : 1;
    expect(shown[at]).toBe(" ");
    expect(shown).toContain("\u2409");
  });

  it("says an error is in the base and shows the base under the caret", () => {
    const { run, result } = parseJSON(["../x", "--base", "https://exa mple.org/"]);
    expect(run.status).toBe(1);
    expect(result.validationErrors.every((error: { inBase: boolean }) => error.inBase)).toBe(true);
    const human = urlkit(["parse", "../x", "--base", "https://exa mple.org/"]);
    expect(human.stdout).toContain("in the base");
    expect(caretUnder(human.stdout).text.trim()).toBe("https://exa mple.org/");
  });

  it("reports the base's own warnings when the base parses", () => {
    const { run, result } = parseJSON(["x", "--base", "https://example.org\\dir\\"]);
    expect(run.status).toBe(0);
    expect(result.href).toBe(new URL("x", "https://example.org\\dir\\").href);
    expect(result.validationErrors.map((e: { type: string; inBase: boolean }) => [e.type, e.inBase])).toEqual([
      ["invalid-reverse-solidus", true],
      ["invalid-reverse-solidus", true],
    ]);
  });

  it("shows the Unicode form of a Punycode host", () => {
    const { result } = parseJSON(["https://xn--mnchen-3ya.de/"]);
    expect(result.hostnameUnicode).toBe("münchen.de");
    expect(urlkit(["parse", "https://xn--mnchen-3ya.de/"]).stdout).toMatch(/Unicode host +münchen\.de/);
    expect(parseJSON(["https://example.org/"]).result.hostnameUnicode).toBe(null);
  });

  it("lists the search params as name/value pairs", () => {
    const input = "https://example.org/?a=1&b=%C3%BC&a=x+y";
    const { result } = parseJSON([input]);
    expect(result.searchParams).toEqual([...new URL(input).searchParams]);
    expect(urlkit(["parse", input]).stdout).toMatch(/search params \(3\)\n {2}a +1\n {2}b +ü\n {2}a +x y\n/);
  });

  it("encodes the query with --encoding", () => {
    const { result } = parseJSON(["https://example.org/?q=é#é", "--encoding", "windows-1252"]);
    expect(result.search).toBe("?q=%E9");
    expect(result.hash).toBe("#%C3%A9");
    const unknown = urlkit(["parse", "https://example.org/", "--encoding", "no-such-encoding"]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown encoding label "no-such-encoding"');
  });

  it("reads the URL from stdin with -, without its trailing newline", () => {
    const { run, result } = parseJSON(["-"], "https://example.org/a b\r\n");
    expect(run.status).toBe(0);
    expect(result.input).toBe("https://example.org/a b");
    expect(result.href).toBe("https://example.org/a%20b");
  });

  it("takes a 1 MB URL on stdin and shows it elided, never whole", () => {
    const long = `https://example.org/${"a".repeat(500_000)} ${"b".repeat(500_000)}`;
    const { run, result } = parseJSON(["-"], long);
    expect(run.status).toBe(0);
    expect(result.href).toBe(new URL(long).href);
    const human = urlkit(["parse", "-"], { input: long });
    expect(human.status).toBe(0);
    expect(Math.max(...human.stdout.split("\n").map((line) => line.length))).toBeLessThan(200);
    expect(human.stdout).toContain("…");
    expect(human.stdout).toContain("1,000,021 characters");
    const { text, column } = caretUnder(human.stdout);
    expect(text[column]).toBe(" ");
  });

  it("exits 2 without a URL or with two", () => {
    expect(urlkit(["parse"]).status).toBe(2);
    expect(urlkit(["parse", "a:", "b:"]).status).toBe(2);
  });

  it("colours its output on a terminal only, and never with NO_COLOR", () => {
    const args = ["parse", "https://exa mple.org/"];
    expect(hasEscapes(inTerminal(args).stdout)).toBe(true);
    expect(hasEscapes(inTerminal(args, { NO_COLOR: "1" }).stdout)).toBe(false);
    expect(hasEscapes(urlkit(args).stdout)).toBe(false);
    // NO_COLOR set to the empty string does not opt out (https://no-color.org).
    expect(hasEscapes(inTerminal(args, { NO_COLOR: "" }).stdout)).toBe(true);
  });
});
