// Every package's `engines` names the oldest Node it supports ("^22.14.0 || >=24": 22.14.0), while the toolchain
// runs a newer one. This runs exactly that oldest Node (URLKIT_COMPAT_NODE, or the copy `pnpm test` installs) on
// every built entry point of every package — ESM by import(), CJS by require() — and checks both load and export
// the same names. It checks loading only; behaviour is tested on the toolchain's Node.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import {
  cachedNodePath,
  compatNodeVersion,
  enginesFloors,
  nodeVersion,
  resolveCompatNode,
} from "../src/compat-node.ts";
import { repoRoot } from "../src/data.ts";
import { packageFolders } from "../src/packages.ts";

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
  for (const pkg of packageFolders()) {
    const dir = join(repoRoot, "packages", pkg);
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

// Runs in the oldest Node: CommonJS, so it can both require() and import() without flags.
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
  const versions: Record<string, string> = { "/opt/node22/bin/node": "v22.14.0", "/usr/bin/node": "v20.20.2" };
  const versionOf = (path: string) => versions[path];

  it("uses URLKIT_COMPAT_NODE when it is the floor version", () => {
    expect(resolveCompatNode({ URLKIT_COMPAT_NODE: "/opt/node22/bin/node" }, "22.14.0", versionOf)).toEqual({
      node: "/opt/node22/bin/node",
    });
  });

  it("without URLKIT_COMPAT_NODE, uses the copy the tests install into the cache", () => {
    const cached = cachedNodePath("22.14.0");
    expect(resolveCompatNode({}, "22.14.0", (path) => (path === cached ? "v22.14.0" : undefined))).toEqual({
      node: cached,
    });
    expect(resolveCompatNode({}, "22.14.0", versionOf).error).toMatch(
      /Node 22\.14\.0, the oldest .* is missing: .*node-22\.14\.0.* is not installed\. Install it from the npm registry/,
    );
  });

  it("fails clearly when URLKIT_COMPAT_NODE does not run or is another version", () => {
    expect(resolveCompatNode({ URLKIT_COMPAT_NODE: "/nowhere/node" }, "22.14.0", versionOf).error).toMatch(
      /URLKIT_COMPAT_NODE=\/nowhere\/node does not run\. Install it .* or set URLKIT_COMPAT_NODE/,
    );
    expect(resolveCompatNode({ URLKIT_COMPAT_NODE: "/usr/bin/node" }, "22.14.0", versionOf).error).toMatch(
      /is v20\.20\.2, not v22\.14\.0, the oldest/,
    );
  });
});

describe("the built packages on the oldest supported Node", () => {
  const floors = enginesFloors();
  const floor = compatNodeVersion();
  const compat = resolveCompatNode(process.env, floor, nodeVersion);
  const entries = builtEntries();
  const dir = mkdtempSync(join(tmpdir(), "urlkit-compat-"));
  const script = join(dir, "check.cjs");
  writeFileSync(script, CHECK_SCRIPT);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const compatNode = (): string => {
    if (compat.node === undefined) throw new Error(compat.error);
    return compat.node;
  };

  it("every package declares the same engines floor", () => {
    expect(new Set(floors.values()), JSON.stringify(Object.fromEntries(floors))).toEqual(new Set([floor]));
  });

  it(`has Node ${floor} to run them on (${compat.node ?? "none"})`, () => {
    expect(nodeVersion(compatNode())).toBe(`v${floor}`);
  });
  it("finds built packages (the test command builds first)", () => {
    expect(
      entries.map((e) => `${e.pkg}${e.subpath.slice(1)}`),
      "no packages/*/dist: run `pnpm build`",
    ).not.toEqual([]);
  });

  it.each(entries.map((e) => [`@urlkit/${basename(e.pkg)}${e.subpath.slice(1)}`, e] as const))(
    "%s: import() and require() both load and export the same names",
    async (_, entry) => {
      const node = compatNode();
      const env = { ...process.env };
      delete env.NODE_OPTIONS; // flags of the Node running vitest may not exist in the oldest one
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
      // An ESM default export is what require() gives whole (the drop-ins of CommonJS packages have one).
      const named = result.esm?.filter((name) => name !== "default");
      expect(result.cjs, "CommonJS and ESM builds export different names").toEqual(named);
      const expected = await sourceExportNames(entry.source);
      expect(result.esm, `dist/ is stale or incomplete against ${entry.source}: run \`pnpm build\``).toEqual(expected);
      // An empty export list is fine only for a placeholder whose source exports nothing at all.
      if (expected.length === 0) expect(readFileSync(entry.source, "utf8")).not.toMatch(/^\s*export\s+(?!\{\s*\})/m);
      else expect(result.esm?.length).toBeGreaterThan(0);
    },
  );
});
