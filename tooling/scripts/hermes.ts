// `pnpm hermes`: the packages' WPT test files under the Hermes VM, React Native's engine, run as an app runs code
// (tooling/src/hermes.ts: bundled against the built packages, React Native's Babel preset, hermesc, the VM). Each
// test file runs unchanged, with tooling/hermes/vitest.ts in place of vitest and tooling/hermes/tooling.ts in place
// of @urlkit/tooling (the WPT files it reads are embedded: Hermes has no file system). Prints a line per file and
// exits 1 when a test fails. Where the VM is missing (a clone without ../shared) it says so and skips, except in CI
// (CI=true), where that fails.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Tallies } from "../hermes/vitest.ts";
import { readWPT, repoRoot, wptDir } from "../src/data.ts";
import { bundleForHermes, HERMES_MISSING, hermesPath, runInHermes } from "../src/hermes.ts";

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

if (!existsSync(hermesPath)) {
  console.log(`hermes: skipped: ${HERMES_MISSING}`);
  process.exit(process.env.CI ? 1 : 0);
}

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
  const run = runInHermes(script);
  const line = run.stdout.split("\n").find((text) => text.startsWith("RESULT "));
  if (!run.ok || line === undefined) {
    failed++;
    console.error(`hermes: ${file} did not run: ${run.error ?? "no RESULT line"}\n${run.stdout.slice(-2000)}`);
    continue;
  }
  const tallies = JSON.parse(line.slice("RESULT ".length)) as Tallies;
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
