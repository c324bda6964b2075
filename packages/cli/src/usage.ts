import { type ParseArgsConfig, parseArgs } from "node:util";

/** A mistake in how the command was called (or an input it cannot open): reported on stderr with exit code 2. */
export class UsageError extends Error {
  readonly command: string | undefined;
  /** Whether pointing to the command's --help helps (not for a file that cannot be read). */
  readonly showHelp: boolean;

  constructor(command: string | undefined, message: string, showHelp = true) {
    super(message);
    this.command = command;
    this.showHelp = showHelp;
  }
}

export const EXIT_OK = 0;
/** A URL failed to parse (parse, check, normalize). */
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

export const MAIN_HELP = `urlkit: parse, check, normalize and percent-encode URLs as the WHATWG URL Standard (and browsers) do.

Usage:
  urlkit parse <url|-> [--base <url>] [--encoding <label>] [--json]
  urlkit check [file|-] [--base <url>] [--json]
  urlkit normalize [file|-] [--base <url>] [--strip-fragment] [--sort-query] [--drop-invalid]
  urlkit encode <text|-> [--set <name>]
  urlkit decode <text|-> [--set form]
  urlkit --version

Run "urlkit <command> --help" for a command's options and examples.
Exit codes: 0 ok, 1 a URL does not parse, 2 usage error (unknown option, unreadable file).
`;

export const COMMAND_HELP: Record<string, string> = {
  parse: `Usage: urlkit parse <url|-> [--base <url>] [--encoding <label>] [--json]

Parses one URL and shows every component as the URL API does (href, origin, protocol, username, password,
host, hostname, port, pathname, search, hash), the Unicode form of a Punycode host, the search params, and
each validation error with a caret under its position and what it means. Give - to read the URL from stdin
(one trailing newline is dropped), for URLs too long for the command line.

Options:
  --base <url>         resolve <url> against this base URL
  --encoding <label>   the query's encoding, e.g. windows-1252 or shift_jis (default UTF-8)
  --json               print one JSON object instead
  -h, --help           show this help

Exit codes: 0 the URL parses (maybe with validation errors), 1 it does not, 2 usage error.

Examples:
  urlkit parse "HTTPS://EXAMPLE.com:443/a/../b c?q=ü#frag"
  urlkit parse ../img.png --base https://example.com/docs/
  urlkit parse - < very-long-url.txt
`,
  check: `Usage: urlkit check [file|-] [--base <url>] [--json]

Parses each line of a file (or stdin) as a URL and reports every line that fails or has validation errors:
its line number, the input and each error with a caret under its position; then a summary (lines, valid,
with warnings, failing). A byte order mark and CRLF line ends are accepted.

Options:
  --base <url>   resolve each line against this base URL
  --json         one JSON object per reported line (NDJSON) on stdout, the summary as JSON on stderr
  -h, --help     show this help

Exit codes: 0 every line parses (warnings allowed), 1 a line does not, 2 usage error or unreadable file.

Examples:
  urlkit check urls.txt
  cut -d, -f3 export.csv | urlkit check --json > problems.ndjson
`,
  normalize: `Usage: urlkit normalize [file|-] [--base <url>] [--strip-fragment] [--sort-query] [--drop-invalid]

Writes the canonical href of each line of a file (or stdin), in order, streaming (any file size). A line that
does not parse is reported on stderr with its line number and written as an empty line, so output line N is
input line N; with --drop-invalid it is left out instead. A byte order mark and CRLF line ends are accepted.

Options:
  --base <url>       resolve each line against this base URL
  --strip-fragment   remove the #fragment
  --sort-query       sort the query parameters by name (stable), as URLSearchParams.sort() does
  --drop-invalid     leave out lines that do not parse (one count on stderr at the end)
  -h, --help         show this help

Exit codes: 0 every line parses (or --drop-invalid), 1 a line does not, 2 usage error or unreadable file.

Examples:
  urlkit normalize crawl.txt --strip-fragment --sort-query | sort -u > seen.txt
  urlkit normalize - --drop-invalid < raw.txt > clean.txt
`,
  encode: `Usage: urlkit encode <text|-> [--set <name>]

Percent-encodes text (UTF-8) with the URL Standard's percent-encode sets. Without --set, shows the result of
every set; with --set, prints just that result. Sets, smallest first: c0-control, fragment, query,
special-query, path, userinfo, component, form (application/x-www-form-urlencoded, space as +).

Options:
  --set <name>   the percent-encode set
  -h, --help     show this help

Examples:
  urlkit encode "a b/c?d=é"
  urlkit encode "a b&c" --set component
`,
  decode: `Usage: urlkit decode <text|-> [--set form]

Percent-decodes text and reads the bytes as UTF-8 (malformed bytes become U+FFFD). With --set form, a + is
a space first, as in application/x-www-form-urlencoded.

Options:
  --set <name>   form for + as space; any other set name decodes the same as none
  -h, --help     show this help

Examples:
  urlkit decode "caf%C3%A9%20au%20lait"
  urlkit decode "q=a+b%26c" --set form
`,
};

/** The option every command takes. */
export const HELP_OPTION = { help: { type: "boolean", short: "h" } } as const;

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * `args` parsed against a command's options (unknown options, missing values and surplus positionals are
 * {@link UsageError}s), or null when --help was given (the help is printed).
 */
export function parseCommandArgs<T extends Options & typeof HELP_OPTION>(
  command: string,
  args: string[],
  options: T,
  maxPositionals: number,
) {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(command, (error as Error).message);
  }
  if ((parsed.values as { help?: boolean }).help === true) {
    process.stdout.write(COMMAND_HELP[command]);
    return null;
  }
  if (parsed.positionals.length > maxPositionals) {
    throw new UsageError(command, `unexpected argument ${JSON.stringify(parsed.positionals[maxPositionals])}`);
  }
  return parsed;
}
