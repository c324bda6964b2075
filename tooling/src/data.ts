import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The monorepo root (tooling/src/ is two levels down). */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The path of a dev dependency's command, e.g. `bin("vitest")`: the repository's node_modules/.bin holds them all. */
export const bin = (name: string): string => join(repoRoot, "node_modules/.bin", name);

/** Where `pnpm test-data` downloads the WPT files and datasets (git-ignored), in the layout of ../shared. */
export const testDataCache = resolve(repoRoot, ".cache/test-data");

/**
 * The data folder: `env[envName]` when set (and then only it), else the first of `candidates` that exists. Throws,
 * naming every path tried and how to get the data, when there is none.
 */
export function locateDataFolder(
  kind: string,
  envName: string,
  candidates: string[],
  env: Record<string, string | undefined> = process.env,
): string {
  const fromEnv = env[envName];
  // An explicit setting that points nowhere is a mistake to report, not a reason to fall back.
  if (fromEnv) {
    const dir = resolve(fromEnv);
    if (existsSync(dir)) return dir;
    throw new Error(`urlkit: cannot find the ${kind}. Tried: ${envName}=${fromEnv}. Fix or unset ${envName}.`);
  }
  const found = candidates.find((dir) => existsSync(dir));
  if (found !== undefined) return found;
  throw new Error(
    `urlkit: cannot find the ${kind}. Tried: ${envName} (not set), then ${candidates.join(", then ")}. ` +
      `Run \`pnpm test-data\` to download the test data into ${testDataCache} (needs network access), ` +
      `place the shared/ folder beside the repository, or set ${envName} (see README "Test data").`,
  );
}

function locate(kind: string, envName: string, folder: string): string {
  return locateDataFolder(kind, envName, [resolve(repoRoot, "../shared", folder), join(testDataCache, folder)]);
}

/** The WPT JSON folder: `WPT_DIR`, then `../shared/wpt`, then `.cache/test-data/wpt`. Throws, naming every path tried. */
export function wptDir(): string {
  return locate("WPT data", "WPT_DIR", "wpt");
}

/** The URL datasets folder: `DATASETS_DIR`, then `../shared/datasets`, then `.cache/test-data/datasets`. */
export function datasetsDir(): string {
  return locate("URL datasets", "DATASETS_DIR", "datasets");
}

/** Parses one WPT JSON file, e.g. `readWPT("urltestdata.json")`. */
export function readWPT<T = unknown>(file: string): T {
  const path = join(wptDir(), file);
  if (!existsSync(path)) throw new Error(`urlkit: WPT file ${path} does not exist`);
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** The non-empty lines of a dataset (e.g. `"kasztp.txt"`), without the BOM some files start with. */
export function readDataset(file: string): string[] {
  const path = join(datasetsDir(), file);
  if (!existsSync(path)) throw new Error(`urlkit: dataset ${path} does not exist`);
  let text = readFileSync(path, "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.split(/\r?\n/).filter((line) => line.length > 0);
}

/** The datasets every benchmark runs on. */
export const DATASETS = ["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const;

/**
 * Parses a JSON fixture checked in beside a test, e.g. `readFixture<Cases>(new URL("fixtures/writing.json",
 * import.meta.url))`. The type parameter says what the file holds; a missing file throws naming its path.
 */
export function readFixture<T>(url: URL): T {
  const path = fileURLToPath(url);
  if (!existsSync(path)) throw new Error(`urlkit: fixture ${path} does not exist`);
  return JSON.parse(readFileSync(path, "utf8")) as T;
}
