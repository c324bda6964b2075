// `pnpm registry-check`: publishes every public package to a private registry and installs it from there as users
// will. Verdaccio starts on 127.0.0.1 (tooling/src/verdaccio.ts), storage in a temp folder, and stops at the end. A
// copy of the repository (its files as git sees them, committed in a throwaway git repository) runs the real release
// flow, `pnpm release` (changeset version, build, tarball checks, publish), pointed at it. Then projects outside the
// workspace (the files in tooling/registry/consumer/) install the packages with npm and with pnpm, and check:
// - on the oldest supported Node and on this one, every entry point and subpath loads by import() and require();
// - `tsc --noEmit` under `module: nodenext` and under `moduleResolution: bundler` on a file using every entry;
// - (npm) `npx @urlkit/cli parse …` straight from the registry;
// - (npm) a Vite production build of a page using @urlkit/url/platform-idna, @urlkit/pattern and @urlkit/data-url,
//   loaded in Chromium;
// - Deno (`npm:` specifiers, NPM_CONFIG_REGISTRY) and Bun (`bun install`) run the WPT URL files through the installed
//   @urlkit/url;
// - jsdom and node-fetch 2, as they are and with whatwg-url, whatwg-mimetype and data-urls overridden by the drop-ins
//   (tooling/registry/jsdom/): the same answers, and the time of a jsdom scenario.
// It prints each package's generated CHANGELOG.md, a line per check, and exits 1 when any check fails.
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { launchChromium } from "../src/chromium.ts";
import { provideCompatNode } from "../src/compat-node.ts";
import { bin, repoRoot } from "../src/data.ts";
import { type Manifest, publishedPackages } from "../src/packages.ts";
import { type Registry, startVerdaccio } from "../src/verdaccio.ts";

const EXAMPLE = "HTTPS://EXAMPLE.com:443/a/../b c?q=ü#frag";
const EXAMPLE_HREF = "https://example.com/b%20c?q=%C3%BC#frag";
const CONSUMER = join(repoRoot, "tooling/registry/consumer");
const rootManifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
const TYPESCRIPT = rootManifest.devDependencies.typescript as string;
const VITE = JSON.parse(readFileSync(join(repoRoot, "packages/playground/package.json"), "utf8")).devDependencies
  .vite as string;

const work = mkdtempSync(join(tmpdir(), "urlkit-registry-"));
const results: { ok: boolean; check: string }[] = [];

function record(ok: boolean, check: string, detail = ""): boolean {
  results.push({ ok, check });
  console.log(`${ok ? "ok  " : "FAIL"} ${check}${detail ? `\n${detail.replace(/^/gm, "       ")}` : ""}`);
  return ok;
}

/** Runs a command to its end; its output is returned, and printed only when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 1 << 28, timeout: 900_000 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? `\n${result.error.message}` : ""}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, stdout: result.stdout ?? "", output, seconds };
}

function lastJSONLine<T>(stdout: string): T | undefined {
  const line = stdout.trim().split("\n").at(-1);
  try {
    return line === undefined ? undefined : (JSON.parse(line) as T);
  } catch {
    return undefined;
  }
}

/** The repository's files as git sees them (tracked and new, not ignored), in a fresh git repository of their own. */
function copyRepository(target: string, registry: Registry): void {
  const listed = run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], repoRoot);
  for (const file of listed.stdout.split("\0")) {
    if (file === "" || !existsSync(join(repoRoot, file))) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(repoRoot, file), join(target, file));
  }
  writeFileSync(join(target, ".npmrc"), registry.npmrc);
  const git = ["-c", "user.name=urlkit release check", "-c", "user.email=release-check@urlkit.invalid"];
  for (const args of [
    ["init", "-q"],
    ["add", "-A"],
    [...git, "commit", "-qm", "the release check's snapshot"],
  ]) {
    const step = run("git", args, target);
    if (!step.ok) throw new Error(`git ${args.join(" ")} in the copy failed:\n${step.output}`);
  }
}

