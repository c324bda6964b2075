// Differential testing against Node's URL (ada) and whatwg-url: a fixed-seed campaign over generated,
// mutated and seed inputs (parsing with and without a base, every setter, URLSearchParams). Every
// divergence must be fixed or be in divergences.json, which names the spec text that shows the other
// implementation wrong. The long random-seed version is scripts/fuzz.ts.
import { describe, expect, it } from "vitest";
import { runCampaign } from "../src/campaign.ts";
import {
  type Case,
  diff,
  exampleOf,
  loadKnownDivergences,
  matches,
  outcomeMatches,
  outcomeOf,
} from "../src/differential.ts";
import { type Impl, type ImplName, REFERENCES, subject } from "../src/impls.ts";
import { describeCase, describeFinding, formatCampaign } from "../src/report.ts";
import { loadSeeds } from "../src/seeds.ts";

const SEED = Number(process.env.RELIABILITY_SEED ?? 8);
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 1000);

describe("divergences.json", () => {
  const known = loadKnownDivergences();
  const impl = subject();
  const byName = new Map<ImplName, Impl>([[impl.name, impl], ...REFERENCES.map((r) => [r.name, r] as const)]);

  for (const entry of known) {
    it(`${entry.id}: still reproduces, and the subject gives the spec's result`, () => {
      const example = exampleOf(entry);
      expect(matches(entry, example)).toBe(true);
      for (const name of entry.wrong) {
        const wrong = outcomeOf(byName.get(name)!, example);
        // A reference that got fixed makes the entry stale: delete it.
        expect(
          outcomeMatches(wrong, entry.results.spec),
          `${name} now agrees with the spec on ${describeCase(example)}`,
        ).toBe(false);
        if (entry.results[name] !== undefined) expect(outcomeMatches(wrong, entry.results[name])).toBe(true);
      }
      expect(outcomeMatches(outcomeOf(impl, example), entry.results.spec), describeCase(example)).toBe(true);
    });
  }
});

/**
 * Minimal repros of divergences found by scripts/fuzz.ts (random seeds), kept as regression cases: each must
 * agree with the references or be explained by divergences.json. Failing ones are open bugs (README).
 */
const FOUND: { found: string; case: Case }[] = [
  // @urlkit/host: the IPv4 number parser takes ";" (and "=") for hex digits: ends-in-a-number is true and
  // "0x;" parses as 11. The URL Standard's "IPv4 number parser": a code point that is not a radix-R digit is failure,
  // so the host is the domain "0x;" (native and whatwg-url: "http://0x;/").
  { found: "seed 770148358", case: { kind: "parse", input: "http://0x;/" } },
  { found: "seed 770148358", case: { kind: "parse", input: "http:.0X;" } },
  { found: "seed 770148358", case: { kind: "parse", input: "http://a.0x=/" } },
];

describe("divergences found by fuzzing (regression cases)", () => {
  const known = loadKnownDivergences();
  const impl = subject();
  for (const { found, case: c } of FOUND) {
    it(`${describeCase(c)} (${found})`, () => {
      const finding = diff(impl, REFERENCES, c, known);
      expect(finding === null || finding.explainedBy !== undefined, finding ? describeFinding(finding) : "").toBe(true);
    });
  }
});

describe(`differential campaign (seed ${SEED}, ${RUNS} generated cases per source, WPT and dataset seeds)`, () => {
  it("finds no divergence from native URL and whatwg-url that divergences.json does not explain", () => {
    const impl = subject();
    // Every 25th line of each dataset keeps this run at a few seconds; scripts/fuzz.ts runs them all.
    const result = runCampaign(impl, REFERENCES, loadSeeds(25), loadKnownDivergences(), { seed: SEED, runs: RUNS });
    const report = formatCampaign(result);
    console.log(report);
    expect(Object.values(result.tried).reduce((a, b) => a + b, 0)).toBeGreaterThan(5000);
    expect(result.unexplained.length, report).toBe(0);
    expect(result.violations.length, report).toBe(0);
  });
});
