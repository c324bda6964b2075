// Printing campaign results for people.
import type { CampaignResult } from "./campaign.ts";
import type { Case, Finding } from "./differential.ts";
import { summarize } from "./outcome.ts";

export function describeCase(c: Case): string {
  switch (c.kind) {
    case "parse":
      return `new URL(${JSON.stringify(c.input)}${c.base === undefined ? "" : `, ${JSON.stringify(c.base)}`})`;
    case "setter":
      return `new URL(${JSON.stringify(c.href)}).${c.setter} = ${JSON.stringify(c.value)}`;
    case "params":
      return `new URLSearchParams(${JSON.stringify(c.input)})`;
  }
}

export function describeFinding(f: Finding): string {
  const lines = [`  ${describeCase(f.case)}   [differs from ${f.disagreeing.join(", ")} in ${f.fields.join(", ")}]`];
  for (const [name, outcome] of Object.entries(f.outcomes)) {
    if (outcome) lines.push(`    ${name.padEnd(10)} ${summarize(outcome, f.fields)}`);
  }
  return lines.join("\n");
}

export function formatCampaign(result: CampaignResult): string {
  const out: string[] = [];
  const total = Object.values(result.tried).reduce((a, b) => a + b, 0);
  out.push(`cases tried: ${total}`);
  for (const [source, n] of Object.entries(result.tried)) out.push(`  ${String(n).padStart(7)}  ${source}`);
  const explainedTotal = Object.values(result.explained).reduce((a, b) => a + b, 0);
  out.push(`explained divergences (divergences.json): ${explainedTotal}`);
  for (const [id, n] of Object.entries(result.explained)) out.push(`  ${String(n).padStart(7)}  ${id}`);
  const unexplainedTotal = result.unexplained.reduce((a, g) => a + g.count, 0);
  out.push(`UNEXPLAINED divergences: ${unexplainedTotal} cases in ${result.unexplained.length} kinds`);
  for (const g of result.unexplained) {
    out.push(`- ${g.count} case(s) like (minimized):`);
    out.push(describeFinding(g.minimized));
    if (describeCase(g.minimized.case) !== describeCase(g.finding.case)) {
      out.push(`  first found as: ${describeCase(g.finding.case)}`);
    }
  }
  out.push(`invariant violations: ${result.violations.length}`);
  for (const v of result.violations.slice(0, 30)) out.push(`- ${v.property}: ${describeCase(v.case)} → ${v.detail}`);
  return out.join("\n");
}
