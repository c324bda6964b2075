// The published packages promise Node >= 20 (package.json "engines"), while the toolchain needs Node >= 22.
// This runs an old Node (URLKIT_COMPAT_NODE, which .ci/toolchain.sh exports) on every built entry point of
// every package — ESM by import(), CJS by require() — and checks both load and export the same names.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/data.ts";

type Resolved = { node: string; error?: undefined } | { node?: undefined; error: string };

const HOW_TO =
  "Point URLKIT_COMPAT_NODE at a Node 20 binary, e.g. `URLKIT_COMPAT_NODE=/usr/bin/node pnpm test` " +
  "(`. .ci/toolchain.sh` sets it when it had to install a newer Node).";

/** Which Node runs the compatibility checks: URLKIT_COMPAT_NODE; else, off CI, /usr/bin/node if older than 22. */
export function resolveCompatNode(
  env: Record<string, string | undefined>,
  versionOf: (path: string) => string | undefined,
): Resolved {
  const fromEnv = env.URLKIT_COMPAT_NODE;
  if (fromEnv) {
    return versionOf(fromEnv) === undefined
      ? { error: `URLKIT_COMPAT_NODE=${fromEnv} does not run (\`${fromEnv} --version\` failed). ${HOW_TO}` }
      : { node: fromEnv };
  }
  if (env.CI) {
    return {
      error:
        "URLKIT_COMPAT_NODE is not set on CI, so nothing checks that the packages run on Node 20. " +
        "Run CI through .ci/run (it sources .ci/toolchain.sh, which sets it) or set it to a Node 20 binary.",
    };
  }
  const fallback = "/usr/bin/node";
  const version = versionOf(fallback);
  if (version !== undefined && major(version) < 22) return { node: fallback };
  return {
    error:
      `URLKIT_COMPAT_NODE is not set and ${fallback} ${version === undefined ? "does not exist" : `is ${version}, not older than 22`}. ` +
      HOW_TO,
  };
}

function major(version: string): number {
  return Number.parseInt(version.replace(/^v/, ""), 10);
}

function nodeVersion(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const run = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 10_000 });
  return run.status === 0 ? run.stdout.trim() : undefined;
}

interface Entry {
  pkg: string;
  subpath: string;
  esm: string;
  cjs: string;
  source: string;
}

/** Every export of every package that has a dist/: its ESM and CJS files, and the source file it is built from. */
function builtEntries(): Entry[] {
  const entries: Entry[] = [];
  const packagesDir = join(repoRoot, "packages");
  for (const pkg of readdirSync(packagesDir).sort()) {
    const dir = join(packagesDir, pkg);
    if (!existsSync(join(dir, "dist")) || !existsSync(join(dir, "package.json"))) continue;
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    for (const [subpath, target] of Object.entries<Record<string, { default?: string }>>(manifest.exports ?? {})) {
      const esm = target?.import?.default;
      const cjs = target?.require?.default;
      if (typeof esm !== "string" || typeof cjs !== "string") continue;
      const name = esm.replace(/^\.\/dist\//, "").replace(/\.js$/, "");
      entries.push({ pkg, subpath, esm: join(dir, esm), cjs: join(dir, cjs), source: join(dir, "src", `${name}.ts`) });
    }
  }
  return entries;
}

/** The value names a source module exports (types are erased), found by bundling it with esbuild. */
async function sourceExportNames(source: string): Promise<string[]> {
  const result = await build({
    entryPoints: [source],
    bundle: true,
    packages: "external",
    format: "esm",
    platform: "neutral",
    write: false,
    metafile: true,
    logLevel: "silent",
    outdir: "out",
  });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined);
  return [...(output?.exports ?? [])].sort();
}

// Runs in the old Node: CommonJS, so it can both require() and import() without flags.
const CHECK_SCRIPT = `
const { pathToFileURL } = require("node:url");
const [esmPath, cjsPath] = process.argv.slice(2);
const describe = (e) => String((e && e.stack) || e);
(async () => {
  const result = { node: process.version };
  try { result.esm = Object.keys(await import(pathToFileURL(esmPath).href)).sort(); }
  catch (e) { result.esmError = describe(e); }
  try { result.cjs = Object.keys(require(cjsPath)).sort(); }
  catch (e) { result.cjsError = describe(e); }
  process.stdout.write(JSON.stringify(result));
})();
`;

