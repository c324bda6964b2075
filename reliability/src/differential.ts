// Differential testing: run one case through the subject and every reference, keep what disagrees, and
// sort each disagreement into "explained by the checked-in divergence list" or "unexplained".
import { readFileSync } from "node:fs";
import type { SetterName } from "./arbitraries.ts";
import type { Impl, ImplName } from "./impls.ts";
import { differingFields, type Outcome, paramsOutcome, parseOutcome, sameOutcome, setterOutcome } from "./outcome.ts";

export type Case =
  | { kind: "parse"; input: string; base?: string }
  | { kind: "setter"; href: string; setter: SetterName; value: string }
  | { kind: "params"; input: string };

export interface Finding {
  case: Case;
  outcomes: Partial<Record<ImplName, Outcome>>;
  /** References whose result differs from the subject's. */
  disagreeing: ImplName[];
  /** The values that differ between the subject and a disagreeing reference. */
  fields: string[];
  /** The divergence-list entry that explains it, if any. */
  explainedBy?: string;
}

/** One entry of divergences.json: a case where the standard shows one or more implementations wrong. */
export interface KnownDivergence {
  id: string;
  kind: Case["kind"];
  /** Exact case: `input` (+ `base`) for parse/params, `href` + `setter` + `value` for setters. */
  input?: string;
  base?: string | null;
  href?: string;
  setter?: SetterName;
  value?: string;
  /** A family of cases: regular expressions every named field must match (instead of, or besides, the exact example). */
  pattern?: Partial<Record<"input" | "base" | "href" | "value" | "any", string>>;
  /** The implementations the standard shows wrong. The subject must agree with every other reference. */
  wrong: ImplName[];
  /**
   * When every reference is wrong on a whole family: the name of a rule in ORACLES that computes what the
   * standard says from the references' (wrong) outcome, for the subject to match.
   */
  oracle?: keyof typeof ORACLES;
  /** Further kinds a pattern entry covers besides `kind`. */
  alsoKinds?: Case["kind"][];
  /**
   * The example's results, by implementation, plus `spec` (what the URL Standard says). Each is the href (for
   * URLSearchParams cases: toString()), "failure" for a TypeError, or an object of the observable values
   * that matter (e.g. `{ "searchParams": "…" }`).
   */
  results: Record<string, string | Record<string, string>>;
  /** The section of the URL Standard (and the text) that decides it. */
  spec: string;
  note?: string;
}

const DIVERGENCES_FILE = new URL("../divergences.json", import.meta.url);

/** The checked-in list (reliability/divergences.json), validated. */
export function loadKnownDivergences(): KnownDivergence[] {
  const list = JSON.parse(readFileSync(DIVERGENCES_FILE, "utf8")) as { divergences: KnownDivergence[] };
  const ids = new Set<string>();
  for (const entry of list.divergences) {
    const where = `divergences.json entry ${JSON.stringify(entry.id)}`;
    if (!entry.id || ids.has(entry.id)) throw new Error(`${where}: missing or duplicate id`);
    ids.add(entry.id);
    if (!["parse", "setter", "params"].includes(entry.kind)) throw new Error(`${where}: bad kind`);
    if (entry.oracle !== undefined && !(entry.oracle in ORACLES)) throw new Error(`${where}: unknown oracle`);
    if (
      entry.wrong.length >= 2 &&
      entry.oracle === undefined &&
      (entry.pattern || typeof entry.results.spec !== "object")
    ) {
      throw new Error(
        `${where}: with every reference wrong, give an oracle, or an exact case whose results.spec lists every value that differs`,
      );
    }
    if (!Array.isArray(entry.wrong) || entry.wrong.length === 0)
      throw new Error(`${where}: "wrong" must list implementations`);
    if (entry.wrong.includes("urlkit")) throw new Error(`${where}: urlkit bugs are fixed, not listed`);
    if (typeof entry.spec !== "string" || !entry.spec.includes("URL Standard"))
      throw new Error(`${where}: "spec" must cite the URL Standard`);
    if (!entry.results || entry.results.spec === undefined) throw new Error(`${where}: results.spec is required`);
    const exampleCase = exampleOf(entry);
    if (!matches(entry, exampleCase)) throw new Error(`${where}: its own example does not match its pattern`);
  }
  return list.divergences;
}

