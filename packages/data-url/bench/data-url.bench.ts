// @urlkit/data-url (built dist) against the data-urls package (whatwg-url + whatwg-mimetype), interleaved in one
// process: a 1 MiB base64 data: URL, small ones, and a 1 MiB percent-encoded one, as MB/s of URL text; then the
// base64 step alone against the platform's atob and Buffer (both native code), as MB/s of base64 text.
// Run: pnpm --filter @urlkit/data-url bench (BENCH_ROUNDS / BENCH_BATCH_MS tune the runner; BENCH_ONLY=parse,
// base64 or linear runs one part).

import { forgivingBase64Decode, parseDataURL } from "@urlkit/data-url";
import { serializeMIMEType } from "@urlkit/mime-type";
import { parseURL, type URLRecord } from "@urlkit/parser";
import { compare } from "@urlkit/tooling";
import parseWithDataURLs from "data-urls";

// Inputs are flat strings, as a URL read from a document or a request is. Strings built by concatenation or
// repeat() are ropes, which every charCodeAt has to look through until V8 flattens them.
const flat = (s: string): string => JSON.parse(JSON.stringify(s));

// Deterministic bytes that do not compress to a pattern (xorshift32).
function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = 0x9e3779b9;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x;
  }
  return bytes;
}

const MiB = 1 << 20;
const bigBase64 = Buffer.from(noise(MiB)).toString("base64");
const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="2">caf\u00e9 &amp; "quotes" 100%</text></svg>`;
const cases: [string, string][] = [
  ["1 MiB of bytes, base64", flat(`data:application/octet-stream;base64,${bigBase64}`)],
  // A 1x1 PNG, the shape of an inlined icon.
  [
    "small: 1x1 PNG, base64 (70 bytes)",
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ],
  ["small: text, percent-encoded", "data:text/plain;charset=utf-8,Hello%2C%20World%21"],
  [
    "1 MiB SVG, percent-encoded",
    flat(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.repeat(MiB / svg.length))}`),
  ],
];

// Both sides must compute the same thing for the comparison to mean anything: check every input first.
for (const [title, input] of cases) {
  const ours = parseDataURL(input);
  const reference = parseWithDataURLs(input);
  if (ours === null || reference === null) throw new Error(`${title}: does not parse`);
  if (serializeMIMEType(ours.mimeType) !== reference.mimeType.toString() || !sameBytes(ours.body, reference.body)) {
    throw new Error(`${title}: urlkit and data-urls differ`);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

const only = process.env.BENCH_ONLY;
for (const [title, input] of only === undefined || only === "parse" ? cases : []) {
  const record = parseURL(input) as URLRecord;
  compare(
    `parseDataURL: ${title}, ${input.length.toLocaleString("en-US")} code units`,
    [
      { name: "urlkit parseDataURL(string)", fn: () => parseDataURL(input)?.body.length },
      { name: "urlkit parseDataURL(URL record)", fn: () => parseDataURL(record)?.body.length },
      { name: "data-urls", fn: () => parseWithDataURLs(input)?.body.length },
    ],
    // data-urls takes seconds on the 1 MiB URLs: fewer rounds there, unless BENCH_ROUNDS says otherwise.
    { bytes: input.length, rounds: Number(process.env.BENCH_ROUNDS ?? (input.length > MiB ? 7 : 15)) },
  );
}

// The base64 step alone: forgiving-base64 decode of the 1 MiB body and of the PNG's.
const base64Inputs: [string, string][] = [
  ["1 MiB of bytes", flat(bigBase64)],
  ["1 MiB of bytes, a line break every 76", flat(bigBase64.replace(/.{76}/g, "$&\r\n"))],
  ["1x1 PNG", cases[1][1].slice(cases[1][1].indexOf(",") + 1)],
];
for (const [title, base64] of only === undefined || only === "base64" ? base64Inputs : []) {
  const expected = Buffer.from(base64, "base64");
  if (!sameBytes(forgivingBase64Decode(base64) as Uint8Array, expected)) throw new Error(`${title}: wrong bytes`);
  compare(
    `base64 decode: ${title}, ${base64.length.toLocaleString("en-US")} code units`,
    [
      { name: "urlkit forgivingBase64Decode", fn: () => forgivingBase64Decode(base64)?.length },
      { name: "Buffer.from(s, 'base64')", fn: () => Buffer.from(base64, "base64").length },
      { name: "atob", fn: () => atob(base64).length },
    ],
    { bytes: base64.length },
  );
}

// Linear time: ns per code unit of parseDataURL(string) must not grow with the size (256 KiB to 8 MiB of bytes),
// for a base64 body, one with escapes inside the base64, and a percent-encoded one.
const shapes: [string, (bytes: Uint8Array) => string][] = [
  ["base64", (bytes) => `data:application/octet-stream;base64,${Buffer.from(bytes).toString("base64")}`],
  ["base64 with %2F", (bytes) => `data:;base64,${Buffer.from(bytes).toString("base64").replaceAll("/", "%2F")}`],
  ["percent-encoded", (bytes) => `data:,${encodeURIComponent(Buffer.from(bytes).toString("latin1"))}`],
];
const sizes = [256, 1024, 4096, 8192].map((k) => k * 1024);
const rows: string[][] = [];
for (const [shape, make] of only === undefined || only === "linear" ? shapes : []) {
  const row = [shape];
  for (const size of sizes) {
    const input = flat(make(noise(size)));
    const [result] = compare(
      `linear time: ${shape}, ${size / 1024} KiB of bytes`,
      [{ name: "urlkit parseDataURL(string)", fn: () => parseDataURL(input)?.body.length }],
      { bytes: input.length, rounds: Number(process.env.BENCH_ROUNDS ?? 5) },
    );
    row.push((result.nsPerOp / input.length).toFixed(2));
  }
  rows.push(row);
}
if (rows.length > 0) {
  const head = ["ns per code unit", ...sizes.map((s) => `${s / 1024} KiB`)];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log("\nlinear time summary (flat rows = linear)");
  for (const r of [head, ...rows]) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "));
  }
}
