// A differential campaign: generated, mutated and seed cases through the subject and the references.
import fc from "fast-check";
import {
  anyString,
  mutated,
  relativeString,
  SETTERS,
  type SetterName,
  setterValue,
  significantText,
  urlString,
} from "./arbitraries.ts";
import {
  type Case,
  diff,
  type Finding,
  type KnownDivergence,
  minimize,
  parsesEverywhere,
  signature,
} from "./differential.ts";
import type { Impl } from "./impls.ts";
import { parseOutcome } from "./outcome.ts";
import type { Seeds } from "./seeds.ts";
import { protocolSetterDriveLetterReparse } from "./strings.ts";

export interface CampaignOptions {
  seed: number;
  /** Generated cases per source (see `sources`). */
  runs: number;
  /** Run every WPT case, setter case and dataset line as given, besides the generated ones. Default true. */
  includeSeeds?: boolean;
  /** Called every few hundred cases. */
  onProgress?: (done: number) => void;
}

export interface Violation {
  case: Case;
  property: string;
  detail: string;
}

export interface CampaignResult {
  /** Cases run, by source. */
  tried: Record<string, number>;
  /** Explained divergences: entry id → cases. */
  explained: Record<string, number>;
  /** Unexplained divergences, one minimized example per signature, with how many cases had it. */
  unexplained: { finding: Finding; minimized: Finding; count: number }[];
  /** Broken invariants of the subject alone (non-TypeError throws, href not reparsing to itself). */
  violations: Violation[];
}

/** The generated sources and their arbitraries, each producing cases. */
export function sources(seeds: Seeds): Record<string, fc.Arbitrary<Case>> {
  const base = fc.oneof(fc.constantFrom(...seeds.bases), urlString);
  const validHref = fc
    .oneof(fc.constantFrom(...seeds.setterHrefs, ...seeds.bases), urlString, fc.constantFrom(...seeds.datasetLines))
    .filter((href) => {
      try {
        new URL(href);
        return true;
      } catch {
        return false;
      }
    });
  const setter = fc.constantFrom(...SETTERS).chain((name: SetterName) =>
    fc.record({
      kind: fc.constant("setter" as const),
      href: validHref,
      setter: fc.constant(name),
      value: fc.oneof(
        { weight: 3, arbitrary: setterValue(name) },
        { weight: 1, arbitrary: mutated(seeds.setterValues) },
      ),
    }),
  );
  const parse = (input: fc.Arbitrary<string>, withBase: fc.Arbitrary<string | undefined>): fc.Arbitrary<Case> =>
    fc
      .tuple(input, withBase)
      .map(([i, b]) => (b === undefined ? { kind: "parse", input: i } : { kind: "parse", input: i, base: b }));
  const wptPair = fc.constantFrom(...seeds.wptCases);
  return {
    "generated URL strings": parse(urlString, fc.constant(undefined)),
    "generated URL strings with a base": parse(fc.oneof(urlString, relativeString), base),
    "arbitrary strings": parse(anyString, fc.option(base, { nil: undefined })),
    "mutated WPT inputs (with their base)": wptPair.chain(({ input, base: b }) =>
      parse(mutated([input]), b === undefined ? fc.constant(undefined) : fc.oneof(fc.constant(b), mutated([b]))),
    ),
    "mutated dataset URLs": parse(mutated(seeds.datasetLines), fc.option(base, { nil: undefined })),
    setters: setter,
    "URLSearchParams strings": fc
      .oneof(significantText(30), anyString, mutated(seeds.queries.length ? seeds.queries : ["a=b"]))
      .map((input) => ({ kind: "params", input }) as Case),
  };
}

/** The seed cases as they are: WPT parser cases, WPT setter cases, dataset lines. */
export function* seedCases(seeds: Seeds): Generator<[string, Case]> {
  for (const { input, base } of seeds.wptCases) {
    yield ["WPT urltestdata", base === undefined ? { kind: "parse", input } : { kind: "parse", input, base }];
  }
  for (const { setter, href, value } of seeds.setterCases) {
    yield ["WPT setters", { kind: "setter", href, setter: setter as SetterName, value }];
  }
  for (const input of seeds.datasetLines) yield ["dataset URLs", { kind: "parse", input }];
  for (const input of seeds.queries) yield ["dataset queries", { kind: "params", input }];
}

