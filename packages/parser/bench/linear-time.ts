// Linear time: inputs that make naive URL parsers quadratic, from 16 KiB to 4 MiB. A linear parser spends about
// the same time per input character at every size; the bench asks for biggest/smallest ≤ 2.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { hrefOf } from "./subjects.ts";

setFlagsFromString("--expose-gc");
/** A full GC before each timed run, so no run pays for the garbage of the one before. */
const gc = runInNewContext("gc") as () => void;

export const SIZES = [16 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20];

/** Each family builds an input of about `size` UTF-16 code units. */
export const FAMILIES: Record<string, (size: number) => string> = {
  "../ repeated": (size) => "http://h/" + "../".repeat(size / 3),
  "%2e%2e/ repeated": (size) => "http://h/" + "%2e%2e/".repeat(size / 7),
  "tabs in path": (size) => "http://h/" + "a\t".repeat(size / 2),
  "@ in authority": (size) => "http://" + "a@".repeat(size / 2) + "h/",
  "% without hex": (size) => "http://h/" + "%".repeat(size),
  "path segments": (size) => "http://h/" + "seg/".repeat(size / 4),
};

export interface LinearRow {
  family: string;
  /** ns per input code unit, one per SIZES entry. */
  nsPerChar: number[];
  /** nsPerChar at the biggest size / at the smallest. */
  growth: number;
  /** Inputs whose urlkit href differs from native URL's (null = failure on one side only), when checked. */
  mismatches: number;
}

/** The fastest of at least 3 runs of `parse(input)` (and as many as fit in about `budgetMs`), in ns. */
function timeParse(parse: (input: string) => unknown, input: string, budgetMs: number): number {
  let best = Number.POSITIVE_INFINITY;
  const deadline = performance.now() + budgetMs;
  for (let runs = 0; runs < 3 || (performance.now() < deadline && runs < 50); runs++) {
    gc();
    const start = performance.now();
    parse(input);
    best = Math.min(best, (performance.now() - start) * 1e6);
  }
  return best;
}

/** Times `parse` on every family and size; `checkHref` also counts inputs where urlkit's href differs from native's. */
export function measureLinearTime(parse: (input: string) => unknown, checkHref: boolean, budgetMs = 150): LinearRow[] {
  return Object.entries(FAMILIES).map(([family, build]) => {
    let mismatches = 0;
    const small = build(SIZES[0]);
    for (let i = 0; i < 20; i++) parse(small);
    const nsPerChar = SIZES.map((size) => {
      const input = build(size);
      if (checkHref && hrefOf.urlkit(input) !== hrefOf.native(input)) mismatches++;
      return timeParse(parse, input, budgetMs) / input.length;
    });
    return { family, nsPerChar, growth: nsPerChar[nsPerChar.length - 1] / nsPerChar[0], mismatches };
  });
}

export function printLinearTable(title: string, rows: LinearRow[]): void {
  const sizeName = (size: number) => (size >= 1 << 20 ? `${size >> 20} MiB` : `${size >> 10} KiB`);
  const head = ["family", ...SIZES.map((s) => `${sizeName(s)} ns/char`), "biggest/smallest", "", "href≠native"];
  const rows2 = rows.map((r) => [
    r.family,
    ...r.nsPerChar.map((ns) => ns.toFixed(2)),
    `${r.growth.toFixed(2)}x`,
    r.growth <= 2 ? "ok" : r.growth <= 8 ? "over 2x" : "NOT LINEAR",
    String(r.mismatches),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows2.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\n${title}`);
  console.log(line(head));
  for (const row of rows2) console.log(line(row));
}
