import { readWPT } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { parse, serialize } from "../src/index.ts";

interface ParserCase {
  input: string;
  output: [string, string][];
}

// As wpt/url/urlencoded-parser.any.js: the string goes through URLSearchParams (the string parser) and, as a
// request body, through the byte parser (its UTF-8 encoding).
const cases = readWPT<ParserCase[]>("urlencoded-parser-data.json");
const encoder = new TextEncoder();

describe("WPT urlencoded-parser-data.json", () => {
  it("has the cases the harness expects", () => {
    expect(cases.length).toBeGreaterThanOrEqual(35);
    for (const c of cases) expect(typeof c.input).toBe("string");
  });

  describe("string input", () => {
    it.each(cases.map((c) => [JSON.stringify(c.input), c] as const))("%s", (_, c) => {
      expect(parse(c.input)).toEqual(c.output);
    });
  });

  describe("byte input (UTF-8 encoded)", () => {
    it.each(cases.map((c) => [JSON.stringify(c.input), c] as const))("%s", (_, c) => {
      expect(parse(encoder.encode(c.input))).toEqual(c.output);
    });
  });

  // Serializing the expected output and parsing it again must give the output back (its strings are scalar
  // value strings).
  describe("serialize → parse", () => {
    it.each(cases.map((c) => [JSON.stringify(c.input), c] as const))("%s", (_, c) => {
      expect(parse(serialize(c.output))).toEqual(c.output);
    });
  });
});
