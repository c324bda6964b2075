// urlkit parse: one URL, every component as the URL API shows it, its search params and its validation errors.
import { domainToUnicode } from "@urlkit/host";
import { isSpecialScheme, parseURL, serializeURL } from "@urlkit/parser";
import type { Encoding } from "@urlkit/percent-encoding";
import { URL } from "@urlkit/url";
import { excerpt, printable } from "./excerpt.ts";
import { readAllStdin } from "./input.ts";
import { collectErrors, type ReportedError, renderError } from "./report.ts";
import { outputWidth, type Palette, palette } from "./terminal.ts";
import { EXIT_INVALID, EXIT_OK, HELP_OPTION, parseCommandArgs, UsageError } from "./usage.ts";

const COMPONENTS = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
] as const;

const OPTIONS = {
  base: { type: "string" },
  encoding: { type: "string" },
  json: { type: "boolean" },
  ...HELP_OPTION,
} as const;

export async function runParse(args: string[]): Promise<number> {
  const parsed = parseCommandArgs("parse", args, OPTIONS, 1);
  if (parsed === null) return EXIT_OK;
  const { base, json } = parsed.values;
  const argument = parsed.positionals[0];
  if (argument === undefined) throw new UsageError("parse", "missing <url> (give - to read it from stdin)");
  const encoding = parsed.values.encoding === undefined ? undefined : await encodingFor(parsed.values.encoding);
  const input = argument === "-" ? await readAllStdin() : argument;
  const url = parseWith(input, base, encoding);
  const errors = collectErrors(input, base);
  if (json === true) process.stdout.write(`${JSON.stringify(toJSON(input, base, url, errors))}\n`);
  else process.stdout.write(describe(input, base, url, errors, outputWidth(process.stdout), palette(process.stdout)));
  return url === null ? EXIT_INVALID : EXIT_OK;
}

async function encodingFor(label: string): Promise<Encoding> {
  const { getEncoding } = await import("@urlkit/percent-encoding/legacy");
  try {
    return getEncoding(label);
  } catch {
    throw new UsageError(
      "parse",
      `unknown encoding label ${JSON.stringify(label)} (try utf-8, windows-1252, shift_jis)`,
    );
  }
}

// The URL class has no encoding override: with one, the record comes from the parser and the class reads its
// href (a parsed URL's href parses to the same URL).
function parseWith(input: string, base: string | undefined, encoding: Encoding | undefined): URL | null {
  if (encoding === undefined) return URL.parse(input, base);
  const record = parseURL(input, { base, encoding });
  return record === null ? null : URL.parse(serializeURL(record));
}

/** The hostname's Unicode form when it differs (a domain with Punycode labels), else null. */
function unicodeHostname(url: URL): string | null {
  if (!isSpecialScheme(url.protocol.slice(0, -1)) || url.hostname.startsWith("[")) return null;
  const unicode = domainToUnicode(url.hostname);
  return unicode === url.hostname ? null : unicode;
}

function toJSON(input: string, base: string | undefined, url: URL | null, errors: ReportedError[]) {
  const components = Object.fromEntries(COMPONENTS.map((name) => [name, url === null ? null : url[name]]));
  return {
    input,
    base: base ?? null,
    valid: url !== null,
    ...components,
    hostnameUnicode: url === null ? null : unicodeHostname(url),
    searchParams: url === null ? [] : [...url.searchParams],
    validationErrors: errors,
  };
}

function describe(
  input: string,
  base: string | undefined,
  url: URL | null,
  errors: ReportedError[],
  width: number,
  colours: Palette,
): string {
  const rows: [string, string][] = [["input", input]];
  if (base !== undefined) rows.push(["base", base]);
  if (url !== null) {
    for (const name of COMPONENTS) {
      rows.push([name, url[name]]);
      if (name === "hostname") {
        const unicode = unicodeHostname(url);
        if (unicode !== null) rows.push(["Unicode host", unicode]);
      }
    }
  }
  const labelWidth = Math.max(...rows.map(([label]) => label.length)) + 2;
  let out = "";
  for (const [label, value] of rows)
    out += `${colours.dim(label.padEnd(labelWidth))}${clip(value, width - labelWidth)}\n`;
  if (url === null) out += `${colours.error("does not parse")}\n`;
  else out += searchParamsTable(url, width, colours);
  if (errors.length === 0) return `${out}${colours.good("no validation errors")}\n`;
  out += `\n${colours.label(`validation errors (${errors.length})`)}\n`;
  for (const error of errors) out += renderError(error, input, base, width, colours, "  ");
  return out;
}

function searchParamsTable(url: URL, width: number, colours: Palette): string {
  const pairs = [...url.searchParams];
  if (pairs.length === 0) return "";
  const names = pairs.map(([name]) => clip(name, 30));
  const nameWidth = Math.max(...names.map((name) => name.length));
  let out = `\n${colours.label(`search params (${pairs.length})`)}\n`;
  for (let i = 0; i < pairs.length; i++) {
    out += `  ${names[i].padEnd(nameWidth)}  ${clip(pairs[i][1], width - nameWidth - 4)}\n`;
  }
  return out;
}

// A value made printable and, when longer than `width`, cut after its start with its length shown.
function clip(value: string, width: number): string {
  if (value.length <= width) {
    const shown = printable(value);
    if (shown.length <= width) return shown;
  }
  const shown = excerpt(value, 0, Math.max(20, width - 24));
  return `${shown.text} (${value.length.toLocaleString("en-US")} characters)`;
}
