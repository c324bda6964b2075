// urlkit normalize: the canonical href of each line, streamed in order.
import { parseURL, serializeURL, type URLRecord, validateURL } from "@urlkit/parser";
import { URL } from "@urlkit/url";
import { printable } from "./excerpt.ts";
import { EXPLANATIONS } from "./explain.ts";
import { openLines, readLines } from "./input.ts";
import { writeOut } from "./output.ts";
import { parseBase } from "./report.ts";
import { Progress } from "./terminal.ts";
import { EXIT_INVALID, EXIT_OK, HELP_OPTION, parseCommandArgs } from "./usage.ts";

const OPTIONS = {
  base: { type: "string" },
  "strip-fragment": { type: "boolean" },
  "sort-query": { type: "boolean" },
  "drop-invalid": { type: "boolean" },
  ...HELP_OPTION,
} as const;

/** What normalizing a line does beyond the URL serializer. */
export interface NormalizeOptions {
  base: URLRecord | null;
  stripFragment: boolean;
  sortQuery: boolean;
}

/** The canonical href of `line`, or null when it does not parse. */
export function normalizeLine(line: string, options: NormalizeOptions): string | null {
  const record = parseURL(line, { base: options.base });
  if (record === null) return null;
  if (!options.sortQuery) return serializeURL(record, { excludeFragment: options.stripFragment });
  const url = new URL(serializeURL(record));
  url.searchParams.sort();
  if (options.stripFragment) url.hash = "";
  return url.href;
}

export async function runNormalize(args: string[]): Promise<number> {
  const parsed = parseCommandArgs("normalize", args, OPTIONS, 1);
  if (parsed === null) return EXIT_OK;
  const values = parsed.values;
  const options: NormalizeOptions = {
    base: parseBase("normalize", values.base),
    stripFragment: values["strip-fragment"] === true,
    sortQuery: values["sort-query"] === true,
  };
  const dropInvalid = values["drop-invalid"] === true;
  const source = openLines("normalize", parsed.positionals[0]);
  const progress = new Progress(source.size);
  let failed = 0;
  let lines = 0;
  for await (const batch of readLines(source)) {
    let out = "";
    let problems = "";
    for (let i = 0; i < batch.lines.length; i++) {
      const href = normalizeLine(batch.lines[i], options);
      if (href !== null) {
        out += `${href}\n`;
        continue;
      }
      failed++;
      if (dropInvalid) continue;
      out += "\n";
      problems += failureLine(source.name, batch.firstLine + i, batch.lines[i], options.base);
    }
    lines += batch.lines.length;
    await writeOut(process.stderr, problems, progress);
    await writeOut(process.stdout, out, progress);
    progress.update(batch.bytesRead, lines);
  }
  progress.clear();
  if (dropInvalid && failed > 0) {
    process.stderr.write(`urlkit normalize: dropped ${failed} of ${lines} lines that do not parse\n`);
  }
  return failed > 0 && !dropInvalid ? EXIT_INVALID : EXIT_OK;
}

// "file:line: input: the fatal error's name and explanation", with the input made printable and cut short.
function failureLine(name: string, lineNumber: number, line: string, base: URLRecord | null): string {
  const fatal = validateURL(line, { base }).find((error) => error.fatal === true);
  const reason = fatal === undefined ? "does not parse" : `${fatal.type}: ${EXPLANATIONS[fatal.type]}`;
  const shown = line.length > 200 ? `${printable(line.slice(0, 200))}… (${line.length} characters)` : printable(line);
  return `${name}:${lineNumber}: ${shown}: ${reason}\n`;
}
