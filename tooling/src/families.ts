// Input families the general (non-canonical) parser path meets in crawlers, HTML hosts and log pipelines, each
// derived from the real http(s) URLs of kasztp.txt: one input (and a base, for relative references) per URL. The
// parser's bench and `pnpm runtimes --bench` time them; each derives them with the running runtime's URL.
import { readDataset } from "./data.ts";

export interface FamilyInput {
  input: string;
  /** A string base, parsed on every call as `new URL(input, base)` does. */
  base: string | undefined;
}

export interface Family {
  name: string;
  inputs: FamilyInput[];
}

/** Inputs per family (BENCH_FAMILY_SIZE sets another count). */
const PER_FAMILY = Number(process.env.BENCH_FAMILY_SIZE ?? 4000);

/** What a family builds from the i-th URL: an input, or an input and its base. */
type Derive = (url: URL, i: number) => string | FamilyInput;

// The path, query and fragment of a URL as its href has them.
const rest = (url: URL) => url.pathname + url.search + url.hash;
const defaultPort = (url: URL) => (url.protocol === "https:" ? 443 : 80);

// The kinds of href one HTML page holds, in turn: a parser meets them mixed, and what one kind costs it (a read past
// the input's end, a deoptimization) can slow the others.
const PAGE_HREFS: ((i: number) => string)[] = [
  (i) => `page-${i % 97}.html`,
  (i) => `/docs/p${i % 13}/intro`,
  (i) => `?page=${i % 9}`,
  (i) => `#section-${i % 5}`,
  (i) => `../x${i % 7}/y.html`,
  () => "",
  () => "/",
  (i) => `https://cdn.example.com/a/${i}.js`,
  (i) => `//cdn.example.com/s${i % 11}.css`,
];

const DERIVATIONS: Record<string, Derive> = {
  "upper-case scheme and host (HTTPS://WWW.EXAMPLE.COM/…)": (url) =>
    `${url.protocol.toUpperCase()}//${url.host.toUpperCase()}${rest(url)}`,
  // As typed addresses and many generated links have it: only the host in upper case.
  "upper-case host after a lower-case scheme (https://WWW.EXAMPLE.COM/…)": (url) =>
    `${url.protocol}//${url.host.toUpperCase()}${rest(url)}`,
  "default port (https://host:443/…)": (url) => `${url.protocol}//${url.hostname}:${defaultPort(url)}${rest(url)}`,
  "credentials (https://user:pa%20ss@host/…)": (url, i) => `${url.protocol}//user${i}:pa%20ss@${url.host}${rest(url)}`,
  "dot segments (/a/./b/../…)": (url) => `${url.origin}/a/./b/..${url.pathname}${url.search}`,
  "space or non-ASCII in the path": (url, i) =>
    `${url.origin}${url.pathname}${i % 2 ? "/caf\u00e9-menu" : "/my file.html"}${url.search}`,
  "relative ../x/y?q against a string base": (url, i) => ({
    input: `../x${i % 97}/y?q=${i}`,
    base: url.href,
  }),
  "?q=… against a string base": (url, i) => ({ input: `?q=${i}&page=${i % 7}`, base: url.href }),
  "IPv6 host": (url, i) => `${url.protocol}//[2001:DB8:${((i * 7919) & 0xffff).toString(16)}::0${i % 255}]${rest(url)}`,
  "non-canonical IPv4 (0x7f.0.1.01)": (url, i) =>
    `${url.protocol}//0x7f.${i & 255}.${(i >> 8) & 255}.0${(i % 7) + 1}${rest(url)}`,
  "backslashes (https:\\\\host\\path)": (url) =>
    `${url.protocol}\\\\${url.host}${url.pathname.replaceAll("/", "\\")}${url.search}`,
  "IDN host, every host distinct (bücher-17.example)": (url, i) =>
    `${url.protocol}//b\u00fccher-${i}.example${rest(url)}`,
  // Not in the list: hrefs as HTML pages and logs have them, each through the state machine until it had a
  // route of its own.
  "surrounding spaces ( https://…/ )": (url) => ` ${url.href} `,
  "mailto: and javascript: links": (url, i) => (i % 2 ? `mailto:user${i}@${url.hostname}` : `javascript:void(${i})`),
  "scheme-relative //host/… against a string base": (url) => ({ input: `//${url.host}${rest(url)}`, base: url.href }),
  "relative with a space against a string base": (url, i) => ({ input: `my file ${i % 97}.html`, base: url.href }),
  "newline in the path (an href wrapped in HTML)": (url) => `${url.origin}/\n${url.pathname.slice(1)}${url.search}`,
  "IDN host in upper case (BÜCHER-17.EXAMPLE)": (url, i) => `${url.protocol}//B\u00dcCHER-${i}.EXAMPLE${rest(url)}`,
  "file name (page-17.html) against a string base": (url, i) => ({ input: `page-${i % 97}.html`, base: url.href }),
  "a page's hrefs, mixed, against a string base": (url, i) => ({
    input: PAGE_HREFS[i % PAGE_HREFS.length](i),
    base: url.href,
  }),
  // The IPv6 family's hosts as the serializer writes them, half of them the loopback address with a port.
  "IPv6 host as written ([::1]:8080, [2001:db8:…::1])": (url, i) =>
    i % 2
      ? `${url.protocol}//[::1]:${8000 + (i % 100)}${rest(url)}`
      : new URL(`${url.protocol}//[2001:DB8:${((i * 7919) & 0xffff).toString(16)}::0${i % 255}]${rest(url)}`).href,
};

