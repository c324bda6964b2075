// The WPT URL harnesses as plain functions over any URL class (ours, or a runtime's native one), for runtimes and
// browsers that vitest does not run in. Pure ES2022: no Node modules, so it runs in Node, Deno, Bun and Chromium.
// packages/url/test/wpt.test.ts is the reference harness; this counts one result per case instead of asserting.

/** The URL class's attributes the WPT URL harnesses compare, in the order the standard lists them. */
export const URL_ATTRIBUTES = [
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
export type URLAttribute = (typeof URL_ATTRIBUTES)[number];

/** One parser case of urltestdata*.json: an input (and base) that fails, or the attributes it gives. */
export interface URLTestCase extends Partial<Record<URLAttribute, string>> {
  input: string;
  base: string | null;
  failure?: boolean;
  searchParams?: string;
}

/** The object entries of a WPT file's array (its string entries are comments); throws when there are none. */
export function objectEntries<T>(file: string, entries: unknown[]): T[] {
  const cases = entries.filter((entry): entry is T => typeof entry === "object" && entry !== null);
  if (cases.length === 0) throw new Error(`urlkit: ${file} has no test cases`);
  return cases;
}

/** The static and instance members the harnesses use, as both ours and the platform's URL have them. */
export interface URLClass {
  new (input: string, base?: string): URLLike;
  parse?(input: string, base?: string): URLLike | null;
  canParse?(input: string, base?: string): boolean;
}

type URLLike = Record<string, unknown> & { href: string; searchParams: { toString(): string } };

export interface SetterCase {
  href: string;
  new_value: string;
  expected: Record<string, string>;
}

export interface HostCase {
  input: string;
  output: string | null;
}

/** One file's outcome: how many cases passed, and the ids of those that did not. */
export interface FileTally {
  file: string;
  cases: number;
  passed: number;
  failed: string[];
}

function tally(file: string, checks: [id: string, check: () => boolean][]): FileTally {
  const failed: string[] = [];
  for (const [id, check] of checks) {
    let ok: boolean;
    try {
      ok = check();
    } catch {
      ok = false;
    }
    if (!ok) failed.push(id);
  }
  return { file, cases: checks.length, passed: checks.length - failed.length, failed };
}

const throwsTypeError = (fn: () => unknown): boolean => {
  try {
    fn();
    return false;
  } catch (error) {
    return error instanceof TypeError;
  }
};

// url-constructor.any.js, url-origin.any.js, url-statics-parse.any.js and url-statics-canparse.any.js.
function urlTestCase(Url: URLClass, c: URLTestCase): boolean {
  const base = c.base !== null ? c.base : undefined;
  if (c.failure) {
    return (
      throwsTypeError(() => new Url(c.input, base)) &&
      Url.parse?.(c.input, base) === null &&
      Url.canParse?.(c.input, base) === false
    );
  }
  const url = new Url(c.input, base);
  for (const attribute of URL_ATTRIBUTES) {
    if (attribute in c && url[attribute] !== c[attribute]) return false;
  }
  if ("searchParams" in c && url.searchParams.toString() !== c.searchParams) return false;
  return Url.canParse?.(c.input, base) === true && Url.parse?.(c.input, base)?.href === c.href;
}

/** urltestdata.json or urltestdata-javascript-only.json: one case per object entry. */
export function checkURLTestData(Url: URLClass, file: string, cases: URLTestCase[]): FileTally {
  return tally(
    file,
    cases.map((c) => [`${JSON.stringify(c.input)} against ${JSON.stringify(c.base)}`, () => urlTestCase(Url, c)]),
  );
}

/** setters_tests.json: one case per (attribute, case). */
export function checkSetters(Url: URLClass, data: Record<string, SetterCase[] | string[]>): FileTally {
  const checks: [string, () => boolean][] = [];
  for (const [attribute, cases] of Object.entries(data)) {
    if (attribute === "comment") continue;
    for (const c of cases as SetterCase[]) {
      checks.push([
        `<${c.href}>.${attribute} = ${JSON.stringify(c.new_value)}`,
        () => {
          const url = new Url(c.href);
          url[attribute] = c.new_value;
          return Object.entries(c.expected).every(([key, value]) => url[key] === value);
        },
      ]);
    }
  }
  return tally("setters_tests.json", checks);
}

function hostCase(Url: URLClass, input: string, output: string | null): boolean {
  if (output === null) return throwsTypeError(() => new Url(`https://${input}/x`));
  const url = new Url(`https://${input}/x`);
  return url.host === output && url.hostname === output && url.pathname === "/x" && url.href === `https://${output}/x`;
}

/** toascii.json: each case through the constructor and through the host and hostname setters (three cases). */
export function checkToASCII(Url: URLClass, cases: HostCase[]): FileTally {
  const checks: [string, () => boolean][] = [];
  for (const c of cases) {
    checks.push([`${JSON.stringify(c.input)} (new URL())`, () => hostCase(Url, c.input, c.output)]);
    for (const attribute of ["host", "hostname"]) {
      checks.push([
        `${JSON.stringify(c.input)} (${attribute})`,
        () => {
          const url = new Url("https://x/x");
          url[attribute] = c.input;
          return url[attribute] === (c.output === null ? "x" : c.output);
        },
      ]);
    }
  }
  return tally("toascii.json", checks);
}

/** IdnaTestV2.window.js: skips the empty input; percent-encodes the code points that would end the host. */
export function idnaInput(input: string): string {
  let output = "";
  for (const codePoint of input) output += ":/?#\\".includes(codePoint) ? encodeURIComponent(codePoint) : codePoint;
  return output;
}

/** IdnaTestV2.json: one case per non-empty input, named by its encoded input. */
export function checkIdna(Url: URLClass, cases: HostCase[]): FileTally {
  return tally(
    "IdnaTestV2.json",
    cases
      .filter((c) => c.input !== "")
      .map((c) => {
        const input = idnaInput(c.input);
        return [input, () => hostCase(Url, input, c.output)] as [string, () => boolean];
      }),
  );
}

/** The five WPT URL files the harnesses read, as parsed JSON (a browser page gets them this way). */
export interface WPTFiles {
  urltestdata: URLTestCase[];
  javascriptOnly: URLTestCase[];
  setters: Record<string, SetterCase[] | string[]>;
  toascii: HostCase[];
  idna: HostCase[];
}

/** Every WPT URL file through `Url`, one tally per file. */
export function checkWPTFiles(Url: URLClass, files: WPTFiles): FileTally[] {
  return [
    checkURLTestData(Url, "urltestdata.json", files.urltestdata),
    checkURLTestData(Url, "urltestdata-javascript-only.json", files.javascriptOnly),
    checkSetters(Url, files.setters),
    checkToASCII(Url, files.toascii),
    checkIdna(Url, files.idna),
  ];
}

/** A case that expected-failures.json lists: the id is the input, or starts with the input as JSON. */
export interface ExpectedFailure {
  file: string;
  input: string;
}

/** Whether `listed` names the case `id` of `file`. */
export function isListed(listed: ExpectedFailure[], file: string, id: string): boolean {
  return listed.some((f) => f.file === file && (id === f.input || id.startsWith(`${JSON.stringify(f.input)} `)));
}
