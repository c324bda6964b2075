// Runs every test (all vitest projects) and ends with one plain totals line: "N passed, N failed[, N skipped]".
// A test file that fails to load (a syntax error, a missing module, a throw at its top level) runs no test, so it
// counts as one failure of its own, and its name and error are printed above the totals. First it gets what the
// tests need and a fresh clone may lack, saying so in a line each: the oldest supported Node (for the compatibility
// test) and the test data (downloaded as `pnpm test-data` does when no ../shared is beside the clone). Where either
// cannot be had, the tests that need it fail with a message that says what to do.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { provideCompatNode } from "../src/compat-node.ts";
import { bin, datasetsDir, repoRoot, wptDir } from "../src/data.ts";
import { downloadTestData } from "../src/test-data.ts";

function findsTestData(): boolean {
  try {
    wptDir();
    datasetsDir();
    return true;
  } catch {
    return false;
  }
}

// The compatibility test finds the same Node through URLKIT_COMPAT_NODE or, unset, the copy installed here.
const compat = provideCompatNode();
if (compat.node === undefined) console.error(compat.error);
if (!findsTestData()) {
  console.log("no test data found (no ../shared beside the clone): downloading it into .cache/test-data");
  await downloadTestData(process.env.URLKIT_TEST_DATA_MIRROR);
}

const dir = mkdtempSync(join(tmpdir(), "urlkit-test-"));
const report = join(dir, "report.json");
const run = spawnSync(
  bin("vitest"),
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
