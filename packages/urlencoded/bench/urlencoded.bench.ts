// @urlkit/urlencoded (built dist) against the running Node's URLSearchParams, interleaved in one process:
// parsing (`parse(s)` vs `new URLSearchParams(s)`), serializing (`serialize(pairs)` vs `params.toString()`),
// and the cost per byte as inputs grow from 16 KiB to 4 MiB (it must stay flat: linear time).
// Run: pnpm --filter @urlkit/urlencoded bench (BENCH_ROUNDS / BENCH_BATCH_MS tune the runner; BENCH_ONLY=
// parse, serialize, linear or serialize-linear runs one part).
// Node caches URLSearchParams#toString per object, so its serializer only runs on a fresh object: the native
// serialize case is `new URLSearchParams(pairs).toString()`, and "new URLSearchParams(pairs)" alone shows how
// much of that is the constructor.

import { compare, readDataset } from "@urlkit/tooling";
import { parse, serialize } from "@urlkit/urlencoded";

const utf8Length = (strings: string[]) => strings.reduce((n, s) => n + Buffer.byteLength(s, "utf8"), 0);

// Both sides must compute the same thing for the comparison to mean anything: check every input first.
function sameParse(what: string, inputs: string[]) {
  for (const input of inputs) {
    const ours = JSON.stringify(parse(input));
    const native = JSON.stringify([...new URLSearchParams(input.startsWith("?") ? `?${input}` : input)]);
    if (ours !== native) throw new Error(`${what}: parse differs for ${JSON.stringify(input)}: ${ours} vs ${native}`);
  }
}

function sameSerialize(what: string, lists: [string, string][][]) {
  for (const pairs of lists) {
    const ours = serialize(pairs);
    const native = new URLSearchParams(pairs).toString();
    if (ours !== native) throw new Error(`${what}: serialize differs for ${JSON.stringify(pairs)}`);
  }
}

// Inputs are flat strings, as a query read from a URL or a request body is. Strings built here by
// concatenation or repeat() are ropes, which every charCodeAt has to look through until V8 flattens them.
const flat = (s: string): string => JSON.parse(JSON.stringify(s));

// Real queries: the search of each kasztp.txt URL that has one; and heavier ones built from the same data,
// the shape of redirect and tracking parameters (a whole URL percent-encoded as a value, spaces, UTF-8).
const urls = readDataset("kasztp.txt");
const real: string[] = [];
for (const line of urls) {
  const url = URL.parse(line);
  if (url !== null && url.search.length > 1) real.push(flat(url.search.slice(1)));
}
const words = ["café au lait", "naïve", "東京 タワー", "a+b=c", "100% real", "Ärger & Öl", "x"];
const heavy = urls.slice(0, 4000).map((line, i) =>
  flat(
    serialize([
      ["next", line],
      ["q", words[i % words.length]],
      ["utm_source", "newsletter"],
      ["utm_medium", "email"],
      ["page", String(i)],
    ]),
  ),
);

const sets: [string, string[]][] = [
  [`kasztp.txt queries (${real.length})`, real],
  [`redirect/tracking queries built from kasztp.txt (${heavy.length})`, heavy],
];

const only = process.env.BENCH_ONLY;
for (const [title, inputs] of only === undefined || only === "parse" || only === "serialize" ? sets : []) {
  sameParse(title, inputs);
  const info = { items: inputs.length, bytes: utf8Length(inputs) };
  if (only !== "serialize")
    compare(
      `parse: ${title}`,
      [
        {
          name: "urlkit parse",
          fn: () => {
            let n = 0;
            for (const s of inputs) n += parse(s).length;
            return n;
          },
        },
        {
          name: "new URLSearchParams",
          fn: () => {
            let n = 0;
            for (const s of inputs) n += new URLSearchParams(s).size;
            return n;
          },
        },
      ],
      info,
    );

  const lists = inputs.map((s) => parse(s));
  sameSerialize(title, lists);
  if (only !== "parse")
    compare(
      `serialize: ${title}`,
      [
        {
          name: "urlkit serialize",
          fn: () => {
            let n = 0;
            for (const pairs of lists) n += serialize(pairs).length;
            return n;
          },
        },
        {
          name: "new URLSearchParams(pairs)",
          fn: () => {
            let n = 0;
            for (const pairs of lists) n += new URLSearchParams(pairs).size;
            return n;
          },
        },
        {
          name: "new URLSearchParams(pairs).toString()",
          fn: () => {
            let n = 0;
            for (const pairs of lists) n += new URLSearchParams(pairs).toString().length;
            return n;
          },
        },
      ],
      info,
    );
}

