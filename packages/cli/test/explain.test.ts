import { validateURL } from "@urlkit/parser";
import { readWPTCases, type URLTestCase } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { EXPLANATIONS } from "../src/explain.ts";

describe("EXPLANATIONS", () => {
  it("explains every validation error the parser reports over the WPT inputs", () => {
    const seen = new Set<string>();
    for (const c of readWPTCases<URLTestCase>("urltestdata.json")) {
      for (const error of validateURL(c.input, { base: c.base })) seen.add(error.type);
    }
    expect(seen.size).toBeGreaterThan(20);
    for (const type of seen) expect(Object.hasOwn(EXPLANATIONS, type), type).toBe(true);
  });

  it("gives each error one line of plain text", () => {
    for (const [type, text] of Object.entries(EXPLANATIONS)) {
      expect(text, type).toMatch(/^[a-z(][^\n]*[^.\s]$/);
      expect(text.length, type).toBeLessThanOrEqual(120);
    }
  });
});
