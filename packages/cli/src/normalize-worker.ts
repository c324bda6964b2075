// A worker thread of urlkit normalize: receives chunks of lines with a sequence number, answers each with its
// normalized chunk under the same number (the main thread writes them out in order).
import { parentPort, workerData } from "node:worker_threads";
import { parseURL } from "@urlkit/parser";
import { type NormalizeOptions, normalizeChunk } from "./normalize-lines.ts";

/** What the main thread passes a worker: the options, with the base as a string (a record cannot be sent). */
export interface WorkerOptions extends Omit<NormalizeOptions, "base"> {
  base: string | null;
}

/** One chunk sent to a worker. */
export interface WorkerTask {
  id: number;
  bytes: Uint8Array;
  first: boolean;
}

const given = workerData as WorkerOptions;
const options: NormalizeOptions = { ...given, base: given.base === null ? null : parseURL(given.base) };

parentPort!.on("message", (task: WorkerTask) => {
  parentPort!.postMessage({ id: task.id, result: normalizeChunk(task, options) });
});
