import { describe, expect, it } from "vitest";
import { inTerminal, tempFile, urlkit } from "./run.ts";

const MIXED = ["https://example.org/", "foo://exa[mple.org/", "https://user@example.org\\x", "mailto:a@b"].join("\n");

describe("urlkit check", () => {
  it("reports only the failing and warning lines of a file, then a summary; exit 1 when a line fails", () => {
    const run = urlkit(["check", tempFile("mixed.txt", `${MIXED}\n`)]);
    expect(run.status).toBe(1);
    expect(run.stdout).not.toMatch(/mixed\.txt:1 /);
    expect(run.stdout).toMatch(/mixed\.txt:2 +does not parse\n {2}host-invalid-code-point/);
    expect(run.stdout).toMatch(/mixed\.txt:3 +2 validation errors\n {2}invalid-credentials/);
    expect(run.stdout).toContain("invalid-reverse-solidus");
    expect(run.stdout).not.toMatch(/mixed\.txt:4/);
    expect(run.stdout.trimEnd().split("\n").at(-1)).toBe("4 lines: 2 valid, 1 with warnings, 1 failing");
  });

  it("exits 0 when every line parses, warnings or not", () => {
    const run = urlkit(["check", "-"], { input: "https://example.org/\nhttps://user@example.org/\n" });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("2 lines: 1 valid, 1 with warnings, 0 failing");
  });

  it("writes NDJSON for the reported lines and the summary as JSON on stderr with --json", () => {
    const run = urlkit(["check", "--json"], { input: MIXED });
    expect(run.status).toBe(1);
    const lines = run.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.line, line.valid])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(Object.keys(lines[0])).toEqual(["line", "input", "valid", "href", "validationErrors"]);
    expect(lines[0].href).toBe(null);
    expect(lines[1].href).toBe(new URL("https://user@example.org\\x").href);
    expect(lines[1].validationErrors.map((e: { type: string }) => e.type)).toEqual([
      "invalid-credentials",
      "invalid-reverse-solidus",
    ]);
    expect(JSON.parse(run.stderr)).toEqual({ summary: { lines: 4, valid: 2, withWarnings: 1, failing: 1 } });
  });

  it("resolves lines against --base, and exits 2 when the base does not parse", () => {
    const run = urlkit(["check", "--base", "https://example.org/dir/", "--json"], { input: "../a\n//h/\n\\\\x" });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout.split("\n")[0]).href).toBe("https://x/");
    const bad = urlkit(["check", "--base", "https://exa mple.org/"], { input: "x" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--base");
    expect(bad.stderr).toContain("domain-to-ASCII");
  });

  it("exits 2 instead of waiting when given no file and stdin is a terminal", () => {
    const run = inTerminal(["check"]);
    expect(run.status).toBe(2);
    expect(run.stdout).toContain("no input: give a file, or pipe URLs into stdin");
  });

  it("accepts an empty file: no lines, exit 0", () => {
    const run = urlkit(["check", tempFile("empty.txt", "")]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("0 lines: 0 valid, 0 with warnings, 0 failing\n");
  });

  it("exits 2 with a clear message and no output for a missing file", () => {
    const run = urlkit(["check", "/no/such/file.txt"]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('cannot read "/no/such/file.txt": no such file');
  });

  it("counts lines after a byte order mark and CRLF line ends as the lines they are", () => {
    const run = urlkit(["check", "--json", tempFile("crlf.txt", "\ufeffhttps://a.example/\r\nhttps://b example/\r\n")]);
    expect(run.status).toBe(1);
    const reported = JSON.parse(run.stdout);
    expect([reported.line, reported.input]).toEqual([2, "https://b example/"]);
    expect(JSON.parse(run.stderr).summary).toEqual({ lines: 2, valid: 1, withWarnings: 0, failing: 1 });
  });

  it("checks a 100,000-line file, reporting the one bad line by its number", () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `https://example.org/item/${i}?page=${i % 7}`);
    lines[61_234] = "https://[::1/";
    const run = urlkit(["check", "--json", tempFile("big.txt", `${lines.join("\n")}\n`)]);
    expect(run.status).toBe(1);
    const reported = run.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(reported.map((line) => [line.line, line.validationErrors.at(-1).type])).toEqual([[61_235, "IPv6-unclosed"]]);
    expect(JSON.parse(run.stderr).summary).toEqual({ lines: 100_000, valid: 99_999, withWarnings: 0, failing: 1 });
  });
});
