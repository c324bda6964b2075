import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { repoRoot } from "./data.ts";

/** The parts of a package.json that the release checks read. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  engines?: { node?: string };
  sideEffects?: boolean | string[];
  main?: string;
  module?: string;
  types?: string;
  exports?: Record<string, unknown>;
  typesVersions?: Record<string, Record<string, string[]>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface WorkspacePackage {
  /** The folder under packages/, e.g. "parser", or "compat/whatwg-url" for a drop-in. */
  folder: string;
  /** The absolute path of that folder. */
  dir: string;
  manifest: Manifest;
}

/**
 * Every package folder, relative to packages/: the layers ("url") and the drop-ins under packages/compat/
 * ("compat/whatwg-url"), sorted.
 */
export function packageFolders(): string[] {
  const packagesDir = join(repoRoot, "packages");
  const inside = (parent: string) =>
    existsSync(join(packagesDir, parent))
      ? readdirSync(join(packagesDir, parent)).map((name) => join(parent, name))
      : [];
  return [...inside(""), ...inside("compat")]
    .filter((folder) => existsSync(join(packagesDir, folder, "package.json")))
    .sort();
}

/** The folder of the package `@urlkit/<name>` (its folder's last part is the name), e.g. packages/compat/whatwg-url. */
export function packageDir(name: string): string {
  const folder = packageFolders().find((candidate) => basename(candidate) === name) ?? name;
  return join(repoRoot, "packages", folder);
}

/** Every package under packages/ that is published (not private), by folder. */
export function publishedPackages(): WorkspacePackage[] {
  return packageFolders()
    .map((folder) => ({ folder, dir: join(repoRoot, "packages", folder) }))
    .map(({ folder, dir }) => ({
      folder,
      dir,
      manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest,
    }))
    .filter(({ manifest }) => manifest.private !== true);
}

/** Every file a manifest points at: main, module, types, each `exports` target and each `typesVersions` target. */
export function manifestTargets(manifest: Manifest): string[] {
  const targets = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") targets.add(value);
    else if (value !== null && typeof value === "object") for (const inner of Object.values(value)) visit(inner);
  };
  visit([manifest.main, manifest.module, manifest.types, manifest.exports, manifest.typesVersions]);
  return [...targets].filter((target) => !target.includes("*")).sort();
}

const SOURCE_MAP_COMMENT = /^\/\/# sourceMappingURL=(.*)$/gm;

/**
 * What is wrong with a package folder as it would be installed (a packed tarball's `package/`, or a built
 * package folder): an empty list when nothing is. `packed` adds the checks that only a tarball can pass.
 */
export function packageProblems(dir: string, options: { packed: boolean }): string[] {
  const problems: string[] = [];
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
  const required = options.packed ? ["README.md", "LICENSE"] : ["README.md"];
  for (const file of required) if (!existsSync(join(dir, file))) problems.push(`${file} is missing`);
  if (typeof manifest.engines?.node !== "string") problems.push("engines.node is missing");
  for (const target of manifestTargets(manifest)) {
    if (!existsSync(join(dir, target))) problems.push(`${target} (named in package.json) is missing`);
  }
  if (Array.isArray(manifest.sideEffects)) {
    for (const file of manifest.sideEffects) {
      if (!file.startsWith("./dist/")) problems.push(`sideEffects names ${file}, which is not shipped`);
      else if (!existsSync(join(dir, file))) problems.push(`sideEffects names ${file}, which is missing`);
    }
  }
  if (options.packed) {
    for (const field of ["dependencies", "peerDependencies", "optionalDependencies"] as const) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (range.startsWith("workspace:")) problems.push(`${field}.${name} is still ${range}`);
      }
    }
  }
  const distDir = join(dir, "dist");
  for (const name of existsSync(distDir) ? readdirSync(distDir) : []) {
    if (!/\.c?js$/.test(name)) continue;
    const comments = [...readFileSync(join(distDir, name), "utf8").matchAll(SOURCE_MAP_COMMENT)];
    if (comments.length !== 1) problems.push(`dist/${name} has ${comments.length} sourceMappingURL comments, not 1`);
    else if (!existsSync(join(distDir, comments[0][1])))
      problems.push(`dist/${name} maps to a missing ${comments[0][1]}`);
  }
  return problems;
}
