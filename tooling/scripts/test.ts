// Runs every test (all vitest projects) and ends with one plain totals line: "N passed, N failed[, N skipped]".
// A test file that fails to load (a syntax error, a missing module, a throw at its top level) runs no test, so it
// counts as one failure of its own, and its name and error are printed above the totals.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { repoRoot } from "../src/data.ts";

const dir = mkdtempSync(join(tmpdir(), "urlkit-test-"));
const report = join(dir, "report.json");
const vitest = join(repoRoot, "node_modules/.bin/vitest");
const run = spawnSync(
  vitest,
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: "inherit" },
);
interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults: { status: string }[];
}
let summary: {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: FileResult[];
};
try {
  summary = JSON.parse(readFileSync(report, "utf8"));
} catch {
  console.error(`vitest wrote no report (exit ${run.status ?? run.signal})`);
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const unloaded = summary.testResults.filter(
  (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
);
for (const file of unloaded) {
  console.error(`FAILED TO LOAD ${relative(repoRoot, file.name)}: ${(file.message ?? "").split("\n")[0]}`);
}
const failed = summary.numFailedTests + unloaded.length;
const skipped = summary.numPendingTests + summary.numTodoTests;
const total = summary.numPassedTests + failed;
console.log(`${summary.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(run.status === 0 && total > 0 && failed === 0 ? 0 : 1);
