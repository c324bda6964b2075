import { describe, expect, it } from "vitest";
import { asciiTable, escapeWith } from "../src/escape.ts";

describe("escapeWith", () => {
  const syntax = asciiTable("*:\\");

  it("puts a backslash before each listed code point, wherever it is", () => {
    expect(escapeWith("*a:b\\", syntax)).toBe("\\*a\\:b\\\\");
    expect(escapeWith("**", syntax)).toBe("\\*\\*");
    expect(escapeWith(":", syntax)).toBe("\\:");
  });

  it("returns the input itself when nothing needs escaping, non-ASCII included", () => {
    const input = "abc/é😀";
    expect(escapeWith(input, syntax)).toBe(input);
    expect(escapeWith("", syntax)).toBe("");
  });
});

describe("asciiTable", () => {
  it("marks exactly the listed code points", () => {
    const table = asciiTable("ab");
    expect([...table.keys()].filter((c) => table[c] === 1)).toEqual([0x61, 0x62]);
    expect(table.length).toBe(128);
  });
});
