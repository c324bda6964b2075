import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { urlkit } from "./run.ts";

const COMMANDS = ["parse", "check", "normalize", "encode", "decode"];

describe("urlkit", () => {
  it("prints the package's version with --version and -v", () => {
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    for (const flag of ["--version", "-v"]) {
      const run = urlkit([flag]);
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(`${version}\n`);
    }
  });

  it("prints the overview with --help, naming every command", () => {
    const run = urlkit(["--help"]);
    expect(run.status).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toContain(`urlkit ${command}`);
  });

  it.each(COMMANDS)("prints the %s command's help with --help and -h, exit 0", (command) => {
    for (const flag of ["--help", "-h"]) {
      const run = urlkit([command, flag]);
      expect(run.status).toBe(0);
      expect(run.stdout.startsWith(`Usage: urlkit ${command}`)).toBe(true);
      expect(run.stdout).toContain("Example");
      expect(run.stderr).toBe("");
    }
  });

  it("exits 2 with the overview on stderr when no command is given", () => {
    const run = urlkit([]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("Usage:");
  });

  it("exits 2 on an unknown command, naming it", () => {
    const run = urlkit(["https://example.com"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown command "https://example.com"');
  });

  it.each(COMMANDS)("exits 2 on an unknown option of %s, pointing to its help", (command) => {
    const run = urlkit([command, "--no-such-option", "x"]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("--no-such-option");
    expect(run.stderr).toContain(`urlkit ${command} --help`);
  });
});
