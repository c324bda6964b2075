// Retained memory of 100k parsed URLs, one kind of object per process so no kind inherits another's garbage.
//   node --expose-gc bench/heap.ts            measures every kind (each in a child process), prints a table
//   node --expose-gc bench/heap.ts <kind>     measures one kind, prints one JSON line
// The inputs are fresh flat copies of dataset lines that nothing but the parsed object can keep alive, so
// the numbers include the strings each object retains (a record that keeps its input as href pays for it).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadDatasets, makers } from "./subjects.ts";

const COUNT = Number(process.env.HEAP_COUNT ?? 100_000);

export interface HeapResult {
  kind: string;
  /** Distinct dataset lines the inputs cycle through. */
  lines: number;
  count: number;
  /** Bytes per object: V8 heap, memory of C++ objects bound to JS (external), of ArrayBuffers, and RSS. */
  /** Lines the parser failed on (held as null; a correct parser has none: native accepted every line). */
  failures: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  rss: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

function settle(): NodeJS.MemoryUsage {
  for (let i = 0; i < 4; i++) gc!();
  return process.memoryUsage();
}

function measure(kind: string): HeapResult {
  const make = makers[kind];
  if (make === undefined)
    throw new Error(`heap.ts: unknown kind ${JSON.stringify(kind)}; kinds: ${Object.keys(makers)}`);
  const lines = loadDatasets().flatMap((d) => d.lines);
  // Warm up the parser (JIT code and lazily built tables are not per-URL memory).
  for (let i = 0; i < 2000; i++) make(lines[i % lines.length]);
  const held: unknown[] = new Array(COUNT).fill(null);
  const before = settle();
  for (let i = 0; i < COUNT; i++) {
    try {
      held[i] = make(JSON.parse(JSON.stringify(lines[i % lines.length])));
    } catch {
      held[i] = null;
    }
  }
  const after = settle();
  // `lines` is used below: V8 collects a local after its last use, which would free the dataset strings
  // between the two snapshots and make every kind look ~125 B/URL smaller.
  const per = (key: keyof NodeJS.MemoryUsage) => (after[key] - before[key]) / COUNT;
  return {
    kind,
    lines: lines.length,
    count: held.length,
    failures: held.filter((x) => x === null).length,
    heapUsed: per("heapUsed"),
    external: per("external"),
    arrayBuffers: per("arrayBuffers"),
    rss: per("rss"),
  };
}

/** Runs every kind in its own `node --expose-gc` child process. */
export function measureAll(): HeapResult[] {
  const script = fileURLToPath(import.meta.url);
  return Object.keys(makers).map((kind) => {
    const out = execFileSync(process.execPath, ["--expose-gc", script, kind], { encoding: "utf8" });
    return JSON.parse(out.trim().split("\n").pop()!) as HeapResult;
  });
}

export function printHeapTable(results: HeapResult[]): void {
  const native = results.find((r) => r.kind === "native URL");
  const head = [
    "object (held)",
    "failed",
    "heap B/URL",
    "external B/URL",
    "arrayBuffers B/URL",
    "rss B/URL",
    "heap vs native",
  ];
  const rows = results.map((r) => [
    r.kind,
    String(r.failures),
    r.heapUsed.toFixed(0),
    r.external.toFixed(0),
    r.arrayBuffers.toFixed(0),
    r.rss.toFixed(0),
    native ? `${(r.heapUsed / native.heapUsed).toFixed(2)}x` : "",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(
    `\nRetained memory per parsed URL (${COUNT.toLocaleString("en-US")} held, inputs not retained otherwise)`,
  );
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  if (native !== undefined && Math.abs(native.external) < 1 && Math.abs(native.arrayBuffers) < 1) {
    console.log(
      `(node ${process.version}'s URL keeps its href and offsets in JS objects, not C++ memory: heap is its whole cost)`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (gc === undefined) throw new Error("heap.ts: run it with node --expose-gc");
  const kind = process.argv[2];
  if (kind === undefined) printHeapTable(measureAll());
  else console.log(JSON.stringify(measure(kind)));
}
