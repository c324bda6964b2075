// @urlkit/parser against the running Node's URL (the anchor) and whatwg-url:
// 1. parse + serialize every dataset line native URL accepts (one op = one pass over the dataset),
// 2. retained heap of 100k parsed URLs (bench/heap.ts in `node --expose-gc` child processes),
// 3. linear time on adversarial inputs from 16 KiB to 4 MiB,
// 4. isValidURLString against whatwg-url's validator on the datasets,
// 5. parse + serialize (with a string base where the family has one) on tooling's input families (loadFamilies):
//    urlkit against native for every family, then whatwg-url against native,
// 6. the same alone: each family in fresh processes (BENCH_ALONE_RUNS, 3), urlkit and native only, the fastest batch
//    of each, the median process and the range,
// 7. the same after both parsers have read WPT's urltestdata inputs.
// BENCH_ROUNDS / BENCH_BATCH_MS tune the runner; BENCH_ONLY=datasets,heap,linear,writing,families,alone,after-wpt picks
// sections.
// Without BENCH_ONLY, each section runs in a fresh process of its own, one after another, so that none inherits
// another's heap: the linear-time section leaves ~300 MB to collect, which made the families after it up to a third
// slower, whatwg-url's as well as ours (native URL allocates little on the JS heap and hardly moved).
// Exits 1 when an href differs from native URL's or a linear-time family grows past tooling's limit per char
// (quadratic work grows 256x from 16 KiB to 4 MiB).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  asLines,
  type BenchCase,
  type CaseResult,
  compare,
  loadFamilies,
  median,
  readText,
  readWPTCases,
  type URLTestCase,
} from "@urlkit/tooling";
import { measureAll, printHeapTable } from "./heap.ts";
import { checkLinearTime, hrefMismatches } from "./linear-time.ts";
import {
  hrefOf,
  isValidURLString,
  loadDatasets,
  parseURL,
  serializeURL,
  WhatwgURL,
  whatwgIsValidURLString,
} from "./subjects.ts";

/** About how long the timed rounds of one dataset may take: whatwg-url needs ~1 s per pass over 48k URLs. */
const DATASET_BUDGET_MS = Number(process.env.BENCH_DATASET_MS ?? 12_000);
/** About how long the timed rounds of one input family may take. */
const FAMILY_BUDGET_MS = Number(process.env.BENCH_FAMILY_MS ?? 3_000);
const MAX_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

/** As many rounds (3 to BENCH_ROUNDS) as fit in budgetMs, from one timed pass of every case. */
function roundsWithin(budgetMs: number, cases: BenchCase[]): number {
  let passMs = 0;
  for (const c of cases) {
    const start = performance.now();
    c.fn();
    passMs += performance.now() - start;
  }
  return Math.max(Math.min(3, MAX_ROUNDS), Math.min(MAX_ROUNDS, Math.floor(budgetMs / passMs)));
}

const SECTIONS = ["datasets", "heap", "linear", "writing", "families", "alone", "after-wpt"];

