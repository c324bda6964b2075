// ns/host of @urlkit/host (built dist) on the kasztp dataset's hosts (ASCII) and on synthetic IDNA hosts,
// against tr46.toASCII with the standard's flags and Node's url.domainToASCII, interleaved in one process;
// then 256 KB → 1 MB hosts of several shapes to show that time per byte stays flat (linear time).
// Run: pnpm --filter @urlkit/host build && pnpm --filter @urlkit/host bench
import { domainToASCII as nodeDomainToASCII } from "node:url";
import {
  domainToASCII,
  HostValidator,
  parseHost,
  parseHostToString,
  tr46IDNA,
  type ValidationError,
} from "@urlkit/host";
import { parseHost as parseHostWithPlatformIDNA } from "@urlkit/host/platform-idna";
import { compare, readDataset } from "@urlkit/tooling";
import { toASCII } from "tr46";

/** The host as written in a URL line (userinfo and port removed), or null when there is none. */
function rawHost(line: string): string | null {
  const start = line.indexOf("//");
  if (start === -1) return null;
  let end = start + 2;
  while (end < line.length && !"/?#\\".includes(line[end])) end++;
  let host = line.slice(start + 2, end);
  host = host.slice(host.lastIndexOf("@") + 1);
  if (!host.startsWith("[")) {
    const colon = host.indexOf(":");
    if (colon !== -1) host = host.slice(0, colon);
  }
  return host === "" ? null : host;
}

const kasztp = readDataset("kasztp.txt");
const asciiHosts: string[] = [];
for (const line of kasztp) {
  const host = rawHost(line);
  if (host === null || !URL.canParse(line)) continue;
  if (new URL(line).hostname !== host.toLowerCase() || host.startsWith("[")) continue;
  asciiHosts.push(host);
}
const canonicalHosts = asciiHosts.filter((h) => h === h.toLowerCase());

const words = [
  "bücher",
  "faß",
  "日本語",
  "пример",
  "مثال",
  "例え",
  "παράδειγμα",
  "☕",
  "straße",
  "münchen",
  "ñandú",
  "한국어",
];
const tlds = ["example", "de", "jp", "рф", "com", "中国", "ελ"];
const idnaHosts: string[] = [];
for (const w of words) for (const t of tlds) idnaHosts.push(`www.${w}.${t}`, `${w.toUpperCase()}.${t}`);

const RELAXED = { checkBidi: true, checkJoiners: true };

// Fair comparison first: every side must compute the same thing.
for (const host of [...asciiHosts, ...idnaHosts]) {
  const ours = parseHostToString(host, false, tr46IDNA);
  const tr46 = toASCII(host, RELAXED);
  if (ours !== tr46) throw new Error(`parseHostToString(${host}) = ${ours}, tr46 gives ${tr46}`);
  if (ours !== nodeDomainToASCII(host)) throw new Error(`parseHostToString(${host}) = ${ours}, node:url differs`);
}

function run(title: string, hosts: string[]) {
  let i = 0;
  const n = hosts.length;
  const errors: ValidationError[] = [];
  const validator = new HostValidator((e: ValidationError) => errors.push(e));
  const cases = [
    { name: "urlkit parseHostToString", fn: () => parseHostToString(hosts[i++ % n], false, tr46IDNA) },
    { name: "urlkit parseHost", fn: () => parseHost(hosts[i++ % n]) },
    { name: "urlkit parseHost (platform IDNA)", fn: () => parseHostWithPlatformIDNA(hosts[i++ % n]) },
    { name: "urlkit domainToASCII", fn: () => domainToASCII(hosts[i++ % n]) },
    {
      name: "urlkit parseHostToString + errors",
      fn: () => {
        errors.length = 0;
        return parseHostToString(hosts[i++ % n], false, tr46IDNA, validator);
      },
    },
    { name: "tr46.toASCII", fn: () => toASCII(hosts[i++ % n], RELAXED) },
    { name: "node:url domainToASCII", fn: () => nodeDomainToASCII(hosts[i++ % n]) },
  ];
  // On a shared machine a run's medians can still be skewed by other processes: repeat, keep the best.
  const repeats = Number(process.env.HOST_BENCH_REPEATS ?? 3);
  const best = new Map<string, number>();
  for (let r = 1; r <= repeats; r++) {
    for (const result of compare(`${title}: ${n} hosts, ns/op is one host (run ${r}/${repeats})`, cases, {
      anchor: "node:url domainToASCII",
    })) {
      best.set(result.name, Math.min(best.get(result.name) ?? Number.POSITIVE_INFINITY, result.nsPerOp));
    }
  }
  const anchor = best.get("node:url domainToASCII") as number;
  console.log(`\n${title}: best of ${repeats} runs`);
  for (const [name, ns] of best) {
    console.log(`  ${name.padEnd(34)} ${ns.toFixed(0).padStart(7)} ns/host  ${(ns / anchor).toFixed(2)}x node:url`);
  }
}

run("kasztp ASCII hosts as written (some upper case)", asciiHosts);
run("kasztp hosts already canonical (returned as they are)", canonicalHosts);
run("synthetic IDNA hosts", idnaHosts);
// Those in lower case: most are letters UTS #46 leaves as they are, which go to Punycode without the IDNA.
run(
  "synthetic IDNA hosts in lower case",
  idnaHosts.filter((host) => host === host.toLowerCase()),
);

// Linear time: the same shape at 256 KB, 512 KB and 1 MB must give the same MB/s.
const KB = 1024;
const shapes: [string, (size: number) => string, boolean][] = [
  ["one ASCII label", (size) => "a".repeat(size), false],
  ["upper-case label", (size) => "A".repeat(size), false],
  ["many labels a.a.a…", (size) => "a.".repeat(size / 2), false],
  ["many dots, ends in a number", (size) => `${"1.".repeat(size / 2 - 1)}1`, false],
  ["hex number 0x…", (size) => `0x${"f".repeat(size - 2)}`, false],
  ["xn-- label, with errors (strict path)", (size) => `xn--${"a".repeat(size - 4)}`, true],
  ["many xn-- labels, with errors", (size) => "xn--zca.".repeat(size / 8), true],
  ["percent-encoded %41…", (size) => "%41".repeat(Math.floor(size / 3)), false],
  ["IPv6 [1:1:…]", (size) => `[${"1:".repeat(size / 2 - 1)}]`, false],
  ["opaque host", (size) => "a".repeat(size), false],
];
for (const [name, make, withErrors] of shapes) {
  const cases = [256 * KB, 512 * KB, 1024 * KB].map((size) => {
    const input = make(size);
    const opaque = name === "opaque host";
    const validator = withErrors ? new HostValidator(() => {}) : undefined;
    return {
      name: `${size / KB} KB`,
      fn: () => parseHostToString(input, opaque, tr46IDNA, validator),
      bytes: input.length,
    };
  });
  const results = compare(`linear time: ${name} (ns/op per input; MB/s should stay flat)`, cases, {
    bytes: cases[2].bytes,
    rounds: 5,
    batchMs: 20,
  });
  const perByte = results.map((r, k) => r.nsPerOp / cases[k].bytes);
  const growth = perByte[2] / perByte[0];
  console.log(`  ns/byte: ${perByte.map((x) => x.toFixed(2)).join(" → ")} (1 MB vs 256 KB: ${growth.toFixed(2)}x)`);
}
