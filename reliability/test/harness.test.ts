// The harness itself: a deliberately broken subject must be caught, minimized and not excused.
import { describe, expect, it } from "vitest";
import { runCampaign } from "../src/campaign.ts";
import { diff, type KnownDivergence, loadKnownDivergences, matches, minimize } from "../src/differential.ts";
import { type Impl, REFERENCES, type URLClass, WHATWG_URL } from "../src/impls.ts";
import { loadSeeds } from "../src/seeds.ts";

const Base = WHATWG_URL.URL as unknown as new (url: string, base?: string) => object;
const pathnameOf = Object.getOwnPropertyDescriptor(WHATWG_URL.URL.prototype, "pathname")!.get!;

/** whatwg-url with one bug: the pathname getter lowercases. */
class LowercasePathname extends Base {
  get pathname(): string {
    return (pathnameOf.call(this) as string).toLowerCase();
  }
}

const broken: Impl = {
  name: "urlkit",
  URL: LowercasePathname as unknown as URLClass,
  URLSearchParams: WHATWG_URL.URLSearchParams,
};

describe("the harness", () => {
  it("catches a broken subject, and shrinks the repro", () => {
    const finding = diff(broken, REFERENCES, { kind: "parse", input: "https://example.org/Some/PATH?Q#F" }, []);
    expect(finding?.fields).toEqual(["pathname"]);
    expect(finding?.disagreeing).toEqual(["native", "whatwg-url"]);
    const small = minimize(broken, REFERENCES, finding!, []);
    expect(small.case.kind === "parse" && small.case.input.length).toBeLessThanOrEqual("a:/A".length);
  });

  it("a campaign over a broken subject reports it as unexplained", () => {
    const result = runCampaign(broken, REFERENCES, loadSeeds(200), loadKnownDivergences(), {
      seed: 1,
      runs: 50,
      includeSeeds: false,
    });
    expect(result.unexplained.map((g) => g.finding.fields)).toContainEqual(["pathname"]);
  });

  it("a divergence-list entry excuses only what it names, and only when the subject agrees with the others", () => {
    const entry: KnownDivergence = {
      id: "test",
      kind: "parse",
      input: "https://example.org/A",
      wrong: ["native"],
      results: { spec: "https://example.org/A" },
      spec: "URL Standard (test)",
    };
    const c = { kind: "parse" as const, input: "https://example.org/A" };
    expect(matches(entry, c)).toBe(true);
    expect(matches(entry, { kind: "parse", input: "https://example.org/B" })).toBe(false);
    expect(matches({ ...entry, input: undefined, pattern: { any: "/[AB]$" } }, { kind: "parse", input: "x:/B" })).toBe(
      true,
    );
    // The broken subject disagrees with whatwg-url too, which the entry does not list as wrong: not excused.
    expect(diff(broken, REFERENCES, c, [entry])?.explainedBy).toBeUndefined();
    expect(diff(broken, REFERENCES, c, [{ ...entry, wrong: ["native", "whatwg-url"] }])?.explainedBy).toBeUndefined();
  });
});