/**
 * The strings as lines of one text split at newlines, as inputs read from a file or a log are (V8 sliced strings of
 * one parent; a string built by concatenation would be a rope instead, slower to read a character at a time).
 */
export function asLines(strings: readonly string[]): string[] {
  // (Split at a code point that no string holds: one family has newlines inside its inputs, WPT's U+0000 too.)
  const separator = ["\0", "\uFDD0", "\uFDEF"].find((c) => !strings.some((s) => s.includes(c)));
  if (separator === undefined) throw new Error("asLines: every separator occurs in the strings");
  return strings.join(separator).split(separator);
}

/** The line parsed, when it is an http(s) URL with a domain host, no credentials and no port; null otherwise. */
function derivable(line: string): URL | null {
  const url = URL.parse(line);
  if (url === null || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.username || url.password || url.port || url.hostname.startsWith("[") || /\d$/.test(url.hostname)) return null;
  return url;
}

/** Every family, PER_FAMILY inputs each, from the http(s) URLs of kasztp.txt with a domain host and a path. */
export function loadFamilies(): Family[] {
  const urls: URL[] = [];
  for (const line of readDataset("kasztp.txt")) {
    const url = derivable(line);
    if (url === null) continue;
    urls.push(url);
    if (urls.length === PER_FAMILY) break;
  }
  if (urls.length < PER_FAMILY) throw new Error(`families: only ${urls.length} usable URLs in kasztp.txt`);
  return Object.entries(DERIVATIONS).map(([name, derive]) => {
    const made = urls.map((url, i) => derive(url, i));
    const inputs = asLines(made.map((m) => (typeof m === "string" ? m : m.input)));
    const bases = asLines(made.map((m) => (typeof m === "string" ? "" : (m.base ?? ""))));
    return {
      name,
      inputs: inputs.map((input, i) => ({ input, base: typeof made[i] === "string" ? undefined : bases[i] })),
    };
  });
}

/** The share of a messy list's lines that a family rewrites. */
const MESSY_SHARE = 0.05;

/**
 * A messy real-world list made from `lines` (the runtimes bench gives every line of the three datasets): each line,
 * with MESSY_SHARE of them, spread evenly over the http(s) ones, rewritten by the families that make an absolute input
 * in turn (upper-case hosts, default ports, credentials, dot segments, spaces, backslashes, IPv4, IPv6, IDN …), as a
 * crawler's or a log's URLs mix them.
 */
export function makeMessyList(lines: readonly string[]): string[] {
  const urls = lines.map(derivable);
  const derivableCount = urls.filter((url) => url !== null).length;
  const every = Math.max(1, Math.floor(derivableCount / (lines.length * MESSY_SHARE)));
  const derivations = Object.values(DERIVATIONS);
  let seen = 0;
  let next = 0;
  const messy = lines.map((line, i) => {
    const url = urls[i];
    if (url === null || seen++ % every !== 0) return line;
    let made = derivations[next++ % derivations.length](url, i);
    // (The families that make a relative reference and its base are passed over.)
    while (typeof made !== "string") made = derivations[next++ % derivations.length](url, i);
    return made;
  });
  return asLines(messy);
}
