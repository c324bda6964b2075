// urlkit check: every line of a file parsed as a URL; the lines that fail or have validation errors reported.
import { parseURL, serializeURL, type URLRecord } from "@urlkit/parser";
import { openLines, readLines } from "./input.ts";
import { writeOut } from "./output.ts";
import { inputErrors, parseBase, type ReportedError, renderError } from "./report.ts";
import { outputWidth, type Palette, Progress, palette } from "./terminal.ts";
import { EXIT_INVALID, EXIT_OK, HELP_OPTION, parseCommandArgs } from "./usage.ts";

const OPTIONS = {
  base: { type: "string" },
  json: { type: "boolean" },
  ...HELP_OPTION,
} as const;

interface Summary {
  lines: number;
  valid: number;
  withWarnings: number;
  failing: number;
}

export async function runCheck(args: string[]): Promise<number> {
  const parsed = parseCommandArgs("check", args, OPTIONS, 1);
  if (parsed === null) return EXIT_OK;
  const base = parseBase("check", parsed.values.base);
  const json = parsed.values.json === true;
  const source = openLines("check", parsed.positionals[0]);
  const progress = new Progress(source.size);
  const colours = palette(process.stdout);
  const width = outputWidth(process.stdout);
  const summary: Summary = { lines: 0, valid: 0, withWarnings: 0, failing: 0 };
  for await (const batch of readLines(source)) {
    let out = "";
    for (let i = 0; i < batch.lines.length; i++) {
      const line = batch.lines[i];
      const errors = inputErrors(line, base);
      if (errors.length === 0) {
        summary.valid++;
        continue;
      }
      const fails = errors[errors.length - 1].fatal;
      if (fails) summary.failing++;
      else summary.withWarnings++;
      const lineNumber = batch.firstLine + i;
      out += json
        ? `${JSON.stringify(lineJSON(lineNumber, line, base, errors, fails))}\n`
        : describeLine(source.name, lineNumber, line, errors, fails, width, colours);
    }
    summary.lines += batch.lines.length;
    await writeOut(process.stdout, out, progress);
    progress.update(batch.bytesRead, summary.lines);
  }
  progress.clear();
  if (json) process.stderr.write(`${JSON.stringify({ summary })}\n`);
  else process.stdout.write(describeSummary(summary, colours));
  return summary.failing > 0 ? EXIT_INVALID : EXIT_OK;
}

function lineJSON(lineNumber: number, line: string, base: URLRecord | null, errors: ReportedError[], fails: boolean) {
  const record = fails ? null : parseURL(line, { base });
  return {
    line: lineNumber,
    input: line,
    valid: !fails,
    href: record === null ? null : serializeURL(record),
    validationErrors: errors,
  };
}

function describeLine(
  name: string,
  lineNumber: number,
  line: string,
  errors: ReportedError[],
  fails: boolean,
  width: number,
  colours: Palette,
): string {
  const verdict = fails ? colours.error("does not parse") : colours.warning(plural(errors.length, "validation error"));
  let out = `${colours.label(`${name}:${lineNumber}`)}  ${verdict}\n`;
  for (const error of errors) out += renderError(error, line, undefined, width, colours, "  ");
  return out;
}

function describeSummary(summary: Summary, colours: Palette): string {
  const failing = `${summary.failing} failing`;
  return (
    `${plural(summary.lines, "line")}: ${colours.good(`${summary.valid} valid`)}, ` +
    `${summary.withWarnings} with warnings, ${summary.failing > 0 ? colours.error(failing) : failing}\n`
  );
}

function plural(count: number, noun: string): string {
  return `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;
}
