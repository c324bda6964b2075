#!/usr/bin/env node
// The urlkit command: dispatches to one command module, loaded on demand so start-up reads only what the
// command needs; turns usage errors into exit code 2 and a broken pipe into a quiet exit.
import { readFileSync } from "node:fs";
import * as nodeModule from "node:module";
import { COMMAND_HELP, EXIT_USAGE, MAIN_HELP, UsageError } from "./usage.ts";

// V8's code cache on disk (in the OS temp folder) for the modules loaded from here on: later runs skip most of
// the compiling of the parser and tr46. (Node before 22.1 has no such cache and runs without it.)
nodeModule.enableCompileCache?.();

type Run = (args: string[]) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Run>> = {
  parse: async () => (await import("./parse.ts")).runParse,
  check: async () => (await import("./check.ts")).runCheck,
  normalize: async () => (await import("./normalize.ts")).runNormalize,
  encode: async () => (await import("./encode.ts")).runEncode,
  decode: async () => (await import("./encode.ts")).runDecode,
};

function version(): string {
  const manifest = readFileSync(new URL("../package.json", import.meta.url), "utf8");
  return (JSON.parse(manifest) as { version: string }).version;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "--version" || command === "-v") {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (command === "--help" || command === "-h" || command === "help") {
    const topic = command === "help" ? rest[0] : undefined;
    process.stdout.write(topic !== undefined && Object.hasOwn(COMMAND_HELP, topic) ? COMMAND_HELP[topic] : MAIN_HELP);
    return 0;
  }
  if (command === undefined) {
    process.stderr.write(MAIN_HELP);
    return EXIT_USAGE;
  }
  if (!Object.hasOwn(COMMANDS, command)) {
    throw new UsageError(undefined, `unknown command ${JSON.stringify(command)}`);
  }
  const run = await COMMANDS[command]();
  return run(rest);
}

// Output piped into a program that stops reading (head, less) ends the command quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  const name = error.command === undefined ? "urlkit" : `urlkit ${error.command}`;
  const hint = error.command === undefined ? "urlkit --help" : `urlkit ${error.command} --help`;
  process.stderr.write(`${name}: ${error.message}\n${error.showHelp ? `Run "${hint}" for usage.\n` : ""}`);
  process.exitCode = EXIT_USAGE;
}
