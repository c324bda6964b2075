// Run by tooling/scripts/runtimes.ts under Node, Deno and Bun (each runs TypeScript itself): the WPT URL files
// through the built @urlkit/url and through the runtime's own URL, or (`bench`) `new URL(x[, base]).href` over the
// three datasets, a messy list made from them and the parser bench's input families, ours against the runtime's.
// Ends with one line `RESULT <json>` for the parent to read.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { compare, readText } from "../src/bench.ts";
import { DATASETS, readDataset, repoRoot } from "../src/data.ts";
import { type FamilyInput, loadFamilies, makeMessyList } from "../src/families.ts";
import { readExpectedFailures, readWPTFiles } from "../src/wpt.ts";
import { checkWPTFiles, isListed, type URLClass } from "../src/wpt-check.ts";

const mode = process.argv[2];
const runtime = navigator.userAgent.replace("/", " ");
const entry = async (file: string) =>
  (await import(pathToFileURL(join(repoRoot, "packages/url/dist", file)).href)).URL as URLClass;
const ours = await entry("index.js");
// The same class with the runtime's own IDNA (@urlkit/url/platform-idna).
const oursOnPlatformIDNA = await entry("platform-idna.js");
const native = globalThis.URL as unknown as URLClass;

if (mode === "conformance") {
  const listed = readExpectedFailures();
  const data = readWPTFiles();
  const nativeTallies = checkWPTFiles(native, data);
  const platformTallies = checkWPTFiles(oursOnPlatformIDNA, data);
  const files = checkWPTFiles(ours, data).map((tally, i) => {
    const expected = listed.filter((f) => f.file === tally.file);
    return {
      file: tally.file,
      cases: tally.cases,
      ours: tally.passed,
      native: nativeTallies[i].passed,
      expectedFailures: expected.length,
      unexpected: tally.failed.filter((id) => !isListed(expected, tally.file, id)),
      // A listed failure that passes here has to leave the list.
      nowPassing: expected.filter((f) => !tally.failed.some((id) => isListed([f], tally.file, id))).map((f) => f.input),
      platformIDNA: platformTallies[i].passed,
      // With the runtime's IDNA, a case may fail only where the runtime's own URL fails it too.
      platformUnexplained: platformTallies[i].failed.filter((id) => !nativeTallies[i].failed.includes(id)),
    };
  });
  console.log(`RESULT ${JSON.stringify({ runtime, files })}`);
} else if (mode === "bench") {
  // The three canonical lists, a messy list of their lines (~5% rewritten by the families), then the families of the
  // parser's bench (derived with this runtime's URL), each timed in this one process.
  const datasets = DATASETS.map((file) => ({ name: file, inputs: readDataset(file) }));
  const lists = [
    ...datasets,
    {
      name: "a messy list (their lines, ~5% rewritten by the families)",
      inputs: makeMessyList(datasets.flatMap(({ inputs }) => inputs)),
    },
  ].map(({ name, inputs }) => ({
    name,
    ...timeAgainstNative(
      name,
      inputs.map((input) => ({ input, base: undefined })),
    ),
  }));
  const families = loadFamilies().map(({ name, inputs }) => ({ name, ...timeAgainstNative(name, inputs, 10) }));
  console.log(`RESULT ${JSON.stringify({ runtime, lists, families })}`);
} else {
  throw new Error(`runtime-runner: unknown mode ${mode} (conformance or bench)`);
}

/** What `timeAgainstNative` measured: the inputs timed, ns per URL of each side, and ours ÷ native. */
export interface Timing {
  inputs: number;
  ours: number;
  native: number;
  ratio: number;
}

/**
 * `new URL(input, base).href`, ours against the runtime's, over the inputs both parse to the same href (the
 * comparison must time the same work).
 */
function timeAgainstNative(title: string, all: readonly FamilyInput[], rounds?: number): Timing {
  const inputs = all.filter(({ input, base }) => {
    try {
      return new ours(input, base).href === new native(input, base).href;
    } catch {
      return false;
    }
  });
  const timed = (Url: URLClass) => () => {
    let n = 0;
    for (const { input, base } of inputs) n += readText(new Url(input, base).href);
    return n;
  };
  const [urlkit, platform] = compare(
    `new URL(x[, base]).href, ${title} (${inputs.length} of ${all.length} inputs) under ${runtime}`,
    [
      { name: "urlkit", fn: timed(ours) },
      { name: "native", fn: timed(native) },
    ],
    { items: inputs.length, rounds },
  );
  return { inputs: inputs.length, ours: urlkit.nsPerItem ?? 0, native: platform.nsPerItem ?? 0, ratio: urlkit.ratio };
}
