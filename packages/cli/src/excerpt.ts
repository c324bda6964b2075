// How an input is shown on a terminal: every code point visible and one cell per column, so a caret lands under
// the code unit an error's index points at, and a long input cut down to a window around that index.

const ELLIPSIS = "…";
const DELETE = 0x7f;
const C1_END = 0x9f;
const SPACE = 0x20;
// U+2400 SYMBOL FOR NULL: the C0 control pictures follow the C0 controls in order; U+2421 is DELETE's.
const CONTROL_PICTURES = 0x2400;
const SYMBOL_FOR_DELETE = 0x2421;
const REPLACEMENT_CHARACTER = "\ufffd";
const SURROGATE_FIRST = 0xd800;
const LOW_SURROGATE_FIRST = 0xdc00;
const SURROGATE_LAST = 0xdfff;

// Code points a terminal shows two columns wide (East Asian Wide and Fullwidth, emoji): the common blocks.
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

// Marks that draw on the previous cell, and format characters (bidi overrides, zero-width joiners…) that a
// terminal would apply silently: the first take no column, the second are shown as <U+XXXX>.
const COMBINING = /^[\p{Mn}\p{Me}]$/u;
const INVISIBLE = /^[\p{Cf}\p{Zl}\p{Zp}]$/u;

function isWide(codePoint: number): boolean {
  for (const [first, last] of WIDE_RANGES) {
    if (codePoint < first) return false;
    if (codePoint <= last) return true;
  }
  return false;
}

/** One code point as shown: its text and the columns it takes. */
interface Cell {
  text: string;
  width: number;
}

function cell(codePoint: number, text: string): Cell {
  if (codePoint < SPACE) return { text: String.fromCharCode(CONTROL_PICTURES + codePoint), width: 1 };
  if (codePoint === DELETE) return { text: String.fromCharCode(SYMBOL_FOR_DELETE), width: 1 };
  if (codePoint > DELETE && codePoint <= C1_END) return hexCell(codePoint);
  if (codePoint >= SURROGATE_FIRST && codePoint <= SURROGATE_LAST) return { text: REPLACEMENT_CHARACTER, width: 1 };
  if (COMBINING.test(text)) return { text, width: 0 };
  if (INVISIBLE.test(text)) return hexCell(codePoint);
  return { text, width: isWide(codePoint) ? 2 : 1 };
}

function hexCell(codePoint: number): Cell {
  const text = `<U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}>`;
  return { text, width: text.length };
}

/** `input` made printable on one line, as {@link excerpt} shows it but never cut. */
export function printable(input: string): string {
  let out = "";
  for (const text of input) out += cell(text.codePointAt(0)!, text).text;
  return out;
}

/** A line of an input and the column under which its caret goes. */
export interface Excerpt {
  text: string;
  caret: number;
}

/**
 * `input` as one printable line of at most `width` columns that shows the code unit at `index` (or the end of
 * the input when `index` is its length), with "…" where it was cut; and the column of that code unit.
 */
export function excerpt(input: string, index: number, width: number): Excerpt {
  index = Math.max(0, Math.min(index, input.length));
  // Lay out only a window around the index: a megabyte-long input is cut before any work per code point.
  let start = Math.max(0, index - 2 * width);
  let end = Math.min(input.length, index + 2 * width);
  if (start > 0 && isLowSurrogate(input.charCodeAt(start))) start--;
  if (end < input.length && isLowSurrogate(input.charCodeAt(end))) end++;
  const cells: Cell[] = [];
  const firstUnit: number[] = [];
  let at = start;
  for (const text of input.slice(start, end)) {
    firstUnit.push(at);
    cells.push(cell(text.codePointAt(0)!, text));
    at += text.length;
  }
  let target = firstUnit.findIndex((unit, i) => unit <= index && index < (firstUnit[i + 1] ?? end));
  if (target === -1) target = cells.length;
  return fit(cells, target, width, start > 0, end < input.length);
}

function isLowSurrogate(unit: number): boolean {
  return unit >= LOW_SURROGATE_FIRST && unit <= SURROGATE_LAST;
}

// The cells around `target` that fit `width` columns with the ellipses, the target about a third from the left.
function fit(cells: Cell[], target: number, width: number, cutLeft: boolean, cutRight: boolean): Excerpt {
  const columns = (from: number, to: number) => cells.slice(from, to).reduce((sum, c) => sum + c.width, 0);
  let from = 0;
  let to = cells.length;
  if (cutLeft || cutRight || columns(0, cells.length) + 1 > width) {
    const budget = width - 2;
    from = target;
    to = target;
    let used = 0;
    const leftShare = Math.floor(budget / 3);
    while (from > 0 && used + cells[from - 1].width <= leftShare) used += cells[--from].width;
    while (to < cells.length && used + cells[to].width <= budget) used += cells[to++].width;
    while (from > 0 && used + cells[from - 1].width <= budget) used += cells[--from].width;
  }
  const left = from > 0 || cutLeft ? ELLIPSIS : "";
  const right = to < cells.length || cutRight ? ELLIPSIS : "";
  const text =
    left +
    cells
      .slice(from, to)
      .map((c) => c.text)
      .join("") +
    right;
  return { text, caret: left.length + columns(from, target) };
}
