import { defineConfig, type Options } from "tsup";

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
    ...extra,
  });
}
