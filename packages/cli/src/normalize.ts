// urlkit normalize: the canonical href of each line, streamed in order, on the main thread or on workers.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { serializeURL, type URLRecord, validateURL } from "@urlkit/parser";
import { parseBase } from "./check.ts";
import { printable } from "./excerpt.ts";
import { EXPLANATIONS } from "./explain.ts";
import { type LineChunk, openLines, readChunks } from "./input.ts";
import { type NormalizedChunk, type NormalizeOptions, normalizeChunk } from "./normalize-lines.ts";
import type { WorkerOptions, WorkerTask } from "./normalize-worker.ts";
import { writeOut } from "./output.ts";
import { Progress } from "./terminal.ts";
import { EXIT_INVALID, EXIT_OK, HELP_OPTION, parseCommandArgs, UsageError } from "./usage.ts";

const OPTIONS = {
  base: { type: "string" },
  "strip-fragment": { type: "boolean" },
  "sort-query": { type: "boolean" },
  "drop-invalid": { type: "boolean" },
  workers: { type: "string" },
  ...HELP_OPTION,
} as const;

// Chunks handed out and not yet written, per worker: enough to keep every worker busy, few enough for memory.
const IN_FLIGHT_PER_WORKER = 4;

export async function runNormalize(args: string[]): Promise<number> {
  const parsed = parseCommandArgs("normalize", args, OPTIONS, 1);
  if (parsed === null) return EXIT_OK;
  const values = parsed.values;
  const options: NormalizeOptions = {
    base: parseBase("normalize", values.base),
    stripFragment: values["strip-fragment"] === true,
    sortQuery: values["sort-query"] === true,
    dropInvalid: values["drop-invalid"] === true,
  };
  const workers = workerCount(values.workers);
  const source = openLines("normalize", parsed.positionals[0]);
  const progress = new Progress(source.size);
  const pool = workers > 1 ? new WorkerPool(workers, options) : null;
  const pending: { chunk: LineChunk; result: Promise<NormalizedChunk> | NormalizedChunk }[] = [];
  let failed = 0;
  let lines = 0;
  const emit = async (chunk: LineChunk, result: NormalizedChunk) => {
    let problems = "";
    for (const [index, line] of result.failures) {
      if (!options.dropInvalid) problems += failureLine(source.name, lines + index + 1, line, options.base);
    }
    failed += result.failures.length;
    lines += result.lines;
    await writeOut(process.stderr, problems, progress);
    await writeOut(process.stdout, result.out, progress);
    progress.update(chunk.bytesRead, lines);
  };
  try {
    for await (const chunk of readChunks(source)) {
      if (pool === null) {
        await emit(chunk, normalizeChunk(chunk, options));
        continue;
      }
      pending.push({ chunk, result: pool.run(chunk) });
      if (pending.length >= workers * IN_FLIGHT_PER_WORKER) {
        const next = pending.shift()!;
        await emit(next.chunk, await next.result);
      }
    }
    for (const next of pending) await emit(next.chunk, await next.result);
  } finally {
    await pool?.close();
  }
  progress.clear();
  if (options.dropInvalid && failed > 0) {
    process.stderr.write(`urlkit normalize: dropped ${failed} of ${lines} lines that do not parse\n`);
  }
  return failed > 0 && !options.dropInvalid ? EXIT_INVALID : EXIT_OK;
}

// --workers: a count, or "auto" for one per core the process may use.
function workerCount(value: string | undefined): number {
  if (value === undefined) return 1;
  if (value === "auto") return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new UsageError("normalize", `--workers takes a number from 1 to 64 or "auto", got ${JSON.stringify(value)}`);
  }
  return count;
}

// "file:line: input: the fatal error's name and explanation", with the input made printable and cut short.
function failureLine(name: string, lineNumber: number, line: string, base: URLRecord | null): string {
  const fatal = validateURL(line, { base }).find((error) => error.fatal === true);
  const reason = fatal === undefined ? "does not parse" : `${fatal.type}: ${EXPLANATIONS[fatal.type]}`;
  const shown = line.length > 200 ? `${printable(line.slice(0, 200))}… (${line.length} characters)` : printable(line);
  return `${name}:${lineNumber}: ${shown}: ${reason}\n`;
}

/** Worker threads that normalize chunks, handed out in turn; each chunk moves to its worker in a buffer of its own. */
class WorkerPool {
  readonly #workers: Worker[];
  readonly #waiting = new Map<number, { resolve(result: NormalizedChunk): void; reject(error: Error): void }>();
  #nextId = 0;

  constructor(count: number, options: NormalizeOptions) {
    const workerData: WorkerOptions = { ...options, base: options.base === null ? null : serializeURL(options.base) };
    const script = new URL("./normalize-worker.js", import.meta.url);
    this.#workers = Array.from({ length: count }, () => {
      const worker = new Worker(script, { workerData });
      worker.on("message", ({ id, result }: { id: number; result: NormalizedChunk }) => {
        this.#waiting.get(id)!.resolve(result);
        this.#waiting.delete(id);
      });
      worker.on("error", (error) => {
        for (const waiting of this.#waiting.values()) waiting.reject(error);
        this.#waiting.clear();
      });
      return worker;
    });
  }

  run(chunk: LineChunk): Promise<NormalizedChunk> {
    const id = this.#nextId++;
    const task: WorkerTask = { id, bytes: new Uint8Array(chunk.bytes), first: chunk.first };
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#workers[id % this.#workers.length].postMessage(task, [task.bytes.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}
