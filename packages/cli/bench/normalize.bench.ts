// `urlkit normalize` (the built binary, one process per run) against a Node one-liner that does the same with
// the native URL (ada in C++): lines per second on each dataset, and on the three of them repeated 10 times so
// that throughput, not process start-up, dominates. Runs are interleaved by the shared runner; the ratio column
// is time relative to the one-liner (< 1 = faster).
// Run: pnpm --filter @urlkit/cli bench (build first; BENCH_ROUNDS tunes the runner).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compare, DATASETS, datasetsDir } from "@urlkit/tooling";

const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

// Reads stdin line by line (a BOM before the first dropped, as the CLI does), writes URL.parse(line)?.href (an
// empty line for a failure) in 64 KiB batches.
const ONE_LINER =
  'let o="",f=1;require("readline").createInterface({input:process.stdin}).on("line",l=>{' +
  'if(f){f=0;if(l[0]=="\\ufeff")l=l.slice(1)}o+=(URL.parse(l)?.href??"")+"\\n";' +
  'if(o.length>65536){process.stdout.write(o);o=""}}).on("close",()=>process.stdout.write(o))';

interface Variant {
  name: string;
  args: (file: string) => string[];
}

const VARIANTS: Variant[] = [
  { name: "urlkit normalize", args: (file) => [CLI, "normalize", file] },
  { name: "node -e (native URL)", args: () => ["-e", ONE_LINER] },
];

function run(variant: Variant, file: string): string {
  const result = spawnSync(process.execPath, variant.args(file), {
    input: readFileSync(file),
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  if (result.status !== 0 && result.status !== 1) throw new Error(`${variant.name}: ${result.stderr}`);
  return result.stdout;
}

const dir = mkdtempSync(join(tmpdir(), "urlkit-bench-"));
try {
  const files = DATASETS.map((name) => join(datasetsDir(), name));
  const repeated = join(dir, "datasets-x10.txt");
  writeFileSync(
    repeated,
    Array.from({ length: 10 }, () => files.map((f) => readFileSync(f, "utf8")).join("\n")).join("\n"),
  );
  for (const file of [...files, repeated]) {
    const lines = readFileSync(file, "utf8").split("\n").length;
    // Both sides must write the same thing for the comparison to mean anything.
    const expected = run(VARIANTS[VARIANTS.length - 1], file);
    for (const variant of VARIANTS) {
      if (run(variant, file) !== expected)
        throw new Error(`${variant.name} writes other hrefs than native for ${file}`);
    }
    const results = compare(
      `normalize ${file.split("/").pop()} (${lines.toLocaleString("en-US")} lines)`,
      VARIANTS.map((variant) => ({ name: variant.name, fn: () => run(variant, file) })),
      { items: lines, rounds: Number(process.env.BENCH_ROUNDS ?? 7) },
    );
    for (const r of results)
      console.log(`  ${r.name}: ${Math.round(lines / (r.nsPerOp / 1e9)).toLocaleString("en-US")} lines/s`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
