// `node tooling/scripts/generate-idna-data.ts`: writes packages/host/src/idna-data.ts, the exceptions approximateIDNA
// needs on top of the engine's own Unicode data (packages/host/src/idna-defaults.ts) to give what tr46 gives: UTS #46's
// statuses and mappings, and the Bidi_Class, Joining_Type and virama data of the Bidi Rule (RFC 5893) and CheckJoiners
// (RFC 5892). It reads tr46's own tables, so run it after updating tr46, under the newest Node the repository supports
// (its Unicode data decides which code points the engine knows, and the table leaves the others to the engine).
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import {
  defaultBidiClass,
  defaultJoiningType,
  ENGINE_DISALLOWED,
  engineMapping,
  isVirama,
  RIGHT_TO_LEFT_BLOCKS,
} from "../../packages/host/src/idna-defaults.ts";
import { repoRoot } from "../src/data.ts";

const hostDir = join(repoRoot, "packages/host");
const require = createRequire(join(hostDir, "package.json"));
const tr46Version: string = require("tr46/package.json").version;
const mappingTable: [number | [number, number], number, string?][] = require("tr46/lib/mappingTable.json");
const regexes: Record<string, RegExp> = require("tr46/lib/regexes.js");
const { STATUS_MAPPING } = require("tr46/lib/statusMapping.js") as { STATUS_MAPPING: Record<string, number> };

const LAST_CODE_POINT = 0x10ffff;

// UTS #46 status and mapping of every code point, from tr46's table.
const status = new Uint8Array(LAST_CODE_POINT + 1);
const mapping = new Map<number, string>();
for (const [range, value, mapped] of mappingTable) {
  const [first, last] = Array.isArray(range) ? range : [range, range];
  for (let c = first; c <= last; c++) {
    status[c] = value;
    if (mapped !== undefined) mapping.set(c, mapped.normalize("NFC"));
  }
}

const isSurrogate = (c: number) => c >= 0xd800 && c <= 0xdfff;
const engineKnows = (c: number) => !isSurrogate(c) && !/\p{Cn}/u.test(String.fromCodePoint(c));

