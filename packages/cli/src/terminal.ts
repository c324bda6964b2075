import { styleText } from "node:util";

type Style = Parameters<typeof styleText>[0];

/** The styles the CLI uses, as functions that return their text unchanged when colour is off. */
export interface Palette {
  error(text: string): string;
  warning(text: string): string;
  good(text: string): string;
  label(text: string): string;
  dim(text: string): string;
}

/**
 * True when `stream` is a terminal that shows colour and the user did not opt out: `NO_COLOR` set to anything
 * but the empty string always wins (https://no-color.org), and a pipe or a file never gets escape codes.
 */
export function colourFor(stream: NodeJS.WriteStream): boolean {
  const noColor = process.env["NO_COLOR"];
  if (noColor !== undefined && noColor !== "") return false;
  return stream.isTTY === true && stream.hasColors();
}

function styler(enabled: boolean, style: Style): (text: string) => string {
  return enabled ? (text) => styleText(style, text, { validateStream: false }) : (text) => text;
}

export function palette(stream: NodeJS.WriteStream): Palette {
  const on = colourFor(stream);
  return {
    error: styler(on, ["bold", "red"]),
    warning: styler(on, "yellow"),
    good: styler(on, "green"),
    label: styler(on, "bold"),
    dim: styler(on, "dim"),
  };
}

/** The width excerpts of inputs are fitted to: the terminal's, or 100 columns when the output is not a terminal. */
export function outputWidth(stream: NodeJS.WriteStream): number {
  return stream.isTTY === true && stream.columns > 40 ? stream.columns : 100;
}

const UPDATE_MS = 250;
// Back to the start of the line, then ANSI "erase in line" (CSI K) from there to its end.
const ERASE_LINE = "\r\x1b[K";

/**
 * Lines read, percentage of the file and lines per second on stderr, redrawn in place at most every
 * {@link UPDATE_MS}. Silent unless stderr is a terminal and the input is a file of known size.
 */
export class Progress {
  readonly #total: number;
  readonly #start = performance.now();
  #last = 0;
  #shown = false;

  constructor(totalBytes: number | undefined) {
    this.#total = process.stderr.isTTY === true && totalBytes !== undefined && totalBytes > 0 ? totalBytes : 0;
  }

  update(bytes: number, lines: number): void {
    if (this.#total === 0) return;
    const now = performance.now();
    if (now - this.#last < UPDATE_MS) return;
    this.#last = now;
    const percent = Math.min(100, (bytes / this.#total) * 100).toFixed(0);
    const rate = Math.round((lines / (now - this.#start)) * 1000);
    process.stderr.write(
      `\r\x1b[K${lines.toLocaleString("en-US")} lines  ${percent}%  ${rate.toLocaleString("en-US")} lines/s`,
    );
    this.#shown = true;
  }

  /** Erases the progress line (before other output reaches the same terminal, and at the end). */
  clear(): void {
    if (!this.#shown) return;
    process.stderr.write(ERASE_LINE);
    this.#shown = false;
  }
}
