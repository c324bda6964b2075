// Runs the built urlkit binary as a user would: a child process with arguments, stdin and environment.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

export const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `urlkit <args>` with `input` on stdin (an empty stdin when absent); colour variables cleared unless given. */
export function urlkit(
  args: string[],
  options: { input?: string | Uint8Array; env?: Record<string, string> } = {},
): Run {
  if (!existsSync(CLI)) throw new Error(`${CLI} does not exist: build @urlkit/cli first (pnpm build)`);
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined };
  const result = spawnSync(process.execPath, [CLI, ...args], {
    input: options.input ?? "",
    env: { ...env, ...options.env },
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  if (result.error !== undefined) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `command` run under a pseudo-terminal (util-linux `script`), so stdout and stderr are TTYs, or stderr only
 * with `discardStdout`; the result's stdout is everything the terminal showed.
 */
export function inTerminal(command: string[], env: Record<string, string> = {}, discardStdout = false): Run {
  const words = [process.execPath, CLI, ...command].map((word) => `'${word.replaceAll("'", `'\\''`)}'`);
  const line = words.join(" ") + (discardStdout ? " > /dev/null" : "");
  const result = spawnSync("script", ["-qec", line, "/dev/null"], {
    // A person's terminal: Node's hasColors() answers no under an unknown CI variable, as CI runs have.
    env: { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, CI: undefined, TERM: "xterm-256color", ...env },
    encoding: "utf8",
  });
  if (result.error !== undefined) throw new Error(`these tests need util-linux's script(1): ${result.error.message}`);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const dir = mkdtempSync(join(tmpdir(), "urlkit-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file in a temporary folder removed after the test file, holding `content`. */
export function tempFile(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** ANSI escape sequences (colours) present in `text`. */
export function hasEscapes(text: string): boolean {
  return text.includes("\x1b[");
}