/** The release flow in the copy; returns the versions it published, read back from the registry. */
function release(copy: string, registry: Registry): Map<string, string> {
  const install = run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], copy);
  if (
    !record(
      install.ok,
      `pnpm install in a copy of the repository (${install.seconds} s)`,
      install.ok ? "" : install.output,
    )
  )
    return new Map();
  const released = run("node", ["tooling/scripts/release.ts"], copy);
  const releasedOk = record(
    released.ok,
    `pnpm release, pointed at ${registry.url} (${released.seconds} s)`,
    released.ok ? "" : released.output,
  );
  if (!releasedOk) return new Map();
  const versions = new Map<string, string>();
  for (const { folder, manifest } of publishedPackages()) {
    const dir = join(copy, "packages", folder);
    const version = (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest).version;
    const changelog = join(dir, "CHANGELOG.md");
    if (existsSync(changelog))
      console.log(`\n----- ${manifest.name} ${version}: CHANGELOG.md -----\n${readFileSync(changelog, "utf8")}`);
    versions.set(manifest.name, version);
  }
  return versions;
}

/** Every import specifier the published packages offer: each `exports` key but ./package.json. */
function specifiers(): string[] {
  return publishedPackages().flatMap(({ manifest }) =>
    Object.keys(manifest.exports ?? {})
      .filter((key) => key !== "./package.json")
      .map((key) => `${manifest.name}${key.slice(1)}`),
  );
}

interface Loaded {
  node: string;
  href: string;
  entries: Record<string, { esm?: string[]; cjs?: string[]; esmError?: string; cjsError?: string }>;
}

function checkLoading(dir: string, manager: string, node: string): void {
  const loaded = run(node, ["load-entries.cjs", ...specifiers()], dir, { ...process.env, NODE_OPTIONS: "" });
  const result = lastJSONLine<Loaded>(loaded.stdout);
  if (result === undefined) {
    record(false, `${manager}: loading every entry point on ${node}`, loaded.output);
    return;
  }
  const problems = Object.entries(result.entries).flatMap(([specifier, entry]) => {
    if (entry.esmError || entry.cjsError) return [`${specifier}: ${entry.esmError ?? entry.cjsError}`];
    // A default export is the module require() gives whole (a drop-in whose original is CommonJS has one).
    const named = entry.esm?.filter((name) => name !== "default");
    return JSON.stringify(named) === JSON.stringify(entry.cjs) ? [] : [`${specifier}: import() and require() differ`];
  });
  if (result.href !== EXAMPLE_HREF) problems.push(`new URL(…).href is ${result.href}, not ${EXAMPLE_HREF}`);
  const count = Object.keys(result.entries).length;
  record(
    problems.length === 0,
    `${manager}, Node ${result.node}: ${count} entry points load by import() and require() with the same names (an ESM default aside)`,
    problems.join("\n"),
  );
}

function checkTypes(dir: string, manager: string): void {
  for (const config of ["tsconfig.nodenext.json", "tsconfig.bundler.json"]) {
    const tsc = run("node", [join(dir, "node_modules/typescript/bin/tsc"), "-p", config], dir);
    record(tsc.ok, `${manager}: tsc --noEmit -p ${config} (${tsc.seconds} s)`, tsc.ok ? "" : tsc.output);
  }
}

/**
 * A project outside the workspace: the files of `fixtures`, `manifest` as its package.json, the registry in its
 * .npmrc, installed with `manager`. Its folder, or undefined when the install failed (recorded either way).
 */
