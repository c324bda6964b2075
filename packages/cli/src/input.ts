import { createReadStream, fstatSync, openSync } from "node:fs";
import type { Readable } from "node:stream";
import { UsageError } from "./usage.ts";

const CARRIAGE_RETURN = "\r";
const CHUNK_BYTES = 1 << 20;

/** Where lines come from: a named file or stdin, and the file's size when it is known (for progress). */
export interface LineSource {
  name: string;
  stream: Readable;
  size: number | undefined;
}

/**
 * Opens `path` (stdin for `"-"` or no path). A missing or unreadable file, a directory, or an interactive
 * stdin with nothing piped is a {@link UsageError}: it is reported before any output, with exit code 2.
 */
export function openLines(command: string, path: string | undefined): LineSource {
  if (path === undefined || path === "-") {
    if (path === undefined && process.stdin.isTTY === true) {
      throw new UsageError(command, "no input: give a file, or pipe URLs into stdin (or pass - to type them)");
    }
    return { name: "stdin", stream: process.stdin, size: undefined };
  }
  let fd: number;
  let size: number;
  try {
    fd = openSync(path, "r");
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error(), { code: "EISDIR" });
    size = stat.isFile() ? stat.size : 0;
  } catch (error) {
    throw new UsageError(command, `cannot read ${JSON.stringify(path)}: ${describeFileError(error)}`, false);
  }
  return { name: path, stream: createReadStream("", { fd, highWaterMark: CHUNK_BYTES }), size: size || undefined };
}

function describeFileError(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "EISDIR") return "it is a directory";
  return error instanceof Error ? error.message : String(error);
}

const LINE_FEED = 0x0a;

/** Whole lines of the input as bytes: every line ends in LF except, in the last chunk, the last line. */
export interface LineChunk {
  bytes: Uint8Array;
  /** The first chunk (where a byte order mark may be). */
  first: boolean;
  /** The input's bytes read so far (for progress). */
  bytesRead: number;
}

/**
 * The input in chunks of whole lines, in order. A chunk may be a view of the stream's buffer: copy it to keep it
 * past the next chunk or to hand it to a worker. Memory stays bounded by the read size and the longest line. An
 * empty input has no chunks.
 */
export async function* readChunks(source: LineSource): AsyncGenerator<LineChunk> {
  let carried: Uint8Array[] = [];
  let bytesRead = 0;
  let first = true;
  for await (const data of source.stream as AsyncIterable<Uint8Array>) {
    bytesRead += data.length;
    const end = data.lastIndexOf(LINE_FEED);
    if (end === -1) {
      carried.push(data);
      continue;
    }
    carried.push(data.subarray(0, end + 1));
    yield { bytes: concat(carried), first, bytesRead };
    first = false;
    carried = end + 1 < data.length ? [data.subarray(end + 1)] : [];
  }
  if (carried.length > 0) yield { bytes: concat(carried), first, bytesRead };
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const FIRST_DECODER = new TextDecoder("utf-8");
const DECODER = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * The lines of a chunk: UTF-8 (malformed bytes become U+FFFD), a byte order mark at the start of the input
 * dropped, lines split at LF with a CR before it dropped.
 */
export function chunkLines(chunk: { bytes: Uint8Array; first: boolean }): string[] {
  const text = (chunk.first ? FIRST_DECODER : DECODER).decode(chunk.bytes);
  const lines = text.split("\n");
  // The LF that ends the chunk's last line leaves an empty string after it, which is no line.
  if (lines[lines.length - 1] === "") lines.pop();
  for (let i = 0; i < lines.length; i++) lines[i] = withoutCR(lines[i]);
  return lines;
}

/** A batch of consecutive lines and the bytes read so far (for progress). */
export interface LineBatch {
  /** The 1-based number of `lines[0]` in the input. */
  firstLine: number;
  lines: string[];
  bytesRead: number;
}

/**
 * The lines of `source` in order, in batches as they arrive (see {@link chunkLines}); a last line without a
 * newline counts, an empty input has no lines.
 */
export async function* readLines(source: LineSource): AsyncGenerator<LineBatch> {
  let lineNumber = 1;
  for await (const chunk of readChunks(source)) {
    const lines = chunkLines(chunk);
    yield { firstLine: lineNumber, lines, bytesRead: chunk.bytesRead };
    lineNumber += lines.length;
  }
}

function withoutCR(line: string): string {
  return line.endsWith(CARRIAGE_RETURN) ? line.slice(0, -1) : line;
}

/** All of stdin as one string (for `urlkit parse -`): UTF-8 without a BOM, one trailing newline dropped. */
export async function readAllStdin(): Promise<string> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: false });
  let text = "";
  for await (const chunk of process.stdin as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
  text += decoder.decode();
  if (text.endsWith("\n")) text = text.slice(0, -1);
  return withoutCR(text);
}