/** The exact case an entry records (every entry has one, as its minimal repro). */
export function exampleOf(entry: KnownDivergence): Case {
  if (entry.kind === "setter") {
    if (entry.href === undefined || entry.setter === undefined || entry.value === undefined) {
      throw new Error(`divergences.json entry ${entry.id}: a setter entry needs href, setter and value`);
    }
    return { kind: "setter", href: entry.href, setter: entry.setter, value: entry.value };
  }
  if (entry.input === undefined) throw new Error(`divergences.json entry ${entry.id}: needs input`);
  if (entry.kind === "params") return { kind: "params", input: entry.input };
  return entry.base == null
    ? { kind: "parse", input: entry.input }
    : { kind: "parse", input: entry.input, base: entry.base };
}

function fieldOf(c: Case, field: "input" | "base" | "href" | "value"): string | undefined {
  return (c as Record<string, string | undefined>)[field];
}

/** Whether an entry covers a case: the exact example, or every pattern regex matches. */
export function matches(entry: KnownDivergence, c: Case): boolean {
  if (entry.kind !== c.kind && !(entry.pattern && entry.alsoKinds?.includes(c.kind))) return false;
  if (c.kind === "setter" && entry.setter !== undefined && entry.setter !== c.setter) return false;
  if (entry.pattern) {
    for (const [field, source] of Object.entries(entry.pattern)) {
      const re = new RegExp(source, "su");
      const values =
        field === "any"
          ? (["input", "base", "href", "value"] as const).map((f) => fieldOf(c, f))
          : [fieldOf(c, field as "input")];
      if (!values.some((value) => value !== undefined && re.test(value))) return false;
    }
    return true;
  }
  const example = exampleOf(entry);
  return JSON.stringify(example) === JSON.stringify(c);
}

export function outcomeOf(impl: Impl, c: Case): Outcome {
  switch (c.kind) {
    case "parse":
      return parseOutcome(impl, c.input, c.base);
    case "setter":
      return setterOutcome(impl, c.href, c.setter, c.value);
    case "params":
      return paramsOutcome(impl, c.input);
  }
}

/**
 * Runs a case through the subject and the references. Returns null when all agree; otherwise a finding,
 * explained when a divergence-list entry covers the case, lists every disagreeing reference as wrong, and
 * the subject agrees with each reference the entry does not list (or, when the entry lists them all, with
 * the entry's spec result for its exact example).
 */
export function diff(
  subject: Impl,
  references: readonly Impl[],
  c: Case,
  known: readonly KnownDivergence[],
): Finding | null {
  const outcomes: Partial<Record<ImplName, Outcome>> = {};
  const mine = outcomeOf(subject, c);
  outcomes[subject.name] = mine;
  const disagreeing: ImplName[] = [];
  const fields = new Set<string>();
  for (const reference of references) {
    if (reference.name === subject.name) continue;
    const theirs = outcomeOf(reference, c);
    outcomes[reference.name] = theirs;
    if (!sameOutcome(mine, theirs)) {
      disagreeing.push(reference.name);
      for (const f of differingFields(mine, theirs)) fields.add(f);
    }
  }
  if (disagreeing.length === 0) return null;
  const finding: Finding = { case: c, outcomes, disagreeing, fields: [...fields] };
  for (const entry of known) {
    if (!matches(entry, c)) continue;
    if (!disagreeing.every((name) => entry.wrong.includes(name))) continue;
    if (entry.oracle !== undefined) {
      const first = references.find((r) => r.name !== subject.name)!;
      const expected = ORACLES[entry.oracle](c, outcomes[first.name]!);
      if (expected === null || !sameOutcome(mine, expected)) continue;
      finding.explainedBy = entry.id;
      break;
    }
    const trusted = references.filter((r) => r.name !== subject.name && !entry.wrong.includes(r.name));
    if (trusted.length === 0) {
      // Nothing to agree with: the subject must give the spec's values, and differ only in the values listed.
      const spec = entry.results.spec;
      if (entry.pattern || typeof spec !== "object" || !outcomeMatches(mine, spec)) continue;
      if (!finding.fields.every((field) => field in spec)) continue;
    }
    finding.explainedBy = entry.id;
    break;
  }
  return finding;
}