function installProject(
  name: string,
  manager: "npm" | "pnpm",
  fixtures: string,
  manifest: object,
  registry: Registry,
  what: string,
): string | undefined {
  const dir = join(work, name);
  cpSync(fixtures, dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name, private: true, ...manifest }, null, 2)}\n`);
  writeFileSync(join(dir, ".npmrc"), `registry=${registry.url}\n`);
  const env = { ...process.env, npm_config_cache: join(work, `${manager}-cache`) };
  const args = manager === "npm" ? ["install", "--no-audit", "--no-fund", "--loglevel=error"] : ["install"];
  const install = run(manager, args, dir, env);
  const ok = record(
    install.ok,
    `${manager} install of ${what} (${install.seconds} s)`,
    install.ok ? "" : install.output,
  );
  return ok ? dir : undefined;
}

/** A project that depends on every published package, installed from the registry with `manager`. */
function consumer(manager: "npm" | "pnpm", registry: Registry, versions: Map<string, string>): string | undefined {
  // Optional peer dependencies too (@exodus/bytes, which @urlkit/percent-encoding/legacy needs), as the READMEs say.
  const peers = publishedPackages().flatMap(({ manifest }) => Object.entries(manifest.peerDependencies ?? {}));
  const dependencies = { ...Object.fromEntries(peers), ...Object.fromEntries(versions) };
  const devDependencies = { typescript: TYPESCRIPT, ...(manager === "npm" ? { vite: VITE } : {}) };
  const what = `${versions.size} @urlkit packages, TypeScript${manager === "npm" ? " and Vite" : ""} from the registry`;
  return installProject(
    `consumer-${manager}`,
    manager,
    CONSUMER,
    { type: "module", dependencies, devDependencies },
    registry,
    what,
  );
}

function checkNpx(registry: Registry, version: string): void {
  const dir = join(work, "npx");
  mkdirSync(dir);
  const env = { ...process.env, npm_config_registry: registry.url, npm_config_cache: join(work, "npx-cache") };
  const npx = run("npx", ["--yes", `@urlkit/cli@${version}`, "parse", EXAMPLE], dir, env);
  const ok = npx.ok && npx.stdout.includes(EXAMPLE_HREF);
  record(ok, `npx @urlkit/cli@${version} parse "${EXAMPLE}" (${npx.seconds} s)`, ok ? "" : npx.output);
}

async function checkVitePage(dir: string): Promise<void> {
  const build = run("node", [join(dir, "node_modules/vite/bin/vite.js"), "build", "page"], dir);
  if (!record(build.ok, `vite ${VITE} build of a page (${build.seconds} s)`, build.ok ? "" : build.output)) return;
  const root = join(dir, "page/dist");
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };
  const server = createServer((request, response) => {
    const path = join(root, new URL(request.url ?? "/", "http://page").pathname.replace(/\/$/, "/index.html"));
    if (!path.startsWith(root) || !existsSync(path)) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
    response.end(readFileSync(path));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`);
    // The module script runs after the load event; until then the page shows "not run" (a failure shows it too).
    await page
      .locator("#result", { hasNotText: "not run" })
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    const text = (await page.textContent("#result")) ?? "";
    const expected = {
      href: EXAMPLE_HREF,
      idn: "xn--bcher-kva.example",
      ours: true,
      pattern: "42",
      data: "text/plain hi",
    };
    const ok = errors.length === 0 && text === JSON.stringify(expected);
    record(
      ok,
      `the built page parses in ${browser.version()}`,
      ok ? "" : `page: ${text}\nerrors: ${errors.join("; ")}`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

interface WPTRun {
  runtime: string;
  distinct: boolean;
  files: { file: string; cases: number; passed: number; unexpected: string[] }[];
}

function checkWPTRun(name: string, command: ReturnType<typeof run>): void {
  const result = lastJSONLine<WPTRun>(command.stdout);
  if (result === undefined) {
    record(false, `${name}: the WPT URL files through the installed @urlkit/url`, command.output);
    return;
  }
  const cases = result.files.reduce((n, f) => n + f.cases, 0);
  const passed = result.files.reduce((n, f) => n + f.passed, 0);
  const unexpected = result.files.flatMap((f) => f.unexpected.map((id) => `${f.file} ${id}`));
  record(
    command.ok && result.distinct && unexpected.length === 0,
    `${result.runtime}: the installed @urlkit/url passes ${passed} of ${cases} WPT URL cases, the rest listed (${command.seconds} s)`,
    [...(result.distinct ? [] : ["the runtime's own URL was tested"]), ...unexpected].join("\n"),
  );
}

function checkDenoAndBun(registry: Registry, version: string): void {
  const tooling = pathToFileURL(join(repoRoot, "tooling/src")).href;
  const deno = join(work, "deno");
  mkdirSync(deno);
  copyFileSync(join(CONSUMER, "wpt-subset.ts"), join(deno, "wpt-subset.ts"));
  const denoEnv = { ...process.env, NPM_CONFIG_REGISTRY: registry.url, DENO_DIR: join(work, "deno-dir") };
  // Deno installs no npm version younger than a day unless told (its minimum dependency age): these are minutes old.
  const denoArgs = ["run", "--no-lock", "--minimum-dependency-age=0", "--allow-read", "--allow-env", "wpt-subset.ts"];
  checkWPTRun("Deno", run(bin("deno"), [...denoArgs, `npm:@urlkit/url@${version}`, tooling], deno, denoEnv));

  const bun = join(work, "bun");
  mkdirSync(bun);
  copyFileSync(join(CONSUMER, "wpt-subset.ts"), join(bun, "wpt-subset.ts"));
  const manifest = { name: "consumer-bun", private: true, dependencies: { "@urlkit/url": version } };
  writeFileSync(join(bun, "package.json"), JSON.stringify(manifest));
  writeFileSync(join(bun, ".npmrc"), `registry=${registry.url}\n`);
  const bunEnv = { ...process.env, BUN_INSTALL_CACHE_DIR: join(work, "bun-cache") };
  const install = run(bin("bun"), ["install"], bun, bunEnv);
  if (
    record(
      install.ok,
      `bun install @urlkit/url@${version} from the registry (${install.seconds} s)`,
      install.ok ? "" : install.output,
    )
  ) {
    checkWPTRun("Bun", run(bin("bun"), ["wpt-subset.ts", "@urlkit/url", tooling], bun, bunEnv));
  }
}

/** The drop-ins and the packages they stand in for, as a user's `overrides` names them. */
const DROP_INS: Record<string, string> = {
  "whatwg-url": "@urlkit/whatwg-url",
  "whatwg-mimetype": "@urlkit/whatwg-mimetype",
  "data-urls": "@urlkit/data-urls",
};
const JSDOM = "31.0.1";
const NODE_FETCH = "2.7.0";

/** A project with `dependencies` and npm `overrides` and the scripts of tooling/registry/jsdom/, installed with npm. */
function npmProject(name: string, registry: Registry, dependencies: object, overrides: object): string | undefined {
  const what = `${Object.keys(dependencies).join(", ")}${Object.keys(overrides).length > 0 ? " with urlkit's drop-ins" : ""}`;
  return installProject(
    name,
    "npm",
    join(repoRoot, "tooling/registry/jsdom"),
    { dependencies, overrides },
    registry,
    what,
  );
}

/** The overrides that switch a project to the drop-ins, as their READMEs give them. */
function dropInOverrides(versions: Map<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DROP_INS).map(([original, dropIn]) => [original, `npm:${dropIn}@^${versions.get(dropIn)}`]),
  );
}

