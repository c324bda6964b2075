import { DATASETS, readDataset } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { hasEscapes, inTerminal, tempFile, urlkit } from "./run.ts";

// What the command must write for a line, by the platform's URL (the datasets hold no input where Node's URL
// and the standard disagree).
function nativeHref(line: string, base?: string): string {
  return URL.parse(line, base)?.href ?? "";
}

describe("urlkit normalize", () => {
  it.each(DATASETS)("writes the same hrefs as the native URL for every line of %s, in order", (name) => {
    const lines = readDataset(name);
    const run = urlkit(["normalize"], { input: `${lines.join("\n")}\n` });
    expect(run.stdout).toBe(lines.map((line) => `${nativeHref(line)}\n`).join(""));
    const failures = lines.filter((line) => nativeHref(line) === "").length;
    expect(run.status).toBe(failures > 0 ? 1 : 0);
  });

  it("keeps line N of the output for line N of the input: a bad line is an empty line and a note on stderr", () => {
    const file = tempFile("middle.txt", "HTTPS://A.example/./x\nhttp://exa mple/\nhttps://b.example:443/\n");
    const run = urlkit(["normalize", file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("https://a.example/x\n\nhttps://b.example/\n");
    expect(run.stderr).toBe(
      `${file}:2: http://exa mple/: domain-to-ASCII: the host is not a valid domain name (IDNA rejects it: a forbidden character, a bad hyphen, or a label too long)\n`,
    );
  });

  it("leaves bad lines out with --drop-invalid, counts them on stderr and exits 0", () => {
    const run = urlkit(["normalize", "--drop-invalid", "-"], { input: "a\nhttps://x.example\nb\n" });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("https://x.example/\n");
    expect(run.stderr).toBe("urlkit normalize: dropped 2 of 3 lines that do not parse\n");
  });

  it("strips fragments and sorts queries as URL's hash setter and URLSearchParams.sort() do", () => {
    const lines = [
      "https://e.example/?b=2&a=1&b=1#top",
      "https://e.example/?z#f",
      "https://e.example/?",
      "x:/a?c=%20&a=+",
    ];
    const run = urlkit(["normalize", "--strip-fragment", "--sort-query"], { input: lines.join("\n") });
    expect(run.status).toBe(0);
    const expected = lines.map((line) => {
      const url = new URL(line);
      url.searchParams.sort();
      url.hash = "";
      return `${url.href}\n`;
    });
    expect(run.stdout).toBe(expected.join(""));
    const stripped = urlkit(["normalize", "--strip-fragment"], { input: lines[0] });
    expect(stripped.stdout).toBe("https://e.example/?b=2&a=1&b=1\n");
  });

  it("resolves each line against --base", () => {
    const lines = ["../a", "b?c#d", "//other.example/", "?q"];
    const base = "https://example.org/x/y/z";
    const run = urlkit(["normalize", "--base", base], { input: lines.join("\r\n") });
    expect(run.stdout).toBe(lines.map((line) => `${nativeHref(line, base)}\n`).join(""));
  });

  it("accepts a byte order mark, CRLF and a last line without a newline", () => {
    const run = urlkit(["normalize", tempFile("bom.txt", "\ufeffhttps://a.example\r\nhttps://b.example")]);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe("https://a.example/\nhttps://b.example/\n");
  });

  it("writes nothing for an empty file and exits 0", () => {
    const run = urlkit(["normalize", tempFile("empty.txt", "")]);
    expect([run.status, run.stdout, run.stderr]).toEqual([0, "", ""]);
  });

  it("exits 2 for a missing file", () => {
    const run = urlkit(["normalize", "/no/such/file.txt"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("no such file");
  });

  it("normalizes a 100,000-line file in order", () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `HTTP://Example.ORG:80/a/../${i}`);
    const run = urlkit(["normalize", tempFile("big.txt", lines.join("\n"))]);
    expect(run.status).toBe(0);
    const out = run.stdout.split("\n");
    expect(out.length).toBe(100_001);
    expect(out.slice(0, -1).every((href, i) => href === `http://example.org/${i}`)).toBe(true);
  });

  it("shows progress on a terminal's stderr only, without colour escapes in the output under NO_COLOR", () => {
    // Lines that take the parser's slow path, enough of them to outlast the first progress update.
    const lines = Array.from({ length: 1_000_000 }, (_, i) => `HTTP://EXAMPLE.ORG/a/../b c/${i}`);
    const file = tempFile("progress.txt", lines.join("\n"));
    const piped = urlkit(["normalize", file]);
    expect(piped.stderr).toBe("");
    const shown = inTerminal(["normalize", file], { NO_COLOR: "1" }, true);
    expect(shown.stdout).toMatch(/lines\/s/);
    expect(hasEscapes(shown.stdout.replaceAll("\r\x1b[K", ""))).toBe(false);
  });
});
