// The web-platform-tests URLPattern data (urlpatterntestdata.json, urlpattern-compare-testdata.json) through each
// entry's URLPattern (tr46's IDNA and the platform's), with the WPT harness's semantics (test/wpt-harness.ts).
import { URLPattern as TR46URLPattern } from "@urlkit/pattern";
import { URLPattern as PlatformIDNAURLPattern } from "@urlkit/pattern/platform-idna";
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

const ENTRIES = [
  ["@urlkit/pattern", TR46URLPattern],
  ["@urlkit/pattern/platform-idna", PlatformIDNAURLPattern],
] as const;

for (const [entry, URLPattern] of ENTRIES) {
  describe(`urlpatterntestdata.json through ${entry}`, () => {
    const data = readWPT<PatternCase[]>("urlpatterntestdata.json");
    it("has the cases (at least 369)", () => expect(data.length).toBeGreaterThanOrEqual(369));
    for (const item of data) {
      const name = patternCaseName(item);
      it.skipIf(failures.has(name))(name, () => runPatternCase(URLPattern, item));
    }
  });

  describe(`urlpattern-compare-testdata.json through ${entry}`, () => {
    const data = readWPT<CompareCase[]>("urlpattern-compare-testdata.json");
    it("has the cases (at least 25)", () => expect(data.length).toBeGreaterThanOrEqual(25));
    for (const item of data) it(compareCaseName(item), () => runCompareCase(URLPattern, item));
  });
}
