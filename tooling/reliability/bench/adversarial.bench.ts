// Adversarial inputs: is the cost per input char flat from 16 KiB to 4 MiB? For each family, prints ns per
// input char by size for urlkit and (for reference) Node's native URL, then the growth ratio
// ns/char(4 MiB) ÷ ns/char(16 KiB). Exit code 1 when any urlkit family grows more than 2x.
// Imports @urlkit/url from its dist: build first (`pnpm turbo run build --filter=@urlkit/url`).
//   node bench/adversarial.bench.ts [family…]     (BENCH_ROUNDS / BENCH_BATCH_MS as for every bench)
import { compare } from "@urlkit/tooling";
import { NATIVE, subject } from "../src/impls.ts";

const KiB = 1024;
const SIZES = [16 * KiB, 64 * KiB, 256 * KiB, 1024 * KiB, 4096 * KiB];
const LIMIT = 2;

interface Family {
  name: string;
  /** An input of about `size` chars. */
  make: (size: number) => string;
  /** What is timed, given the implementation's classes. */
  op?: "url" | "params";
}

/** prefix + unit repeated + suffix, about `size` chars long. */
const fill = (prefix: string, unit: string, suffix: string) => (size: number) =>
  prefix + unit.repeat(Math.max(1, Math.floor((size - prefix.length - suffix.length) / unit.length))) + suffix;

/** A deterministic shuffle (xorshift), so every run sorts the same permutation. */
function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let x = 2463534242;
  for (let i = n - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

const CJK = Array.from({ length: 256 }, (_, i) => String.fromCharCode(0x4e00 + i * 7)).join("");

const FAMILIES: Family[] = [
  { name: "../ segments", make: fill("http://h/a/", "../", "b") },
  { name: "%2e%2e/ segments", make: fill("http://h/a/", "%2e%2e/", "b") },
  { name: "./ and %2E/ segments", make: fill("sc://h/", "./%2E/", "b") },
  { name: "tabs and newlines", make: fill("ht\ttp://h/", "a\t\n\r", "#f") },
  { name: "leading C0 controls and spaces", make: fill("", "\u0000\u001f ", "http://h/") },
  { name: "C0 controls in the path", make: fill("http://h/", "\u0001", "?q") },
  { name: "@ runs (userinfo)", make: fill("http://", "@", "h/") },
  { name: "% runs (path)", make: fill("http://h/", "%", "") },
  { name: "non-ASCII path (é, 💩, lone surrogate)", make: fill("http://h/", "é💩\ud800", "") },
  { name: "slash runs after the scheme", make: fill("http:", "/\\", "h/") },
  { name: "long IDNA label (256 distinct CJK)", make: fill("http://", CJK, "/") },
  { name: "many IDNA labels", make: fill("http://", "bücher-faß.", "com/") },
  { name: "ASCII domain labels", make: fill("https://", "Ab-9.", "com/") },
  { name: "[ runs (IPv6-unclosed)", make: fill("http://[", "[", "/") },
  { name: ": runs (IPv6)", make: fill("http://[", ":", "]/") },
  { name: ": runs (port)", make: fill("http://h", ":", "/") },
  { name: "IPv4-ish dots", make: fill("http://", "1.", "1/") },
  {
    name: "query pairs + sort()",
    op: "params",
    make: (size) => {
      const pairs: string[] = [];
      let length = 0;
      for (const i of shuffled(Math.floor(size / 12))) {
        const pair = `k${i.toString(36)}=v${i % 97}`;
        if (length + pair.length + 1 > size) break;
        pairs.push(pair);
        length += pair.length + 1;
      }
      return pairs.join("&");
    },
  },
];

type Impl = ReturnType<typeof subject>;

function operation(impl: Impl, family: Family, input: string): () => number {
  if (family.op === "params") {
    return () => {
      const params = new impl.URLSearchParams(input);
      params.sort();
      return params.toString().length;
    };
  }
  return () => {
    try {
      return new impl.URL(input).href.length;
    } catch {
      return -1;
    }
  };
}

const urlkit = subject();
const only = process.argv.slice(2);
const families = only.length ? FAMILIES.filter((f) => only.some((o) => f.name.includes(o))) : FAMILIES;
if (families.length === 0) throw new Error(`no family matches ${only.join(", ")}`);
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const summary: { family: string; ours: number[]; native: number[] }[] = [];
const started = performance.now();

for (const family of families) {
  const ours: number[] = [];
  const native: number[] = [];
  for (const size of SIZES) {
    const input = family.make(size);
    const [a, b] = compare(
      `${family.name} — ${(input.length / KiB).toFixed(0)} KiB`,
      [
        { name: urlkit.name, fn: operation(urlkit, family, input) },
        { name: "native", fn: operation(NATIVE, family, input) },
      ],
      { items: input.length, rounds },
    );
    ours.push(a.nsPerItem!);
    native.push(b.nsPerItem!);
  }
  summary.push({ family: family.name, ours, native });
}

const sizeHead = SIZES.map((s) => `${s >= 1024 * KiB ? `${s / 1024 / KiB} MiB` : `${s / KiB} KiB`}`.padStart(9));
console.log(
  `\nns per input char by size (${urlkit.name} / native), growth = ns/char at 4 MiB ÷ at 16 KiB (limit ${LIMIT}x)`,
);
console.log(`${"family".padEnd(40)}${sizeHead.join("")}   growth`);
let over = 0;
for (const row of summary) {
  const growth = row.ours[row.ours.length - 1] / row.ours[0];
  const nativeGrowth = row.native[row.native.length - 1] / row.native[0];
  const flag = growth > LIMIT ? "  << OVER" : "";
  if (growth > LIMIT) over++;
  console.log(
    `${row.family.padEnd(40)}${row.ours.map((v) => v.toFixed(2).padStart(9)).join("")}   ${growth.toFixed(2)}x${flag}`,
  );
  console.log(
    `${"  native".padEnd(40)}${row.native.map((v) => v.toFixed(2).padStart(9)).join("")}   ${nativeGrowth.toFixed(2)}x`,
  );
}
console.log(
  `\n${over === 0 ? "every family is linear" : `${over} famil${over === 1 ? "y grows" : "ies grow"} more than ${LIMIT}x`} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
);
process.exitCode = over === 0 ? 0 : 1;
