// Long differential fuzz run with a random (or given) seed:
//   node scripts/fuzz.ts [--seed N] [--runs N] [--stride N] [--no-seeds]
// --runs: generated cases per source (default 20000); --stride: every N-th dataset line (default 1: all).
// Prints the seed first so any run can be reproduced. Exit code 1 on unexplained divergences or broken
// invariants. Imports @urlkit/url from its dist: build it first (`pnpm --filter @urlkit/url build`).
import { parseArgs } from "node:util";
import { runCampaign } from "../src/campaign.ts";
import { loadKnownDivergences } from "../src/differential.ts";
import { REFERENCES, subject } from "../src/impls.ts";
import { formatCampaign } from "../src/report.ts";
import { loadSeeds } from "../src/seeds.ts";

const { values } = parseArgs({
  options: {
    seed: { type: "string" },
    runs: { type: "string", default: "20000" },
    stride: { type: "string", default: "1" },
    "no-seeds": { type: "boolean", default: false },
  },
});
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const runs = Number(values.runs);
const stride = Number(values.stride);
for (const [name, n] of [
  ["--seed", seed],
  ["--runs", runs],
  ["--stride", stride],
] as const) {
  if (!Number.isSafeInteger(n) || n < 0 || (name !== "--seed" && n < 1))
    throw new RangeError(`${name} must be a positive integer`);
}
console.log(
  `seed ${seed} (reproduce: node scripts/fuzz.ts --seed ${seed} --runs ${runs} --stride ${stride}${values["no-seeds"] ? " --no-seeds" : ""})`,
);
const impl = subject();
console.log(`subject: ${impl.name}; references: ${REFERENCES.map((r) => r.name).join(", ")}`);
const started = performance.now();
const result = runCampaign(impl, REFERENCES, loadSeeds(stride), loadKnownDivergences(), {
  seed,
  runs,
  includeSeeds: !values["no-seeds"],
  onProgress: (done) => {
    if (done % 20000 === 0) console.log(`  … ${done} cases (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  },
});
console.log(formatCampaign(result));
console.log(`seed ${seed}; ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = result.unexplained.length > 0 || result.violations.length > 0 ? 1 : 0;
