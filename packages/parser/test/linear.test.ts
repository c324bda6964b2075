import { describe, expect, it } from "vitest";
import { parseURL, validateURL } from "../src/index.ts";

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
  it("1 MB of non-ASCII to percent-encode", () => {
    expect(parseURL(`https://h/${big("\u00e9")}`)?.pathname.length).toBe(1 + 6 * MB);
  });
});
