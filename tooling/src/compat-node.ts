// The oldest Node the packages support: every package's `engines.node` starts at it ("^22.14.0 || >=24": 22.14.0),
// while the toolchain runs a newer one. The tests and the registry check load the published entry points on it,
// through URLKIT_COMPAT_NODE, or through a copy of the npm registry's `node` package that they install themselves.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "./data.ts";
import { packageFolders } from "./packages.ts";

export type ResolvedNode = { node: string; error?: undefined } | { node?: undefined; error: string };

/** The oldest Node version each package's `engines.node` allows (the first version in the range). */
export function enginesFloors(): Map<string, string> {
  const floors = new Map<string, string>();
  for (const pkg of packageFolders()) {
    const file = join(repoRoot, "packages", pkg, "package.json");
    const range = JSON.parse(readFileSync(file, "utf8")).engines?.node;
    floors.set(pkg, typeof range === "string" ? (range.match(/\d+\.\d+\.\d+/)?.[0] ?? range) : "(none)");
  }
  return floors;
}

/** The floor that every package declares (the compatibility test checks that they agree). */
export function compatNodeVersion(): string {
  return [...enginesFloors().values()][0] ?? "(no packages)";
}

/** The folder, under the home directory, that the tests install Node `version` into from the npm registry. */
const cacheFolder = (version: string) => `.cache/node-${version}`;

/** Where the tests install Node `version` from the npm registry when URLKIT_COMPAT_NODE is not set. */
export function cachedNodePath(version: string): string {
  return join(homedir(), cacheFolder(version), "node_modules/node/bin/node");
}

/** What to do when the oldest Node cannot be had. */
export function compatNodeHowTo(version: string): string {
  return (
    `Install it from the npm registry (\`npm install --prefix ~/${cacheFolder(version)} node@${version}\`, ` +
    `which \`pnpm test\` tries itself) or set URLKIT_COMPAT_NODE to a Node ${version} binary.`
  );
}

/** `node --version` of a binary, or undefined when it does not run. */
export function nodeVersion(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const run = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 10_000 });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

/**
 * Which Node runs the checks: URLKIT_COMPAT_NODE when set (it must run and be exactly `version`), else the copy in
 * {@link cachedNodePath}.
 */
export function resolveCompatNode(
  env: Record<string, string | undefined>,
  version: string,
  versionOf: (path: string) => string | undefined,
): ResolvedNode {
  const fromEnv = env.URLKIT_COMPAT_NODE;
  const path = fromEnv || cachedNodePath(version);
  const name = fromEnv ? `URLKIT_COMPAT_NODE=${fromEnv}` : path;
  const found = versionOf(path);
  if (found === undefined) {
    const missing = fromEnv ? "does not run" : "is not installed";
    return {
      error: `Node ${version}, the oldest the packages support, is missing: ${name} ${missing}. ${compatNodeHowTo(version)}`,
    };
  }
  if (found !== `v${version}`) {
    return {
      error: `${name} is ${found}, not v${version}, the oldest the packages support. ${compatNodeHowTo(version)}`,
    };
  }
  return { node: path };
}

/**
 * The oldest supported Node, installed from the npm registry into {@link cachedNodePath} when neither
 * URLKIT_COMPAT_NODE nor an earlier install gives it; says so in one line, and returns the error when it fails.
 */
export function provideCompatNode(env: Record<string, string | undefined> = process.env): ResolvedNode {
  const version = compatNodeVersion();
  const resolved = resolveCompatNode(env, version, nodeVersion);
  if (resolved.node !== undefined || env.URLKIT_COMPAT_NODE) return resolved;
  const prefix = join(homedir(), cacheFolder(version));
  console.log(`installing Node ${version} (the oldest the packages support) from the npm registry into ${prefix}`);
  const install = spawnSync(
    "npm",
    ["install", "--prefix", prefix, "--no-audit", "--no-fund", "--loglevel=error", `node@${version}`],
    { encoding: "utf8", stdio: ["ignore", "ignore", "pipe"], timeout: 300_000 },
  );
  const retried = resolveCompatNode(env, version, nodeVersion);
  if (retried.node !== undefined) return retried;
  const reason = install.error?.message ?? (install.stderr.trim().split("\n").at(-1) || `exit ${install.status}`);
  return { error: `could not install Node ${version} from the npm registry (${reason}). ${compatNodeHowTo(version)}` };
}
