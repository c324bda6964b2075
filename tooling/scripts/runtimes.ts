// `pnpm runtimes [--bench]`: runs the WPT URL files (urltestdata, urltestdata-javascript-only, setters, toascii,
// IdnaTestV2) through the built @urlkit/url and through the runtime's own URL under Node, Deno and Bun (both
// installed from the npm registry as dev dependencies), and prints the counts. Exits 1 when ours fails a case
// that no packages/*/test/expected-failures.json lists (or passes one that is listed) under any runtime, or when
// @urlkit/url/platform-idna fails a case that the runtime's own URL passes (its IDNA is the runtime's).
// `--bench` then times `new URL(x[, base]).href` over the three datasets, a messy list made from them and the parser
// bench's input families, ours against each runtime's own URL, and prints the speed targets (issue 48) met or missed.
// `--bench-only` skips the conformance run (`pnpm bench` runs it so).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { bin, DATASETS, repoRoot } from "../src/data.ts";
import { isResultLine, readResultLine } from "../src/result-line.ts";
import type { Timing } from "./runtime-runner.ts";

interface FileResult {
  file: string;
  cases: number;
  ours: number;
  native: number;
  expectedFailures: number;
  unexpected: string[];
  nowPassing: string[];
  platformIDNA: number;
  platformUnexplained: string[];
}

const runner = join(repoRoot, "tooling/scripts/runtime-runner.ts");
const RUNTIMES: [name: string, command: string, args: string[]][] = [
  ["node", process.execPath, [runner]],
  ["deno", bin("deno"), ["run", "--no-lock", "--allow-read", "--allow-env", runner]],
  ["bun", bin("bun"), [runner]],
];

let failed = false;

function runIn(name: string, command: string, args: string[], mode: string): { runtime: string } | undefined {
  const run = spawnSync(command, [...args, mode], { cwd: repoRoot, encoding: "utf8", maxBuffer: 1 << 26 });
  const stdout = run.stdout ?? "";
  for (const line of stdout.split("\n")) if (line !== "" && !isResultLine(line)) console.log(line);
  const result = run.status === 0 ? readResultLine<{ runtime: string }>(stdout) : undefined;
  if (result === undefined) {
    console.error(`${name} did not run the ${mode} check (exit ${run.status ?? run.signal}):\n${run.stderr}`);
    failed = true;
  }
  return result;
}

const benchOnly = process.argv.includes("--bench-only");
if (!benchOnly) checkConformance();

/** Runs the WPT URL files in every runtime and prints the counts; a case failed unexpectedly sets `failed`. */
function checkConformance(): void {
  const table: string[][] = [["runtime", "file", "cases", "urlkit", "urlkit platform-idna", "native"]];
  for (const [name, command, args] of RUNTIMES) {
    const result = runIn(name, command, args, "conformance") as { runtime: string; files: FileResult[] } | undefined;
    if (result === undefined) continue;
    const sum = (key: "cases" | "ours" | "platformIDNA" | "native") => result.files.reduce((n, f) => n + f[key], 0);
    for (const f of result.files) {
      table.push([result.runtime, f.file, String(f.cases), String(f.ours), String(f.platformIDNA), String(f.native)]);
      for (const id of f.platformUnexplained) {
        console.error(`${result.runtime}: urlkit/platform-idna fails ${f.file} ${id}, which the native URL passes`);
      }
      if (f.platformUnexplained.length > 0) failed = true;
      for (const id of f.unexpected) console.error(`${result.runtime}: urlkit fails ${f.file} ${id}`);
      for (const input of f.nowPassing) {
        console.error(`${result.runtime}: urlkit passes ${f.file} ${input}, listed as an expected failure`);
      }
      if (f.unexpected.length > 0 || f.nowPassing.length > 0) failed = true;
    }
    const expected = result.files.reduce((n, f) => n + f.expectedFailures, 0);
    table.push([
      result.runtime,
      `all (${expected} listed expected failures)`,
      String(sum("cases")),
      String(sum("ours")),
      String(sum("platformIDNA")),
      String(sum("native")),
    ]);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table)
    console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
}

type NamedTiming = Timing & { name: string };
interface BenchResult {
  runtime: string;
  lists: NamedTiming[];
  families: NamedTiming[];
}

/** The geometric mean of the ratios. */
const geometricMean = (timings: Timing[]) =>
  Math.exp(timings.reduce((sum, t) => sum + Math.log(t.ratio), 0) / timings.length);

/** Issue 48's targets for one runtime's results: each a line saying what was measured, against which ceiling. */
function targets(result: BenchResult): { what: string; ratio: number; ceiling: number }[] {
  const canonical = result.lists.filter((list) => (DATASETS as readonly string[]).includes(list.name));
  const worst = (timings: NamedTiming[]) => timings.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  const row = (what: string, t: NamedTiming, ceiling: number) => ({
    what: `${what}: ${t.name}`,
    ratio: t.ratio,
    ceiling,
  });
  if (result.runtime.startsWith("Node")) {
    const idn = result.families.filter((f) => f.name.startsWith("IDN"));
    const others = result.families.filter((f) => !f.name.startsWith("IDN"));
    return [
      row("slowest canonical list", worst(canonical), 0.7),
      row("slowest family but IDN", worst(others), 1.2),
      row("slowest IDN family", worst(idn), 1.5),
      { what: "geometric mean of the families", ratio: geometricMean(result.families), ceiling: 1.0 },
    ];
  }
  return [row("slowest list", worst(result.lists), result.runtime.startsWith("Deno") ? 0.6 : 1.2)];
}

if (process.argv.includes("--bench") || benchOnly) {
  const results: BenchResult[] = [];
  for (const [name, command, args] of RUNTIMES) {
    const result = runIn(name, command, args, "bench") as BenchResult | undefined;
    if (result !== undefined) results.push(result);
  }
  const cell = (t: Timing) => `${t.ours.toFixed(0)} / ${t.native.toFixed(0)} ns = ${t.ratio.toFixed(2)}x`;
  console.log(
    "\n`new URL(x[, base]).href`, urlkit / native ns per URL = urlkit's time ÷ native (median batch; each runtime in one process)",
  );
  console.log(`| inputs | ${results.map((r) => r.runtime).join(" | ")} |`);
  console.log(`| --- |${" ---: |".repeat(results.length)}`);
  for (const [i, { name }] of (results[0]?.lists ?? []).entries()) {
    console.log(`| ${name} | ${results.map((r) => cell(r.lists[i])).join(" | ")} |`);
  }
  for (const [i, { name }] of (results[0]?.families ?? []).entries()) {
    console.log(`| ${name} | ${results.map((r) => cell(r.families[i])).join(" | ")} |`);
  }
  const means = results.map((r) => `${geometricMean(r.families).toFixed(2)}x`);
  console.log(`| geometric mean of the families | ${means.join(" | ")} |`);
  console.log("\nTargets (time ÷ the runtime's own URL; a ceiling, met or not):");
  for (const result of results) {
    for (const { what, ratio, ceiling } of targets(result)) {
      const verdict = ratio <= ceiling ? "met" : "MISSED";
      console.log(`  ${result.runtime}, ${what}: ${ratio.toFixed(2)}x (≤ ${ceiling.toFixed(1)}x) ${verdict}`);
    }
  }
}
if (failed) {
  console.error("runtimes: urlkit is not conformant under every runtime (see above)");
  process.exit(1);
}