/** One run of this script in a child process, with `env` added and its stdout inherited or piped back. */
function runSelf(env: Record<string, string>, stdout: "inherit" | "pipe" = "inherit") {
  return spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: ["ignore", stdout, "inherit"],
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

/** A family's cases: parse + serialize with urlkit, whatwg-url and native URL, every href's text read. */
function familyCases(inputs: readonly { input: string; base?: string }[]): BenchCase[] {
  return [
    {
      name: "@urlkit/parser parseURL+serializeURL",
      fn: () => {
        let n = 0;
        for (const { input, base } of inputs) {
          const record = parseURL(input, base === undefined ? undefined : { base });
          if (record !== null) n += readText(serializeURL(record));
        }
        return n;
      },
    },
    {
      name: "whatwg-url new URL().href",
      fn: () => {
        let n = 0;
        for (const { input, base } of inputs) n += readText(new WhatwgURL(input, base).href);
        return n;
      },
    },
    {
      name: `node ${process.version} new URL().href`,
      fn: () => {
        let n = 0;
        for (const { input, base } of inputs) n += readText(new URL(input, base).href);
        return n;
      },
    },
  ];
}

/**
 * Parses every input of WPT's urltestdata.json, against its base, `times` times with urlkit and native URL: as
 * JSON.parse gives them, and as lines of one text (as a file or a log gives them; other kinds of string for V8).
 */
function parseWPTInputs(times: number): void {
  const cases = readWPTCases<URLTestCase>("urltestdata.json");
  const inputs = cases.map((c) => c.input);
  const bases = cases.map((c) => c.base ?? "");
  const inputLines = asLines(inputs);
  const baseLines = asLines(bases);
  const parseBoth = (input: string, base: string | undefined) => {
    parseURL(input, base === undefined ? undefined : { base });
    URL.parse(input, base);
  };
  for (let i = 0; i < times; i++) {
    for (let k = 0; k < cases.length; k++) {
      const hasBase = cases[k].base !== null;
      parseBoth(inputs[k], hasBase ? bases[k] : undefined);
      parseBoth(inputLines[k], hasBase ? baseLines[k] : undefined);
    }
  }
}

const sections = process.env.BENCH_ONLY;
if (sections === undefined) {
  let failed = false;
  for (const section of SECTIONS) if (runSelf({ BENCH_ONLY: section }).status !== 0) failed = true;
  process.exit(failed ? 1 : 0);
}

const only = new Set(sections.split(","));
let broken = false;

if (only.has("datasets")) {
  for (const { file, lines, total, bytes } of loadDatasets()) {
    const showMismatches = (name: "urlkit" | "whatwg-url") => {
      const bad = lines.filter((line) => hrefOf[name](line) !== hrefOf.native(line));
      console.log(`  ${name}: href differs from native URL on ${bad.length} of ${lines.length} lines`);
      for (const line of bad.slice(0, 3)) {
        console.log(`    ${JSON.stringify(line)} → ${hrefOf[name](line)} (native ${hrefOf.native(line)})`);
      }
      return bad.length;
    };
    console.log(`\n${file}: ${lines.length} of ${total} lines parse with native URL (${bytes} code units)`);
    if (showMismatches("urlkit") > 0) broken = true;
    showMismatches("whatwg-url");
    const cases: BenchCase[] = [
      {
        name: "@urlkit/parser parseURL+serializeURL",
        fn: () => {
          let n = 0;
          for (const line of lines) {
            const record = parseURL(line);
            if (record !== null) n += readText(serializeURL(record));
          }
          return n;
        },
      },
      {
        name: "whatwg-url new URL().href",
        fn: () => {
          let n = 0;
          for (const line of lines) n += readText(new WhatwgURL(line).href);
          return n;
        },
      },
      {
        name: `node ${process.version} new URL().href`,
        fn: () => {
          let n = 0;
          for (const line of lines) n += readText(new URL(line).href);
          return n;
        },
      },
    ];
    compare(`parse + serialize, ${file} (${lines.length} URLs per op)`, cases, {
      items: lines.length,
      bytes,
      rounds: roundsWithin(DATASET_BUDGET_MS, cases),
    });
  }
}

if (only.has("heap")) printHeapTable(measureAll());

if (only.has("linear")) {
  const mismatches = hrefMismatches();
  if (mismatches.length > 0)
    console.log(`\nLinear-time inputs whose href differs from native URL's: ${mismatches.join(", ")}`);
  if (checkLinearTime() > 0 || mismatches.length > 0) broken = true;
}

if (only.has("writing")) {
  for (const { file, lines, bytes } of loadDatasets()) {
    const cases: BenchCase[] = [
      {
        name: "@urlkit/parser isValidURLString",
        fn: () => {
          let n = 0;
          for (const line of lines) if (isValidURLString(line)) n++;
          return n;
        },
      },
      {
        name: "whatwg-url isValidURLString",
        fn: () => {
          let n = 0;
          for (const line of lines) if (whatwgIsValidURLString(line)) n++;
          return n;
        },
      },
    ];
    compare(`isValidURLString, ${file} (${lines.length} URLs per op)`, cases, {
      items: lines.length,
      bytes,
      rounds: roundsWithin(DATASET_BUDGET_MS / 4, cases),
    });
  }
}

if (only.has("families")) {
  // urlkit and native first, every family; then whatwg-url and native. Interleaved with whatwg-url, whose runs leave
  // much garbage (native URL allocates little on the JS heap), urlkit took 5–15% longer on several families.
  const families = loadFamilies();
  const ours: CaseResult[] = [];
  const native: CaseResult[] = [];
  for (const { name, inputs } of families) {
    const bad = inputs.filter(({ input, base }) => hrefOf.urlkit(input, base) !== hrefOf.native(input, base));
    if (bad.length > 0) {
      broken = true;
      console.log(`\n  ${name}: href differs from native URL on ${bad.length} of ${inputs.length} inputs`);
      for (const { input, base } of bad.slice(0, 3)) {
        console.log(`    ${JSON.stringify(input)} (base ${base}) → ${hrefOf.urlkit(input, base)}`);
      }
    }
    const [urlkitCase, , nativeCase] = familyCases(inputs);
    const cases = [urlkitCase, nativeCase];
    const results = compare(`family: ${name} (${inputs.length} inputs per op)`, cases, {
      items: inputs.length,
      rounds: roundsWithin(FAMILY_BUDGET_MS, cases),
    });
    ours.push(results[0]);
    native.push(results[1]);
  }
  const summary: string[] = [];
  families.forEach(({ name, inputs }, i) => {
    const [, whatwgCase, nativeCase] = familyCases(inputs);
    const cases = [whatwgCase, nativeCase];
    const [whatwg] = compare(`family: ${name}, whatwg-url (${inputs.length} inputs per op)`, cases, {
      items: inputs.length,
      rounds: roundsWithin(FAMILY_BUDGET_MS, cases),
    });
    const ns = (result: CaseResult) => (result.nsPerItem ?? 0).toFixed(0);
    summary.push(
      `| ${name} | ${ns(ours[i])} | ${ns(native[i])} | ${ns(whatwg)} | ${ours[i].ratio.toFixed(2)}x | ${whatwg.ratio.toFixed(2)}x |`,
    );
  });
  console.log(
    "\nFamilies, ns/URL (parse + serialize; ratios: time ÷ native, each measured beside its own native runs)",
  );
  console.log("| family | urlkit | native | whatwg-url | urlkit ÷ native | whatwg-url ÷ native |");
  console.log("|---|---|---|---|---|---|");
  for (const row of summary) console.log(row);
}

/** Fresh processes per family in sections 6 and 7 (BENCH_ALONE_RUNS, default 3). */
const ALONE_RUNS = Math.max(1, Number(process.env.BENCH_ALONE_RUNS ?? 3));

/** What one fresh process measured for a family: ns/URL of each parser and their ratio. */
interface AloneRun {
  ours: number;
  native: number;
  ratio: number;
}

/** A family's summary row over its processes: median ns/URL of each, median ratio, and the ratios' range. */
function aloneRow(name: string, runs: AloneRun[]): string {
  if (runs.length === 0) return `| ${name} | failed | | | |`;
  const ratios = runs.map((run) => run.ratio);
  const ours = median(runs.map((run) => run.ours)).toFixed(0);
  const native = median(runs.map((run) => run.native)).toFixed(0);
  const range = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}x`;
  return `| ${name} | ${ours} | ${native} | ${median(ratios).toFixed(2)}x | ${range} |`;
}

// Sections 6 and 7 time each family in a fresh process. In 7, the process has first parsed WPT's urltestdata inputs
// (odd URLs of every kind, as JSON gives them and as lines of a text) 20 times, with both parsers, as a long-running
// one meets them: V8 has then compiled the parser for every kind of input and string, not for one family's alone.
for (const section of ["alone", "after-wpt"]) {
  if (!only.has(section)) continue;
  const families = loadFamilies();
  const alone = process.env.BENCH_ALONE;
  if (alone === undefined) {
    const summary: string[] = [];
    for (let i = 0; i < families.length; i++) {
      // Each process compiles the parser its own way (what V8 inlines depends on when it compiles): the ratio moved by
      // up to a third between single runs. The median of ALONE_RUNS processes, with their range, says more.
      const runs: AloneRun[] = [];
      for (let run = 0; run < ALONE_RUNS; run++) {
        const child = runSelf({ BENCH_ONLY: section, BENCH_ALONE: String(i) }, "pipe");
        const row = child.stdout.split("\n").find((line) => line.startsWith("| "));
        if (child.status !== 0 || row === undefined) {
          process.stdout.write(child.stdout);
          broken = true;
          continue;
        }
        const [ours, native, ratio] = row
          .split("|")
          .slice(2, 5)
          .map((cell) => Number.parseFloat(cell));
        runs.push({ ours, native, ratio });
      }
      summary.push(aloneRow(families[i].name, runs));
    }
    const after = section === "after-wpt" ? ", after WPT's urltestdata inputs" : "";
    console.log(
      `\nFamilies alone${after}, ns/URL (fastest batch of each, median of ${ALONE_RUNS} fresh processes; ratio: time ÷ native, median and range)`,
    );
    console.log("| family | urlkit | native | urlkit ÷ native | range |");
    console.log("|---|---|---|---|---|");
    for (const row of summary) console.log(row);
  } else {
    if (section === "after-wpt") parseWPTInputs(20);
    const { name, inputs } = families[Number(alone)];
    const [ours, , native] = familyCases(inputs);
    const [oursResult, nativeResult] = compare(
      `family alone: ${name} (${inputs.length} inputs per op)`,
      [ours, native],
      {
        items: inputs.length,
        rounds: Math.max(MAX_ROUNDS, 40),
        statistic: "fastest",
      },
    );
    const ns = (result: CaseResult) => (result.nsPerItem ?? 0).toFixed(0);
    console.log(`| ${name} | ${ns(oursResult)} | ${ns(nativeResult)} | ${oursResult.ratio.toFixed(2)}x |`);
  }
}

if (broken) {
  console.log("\n@urlkit/parser: hrefs differ from native URL or a family grows past the linear-time limit: see above");
  process.exitCode = 1;
}
