import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, type Options } from "tsup";

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*/g;

/**
 * Leaves one `//# sourceMappingURL` comment at the end of each built `.js`/`.cjs` file. With `treeshake`, tsup runs
 * esbuild's output through rollup, whose output already ends with the comment, and then appends its own.
 */
export function keepOneSourceMapComment(outDir: string): void {
  for (const name of readdirSync(outDir)) {
    if (!/\.c?js$/.test(name)) continue;
    const file = join(outDir, name);
    const code = readFileSync(file, "utf8");
    const comments = code.match(SOURCE_MAP_COMMENT);
    if (comments === null || comments.length < 2) continue;
    writeFileSync(file, `${code.replace(SOURCE_MAP_COMMENT, "")}${comments[comments.length - 1]}`);
  }
}

/** The one tsup setup every published package uses: ESM + CJS + .d.ts, ES2022, sourcemaps, tree-shakable. */
export function packageBuild(entry: Record<string, string> = { index: "src/index.ts" }, extra: Options = {}) {
  return defineConfig({
    entry,
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: true,
    target: "es2022",
    platform: "neutral",
    splitting: false,
    treeshake: true,
    onSuccess: async () => keepOneSourceMapComment("dist"),
    ...extra,
  });
}
