// `pnpm test-data`: downloads the WPT files and URL datasets listed in tooling/test-data.json into .cache/test-data/
// (git-ignored), checking each against its pinned sha256, for a clone that has no shared/ folder beside it. The
// test-data locator (tooling/src/data.ts) looks there after ../shared. URLKIT_TEST_DATA_MIRROR=<url> fetches every
// file from `<url>/<path>` instead (a server holding a copy of shared/). Exits 1 when a file could not be had.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot, testDataCache } from "../src/data.ts";
import { fetchTestData, type TestDataFile } from "../src/test-data.ts";

const { files } = JSON.parse(readFileSync(join(repoRoot, "tooling/test-data.json"), "utf8")) as {
  files: TestDataFile[];
};
const outcomes = await fetchTestData(files, testDataCache, { mirror: process.env.URLKIT_TEST_DATA_MIRROR });
let failed = 0;
for (const [path, outcome] of outcomes) {
  if (typeof outcome === "string") console.log(`${outcome.padEnd(10)} ${path}`);
  else {
    failed++;
    console.error(`FAILED     ${path}: ${outcome.error}`);
  }
}
console.log(`${files.length - failed} of ${files.length} files in ${testDataCache}`);
if (failed > 0) {
  console.error(
    "pnpm test-data: some files could not be downloaded (no network access to their hosts?). " +
      "Place the shared/ folder beside the repository, set WPT_DIR and DATASETS_DIR, or set " +
      "URLKIT_TEST_DATA_MIRROR to a server that holds a copy of it.",
  );
  process.exit(1);
}
