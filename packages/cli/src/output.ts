import { once } from "node:events";
import type { Progress } from "./terminal.ts";

/**
 * Writes `text` to `stream`, waiting for it to drain when its buffer is full: a slow reader slows the command
 * down instead of letting output pile up in memory. Erases the progress line first when both share a terminal.
 */
export async function writeOut(stream: NodeJS.WriteStream, text: string, progress: Progress): Promise<void> {
  if (text === "") return;
  if (stream.isTTY === true) progress.clear();
  if (!stream.write(text)) await once(stream, "drain");
}
