// Run by tooling/scripts/runtimes.ts under Node, Deno and Bun (each runs TypeScript itself): the WPT URL files
// through the built @urlkit/url and through the runtime's own URL, or (`bench`) `new URL(x).href` over kasztp.txt,
// ours against the runtime's. Ends with one line `RESULT <json>` for the parent to read.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { compare } from "../src/bench.ts";
import { readDataset, repoRoot } from "../src/data.ts";
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
  const all = readDataset("kasztp.txt");
  // Only inputs both sides parse to the same href: the comparison must time the same work.
  const inputs = all.filter((input) => {
    try {
      return new ours(input).href === new native(input).href;
    } catch {
      return false;
    }
  });
  let sink = 0;
  const [urlkit, platform] = compare(
    `new URL(x).href over kasztp.txt (${inputs.length} of ${all.length} URLs) under ${runtime}`,
    [
      {
        name: "urlkit",
        fn: () => {
          for (const input of inputs) sink += new ours(input).href.length;
          return sink;
        },
      },
      {
        name: "native",
        fn: () => {
          for (const input of inputs) sink += new native(input).href.length;
          return sink;
        },
      },
    ],
    { items: inputs.length },
  );
  console.log(
    `RESULT ${JSON.stringify({ runtime, inputs: inputs.length, ours: urlkit.nsPerItem, native: platform.nsPerItem, ratio: urlkit.ratio })}`,
  );
} else {
  throw new Error(`runtime-runner: unknown mode ${mode} (conformance or bench)`);
}
