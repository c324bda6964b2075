// `pnpm release [--dry-run]`: versions the packages from the pending changesets, builds them, packs each published
// package and checks its tarball, then publishes them all through pnpm (which rewrites `workspace:` ranges to the
// versions being published). A tarball must carry LICENSE, README.md and every file its package.json names, keep
// no `workspace:` range, and pass @arethetypeswrong/cli under node10, node16 (CJS and ESM) and bundler resolution.
// `--dry-run` changes no tracked file and publishes nothing: it prints the versions the changesets would give
// instead of applying them, and ends with `pnpm publish -r --dry-run`. CI runs it.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bin, repoRoot } from "../src/data.ts";
import { type Manifest, packageProblems, publishedPackages } from "../src/packages.ts";

const dryRun = process.argv.includes("--dry-run");
const unknown = process.argv.slice(2).filter((arg) => arg !== "--dry-run");
if (unknown.length > 0) fail(`unknown argument ${unknown.join(" ")} (usage: pnpm release [--dry-run])`);

function fail(message: string): never {
  console.error(`release: ${message}`);
  process.exit(1);
}

function run(command: string, args: string[], cwd = repoRoot): string {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  process.stdout.write(result.stdout ?? "");
  if (result.status !== 0) fail(`\`${command} ${args.join(" ")}\` exited ${result.status ?? result.signal}`);
  return result.stdout;
}

/** @arethetypeswrong/cli on a tarball; a package with nothing to import (only a `bin`) has no types to check. */
function typesAreRight(manifest: Manifest, tarball: string): boolean {
  if (manifest.exports === undefined && manifest.main === undefined && manifest.types === undefined) {
    console.log(`${manifest.name} has no entry point to import: no types to check`);
    return true;
  }
  const args = [tarball, "--no-definitely-typed", "--format", "table-flipped", "--no-color"];
  const types = spawnSync(bin("attw"), args, { stdio: "inherit" });
  if (types.status !== 0) console.error(`${manifest.name}: @arethetypeswrong/cli found problems`);
  return types.status === 0;
}

if (!dryRun) {
  const dirty = run("git", ["status", "--porcelain"]).trim();
  if (dirty !== "") fail("the working tree has uncommitted changes: commit or stash them first");
  run(bin("changeset"), ["version"]);
} else {
  run(bin("changeset"), ["status", "--verbose"]);
}
run("pnpm", ["build"]);

const packDir = mkdtempSync(join(tmpdir(), "urlkit-release-"));
let failures = 0;
try {
  for (const pkg of publishedPackages()) {
    copyFileSync(join(repoRoot, "LICENSE"), join(pkg.dir, "LICENSE"));
    const out = join(packDir, pkg.folder);
    mkdirSync(out, { recursive: true });
    run("pnpm", ["pack", "--pack-destination", out], pkg.dir);
    const tarball = join(out, readdirSync(out).find((name) => name.endsWith(".tgz")) ?? fail(`no tarball in ${out}`));
    run("tar", ["-xzf", tarball, "-C", out]);
    const problems = packageProblems(join(out, "package"), { packed: true });
    for (const problem of problems) console.error(`${pkg.manifest.name}: ${problem}`);
    if (problems.length > 0 || !typesAreRight(pkg.manifest, tarball)) failures++;
  }
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
if (failures > 0) fail(`${failures} package(s) are not ready to publish`);

run("pnpm", ["publish", "-r", "--access", "public", "--no-git-checks", ...(dryRun ? ["--dry-run"] : [])]);
if (dryRun) {
  console.log("\nrelease: dry run passed: the tarballs are ready; `pnpm release` versions and publishes them");
} else {
  run(bin("changeset"), ["tag"]);
  console.log("\nrelease: published. Commit the version bumps and changelogs, then `git push --follow-tags`.");
}
