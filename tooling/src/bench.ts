/**
 * A small interleaved bench runner: every case runs one timed batch per round, round after round, so
 * drift (JIT tiers, GC, CPU frequency, the other core's load) hits all cases alike. Reports the median batch, or
 * the fastest.
 */
export interface BenchCase {
  name: string;
  /** One operation. Return something derived from the work so it cannot be optimised away. */
  fn: () => unknown;
}

export interface CompareOptions {
  /** The case the ratios are relative to (default: the last case, usually the native anchor). */
  anchor?: string;
  /** Items one operation handles (URLs in a dataset pass): adds an ns/item column. */
  items?: number;
  /** Bytes one operation handles: adds an MB/s column. */
  bytes?: number;
  /** Rounds (default 15, or BENCH_ROUNDS) and the target duration of one batch in ms (default 25). */
  rounds?: number;
  batchMs?: number;
  /**
   * What a case's batches make its time: their median (the default: what a run typically costs), or the fastest
   * (what the code costs when nothing else gets in its way).
   */
  statistic?: "median" | "fastest";
}

export interface CaseResult {
  name: string;
  nsPerOp: number;
  nsPerItem: number | undefined;
  mbPerSec: number | undefined;
  ratio: number;
}

let sink: unknown;

/**
 * A string result as a caller uses it: its text read, not only its length. V8 keeps a string built by concatenation
 * as a rope of its pieces and answers `length` from the rope; reading a code unit flattens the rope into one string,
 * as printing, hashing or comparing it would. A bench that took only lengths would leave that work out of the time.
 */
export function readText(text: string): number {
  return text.length + (text.charCodeAt(0) | 0);
}

function timeBatch(fn: () => unknown, n: number): number {
  const start = performance.now();
  for (let i = 0; i < n; i++) sink = fn();
  return (performance.now() - start) * 1e6;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs the cases interleaved, prints a table with ns/op (ns/item, MB/s) and ratios, returns the results. */
export function compare(title: string, cases: BenchCase[], options: CompareOptions = {}): CaseResult[] {
  const rounds = options.rounds ?? Number(process.env.BENCH_ROUNDS ?? 15);
  const batchMs = options.batchMs ?? Number(process.env.BENCH_BATCH_MS ?? 25);
  // Warm up and calibrate: how many ops make one batch of ~batchMs.
  const perBatch = cases.map((c) => {
    let n = 1;
    for (;;) {
      const ns = timeBatch(c.fn, n);
      if (ns >= batchMs * 1e5 || n >= 1 << 24) return Math.max(1, Math.round((n * batchMs * 1e6) / ns));
      n *= 2;
    }
  });
  const samples = cases.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < cases.length; i++) samples[i].push(timeBatch(cases[i].fn, perBatch[i]) / perBatch[i]);
  }
  const anchorName = options.anchor ?? cases[cases.length - 1].name;
  const nsPerOp = samples.map(options.statistic === "fastest" ? (values) => Math.min(...values) : median);
  const anchorNs = nsPerOp[cases.findIndex((c) => c.name === anchorName)];
  const results = cases.map((c, i) => ({
    name: c.name,
    nsPerOp: nsPerOp[i],
    nsPerItem: options.items ? nsPerOp[i] / options.items : undefined,
    mbPerSec: options.bytes ? options.bytes / 1e6 / (nsPerOp[i] / 1e9) : undefined,
    ratio: nsPerOp[i] / anchorNs,
  }));
  printTable(title, anchorName, results);
  if (sink === Symbol.for("never")) console.log(sink);
  return results;
}

function fmt(n: number | undefined, digits = 1): string {
  return n === undefined
    ? ""
    : n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function printTable(title: string, anchor: string, results: CaseResult[]): void {
  const rows = results.map((r) => [
    r.name,
    fmt(r.nsPerOp, 0),
    fmt(r.nsPerItem),
    fmt(r.mbPerSec),
    `${r.ratio.toFixed(2)}x`,
  ]);
  const head = ["case", "ns/op", "ns/item", "MB/s", `time vs ${anchor}`];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${title}`);
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}
