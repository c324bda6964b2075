import { describe, expect, it } from "vitest";
import { parseURL, type URLRecord, type ValidationErrorType, validateURL } from "../src/index.ts";

type Case = [input: string, base: string | null, type: ValidationErrorType, index: number, fatal: boolean];

// Every validation error the URL parser itself raises (the host ones come from @urlkit/host, offset into
// the URL), with the UTF-16 index in the caller's input where it is found.
const CASES: Case[] = [
  ["https://example.org/>", null, "invalid-URL-unit", 20, false],
  [" https://example.org/", null, "invalid-URL-unit", 0, false],
  ["https://example.org/ ", null, "invalid-URL-unit", 20, false],
  ["ht\ttps://example.org/", null, "invalid-URL-unit", 2, false],
  ["https://example.org/%zz", null, "invalid-URL-unit", 20, false],
  ["https://example.org/?a\u00a0#b`", null, "invalid-URL-unit", 25, false],
  ["mailto:a\u0001b", null, "invalid-URL-unit", 8, false],
  ["https:example.org", null, "special-scheme-missing-following-solidus", 6, false],
  ["https:/example.org", null, "special-scheme-missing-following-solidus", 6, false],
  ["https:////example.org", null, "special-scheme-missing-following-solidus", 8, false],
  ["file:c:/x", null, "special-scheme-missing-following-solidus", 5, false],
  ["https:x", "https://example.org/", "special-scheme-missing-following-solidus", 6, false],
  ["\u{1F4A9}", null, "missing-scheme-non-relative-URL", 0, true],
  ["x", "mailto:a@b", "missing-scheme-non-relative-URL", 0, true],
  ["https://example.org\\x", null, "invalid-reverse-solidus", 19, false],
  ["\\x", "https://example.org/", "invalid-reverse-solidus", 0, false],
  ["file:\\\\h\\x", null, "invalid-reverse-solidus", 5, false],
  ["https://user@example.org/", null, "invalid-credentials", 12, false],
  ["https://user:pass@example.org/", null, "invalid-credentials", 17, false],
  ["https://user@/", null, "host-missing", 13, true],
  ["https://:443/", null, "host-missing", 8, true],
  ["https://?x", null, "host-missing", 8, true],
  ["https://example.org:70000/", null, "port-out-of-range", 20, true],
  ["https://example.org:7z/", null, "port-invalid", 21, true],
  ["c|/x", "file:///a/b", "file-invalid-Windows-drive-letter", 0, false],
  ["file://c:/x", null, "file-invalid-Windows-drive-letter-host", 7, false],
  ["https://[::1/", null, "IPv6-unclosed", 8, true],
  ["h\tttps://[::1/", null, "IPv6-unclosed", 9, true],
];

describe("validation errors: name and index", () => {
  for (const [input, base, type, index, fatal] of CASES) {
    it(`${type} at ${index} in ${JSON.stringify(input)}${base === null ? "" : ` against ${base}`}`, () => {
      const errors = validateURL(input, { base });
      const match = errors.find((e) => e.type === type);
      expect(match, JSON.stringify(errors)).toBeDefined();
      expect(match?.index).toBe(index);
      expect(match?.fatal === true).toBe(fatal);
      // parseURL with a listener reports the same errors and agrees on failure.
      const seen: string[] = [];
      const url = parseURL(input, { base, onValidationError: (e) => seen.push(`${e.type}@${e.index}`) });
      expect(seen).toEqual(errors.map((e) => `${e.type}@${e.index}`));
      expect(url === null).toBe(errors.some((e) => e.fatal));
    });
  }

  it("a valid URL string has none", () => {
    expect(validateURL("https://example.org/a/b?c=d#e")).toEqual([]);
    expect(validateURL("../x", { base: "https://example.org/a/b" })).toEqual([]);
  });

  it("the fatal error is the last one, and only on failure", () => {
    const errors = validateURL(" https://user@[::1");
    expect(errors.map((e) => e.type)).toEqual(["invalid-URL-unit", "invalid-credentials", "IPv6-unclosed"]);
    expect(errors.map((e) => e.fatal === true)).toEqual([false, false, true]);
    expect(errors.filter((e) => e.fatal)).toHaveLength(1);
  });

  it("a failing base string gives the base's errors, marked base", () => {
    const errors = validateURL("x", { base: "https://[::1" });
    expect(errors).toEqual([{ type: "IPv6-unclosed", index: 8, base: true, fatal: true }]);
  });

  it("accepts a parsed record as base", () => {
    const base = parseURL("https://example.org/dir/") as URLRecord;
    expect(validateURL("a b", { base })).toEqual([{ type: "invalid-URL-unit", index: 1 }]);
  });

  it("reports tab and newline once, at the first one, with later indexes in the caller's input", () => {
    const errors = validateURL("https://exa\nmple.org/\t<");
    expect(errors).toEqual([
      { type: "invalid-URL-unit", index: 11 },
      { type: "invalid-URL-unit", index: 22 },
    ]);
  });
});
