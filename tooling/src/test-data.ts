import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { repoRoot, testDataCache } from "./data.ts";

/** One file of tooling/test-data.json: where it goes (relative to the cache), where it comes from, its checksum. */
export interface TestDataFile {
  path: string;
  url: string;
  sha256: string;
}

export type FileOutcome = "cached" | "downloaded" | { error: string };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Puts each file into `cacheDir` unless a copy with the pinned checksum is already there. `mirror`, when given,
 * replaces each file's upstream URL by `<mirror>/<path>`. Never writes a file whose checksum differs.
 */
export async function fetchTestData(
  files: TestDataFile[],
  cacheDir: string,
  options: { mirror?: string; fetch?: typeof fetch } = {},
): Promise<Map<string, FileOutcome>> {
  const get = options.fetch ?? fetch;
  const outcomes = new Map<string, FileOutcome>();
  for (const file of files) {
    const target = join(cacheDir, file.path);
    if (existsSync(target) && sha256(readFileSync(target)) === file.sha256) {
      outcomes.set(file.path, "cached");
      continue;
    }
    const url = options.mirror ? `${options.mirror.replace(/\/$/, "")}/${file.path}` : file.url;
    try {
      const response = await get(url, { signal: AbortSignal.timeout(60_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const actual = sha256(bytes);
      if (actual !== file.sha256) throw new Error(`sha256 ${actual}, not the pinned ${file.sha256}`);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(`${target}.partial`, bytes);
      renameSync(`${target}.partial`, target);
      outcomes.set(file.path, "downloaded");
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
      outcomes.set(file.path, { error: `${url}: ${error instanceof Error ? error.message : String(error)}${cause}` });
    }
  }
  return outcomes;
}

/**
 * Downloads every file of tooling/test-data.json into {@link testDataCache} (`pnpm test-data`; `pnpm test` when no
 * data is found), printing a line per file; `mirror` as in {@link fetchTestData}. Returns whether all are there.
 */
export async function downloadTestData(mirror?: string): Promise<boolean> {
  const { files } = JSON.parse(readFileSync(join(repoRoot, "tooling/test-data.json"), "utf8")) as {
    files: TestDataFile[];
  };
  const outcomes = await fetchTestData(files, testDataCache, { mirror });
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
      "test data: some files could not be downloaded (no network access to their hosts?). " +
        "Place the shared/ folder beside the repository, set WPT_DIR and DATASETS_DIR, or set " +
        "URLKIT_TEST_DATA_MIRROR to a server that holds a copy of it.",
    );
  }
  return failed === 0;
}
