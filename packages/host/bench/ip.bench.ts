// ns per address of @urlkit/host (built dist) on IP hosts: the IPv4 and IPv6 parsers and serializers alone and through
// parseHostToString (the URL parser's entry), against Node's url.domainToASCII (its host parser, which also reads
// IPv4 addresses) and, for IPv6, Node's whole new URL(…).host. Each set of 4,000 distinct hosts is sliced from one
// joined string, as a parser's input is.
// Run: pnpm --filter @urlkit/host build && node bench/ip.bench.ts
import { domainToASCII as nodeDomainToASCII } from "node:url";
import { parseHostToString, parseIPv4, parseIPv6, serializeIPv4, serializeIPv6, tr46IDNA } from "@urlkit/host";
import { compare } from "@urlkit/tooling";

const COUNT = 4000;

/** `make(i)` for each i, as slices of one joined string. */
function sliced(make: (i: number) => string): string[] {
  return Array.from({ length: COUNT }, (_, i) => make(i))
    .join("\n")
    .split("\n");
}

const ipv4Hosts = sliced((i) => `0x7f.${i & 255}.${(i >> 8) & 255}.0${(i % 7) + 1}`);
const dottedHosts = sliced((i) => `192.168.${(i >> 8) & 255}.${i & 255}`);
const ipv6Hosts = sliced((i) => `2001:DB8:${((i * 7919) & 0xffff).toString(16)}::0${i % 255}`);
const bracketedHosts = sliced((i) => `[${ipv6Hosts[i]}]`);
const ipv6URLs = sliced((i) => `http://${bracketedHosts[i]}/`);
const ipv4Addresses = dottedHosts.map((host) => parseIPv4(host) as number);
const ipv6Addresses = ipv6Hosts.map((host) => parseIPv6(host) as number[]);

// Fair comparison first: every side must compute the same thing.
for (let i = 0; i < COUNT; i++) {
  for (const host of [ipv4Hosts[i], dottedHosts[i]]) {
    const ours = parseHostToString(host, false, tr46IDNA);
    if (ours !== nodeDomainToASCII(host)) throw new Error(`parseHostToString(${host}) = ${ours}, node:url differs`);
  }
  const ours = parseHostToString(bracketedHosts[i], false, tr46IDNA);
  if (ours !== new URL(ipv6URLs[i]).host)
    throw new Error(`parseHostToString(${bracketedHosts[i]}) = ${ours}, URL differs`);
}

let i = 0;
const repeats = Number(process.env.HOST_BENCH_REPEATS ?? 3);
for (let r = 1; r <= repeats; r++) {
  compare(`IPv4 (${COUNT} hosts like 0x7f.12.34.01 and 192.168.1.2), ns/op is one host (run ${r}/${repeats})`, [
    { name: "urlkit parseIPv4 (0x7f.…)", fn: () => parseIPv4(ipv4Hosts[i++ % COUNT]) },
    { name: "urlkit parseIPv4 (192.168.…)", fn: () => parseIPv4(dottedHosts[i++ % COUNT]) },
    { name: "urlkit serializeIPv4", fn: () => serializeIPv4(ipv4Addresses[i++ % COUNT]) },
    { name: "urlkit parseHostToString (0x7f.…)", fn: () => parseHostToString(ipv4Hosts[i++ % COUNT], false, tr46IDNA) },
    { name: "node:url domainToASCII (0x7f.…)", fn: () => nodeDomainToASCII(ipv4Hosts[i++ % COUNT]) },
  ]);
  compare(`IPv6 (${COUNT} hosts like 2001:DB8:1f3a::012), ns/op is one host (run ${r}/${repeats})`, [
    { name: "urlkit parseIPv6", fn: () => parseIPv6(ipv6Hosts[i++ % COUNT]) },
    { name: "urlkit serializeIPv6", fn: () => serializeIPv6(ipv6Addresses[i++ % COUNT]) },
    {
      name: "urlkit parseHostToString ([…])",
      fn: () => parseHostToString(bracketedHosts[i++ % COUNT], false, tr46IDNA),
    },
    { name: "node new URL(http://[…]/).host", fn: () => new URL(ipv6URLs[i++ % COUNT]).host },
  ]);
}
