// Adversarial inputs: is the cost per input char flat from 16 KiB to 4 MiB? For each family, prints ns per
// input char by size for urlkit and (for reference) Node's native URL, then the growth ratio, on tooling's
// adversarial URLs and on query strings to sort,
// ns/char(4 MiB) ÷ ns/char(16 KiB), through tooling's linear-time check. Exit code 1 when any urlkit family grows
// more than its limit.
// Imports @urlkit/url from its dist: build first (`pnpm turbo run build --filter=@urlkit/url`).
//   node bench/adversarial.bench.ts [family…]     (BENCH_ROUNDS / BENCH_BATCH_MS as for every bench)
import { ADVERSARIAL_URLS, type GrowthFamily, type GrowthSubject, measureGrowth, printGrowth } from "@urlkit/tooling";
import { NATIVE, subject } from "../src/impls.ts";

interface Family extends GrowthFamily {
  /** What is timed, given the implementation's classes. */
  op?: "url" | "params";
}

/** A deterministic shuffle (xorshift), so every run sorts the same permutation. */
function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let x = 2463534242;
  for (let i = n - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

const FAMILIES: Family[] = [
  ...ADVERSARIAL_URLS,
  // 1,300 to 350,000 pairs (100k pairs at about 1.2 MiB). Names in descending order with repeats: quadratic
  // for an insertion sort, linear for a merge sort that finds runs, n log n for any other decent sort.
  { name: "query pairs, descending + sort()", op: "params", make: (size) => pairs(size, false) },
  // Shuffled names: any comparison sort is Θ(n log n) with a cache miss per comparison at this size (V8's
  // own Array#sort on the same pairs grows ~4x per char), so this family is reported, normalized by
  // log2(pairs), but not held to the limit.
  {
    name: "query pairs, shuffled + sort()",
    op: "params",
    make: (size) => pairs(size, true),
    countOf: (input) => input.split("&").length,
  },
];

function pairs(size: number, shuffle: boolean): string {
  const n = Math.floor(size / 12);
  const order = shuffle ? shuffled(n) : Array.from({ length: n }, (_, i) => n - 1 - i);
  const out: string[] = [];
  let length = 0;
  for (const i of order) {
    const pair = `k${(shuffle ? i : i >> 2).toString(36)}=v${i % 97}`;
    if (length + pair.length + 1 > size) break;
    out.push(pair);
    length += pair.length + 1;
  }
  return out.join("&");
}

type Impl = ReturnType<typeof subject>;

function operation(impl: Impl, family: Family, input: string): () => number {
  if (family.op === "params") {
    return () => {
      const params = new impl.URLSearchParams(input);
      params.sort();
      return params.toString().length;
    };
  }
  return () => {
    try {
      return new impl.URL(input).href.length;
    } catch {
      return -1;
    }
  };
}

const urlkit = subject();
const only = process.argv.slice(2);
const families = only.length ? FAMILIES.filter((f) => only.some((o) => f.name.includes(o))) : FAMILIES;
if (families.length === 0) throw new Error(`no family matches ${only.join(", ")}`);
const started = performance.now();

const subjects: GrowthSubject<Family>[] = [
  { name: urlkit.name, operation: (family, input) => operation(urlkit, family, input) },
  { name: "native", operation: (family, input) => operation(NATIVE, family, input) },
];
const over = printGrowth(measureGrowth(families, subjects), subjects);
console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
process.exitCode = over === 0 ? 0 : 1;
