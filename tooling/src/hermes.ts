// Running code as a React Native app runs it: bundled, transformed by React Native's Babel preset, compiled to
// bytecode by the hermesc that React Native ships (npm `hermes-compiler`) and run by the Hermes VM (../shared/tools/
// hermes, or URLKIT_HERMES). esbuild bundles the entry into one script first and the preset then transforms that
// script whole: Metro transforms module by module before bundling, but the preset's output for our code is the same
// either way (its Hermes profile keeps classes and lowers `let`/`const` in loops, private fields and the like), and
// one pass is faster. Babel's helpers are inlined (`enableBabelRuntime: false`) since a bundle has no `require`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { transformAsync } from "@babel/core";
import { build, type Plugin } from "esbuild";
import { repoRoot } from "./data.ts";
import { packageDir } from "./packages.ts";
import { readResultLine } from "./result-line.ts";

/** The Hermes VM: URLKIT_HERMES, else the one in ../shared/tools/hermes. */
export const hermesPath: string = process.env.URLKIT_HERMES ?? resolve(repoRoot, "../shared/tools/hermes/hermes");

/** What a Hermes run says when there is no VM to run in. */
export const HERMES_MISSING =
  `the Hermes VM is missing at ${hermesPath}: place the shared/ folder beside the repository (its ` +
  "tools/hermes/README.md says how it was built from facebook/hermes) or point URLKIT_HERMES at a hermes binary.";

/** hermesc from the npm package React Native depends on, for this platform. */
function hermescPath(): string {
  const folder = { linux: "linux64-bin", darwin: "osx-bin", win32: "win64-bin" }[process.platform as string];
  if (folder === undefined) throw new Error(`hermes-compiler has no hermesc for ${process.platform}`);
  return join(repoRoot, "node_modules/hermes-compiler/hermesc", folder, "hermesc");
}

export interface HermesBundleOptions {
  /** Modules that replace others in the bundle ("vitest" → the shim), by import specifier: absolute paths. */
  alias?: Record<string, string>;
  /** Modules made up at bundle time, by import specifier: their value, embedded as JSON. */
  virtual?: Record<string, unknown>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Resolves the aliases and the made-up modules, and every other `@urlkit/<package>[/<entry>]` to the package's build
 * (`dist/<entry>.js`), the ESM an app's bundler takes from its `exports`.
 */
function hermesModules(alias: Record<string, string>, virtual: Record<string, unknown>): Plugin {
  const names = [...Object.keys(alias), ...Object.keys(virtual)].map(escapeRegExp);
  const filter = new RegExp(`^(?:${[...names, "@urlkit/[a-z0-9-]+(?:/[a-z0-9-]+)?"].join("|")})$`);
  return {
    name: "urlkit-hermes-modules",
    setup(build) {
      build.onResolve({ filter }, ({ path }) => {
        if (path in virtual) return { path, namespace: "urlkit-virtual" };
        if (path in alias) return { path: alias[path] };
        const [, name, entry = "index"] = path.split("/");
        return { path: join(packageDir(name), "dist", `${entry}.js`) };
      });
      build.onLoad({ filter: /.*/, namespace: "urlkit-virtual" }, ({ path }) => ({
        contents: JSON.stringify(virtual[path]),
        loader: "json",
      }));
    },
  };
}

/** One script for Hermes from the module source `entry` (resolved from the repository's root): bundled, then transformed. */
export async function bundleForHermes(entry: string, options: HermesBundleOptions = {}): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: repoRoot, sourcefile: "hermes-entry.ts", loader: "ts" },
    bundle: true,
    format: "iife",
    platform: "neutral",
    mainFields: ["module", "main"],
    conditions: ["import", "default"],
    target: "esnext",
    // The test files are imported for their side effects, in packages that declare none (`sideEffects: false`).
    ignoreAnnotations: true,
    write: false,
    logLevel: "silent",
    plugins: [hermesModules(options.alias ?? {}, options.virtual ?? {})],
  });
  const bundled = result.outputFiles[0].text;
  const transformed = await transformAsync(bundled, {
    babelrc: false,
    configFile: false,
    compact: false,
    sourceType: "script",
    presets: [["@react-native/babel-preset", { enableBabelRuntime: false, disableImportExportTransform: true }]],
  });
  if (transformed?.code == null) throw new Error("React Native's Babel preset returned nothing");
  return transformed.code;
}

export interface HermesRun {
  ok: boolean;
  stdout: string;
  /** What went wrong compiling or running, with the tool's own output. */
  error?: string;
}

/** Compiles `script` with hermesc (optimized, as a release build is) and runs the bytecode in the Hermes VM. */
export function runInHermes(script: string): HermesRun {
  if (!existsSync(hermesPath)) return { ok: false, stdout: "", error: HERMES_MISSING };
  const dir = mkdtempSync(join(tmpdir(), "urlkit-hermes-"));
  try {
    const source = join(dir, "bundle.js");
    const bytecode = join(dir, "bundle.hbc");
    writeFileSync(source, script);
    const compiled = spawnSync(hermescPath(), ["-emit-binary", "-O", "-w", "-out", bytecode, source], {
      encoding: "utf8",
      maxBuffer: 1 << 26,
    });
    if (compiled.status !== 0) {
      return {
        ok: false,
        stdout: "",
        error: `hermesc failed (${compiled.status ?? compiled.error}):\n${compiled.stderr}`,
      };
    }
    const ran = spawnSync(hermesPath, [bytecode], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
      timeout: 1_800_000,
    });
    if (ran.status !== 0) {
      return { ok: false, stdout: ran.stdout, error: `hermes exited ${ran.status ?? ran.signal}:\n${ran.stderr}` };
    }
    return { ok: true, stdout: ran.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The value a script printed as JSON on a line `RESULT <json>`, or what went wrong. */
export function hermesResult<T>(
  run: HermesRun,
): { value: T; error?: undefined } | { value?: undefined; error: string } {
  const value = run.ok ? readResultLine<T>(run.stdout) : undefined;
  if (value !== undefined) return { value };
  return { error: `${run.error ?? "no RESULT line"}\n${run.stdout.slice(-2000)}` };
}