/**
 * Rules that compute the standard's result for a family of cases every reference gets wrong, from a
 * reference's outcome (right in everything else). null when the rule does not apply.
 */
export const ORACLES: Record<string, (c: Case, reference: Outcome) => Outcome | null> = {};

/** Whether an outcome is the one divergences.json records (see `KnownDivergence.results`). */
export function outcomeMatches(outcome: Outcome, expected: string | Record<string, string>): boolean {
  if (typeof expected === "string") {
    if (!outcome.ok) return expected === "failure";
    return expected === (outcome.values.href ?? outcome.values["toString()"]);
  }
  if (!outcome.ok) return false;
  return Object.entries(expected).every(([field, value]) => outcome.values[field] === value);
}

/** The same kind of disagreement: the same disagreeing references and the same differing fields. */
export function signature(f: Finding): string {
  return `${f.case.kind}${f.case.kind === "setter" ? `.${f.case.setter}` : ""}|${f.disagreeing.join("+")}|${[...f.fields].sort().join(",")}`;
}

/**
 * Shrinks a finding's strings (greedy delta debugging: drop chunks, then single code units) while the
 * disagreement keeps its signature and stays unexplained (or explained, if it was). Linear passes, bounded.
 */
export function minimize(
  subject: Impl,
  references: readonly Impl[],
  finding: Finding,
  known: readonly KnownDivergence[],
  budget = 4000,
): Finding {
  const wanted = signature(finding);
  const explained = finding.explainedBy !== undefined;
  let best = finding;
  let calls = 0;
  const attempt = (c: Case): boolean => {
    if (calls++ >= budget) return false;
    let f: Finding | null;
    try {
      if (c.kind === "setter" && !canParse(subject, references, c.href)) return false;
      f = diff(subject, references, c, known);
    } catch {
      return false;
    }
    if (f === null || signature(f) !== wanted || (f.explainedBy !== undefined) !== explained) return false;
    best = f;
    return true;
  };
  const fieldsToShrink: ("input" | "base" | "href" | "value")[] =
    finding.case.kind === "setter" ? ["value", "href"] : finding.case.kind === "parse" ? ["input", "base"] : ["input"];
  for (const field of fieldsToShrink) {
    for (let chunk = 16; chunk >= 1; chunk >>= 1) {
      let i = 0;
      for (;;) {
        const text = fieldOf(best.case, field);
        if (text === undefined || i >= text.length) break;
        const shorter = text.slice(0, i) + text.slice(i + chunk);
        if (!attempt({ ...best.case, [field]: shorter } as Case)) i += chunk;
      }
    }
  }
  if (best.case.kind === "parse" && best.case.base !== undefined) {
    const { base: _dropped, ...withoutBase } = best.case;
    attempt(withoutBase as Case);
  }
  return best;
}

function canParse(subject: Impl, references: readonly Impl[], href: string): boolean {
  for (const impl of [subject, ...references]) {
    try {
      new impl.URL(href);
    } catch {
      return false;
    }
  }
  return true;
}

/** For setter cases: the href must parse in every implementation (else the parse case covers it). */
export function parsesEverywhere(impls: readonly Impl[], href: string): boolean {
  return canParse(impls[0], impls.slice(1), href);
}