// Linear time: ns per input byte must not grow with the size. The shapes are the ones that would expose a
// quadratic step: many tiny pairs, pairs with no `=` (Node's parser looks for the next `=` from each pair's
// start, so it is quadratic there: its case stops at 256 KiB, it would take minutes beyond), one huge field
// of `%` that is never an escape, one huge field of escapes, mixed `+` and escapes, and a run of `&`.
// Millions of pairs cost more per byte at 4 MiB than at 16 KiB whoever allocates them (the garbage collector
// has millions of live arrays to move): the "alloc" case only builds the same list of pairs, as a baseline.
const shapes: [string, (size: number) => string, number][] = [
  ["k=v& pairs", (size) => "k=v&".repeat(size / 4), Infinity],
  ["k& pairs (no =)", (size) => "k&".repeat(size / 2), 256 * 1024],
  ["%%%% (no escapes)", (size) => "%".repeat(size), Infinity],
  ["%C3%A9 escapes", (size) => `v=${"%C3%A9".repeat(size / 6)}`, Infinity],
  ["a+%2B mix", (size) => `v=${"a+%2B".repeat(size / 5)}`, Infinity],
  ["&&&& (empty)", (size) => "&".repeat(size), Infinity],
];
const sizes = [16, 64, 256, 1024, 4096].map((k) => k * 1024);
const encoder = new TextEncoder();
const rows: string[][] = [];
for (const [shape, make, nativeMax] of only === undefined || only === "linear" ? shapes : []) {
  const row = [shape];
  for (const size of sizes) {
    const input = flat(make(size));
    const bytes = encoder.encode(input);
    const withNative = size <= nativeMax;
    if (withNative) sameParse(`${shape} ${size}`, [input]);
    const cases = [
      { name: "urlkit parse(string)", fn: () => parse(input).length },
      { name: "urlkit parse(Uint8Array)", fn: () => parse(bytes).length },
    ];
    const expected = parse(input);
    cases.push({
      name: "alloc: the same pairs only",
      fn: () => {
        const list: [string, string][] = [];
        for (const [name, value] of expected) list.push([name, value]);
        return list.length;
      },
    });
    if (withNative) cases.push({ name: "new URLSearchParams", fn: () => new URLSearchParams(input).size });
    const results = compare(`linear time: ${shape}, ${size / 1024} KiB`, cases, {
      bytes: input.length,
      rounds: Number(process.env.BENCH_ROUNDS ?? 7),
    });
    const perByte = results.map((r) => (r.nsPerOp / input.length).toFixed(2));
    row.push(`${perByte[0]} / ${perByte[1]} / ${perByte[3] ?? "-"} / ${perByte[2]}`);
  }
  rows.push(row);
}
if (rows.length > 0) {
  const head = ["ns per byte: string / bytes / native / alloc", ...sizes.map((s) => `${s / 1024} KiB`)];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log("\nlinear time summary (flat rows = linear)");
  for (const r of [head, ...rows]) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "));
  }
}

// Linear time of the serializer: one name-value pair whose value is `size` code units, so every escape lands in
// one output string (millions of escapes at 4 MiB). ns per input code unit must not grow with the size.
const serializeShapes: [string, string][] = [
  ["é (2 UTF-8 bytes each)", "é"],
  ["spaces (+)", " "],
  ["a&b= (ASCII, half escaped)", "a&b="],
  ["😀 (surrogate pairs)", "😀"],
  ["東 (3 UTF-8 bytes each)", "東"],
];
const serializeRows: string[][] = [];
for (const [shape, unit] of only === undefined || only === "serialize-linear" ? serializeShapes : []) {
  const row = [shape];
  for (const size of sizes) {
    const value = flat(unit.repeat(size / unit.length));
    const pairs: [string, string][] = [["v", value]];
    if (size <= 64 * 1024) sameSerialize(`${shape} ${size}`, [pairs]);
    // Reading a code unit flattens the result, as any consumer of the string would.
    const cases = [
      { name: "urlkit serialize", fn: () => serialize(pairs).charCodeAt(size >> 1) },
      { name: "new URLSearchParams(pairs).toString()", fn: () => new URLSearchParams(pairs).toString().length },
    ];
    const results = compare(`serialize linear time: ${shape}, ${size / 1024} KiB`, cases, {
      bytes: value.length,
      rounds: Number(process.env.BENCH_ROUNDS ?? 7),
    });
    row.push(results.map((r) => (r.nsPerOp / value.length).toFixed(2)).join(" / "));
  }
  const first = Number(row[1].split(" / ")[0]);
  const last = Number(row[row.length - 1].split(" / ")[0]);
  row.push(`${(last / first).toFixed(2)}x`);
  serializeRows.push(row);
}
if (serializeRows.length > 0) {
  const head = ["serialize, ns per code unit: urlkit / native", ...sizes.map((s) => `${s / 1024} KiB`), "growth"];
  const widths = head.map((h, i) => Math.max(h.length, ...serializeRows.map((r) => r[i].length)));
  console.log("\nserialize linear time summary (growth = urlkit ns/unit at 4 MiB ÷ at 16 KiB; ~1x = linear)");
  for (const r of [head, ...serializeRows]) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "));
  }
}