interface CheckResult {
  node: string;
  esm?: string[];
  cjs?: string[];
  esmError?: string;
  cjsError?: string;
}

describe("resolveCompatNode", () => {
  const versions: Record<string, string> = { "/usr/bin/node": "v20.20.2", "/opt/node20/bin/node": "v20.1.0" };
  const versionOf = (path: string) => versions[path];
  const newOnly = (path: string) => (path === "/usr/bin/node" ? "v24.21.0" : undefined);

  it("uses URLKIT_COMPAT_NODE when set, on CI or not", () => {
    expect(resolveCompatNode({ URLKIT_COMPAT_NODE: "/opt/node20/bin/node" }, versionOf)).toEqual({
      node: "/opt/node20/bin/node",
    });
    expect(resolveCompatNode({ URLKIT_COMPAT_NODE: "/opt/node20/bin/node", CI: "true" }, versionOf).node).toBe(
      "/opt/node20/bin/node",
    );
  });

  it("fails clearly when URLKIT_COMPAT_NODE does not run", () => {
    expect(resolveCompatNode({ URLKIT_COMPAT_NODE: "/nowhere/node" }, versionOf).error).toMatch(
      /URLKIT_COMPAT_NODE=\/nowhere\/node does not run/,
    );
  });

  it("fails clearly on CI when URLKIT_COMPAT_NODE is unset, even if /usr/bin/node is old", () => {
    expect(resolveCompatNode({ CI: "1" }, versionOf).error).toMatch(/URLKIT_COMPAT_NODE is not set on CI/);
  });

  it("falls back to /usr/bin/node off CI only when it is older than 22", () => {
    expect(resolveCompatNode({}, versionOf)).toEqual({ node: "/usr/bin/node" });
    expect(resolveCompatNode({}, newOnly).error).toMatch(/is v24\.21\.0, not older than 22\. Point URLKIT_COMPAT_NODE/);
    expect(resolveCompatNode({}, () => undefined).error).toMatch(/\/usr\/bin\/node does not exist/);
  });
});

describe("the built packages on an old Node", () => {
  const compat = resolveCompatNode(process.env, nodeVersion);
  const entries = builtEntries();
  const dir = mkdtempSync(join(tmpdir(), "urlkit-compat-"));
  const script = join(dir, "check.cjs");
  writeFileSync(script, CHECK_SCRIPT);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const compatNode = (): string => {
    if (compat.node === undefined) throw new Error(compat.error);
    return compat.node;
  };

  it(`has an old Node to run them on (${compat.node ? `${compat.node} ${nodeVersion(compat.node)}` : "none"})`, () => {
    expect(major(nodeVersion(compatNode()) as string)).toBeGreaterThanOrEqual(20);
  });

  it("finds built packages (the test command builds first)", () => {
    expect(
      entries.map((e) => `${e.pkg}${e.subpath.slice(1)}`),
      "no packages/*/dist: run `pnpm build`",
    ).not.toEqual([]);
  });

  it.each(entries.map((e) => [`@urlkit/${e.pkg}${e.subpath.slice(1)}`, e] as const))(
    "%s: import() and require() both load and export the same names",
    async (_, entry) => {
      const node = compatNode();
      const env = { ...process.env };
      delete env.NODE_OPTIONS; // flags of the Node running vitest may not exist in the old one
      const run = spawnSync(node, [script, entry.esm, entry.cjs], {
        cwd: join(repoRoot, "packages", entry.pkg),
        encoding: "utf8",
        env,
        timeout: 30_000,
      });
      expect(run.status, run.stderr).toBe(0);
      const result = JSON.parse(run.stdout) as CheckResult;
      expect(result.esmError, `import() of ${entry.esm} on ${result.node}`).toBeUndefined();
      expect(result.cjsError, `require() of ${entry.cjs} on ${result.node}`).toBeUndefined();
      expect(result.cjs, "CommonJS and ESM builds export different names").toEqual(result.esm);
      const expected = await sourceExportNames(entry.source);
      expect(result.esm, `dist/ is stale or incomplete against ${entry.source}: run \`pnpm build\``).toEqual(expected);
      // An empty export list is fine only for a placeholder whose source exports nothing at all.
      if (expected.length === 0) expect(readFileSync(entry.source, "utf8")).not.toMatch(/^\s*export\s+(?!\{\s*\})/m);
      else expect(result.esm?.length).toBeGreaterThan(0);
    },
  );
});
