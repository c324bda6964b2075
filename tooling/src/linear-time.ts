// Linear time, measured: is the cost per input character flat from 16 KiB to 4 MiB? The one check the parser's
// benchmark and the reliability harness's adversarial benchmark both run, with one limit.
import { compare } from "./bench.ts";

const KiB = 1024;

/** The input sizes, in UTF-16 code units: quadratic work grows 256x per char from the first to the last. */
export const LINEAR_TIME_SIZES = [16 * KiB, 64 * KiB, 256 * KiB, 1024 * KiB, 4096 * KiB];

/** A linear family's ns per char at the biggest size is at most this many times that at the smallest. */
export const GROWTH_LIMIT = 2;

export interface GrowthFamily {
  name: string;
  /** An input of about `size` chars. */
  make: (size: number) => string;
  /**
   * For a family whose work is n log n by nature (sorting): the n of an input. Its growth is then reported per
   * (char × log2 n), and not held to the limit.
   */
  countOf?: (input: string) => number;
}

/** An implementation timed on every family: `operation` returns the work for one input. */
export interface GrowthSubject<Family extends GrowthFamily> {
  name: string;
  operation: (family: Family, input: string) => () => unknown;
}

export interface GrowthRow<Family extends GrowthFamily> {
  family: Family;
  /** ns per input char, per subject, per size. */
  nsPerChar: number[][];
  /** Growth per subject (the first subject's after a recheck, when the first measurement crossed the limit). */
  growth: number[];
  /** The first subject's growth from its first measurement, when it was rechecked. */
  firstGrowth?: number;
  /** Whether the first subject crossed the limit (never for an n log n family). */
  over: boolean;
}

/** An input builder: `prefix`, `unit` repeated, `suffix`, about `size` chars long. */
export function fill(prefix: string, unit: string, suffix: string): (size: number) => string {
  return (size) =>
    prefix + unit.repeat(Math.max(1, Math.floor((size - prefix.length - suffix.length) / unit.length))) + suffix;
}

function growthOf(family: GrowthFamily, first: number, last: number): number {
  if (family.countOf === undefined) return last / first;
  const log2At = (size: number) => Math.log2(Math.max(2, family.countOf?.(family.make(size)) ?? 2));
  const sizes = LINEAR_TIME_SIZES;
  return last / log2At(sizes[sizes.length - 1]) / (first / log2At(sizes[0]));
}

/** ns per input char for every subject; fewer rounds for slow operations (seconds per 4 MiB input). */
function measure<Family extends GrowthFamily>(
  family: Family,
  subjects: GrowthSubject<Family>[],
  size: number,
  rounds: number,
): number[] {
  const input = family.make(size);
  const operations = subjects.map((subject) => subject.operation(family, input));
  let slowest = 0;
  for (const operation of operations) {
    const start = performance.now();
    operation();
    slowest = Math.max(slowest, performance.now() - start);
  }
  const roundsNow = slowest > 1000 ? 1 : slowest > 200 ? Math.min(3, rounds) : rounds;
  const results = compare(
    `${family.name} — ${(input.length / KiB).toFixed(0)} KiB`,
    subjects.map((subject, i) => ({ name: subject.name, fn: operations[i] })),
    { items: input.length, rounds: roundsNow },
  );
  return results.map((result) => result.nsPerItem ?? Number.NaN);
}

/**
 * Times every subject on every family at every size (interleaved, through `compare`). The first subject is the
 * one held to {@link GROWTH_LIMIT}; the others are references. On a shared machine one noisy sample can cross
 * the limit, so a family that does is measured again at both ends with twice the rounds and keeps the lower
 * growth (superlinear work stays far over the limit either way).
 */
export function measureGrowth<Family extends GrowthFamily>(
  families: Family[],
  subjects: GrowthSubject<Family>[],
  rounds = Number(process.env.BENCH_ROUNDS ?? 9),
): GrowthRow<Family>[] {
  // Warm-up at a middle size, so the first family measured does not pay for the JIT tiers.
  for (let i = 0; i < 3; i++) {
    for (const family of families) {
      const input = family.make(64 * KiB);
      for (const subject of subjects) subject.operation(family, input)();
    }
  }
  const sizes = LINEAR_TIME_SIZES;
  return families.map((family) => {
    const bySize = sizes.map((size) => measure(family, subjects, size, rounds));
    const nsPerChar = subjects.map((_, s) => bySize.map((values) => values[s]));
    const growth = nsPerChar.map((values) => growthOf(family, values[0], values[values.length - 1]));
    const row: GrowthRow<Family> = { family, nsPerChar, growth, over: false };
    if (family.countOf === undefined && growth[0] > GROWTH_LIMIT) {
      const small = measure(family, subjects, sizes[0], rounds * 2)[0];
      const large = measure(family, subjects, sizes[sizes.length - 1], rounds * 2)[0];
      row.firstGrowth = growth[0];
      growth[0] = Math.min(growth[0], growthOf(family, small, large));
    }
    row.over = family.countOf === undefined && growth[0] > GROWTH_LIMIT;
    return row;
  });
}