// The domain parser fails on these after ToASCII, so an IDNA may fail at once on a mapping that holds one.
const FORBIDDEN_DOMAIN = /[\u0000-\u0020#%/:<>?@[\\\]^|\u007f]/;

/** What UTS #46's mapping step and status check make of `c` alone: its mapping, or null when it is an error. */
function uts46(c: number): string | null {
  const value = status[c];
  const result =
    value === STATUS_MAPPING.disallowed
      ? null
      : value === STATUS_MAPPING.ignored
        ? ""
        : value === STATUS_MAPPING.mapped
          ? (mapping.get(c) as string)
          : String.fromCodePoint(c);
  return result === null || FORBIDDEN_DOMAIN.test(result) ? null : result;
}

/** What the engine's data alone makes of `c` (approximateIDNA without exceptions). */
function engine(c: number): string | null {
  const result = engineMapping(String.fromCodePoint(c));
  return ENGINE_DISALLOWED.test(result) || FORBIDDEN_DOMAIN.test(result) ? null : result;
}

/**
 * The ranges of each exception value: where `actual(c)` (the value a range must give `c`, or undefined where no
 * value matters) is not `fallback(c)` (what the code point has without one). A range goes on over code points whose
 * value is its own or does not matter, so that there are fewer ranges.
 */
function exceptionRanges(
  actual: (c: number) => string | undefined,
  fallback: (c: number) => string,
): Map<string, [number, number][]> {
  const ranges = new Map<string, [number, number][]>();
  let current: string | undefined;
  let first = 0;
  let last = 0;
  const close = () => {
    if (current === undefined) return;
    const list = ranges.get(current) ?? [];
    list.push([first, last]);
    ranges.set(current, list);
    current = undefined;
  };
  for (let c = 0; c <= LAST_CODE_POINT; c++) {
    const value = actual(c);
    if (value === undefined || value === current) continue;
    if (value === fallback(c)) {
      close();
      continue;
    }
    close();
    [current, first, last] = [value, c, c];
    // The range ends at its last code point that needs it.
    for (let next = c + 1; next <= LAST_CODE_POINT; next++) {
      const nextValue = actual(next);
      if (nextValue === undefined) continue;
      if (nextValue !== value) break;
      if (nextValue !== fallback(next)) last = next;
    }
    c = last;
  }
  close();
  return ranges;
}

/**
 * UTS #46's result for `c` as an exception value: "disallowed", "ignored", "valid", "mapped <offset>" (to one code
 * point) or "mapped to <JSON string>", which idna-data.ts has no form for.
 */
function mappingValue(c: number, expected: string | null): string {
  if (expected === null) return "disallowed";
  if (expected === "") return "ignored";
  if (expected === String.fromCodePoint(c)) return "valid";
  const target = expected.codePointAt(0) as number;
  return expected === String.fromCodePoint(target) ? `mapped ${target - c}` : `mapped to ${JSON.stringify(expected)}`;
}

// Mapping: each code point the engine knows whose result differs from UTS #46's. A mapped range keeps the offset
// from its code points to their mappings; no exception may map to several code points. The engine disallows what it does not know, so only a disallowed range may
// cover such a code point.
const mappingExceptions = exceptionRanges(
  (c) => (engineKnows(c) ? mappingValue(c, uts46(c)) : "disallowed"),
  (c) => (!engineKnows(c) ? "disallowed" : engine(c) === uts46(c) ? mappingValue(c, uts46(c)) : "the engine's"),
);

const several = [...mappingExceptions.keys()].filter((value) => value.startsWith("mapped to "));
if (several.length > 0) throw new Error(`idna-data.ts has no form for mappings to several code points: ${several}`);

/** What approximateIDNA's mapping makes of `c`, exceptions included. */
function approximated(c: number): string | null {
  for (const [value, list] of mappingExceptions) {
    const range = list.find(([first, last]) => first <= c && c <= last);
    if (range === undefined) continue;
    if (value === "disallowed") return null;
    if (value === "ignored") return "";
    if (value === "valid") return String.fromCodePoint(c);
    return String.fromCodePoint(c + Number(value.slice("mapped ".length)));
  }
  return engine(c);
}

// The code points a mapped label can hold: those that map to themselves. No other reaches the Bidi Rule or
// CheckJoiners, so their classes never matter.
const inLabels = new Uint8Array(LAST_CODE_POINT + 1);
for (let c = 0; c <= LAST_CODE_POINT; c++) {
  if (engineKnows(c) && approximated(c) === String.fromCodePoint(c) && uts46(c) === String.fromCodePoint(c)) {
    inLabels[c] = 1;
  }
}
const outsideLabels = (c: number) => inLabels[c] === 0;

// tr46's regexes: the classes of RFC 5893's rules and of RFC 5892's ZWNJ rule.
function characterClasses(regex: RegExp): RegExp[] {
  return (regex.source.match(/\[(?:\\.|[^\]\\])*\]/g) as string[]).map((set) => new RegExp(`^${set}$`, "u"));
}
const [, nonspacingMark] = characterClasses(regexes.bidiS3);
const [bidiRuleTwo] = characterClasses(regexes.bidiS2);
const [leftJoining, transparent, , rightJoining] = characterClasses(regexes.validZWNJ);

/**
 * The class the Bidi Rule reads, as idna-defaults.ts writes it: L, R (R and AL), A (AN), E (EN), N (NSM), O (ES, CS,
 * ET, ON and BN), or X for the rest.
 */
function bidiClass(character: string): string {
  if (regexes.bidiS1LTR.test(character)) return "L";
  if (regexes.bidiS1RTL.test(character)) return "R";
  if (regexes.bidiS4EN.test(character)) return "E";
  if (regexes.bidiS4AN.test(character)) return "A";
  if (nonspacingMark.test(character)) return "N";
  return bidiRuleTwo.test(character) ? "O" : "X";
}

/** Joining_Type as CheckJoiners reads it: D, L, R, T, or U for the rest. */
function joiningType(character: string): string {
  const left = leftJoining.test(character);
  const right = rightJoining.test(character);
  if (left && right) return "D";
  if (left) return "L";
  if (right) return "R";
  return transparent.test(character) ? "T" : "U";
}

