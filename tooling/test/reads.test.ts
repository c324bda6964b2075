import { describe, expect, it } from "vitest";
import { readsOutsideTheString } from "../src/reads.ts";

function lastAndNext(s: string): number {
  return s.charCodeAt(s.length - 1) + s.charCodeAt(s.length);
}

function charCodeAt(s: string, i: number): number {
  return String.prototype.charCodeAt.call(s, i);
}

function nextThroughAHelper(s: string): number {
  return charCodeAt(s, s.length);
}

describe("readsOutsideTheString", () => {
  it("names the caller of each read outside the string, in the files given, once", () => {
    const sites = readsOutsideTheString(() => {
      lastAndNext("ab");
      lastAndNext("cd");
      "ab".charCodeAt(-1);
    }, /reads\.test\.ts/);
    expect(sites).toHaveLength(2);
    expect(sites[0]).toMatch(/^at lastAndNext \(.*reads\.test\.ts:5:\d+\)$/);
  });
  it("names the caller of a function named charCodeAt that reads, not that function", () => {
    const sites = readsOutsideTheString(() => nextThroughAHelper("ab"), /reads\.test\.ts/);
    expect(sites).toHaveLength(1);
    expect(sites[0]).toMatch(/^at nextThroughAHelper \(.*reads\.test\.ts:13:\d+\)$/);
  });
  it("reports nothing for reads inside the string or in other files, and restores charCodeAt", () => {
    const original = String.prototype.charCodeAt;
    expect(readsOutsideTheString(() => lastAndNext("ab"), /elsewhere\.ts/)).toEqual([]);
    expect(readsOutsideTheString(() => "ab".charCodeAt(1), /reads\.test\.ts/)).toEqual([]);
    expect(String.prototype.charCodeAt).toBe(original);
  });
  it("restores charCodeAt when the run throws", () => {
    const original = String.prototype.charCodeAt;
    expect(() =>
      readsOutsideTheString(() => {
        throw new Error("boom");
      }, /x/),
    ).toThrow("boom");
    expect(String.prototype.charCodeAt).toBe(original);
  });
});
