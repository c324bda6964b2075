// The web-platform-tests URLPattern data (urlpatterntestdata.json, urlpattern-compare-testdata.json) through the
// main entry's URLPattern, with the WPT harness's semantics (test/wpt-harness.ts).
import { URLPattern } from "@urlkit/pattern";
import { readWPT } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import expectedFailures from "./expected-failures.json" with { type: "json" };
import {
  type CompareCase,
  compareCaseName,
  type PatternCase,
  patternCaseName,
  runCompareCase,
  runPatternCase,
} from "./wpt-harness.ts";

// Cases this package does not pass, each with the reason (none at present).
const failures = new Map((expectedFailures as { name: string; reason: string }[]).map((f) => [f.name, f.reason]));

describe("urlpatterntestdata.json", () => {
  const data = readWPT<PatternCase[]>("urlpatterntestdata.json");
  it("has the cases (at least 369)", () => expect(data.length).toBeGreaterThanOrEqual(369));
  for (const entry of data) {
    const name = patternCaseName(entry);
    it.skipIf(failures.has(name))(name, () => runPatternCase(URLPattern, entry));
  }
});

describe("urlpattern-compare-testdata.json", () => {
  const data = readWPT<CompareCase[]>("urlpattern-compare-testdata.json");
  it("has the cases (at least 25)", () => expect(data.length).toBeGreaterThanOrEqual(25));
  for (const entry of data) {
    it(compareCaseName(entry), () => runCompareCase(URLPattern, entry));
  }
});
