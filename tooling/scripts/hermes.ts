// `pnpm hermes`: the packages' WPT test files under the Hermes VM, React Native's engine, run as an app runs code
// (tooling/src/hermes.ts: bundled against the built packages, React Native's Babel preset, hermesc, the VM). Each
// test file runs unchanged, with tooling/hermes/vitest.ts in place of vitest and tooling/hermes/tooling.ts in place
// of @urlkit/tooling (the WPT files it reads are embedded: Hermes has no file system). Prints a line per file and
// exits 1 when a test fails. Where the VM is missing (a clone without ../shared) it says so and skips, except in CI
// (CI=true), where that fails. `--bench` instead compares urlkit with react-native-url-polyfill and whatwg-url-minimum
// in the VM (tooling/hermes/bench.ts): WPT counts, `new URL(x).href` time on the datasets, IDNA against tr46.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Tallies } from "../hermes/vitest.ts";
import { bundle } from "../src/bundle.ts";
import { DATASETS, readDataset, readWPT, repoRoot, wptDir } from "../src/data.ts";
import { bundleForHermes, HERMES_MISSING, hermesPath, hermesResult, runInHermes } from "../src/hermes.ts";
import { packageDir } from "../src/packages.ts";
import { readWPTFiles } from "../src/wpt.ts";

/**
 * The test files that run under Hermes, every package's WPT harness, each with the modules its bundle imports first:
 * the URLPattern harness reads base URLs through the global URL, which Hermes lacks, so it gets an app's polyfill.
 */
const TEST_FILES: [file: string, setup: string[]][] = [
  ["packages/url/test/wpt.test.ts", []],
  ["packages/url/test/url-search-params.test.ts", []],
  ["packages/url/test/react-native.test.ts", []],
  ["packages/host/test/wpt.test.ts", []],
  ["packages/parser/test/wpt.test.ts", []],
  ["packages/urlencoded/test/wpt.test.ts", []],
  ["packages/pattern/test/wpt.test.ts", ["@urlkit/url/polyfill"]],
  ["packages/data-url/test/wpt.test.ts", []],
  ["packages/mime-type/test/wpt.test.ts", []],
];

/** How many URLs of each dataset the bench parses (the interpreter takes microseconds a URL). */
const BENCH_URLS = 5000;

interface BenchResult {
  results: { name: string; wptPassed: number; wptCases: number; idna: { compared: number; different: number } }[];
  timings: { name: string; urls: number; microseconds: number[] }[];
}

if (!existsSync(hermesPath)) {
  console.log(`hermes: skipped: ${HERMES_MISSING}`);
  process.exit(process.env.CI ? 1 : 0);
}

if (process.argv.includes("--bench")) await bench();
else await conformance();

async function bench(): Promise<void> {
  const datasets = DATASETS.map((name) => ({ name, urls: readDataset(name).slice(0, BENCH_URLS) }));
  const script = await bundleForHermes(`import ${JSON.stringify(join(repoRoot, "tooling/hermes/bench.ts"))};`, {
    // react-native-url-polyfill reads React Native's platform and blob module; the VM has neither.
    virtual: {
      "urlkit-hermes:bench": { datasets, wpt: readWPTFiles(), rounds: 5, repeat: 2 },
      "react-native": { NativeModules: {}, Platform: { OS: "android" } },
    },
  });
  const result = hermesResult<BenchResult>(runInHermes(script));
  if (result.value === undefined) {
    console.error(`hermes --bench did not run: ${result.error}`);
    process.exit(1);
  }
  const { results, timings } = result.value;
  // Each subject's URL + URLSearchParams as an app's bundler ships them (esbuild, minified; React Native's own
  // modules are the app's, so left out). A subject's name starts with its module.
  const sizes = await Promise.all(
    results.map(async ({ name }) => {
      const module = JSON.stringify(name.split(" ")[0]);
      const { bytes } = await bundle(`export { URL, URLSearchParams } from ${module};`, {
        resolveDir: packageDir("url"),
        external: ["react-native"],
      });
      return `${bytes.length.toLocaleString("en")} B / ${gzipSync(bytes, { level: 9 }).length.toLocaleString("en")} B`;
    }),
  );
  console.log(`Under ${hermesPath} (bytecode from hermesc -O), one process:\n`);
  console.log(
    "| | WPT URL cases passed | IDNA: assigned code points whose host differs from tr46's | URL + URLSearchParams, minified / gzipped |",
  );
  console.log("| --- | ---: | ---: | ---: |");
  for (const [index, r] of results.entries()) {
    const idna =
      r.idna.compared === 0
        ? "(is tr46)"
        : `${r.idna.different.toLocaleString("en")} of ${r.idna.compared.toLocaleString("en")}`;
    console.log(
      `| ${r.name} | ${r.wptPassed.toLocaleString("en")} of ${r.wptCases.toLocaleString("en")} | ${idna} | ${sizes[index]} |`,
    );
  }
  console.log(
    `\n\`new URL(x).href\`, µs per URL (best of 5 interleaved rounds of 2 passes; the first ${BENCH_URLS} URLs of each list):\n`,
  );
  console.log(`| list | ${results.map((r) => r.name).join(" | ")} |`);
  console.log(`| --- |${" ---: |".repeat(results.length)}`);
  for (const t of timings) console.log(`| ${t.name} | ${t.microseconds.map((us) => us.toFixed(2)).join(" | ")} |`);
}

async function conformance(): Promise<void> {
  const wptFiles = readdirSync(wptDir()).filter((name) => name.endsWith(".json"));
  let failed = 0;
  for (const [file, setup] of TEST_FILES) {
    const source = readFileSync(join(repoRoot, file), "utf8");
    // The WPT files the test names, embedded in its bundle.
    const embedded = Object.fromEntries(
      wptFiles.filter((name) => source.includes(`"${name}"`)).map((name) => [name, readWPT(name)]),
    );
    const entry = [
      "declare function print(...values: unknown[]): void;",
      ...setup.map((module) => `import ${JSON.stringify(module)};`),
      `import ${JSON.stringify(join(repoRoot, file))};`,
      `import { runCollectedTests } from ${JSON.stringify(join(repoRoot, "tooling/hermes/vitest.ts"))};`,
      'print("RESULT " + JSON.stringify(runCollectedTests()));',
    ].join("\n");
    const script = await bundleForHermes(entry, {
      alias: {
        vitest: join(repoRoot, "tooling/hermes/vitest.ts"),
        "@urlkit/tooling": join(repoRoot, "tooling/hermes/tooling.ts"),
      },
      virtual: { "urlkit-hermes:wpt": embedded },
    });
    const started = Date.now();
    const result = hermesResult<Tallies>(runInHermes(script));
    if (result.value === undefined) {
      failed++;
      console.error(`hermes: ${file} did not run: ${result.error}`);
      continue;
    }
    const tallies = result.value;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `hermes: ${file}: ${tallies.passed} passed, ${tallies.failed} failed, ${tallies.skipped} skipped (${seconds} s, ` +
        `${Object.keys(embedded).join(", ") || "no WPT file"})`,
    );
    for (const failure of tallies.failures.slice(0, 30)) console.error(`  FAIL ${failure}`);
    if (tallies.failures.length > 30) console.error(`  … and ${tallies.failures.length - 30} more`);
    if (tallies.failed > 0 || tallies.passed === 0) failed++;
  }
  if (failed > 0) {
    console.error(`hermes: ${failed} of ${TEST_FILES.length} test files failed under Hermes`);
    process.exit(1);
  }
  console.log(`hermes: all ${TEST_FILES.length} test files pass under Hermes (${hermesPath})`);
}
