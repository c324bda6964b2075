// The Unicode properties approximateIDNA reads: idna-data.ts's exceptions over idna-defaults.ts's defaults, decoded on
// first use so that a bundle that never falls back to the approximation pays only for the strings.
import { BIDI_CLASS_EXCEPTIONS, JOINING_TYPE_EXCEPTIONS, MAPPING_EXCEPTIONS } from "./idna-data.ts";
import { defaultBidiClass, defaultJoiningType } from "./idna-defaults.ts";

/** Ranges of code points sorted by their first, each with a value: `values[i]` for `bounds[2i]` to `bounds[2i + 1]`. */
interface RangeTable {
  bounds: number[];
  values: string[];
}

// Reads idna-data.ts's lists (its header describes them), each under its value, into one table.
function decodeRanges(lists: Record<string, string>): RangeTable {
  const ranges: [number, number, string][] = [];
  for (const value in lists) {
    let last = -1;
    for (const item of lists[value].split(",")) {
      const [gap, span = "0"] = item.split("-");
      const first = last + parseInt(gap, 36);
      last = first + parseInt(span, 36);
      ranges.push([first, last, value]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return { bounds: ranges.flatMap(([first, last]) => [first, last]), values: ranges.map((range) => range[2]) };
}

/** The value of the range of `table` that holds `c`, or `undefined`. */
function valueAt(table: RangeTable, c: number): string | undefined {
  let low = 0;
  let high = table.values.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (c < table.bounds[2 * middle]) high = middle - 1;
    else if (c > table.bounds[2 * middle + 1]) low = middle + 1;
    else return table.values[middle];
  }
  return undefined;
}

interface Properties {
  mapping: RangeTable;
  /** Matches each code point `mapping` has a range for. */
  mappingExceptions: RegExp;
  bidiClasses: RangeTable;
  joiningTypes: RangeTable;
}

let properties: Properties | undefined;

/** The properties, decoded on first use. */
function read(): Properties {
  if (properties === undefined) {
    const mapping = decodeRanges(MAPPING_EXCEPTIONS);
    const escaped = mapping.bounds.map((c, i) => `${i % 2 ? "-" : ""}\\u{${c.toString(16)}}`);
    properties = {
      mapping,
      mappingExceptions: new RegExp(`[${escaped.join("")}]`, "gu"),
      bidiClasses: decodeRanges(BIDI_CLASS_EXCEPTIONS),
      joiningTypes: decodeRanges(JOINING_TYPE_EXCEPTIONS),
    };
  }
  return properties;
}

/** A global regular expression that matches each code point whose mapping {@link mapException} gives. */
export function mappingExceptions(): RegExp {
  return read().mappingExceptions;
}

/**
 * UTS #46's mapping of a code point the engine's data gets wrong (one {@link mappingExceptions} matches): `null`
 * when it is disallowed, else what it maps to.
 */
export function mapException(c: number): string | null {
  const value = valueAt(read().mapping, c);
  if (value === "disallowed") return null;
  if (value === "ignored") return "";
  return String.fromCodePoint(value === "valid" ? c : c + Number(value));
}

/** The Bidi_Class of `character` as the Bidi Rule reads it, one letter (see idna-defaults.ts's defaultBidiClass). */
export function bidiClass(character: string): string {
  return valueAt(read().bidiClasses, character.codePointAt(0) as number) ?? defaultBidiClass(character);
}

/** The Joining_Type of `character`: D, L, R, T or U. */
export function joiningType(character: string): string {
  return valueAt(read().joiningTypes, character.codePointAt(0) as number) ?? defaultJoiningType(character);
}
