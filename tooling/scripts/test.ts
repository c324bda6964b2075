// Runs every test (all vitest projects) and ends with one plain totals line: "N passed, N failed[, N skipped]".
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../src/data.ts";

const dir = mkdtempSync(join(tmpdir(), "urlkit-test-"));
const report = join(dir, "report.json");
const vitest = join(repoRoot, "node_modules/.bin/vitest");
const run = spawnSync(
  vitest,
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: "inherit" },
);
let summary: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
try {
  summary = JSON.parse(readFileSync(report, "utf8"));
} catch {
  console.error(`vitest wrote no report (exit ${run.status ?? run.signal})`);
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const skipped = summary.numPendingTests + summary.numTodoTests;
const total = summary.numPassedTests + summary.numFailedTests;
console.log(
  `${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`,
);
process.exit(run.status === 0 && total > 0 && summary.numFailedTests === 0 ? 0 : 1);
