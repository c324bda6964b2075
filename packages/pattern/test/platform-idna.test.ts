// `@urlkit/pattern/platform-idna`: the same URLPattern with the platform's IDNA passes the WPT URLPattern data as the
// main entry does, and differs from it only in the IDNA implementation.
import { URLPattern as TR46URLPattern } from "@urlkit/pattern";
import { URLPattern } from "@urlkit/pattern/platform-idna";
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

const failures = new Map((expectedFailures as { name: string; reason: string }[]).map((f) => [f.name, f.reason]));

describe("urlpatterntestdata.json through @urlkit/pattern/platform-idna", () => {
  const data = readWPT<PatternCase[]>("urlpatterntestdata.json");
  it("has the cases (at least 369)", () => expect(data.length).toBeGreaterThanOrEqual(369));
  for (const entry of data) {
    const name = patternCaseName(entry);
    it.skipIf(failures.has(name))(name, () => runPatternCase(URLPattern, entry));
  }
});

describe("urlpattern-compare-testdata.json through @urlkit/pattern/platform-idna", () => {
  const data = readWPT<CompareCase[]>("urlpattern-compare-testdata.json");
  for (const entry of data) {
    it(compareCaseName(entry), () => runCompareCase(URLPattern, entry));
  }
});

describe("@urlkit/pattern/platform-idna", () => {
  it("canonicalizes and matches international domain names through the platform", () => {
    const pattern = new URLPattern({ hostname: "*.bücher.example" });
    expect(pattern.hostname).toBe("*.xn--bcher-kva.example");
    expect(pattern.test("https://shop.BÜCHER.example/")).toBe(true);
    expect(pattern.exec("https://shop.xn--bcher-kva.example/")?.hostname.groups).toEqual({ "0": "shop" });
    expect(new URLPattern("https://faß.example/*").hostname).toBe(new TR46URLPattern("https://faß.example/*").hostname);
  });

  it("is a class of its own: compareComponent takes only its own patterns", () => {
    expect(URLPattern).not.toBe(TR46URLPattern);
    expect(Object.prototype.toString.call(new URLPattern())).toBe("[object URLPattern]");
    expect(() => URLPattern.compareComponent("pathname", new URLPattern(), new TR46URLPattern())).toThrow(
      /right is not a URLPattern/,
    );
  });
});
