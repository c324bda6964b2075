import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The monorepo root (tooling/src/ is two levels down). */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

function locate(kind: string, envName: string, fallback: string): string {
  const fromEnv = process.env[envName];
  // An explicit setting that points nowhere is a mistake to report, not a reason to fall back.
  const [dir, tried] = fromEnv
    ? [resolve(fromEnv), `${envName}=${fromEnv}`]
    : [resolve(repoRoot, fallback), `${envName} (not set), then ${resolve(repoRoot, fallback)}`];
  if (existsSync(dir)) return dir;
  throw new Error(
    `urlkit: cannot find the ${kind}. Tried: ${tried}. ` +
      `Set ${envName} or place the shared/ folder beside the repository (see README "Test data").`,
  );
}

/** The WPT JSON folder: `WPT_DIR`, then `../shared/wpt`. Throws, naming every path tried, when neither exists. */
export function wptDir(): string {
  return locate("WPT data", "WPT_DIR", "../shared/wpt");
}

/** The URL datasets folder: `DATASETS_DIR`, then `../shared/datasets`. */
export function datasetsDir(): string {
  return locate("URL datasets", "DATASETS_DIR", "../shared/datasets");
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