// Bidi_Class and Joining_Type: each code point a label can hold whose value is not idna-defaults.ts's.
function propertyExceptions(
  actual: (character: string) => string,
  fallback: (character: string) => string,
): Map<string, [number, number][]> {
  return exceptionRanges(
    (c) => (outsideLabels(c) ? undefined : actual(String.fromCodePoint(c))),
    (c) => fallback(String.fromCodePoint(c)),
  );
}

const bidiExceptions = propertyExceptions(bidiClass, defaultBidiClass);
const joiningExceptions = propertyExceptions(joiningType, defaultJoiningType);

// The engine's normalizer knows the viramas (idna-defaults.ts's isVirama): the table has none.
for (let c = 0; c <= LAST_CODE_POINT; c++) {
  const character = String.fromCodePoint(c);
  if (inLabels[c] && isVirama(character) !== regexes.combiningClassVirama.test(character)) {
    throw new Error(`isVirama is wrong on U+${c.toString(16)}: idna-data.ts needs a list of viramas`);
  }
  if (inLabels[c] && /^[RA]$/.test(bidiClass(character)) && !RIGHT_TO_LEFT_BLOCKS.test(character)) {
    throw new Error(`U+${c.toString(16)} is right-to-left outside RIGHT_TO_LEFT_BLOCKS: widen them`);
  }
}

/** A range list as idna-data.ts writes it (see its header). */
function encode(ranges: [number, number][]): string {
  let previous = -1;
  return ranges
    .map(([first, last]) => {
      let item = (first - previous).toString(36);
      if (last > first) item += `-${(last - first).toString(36)}`;
      previous = last;
      return item;
    })
    .join(",");
}

function encodeClasses(exceptions: Map<string, [number, number][]>, order: string[]): string {
  const unknown = [...exceptions.keys()].filter((value) => !order.includes(value));
  if (unknown.length > 0) throw new Error(`no place for ${unknown.join(", ")} in idna-data.ts`);
  const lines = order
    .filter((value) => exceptions.has(value))
    .map((value) => {
      const key = /^[a-z]\w*$/i.test(value) ? value : JSON.stringify(value);
      return `  ${key}: "${encode(exceptions.get(value) as [number, number][])}",`;
    });
  return `{\n${lines.join("\n")}\n}`;
}

// A mapped range goes under the offset from its code points to their mappings.
const mappingOrder = ["disallowed", "ignored", "valid"];
const mappingLists = new Map<string, [number, number][]>();
for (const [value, list] of mappingExceptions) {
  const key = value.startsWith("mapped ") ? value.slice("mapped ".length) : value;
  mappingLists.set(key, list);
  if (!mappingOrder.includes(key)) mappingOrder.push(key);
}

const output = `// Generated by tooling/scripts/generate-idna-data.ts from tr46 ${tr46Version}'s tables (UTS #46, and the data of
// RFC 5892's CheckJoiners and RFC 5893's Bidi Rule) against the Unicode ${process.versions.unicode} data of Node ${process.versions.node}: do not edit.
// The lists hold only where UTS #46 and the RFCs differ from what idna-defaults.ts derives from the engine's own
// Unicode data, and nothing on code points the engine does not know (it disallows them).
//
// Each list holds ranges of code points as comma-separated items "<gap>" or "<gap>-<span>", numbers in base 36: a
// range starts <gap> code points after the last code point of the range before it (after -1 for the first) and holds
// <span> + 1 code points.

/**
 * Code points whose UTS #46 status or mapping differs from what NFKC, case mapping and the general categories give:
 * disallowed, ignored, valid, or mapped, under the offset from each code point to the one it maps to.
 */
export const MAPPING_EXCEPTIONS = ${encodeClasses(mappingLists, mappingOrder)};

/** Bidi_Class where it is not idna-defaults.ts's, under its letter there. */
export const BIDI_CLASS_EXCEPTIONS = ${encodeClasses(bidiExceptions, ["L", "R", "A", "E", "O", "N", "X"])};

/** Joining_Type where it is not idna-defaults.ts's. */
export const JOINING_TYPE_EXCEPTIONS = ${encodeClasses(joiningExceptions, ["D", "L", "R", "T", "U"])};
`;
writeFileSync(join(hostDir, "src/idna-data.ts"), output);
console.log(`packages/host/src/idna-data.ts: ${output.length} characters from tr46 ${tr46Version}`);
