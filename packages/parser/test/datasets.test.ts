import { DATASETS, readDataset } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { parseURL } from "../src/index.ts";

// Real-world URLs: the single-pass path and the general state machine (forced by a listener) must give the
// same href, and it must be what the running Node's URL (ada) gives.
describe("datasets: single pass, general parser and Node's URL agree", () => {
  for (const file of DATASETS) {
    it(file, () => {
      const lines = readDataset(file);
      expect(lines.length).toBeGreaterThan(1000);
      const mismatches: string[] = [];
      for (const line of lines) {
        const fast = parseURL(line)?.href ?? null;
        const general = parseURL(line, { onValidationError: () => {} })?.href ?? null;
        const native = URL.parse(line)?.href ?? null;
        if (fast !== general || fast !== native) mismatches.push(`${line} → ${fast} / ${general} / ${native}`);
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
    });
  }
});
