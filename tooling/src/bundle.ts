import { build } from "esbuild";
import { repoRoot } from "./data.ts";
import { urlkitFromSource } from "./source-plugin.ts";

/** What a user's bundler makes of a module: its minified text and the modules that put bytes into it. */
export interface Bundle {
  text: string;
  bytes: Uint8Array;
  /** Paths (relative to the repository) of the modules with bytes in the output; esbuild reads and drops others. */
  inputs: string[];
}

export interface BundleOptions {
  /** The folder bare imports resolve from (a package folder, so its dependencies are found). */
  resolveDir: string;
  /** Packages left out of the bundle, e.g. ["tr46"]. */
  external?: string[];
  /** Resolve `@urlkit/*` imports to the packages' sources instead of their builds. */
  fromSource?: boolean;
  /** "esm" (default), or "iife" for a classic script (a polyfill run in a fresh context or a page). */
  format?: "esm" | "iife";
}

/**
 * Bundles the module text `code` as a frontend bundler would for a tree-shaken ES2022 build (esbuild, minified,
 * ESM unless told otherwise, platform neutral): the one set-up `pnpm size`, the tree-shaking tests and the polyfill
 * tests bundle with.
 */
export async function bundle(code: string, options: BundleOptions): Promise<Bundle> {
  const result = await build({
    stdin: { contents: code, resolveDir: options.resolveDir, loader: "js" },
    absWorkingDir: repoRoot,
    bundle: true,
    minify: true,
    format: options.format ?? "esm",
    target: "es2022",
    platform: "neutral",
    mainFields: ["module", "main"],
    external: options.external ?? [],
    plugins: options.fromSource ? [urlkitFromSource] : [],
    write: false,
    metafile: true,
    logLevel: "error",
  });
  const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
  const output = result.outputFiles[0];
  return { text: output.text, bytes: output.contents, inputs };
}
