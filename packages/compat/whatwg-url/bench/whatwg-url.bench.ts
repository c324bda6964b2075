// @urlkit/whatwg-url (built dist) against whatwg-url 17, interleaved in one process: parseURL + serializeURL over each
// URL dataset (one op = one pass over the dataset), then the URL class's constructor + href.
// Run: pnpm --filter @urlkit/whatwg-url bench (BENCH_ROUNDS / BENCH_BATCH_MS tune the runner).
import { createRequire } from "node:module";
import { compare, DATASETS, readDataset, readText } from "@urlkit/tooling";
import * as ours from "@urlkit/whatwg-url";

const require = createRequire(import.meta.url);
const original = require("whatwg-url") as typeof ours;

function parseAndSerialize(api: typeof ours, lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) {
    const url = api.parseURL(line);
    if (url !== null) n += readText(api.serializeURL(url));
  }
  return n;
}

function construct(api: typeof ours, lines: readonly string[]): number {
  let n = 0;
  for (const line of lines) {
    const url = api.URL.parse(line);
    if (url !== null) n += readText(url.href);
  }
  return n;
}

for (const dataset of DATASETS) {
  const lines = readDataset(dataset);
  // Both sides must compute the same thing for the comparison to mean anything.
  if (parseAndSerialize(ours, lines) !== parseAndSerialize(original, lines)) {
    throw new Error(`${dataset}: @urlkit/whatwg-url and whatwg-url differ`);
  }
  const options = { items: lines.length, anchor: "whatwg-url 17" };
  compare(
    `${dataset} (${lines.length} URLs): parseURL + serializeURL`,
    [
      { name: "@urlkit/whatwg-url", fn: () => parseAndSerialize(ours, lines) },
      { name: "whatwg-url 17", fn: () => parseAndSerialize(original, lines) },
    ],
    options,
  );
  compare(
    `${dataset}: URL.parse + href`,
    [
      { name: "@urlkit/whatwg-url", fn: () => construct(ours, lines) },
      { name: "whatwg-url 17", fn: () => construct(original, lines) },
    ],
    options,
  );
}