/** The first path at which two JSON values differ, or undefined. */
function firstDifference(a: unknown, b: unknown, path = "$"): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (found !== undefined) return found;
  }
  return `${path}: differs`;
}

function jsdomRun(
  dir: string,
  args: string[],
): { whatwgURL: string; observations?: unknown; bench?: { milliseconds: number } } | undefined {
  const scenario = run("node", ["scenario.cjs", ...args], dir);
  const result = lastJSONLine<{ whatwgURL: string }>(scenario.stdout);
  if (result === undefined) record(false, `jsdom scenario in ${dir}`, scenario.output);
  return result;
}

/** jsdom as it is and with the drop-ins: the same observations, the drop-ins really loaded, and the anchors' time. */
function checkJsdom(registry: Registry, versions: Map<string, string>): void {
  const original = npmProject("jsdom-original", registry, { jsdom: JSDOM }, {});
  const switched = npmProject("jsdom-urlkit", registry, { jsdom: JSDOM }, dropInOverrides(versions));
  if (original === undefined || switched === undefined) return;
  const [before, after] = [jsdomRun(original, []), jsdomRun(switched, [])];
  if (before === undefined || after === undefined) return;
  const difference = firstDifference(before.observations, after.observations);
  record(
    before.whatwgURL === "whatwg-url" && after.whatwgURL === "@urlkit/whatwg-url" && difference === undefined,
    `jsdom ${JSDOM}: anchors, window URL classes, location, <base>, a windows-1252 document and data: URLs through ` +
      `XHR give the same answers with the drop-ins (${after.whatwgURL}) as with the originals (${before.whatwgURL})`,
    difference ?? "",
  );
  const best = (dir: string) =>
    Math.min(...[0, 1, 2].map(() => jsdomRun(dir, ["bench", "10000"])?.bench?.milliseconds ?? Number.NaN));
  const [originalTime, switchedTime] = [best(original), best(switched)];
  record(
    switchedTime < originalTime,
    `jsdom, 10,000 anchors (set href, read every component), best of 3: ${switchedTime.toFixed(0)} ms with the ` +
      `drop-ins, ${originalTime.toFixed(0)} ms with the originals (${(switchedTime / originalTime).toFixed(2)}x)`,
  );
}