/** Subject-only invariants checked on every parse/setter case: only TypeError; href reparses to itself. */
export function checkInvariants(subject: Impl, c: Case): Violation[] {
  if (c.kind === "params") return [];
  const out: Violation[] = [];
  let href: string | undefined;
  if (c.kind === "parse") {
    const outcome = parseOutcome(subject, c.input, c.base);
    if (!outcome.ok && outcome.error !== "TypeError") {
      out.push({
        case: c,
        property: "constructor throws only TypeError",
        detail: `${outcome.error}: ${outcome.message}`,
      });
    }
    if (outcome.ok) href = outcome.values.href;
  } else {
    const url = new subject.URL(c.href);
    const protocolBefore = url.protocol;
    try {
      url[c.setter] = c.value;
    } catch (error) {
      const name = error instanceof Error ? error.constructor.name : typeof error;
      if (c.setter !== "href" || name !== "TypeError") {
        out.push({ case: c, property: "setters throw nothing (href: only TypeError)", detail: String(error) });
      }
    }
    href = url.href;
    // The standard's own exception (see protocolSetterDriveLetterReparse): the reparse must give exactly that.
    const expected = protocolSetterDriveLetterReparse(c.setter, protocolBefore, url);
    if (expected !== null) {
      const again = parseOutcome(subject, href);
      if (!again.ok || again.values.href !== expected || parseOutcome(subject, expected).ok !== true) {
        out.push({ case: c, property: "protocol → file drive-letter reparse", detail: `${JSON.stringify(href)}` });
      }
      href = expected;
    }
  }
  if (href !== undefined) {
    const again = parseOutcome(subject, href);
    if (!again.ok || again.values.href !== href) {
      out.push({
        case: c,
        property: "href reparses to itself",
        detail: `${JSON.stringify(href)} → ${again.ok ? JSON.stringify(again.values.href) : `${again.error}: ${again.message}`}`,
      });
    }
  }
  return out;
}

/** Runs the campaign and groups what it found. Deterministic for a given seed, runs and seeds. */
export function runCampaign(
  subject: Impl,
  references: readonly Impl[],
  seeds: Seeds,
  known: readonly KnownDivergence[],
  options: CampaignOptions,
): CampaignResult {
  const tried: Record<string, number> = {};
  const explained: Record<string, number> = {};
  const groups = new Map<string, { finding: Finding; count: number }>();
  const violations: Violation[] = [];
  const violated = new Set<string>();
  let done = 0;
  const all = [subject, ...references];
  const run = (source: string, c: Case) => {
    if (c.kind === "setter" && !parsesEverywhere(all, c.href)) return;
    tried[source] = (tried[source] ?? 0) + 1;
    for (const v of checkInvariants(subject, c)) {
      if (violated.has(v.property + v.detail)) continue;
      violated.add(v.property + v.detail);
      violations.push(v);
    }
    const finding = diff(subject, references, c, known);
    if (finding !== null) {
      if (finding.explainedBy !== undefined) {
        explained[finding.explainedBy] = (explained[finding.explainedBy] ?? 0) + 1;
      } else {
        const key = signature(finding);
        const group = groups.get(key);
        if (group === undefined) groups.set(key, { finding, count: 1 });
        else group.count++;
      }
    }
    if (++done % 500 === 0) options.onProgress?.(done);
  };
  if (options.includeSeeds !== false) for (const [source, c] of seedCases(seeds)) run(source, c);
  const generated = sources(seeds);
  let n = 0;
  for (const [source, arbitrary] of Object.entries(generated)) {
    const samples = fc.sample(arbitrary, { seed: options.seed + n++, numRuns: options.runs });
    for (const c of samples) run(source, c);
  }
  const unexplained = [...groups.values()].map(({ finding, count }) => ({
    finding,
    minimized: minimize(subject, references, finding, known),
    count,
  }));
  return { tried, explained, unexplained, violations };
}