/** Prints ns per char by size for every subject, the growth, and a closing line; returns the families over. */
export function printGrowth<Family extends GrowthFamily>(
  rows: GrowthRow<Family>[],
  subjects: GrowthSubject<Family>[],
): number {
  const sizes = LINEAR_TIME_SIZES;
  const label = (size: number) => (size >= 1024 * KiB ? `${size / 1024 / KiB} MiB` : `${size / KiB} KiB`);
  const width = Math.max(40, ...rows.map((row) => row.family.name.length + 2));
  const cells = (values: number[]) => values.map((value) => value.toFixed(2).padStart(9)).join("");
  console.log(
    `\nns per input char by size, ${subjects[0].name} (${subjects
      .slice(1)
      .map((subject) => subject.name)
      .join(", ")} below); growth = ns/char at ${label(sizes[sizes.length - 1])} ÷ at ${label(sizes[0])}, ` +
      `limit ${GROWTH_LIMIT}x`,
  );
  console.log(`${"family".padEnd(width)}${sizes.map((size) => label(size).padStart(9)).join("")}   growth`);
  for (const row of rows) {
    const notes = [
      row.family.countOf === undefined ? "" : "per char·log2(n), not held to the limit",
      row.firstGrowth === undefined ? "" : `first ${row.firstGrowth.toFixed(2)}x, recheck`,
      row.over ? "<< OVER" : "",
    ].filter(Boolean);
    subjects.forEach((subject, s) => {
      const name = s === 0 ? row.family.name : `  ${subject.name}`;
      const note = s === 0 && notes.length > 0 ? `  ${notes.join("; ")}` : "";
      console.log(`${name.padEnd(width)}${cells(row.nsPerChar[s])}   ${row.growth[s].toFixed(2)}x${note}`);
    });
  }
  const over = rows.filter((row) => row.over).length;
  console.log(
    over === 0
      ? `\nevery ${subjects[0].name} family grows at most ${GROWTH_LIMIT}x per char`
      : `\n${over} ${subjects[0].name} famil${over === 1 ? "y grows" : "ies grow"} more than ${GROWTH_LIMIT}x per char`,
  );
  return over;
}

/** 256 distinct CJK ideographs, for a label of distinct code points. */
const CJK = Array.from({ length: 256 }, (_, i) => String.fromCharCode(0x4e00 + i * 7)).join("");

/**
 * URLs that make naive parsers quadratic (or slow per char as they grow): dot segments, code points the
 * parser removes or encodes, runs of delimiters, long and many IDNA labels, IP-address look-alikes. The parser's
 * benchmark times them through parseURL, the reliability harness through the URL class.
 */
export const ADVERSARIAL_URLS: GrowthFamily[] = [
  { name: "../ segments", make: fill("http://h/a/", "../", "b") },
  { name: "%2e%2e/ segments", make: fill("http://h/a/", "%2e%2e/", "b") },
  { name: "./ and %2E/ segments", make: fill("sc://h/", "./%2E/", "b") },
  // Each ".." pops one of the two segments before it, which are not copied side by side with the rest.
  { name: "\\ segments and ..", make: fill("http://h", "\\a\\b\\..", "") },
  { name: "non-ASCII segments and ..", make: fill("http://h", "/é/ü/..", "") },
  { name: "tabs and newlines", make: fill("ht\ttp://h/", "a\t\n\r", "#f") },
  { name: "tabs in the path", make: fill("http://h/", "a\t", "") },
  { name: "leading C0 controls and spaces", make: fill("", "\u0000\u001f ", "http://h/") },
  { name: "C0 controls in the path", make: fill("http://h/", "\u0001", "?q") },
  { name: "@ runs (userinfo)", make: fill("http://", "@", "h/") },
  { name: "% runs (path)", make: fill("http://h/", "%", "") },
  { name: "non-ASCII path (é, 💩, lone surrogate)", make: fill("http://h/", "é💩\ud800", "") },
  { name: "slash runs after the scheme", make: fill("http:", "/\\", "h/") },
  { name: "long IDNA label (256 distinct CJK)", make: fill("http://", CJK, "/") },
  { name: "many IDNA labels", make: fill("http://", "bücher-faß.", "com/") },
  // Lower case: Node (ada 4.0) rejects ASCII hosts over 16,384 chars that contain upper case (reliability/README.md).
  { name: "ASCII domain labels", make: fill("https://", "ab-9.", "com/") },
  { name: "[ runs (IPv6-unclosed)", make: fill("http://[", "[", "/") },
  { name: ": runs (IPv6)", make: fill("http://[", ":", "]/") },
  { name: ": runs (port)", make: fill("http://h", ":", "/") },
  { name: "IPv4-ish dots", make: fill("http://", "1.", "1/") },
  { name: "path segments", make: fill("http://h/", "seg/", "") },
  // Canonical as they stand: one regex reads them whole (past ~4 million segments its backtrack stack overflows).
  { name: "non-special path segments", make: fill("sc://h/", "seg/", "") },
  { name: "opaque path with spaces (mailto:)", make: fill("mailto:", "a b", "c") },
];