interface NodeFetchRun {
  whatwgURL: string;
  status: number;
  text: string;
  warnings: string[];
  punycodeLoaded: boolean;
}

/** node-fetch 2 with whatwg-url overridden: requests work, and Node's deprecated punycode module is never loaded. */
function checkNodeFetch(registry: Registry, versions: Map<string, string>): void {
  const override = { "whatwg-url": dropInOverrides(versions)["whatwg-url"] };
  const runs = [
    npmProject("node-fetch-original", registry, { "node-fetch": NODE_FETCH }, {}),
    npmProject("node-fetch-urlkit", registry, { "node-fetch": NODE_FETCH }, override),
  ].map((dir) =>
    dir === undefined ? undefined : lastJSONLine<NodeFetchRun>(run("node", ["node-fetch.cjs"], dir).stdout),
  );
  const [before, after] = runs;
  if (before === undefined || after === undefined) {
    record(false, "node-fetch 2: the request script ran in both projects");
    return;
  }
  record(
    after.whatwgURL === "@urlkit/whatwg-url" &&
      after.status === 200 &&
      after.text === before.text &&
      !after.punycodeLoaded &&
      before.punycodeLoaded &&
      after.warnings.length === 0,
    `node-fetch ${NODE_FETCH} with @urlkit/whatwg-url: the request to a local server gives the same answer, Node's ` +
      `punycode module is not loaded (it is with the original), warnings: ${JSON.stringify(after.warnings)}`,
    JSON.stringify({ before, after }),
  );
}

const compat = provideCompatNode();
if (compat.node === undefined) record(false, "the oldest supported Node", compat.error);
const registry = await startVerdaccio(join(work, "verdaccio"));
console.log(`registry: Verdaccio at ${registry.url}, storage in ${join(work, "verdaccio")}`);
try {
  const copy = join(work, "release");
  copyRepository(copy, registry);
  const versions = release(copy, registry);
  for (const [name, version] of versions) {
    const latest = await registry.latestVersion(name);
    record(
      latest === version,
      `${name}@${version} is on the registry${latest === version ? "" : ` (latest: ${latest})`}`,
    );
  }
  if (results.every((result) => result.ok)) {
    for (const manager of ["npm", "pnpm"] as const) {
      const dir = consumer(manager, registry, versions);
      if (dir === undefined) continue;
      for (const node of [compat.node, process.execPath]) if (node !== undefined) checkLoading(dir, manager, node);
      checkTypes(dir, manager);
      if (manager === "npm") await checkVitePage(dir);
    }
    checkNpx(registry, versions.get("@urlkit/cli") ?? "latest");
    checkDenoAndBun(registry, versions.get("@urlkit/url") ?? "latest");
    if (Object.values(DROP_INS).every((name) => versions.has(name))) {
      checkJsdom(registry, versions);
      checkNodeFetch(registry, versions);
    }
  }
} finally {
  await registry.stop();
  rmSync(work, { recursive: true, force: true });
}
const failed = results.filter((result) => !result.ok);
console.log(`\nregistry check: ${results.length - failed.length} of ${results.length} checks passed`);
if (failed.length > 0) process.exit(1);
