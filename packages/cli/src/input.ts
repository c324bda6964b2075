import { createReadStream, fstatSync, openSync } from "node:fs";
import type { Readable } from "node:stream";
import { UsageError } from "./usage.ts";

const CARRIAGE_RETURN = "\r";
const CHUNK_BYTES = 1 << 16;

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

/** A batch of consecutive lines and the bytes read so far (for progress). */
export interface LineBatch {
  /** The 1-based number of `lines[0]` in the input. */
  firstLine: number;
  lines: string[];
  bytesRead: number;
}

/**
 * The lines of `source` in order, in batches as they arrive: UTF-8 (malformed bytes become U+FFFD), a leading
 * byte order mark dropped (by the decoder), lines split at LF with a CR before it dropped; a last line without a newline counts,
 * an empty input has no lines. Memory stays bounded by the chunk size and the longest line.
 */
export async function* readLines(source: LineSource): AsyncGenerator<LineBatch> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: false });
  let pending = "";
  let lineNumber = 1;
  let bytesRead = 0;
  for await (const chunk of source.stream as AsyncIterable<Uint8Array>) {
    bytesRead += chunk.length;
    const decoded = decoder.decode(chunk, { stream: true });
    // A chunk inside a long line only grows it: the line is not scanned again for each chunk.
    if (!decoded.includes("\n")) {
      pending += decoded;
      continue;
    }
    const lines = (pending + decoded).split("\n");
    pending = lines.pop()!;
    if (lines.length === 0) continue;
    for (let i = 0; i < lines.length; i++) lines[i] = withoutCR(lines[i]);
    yield { firstLine: lineNumber, lines, bytesRead };
    lineNumber += lines.length;
  }
  const last = pending + decoder.decode();
  if (last !== "") yield { firstLine: lineNumber, lines: [withoutCR(last)], bytesRead };
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
