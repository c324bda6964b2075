// Random host inputs for the property tests against whatwg-url and tr46, made of the pieces in
// fixtures/host-pieces.json, and what they share.

import { domainToASCII } from "@urlkit/host";
import { percentDecodeString } from "@urlkit/percent-encoding";
import { readFixture } from "@urlkit/tooling";
import fc from "fast-check";

interface HostPieces {
  /** Pieces that exercise every branch: case, dots, numbers in every radix, percent-encoding, Punycode, forbidden
   * code points, mapped, ignored, deviation, disallowed, Bidi and joiner code points. */
  domain: string[];
  ipv6: string[];
  /** Added to the domain pieces for opaque hosts. */
  opaque: string[];
}

const PIECES = readFixture<HostPieces>(new URL("fixtures/host-pieces.json", import.meta.url));

/** fast-check runs per property; ORACLE_RUNS sets another count. */
export const RUNS = { numRuns: Number(process.env.ORACLE_RUNS ?? 3000) };

export const domainInput = fc
  .array(fc.constantFrom(...PIECES.domain), { minLength: 1, maxLength: 8 })
  .map((a) => a.join(""));

export const ipv6Input = fc
  .array(fc.constantFrom(...PIECES.ipv6), { minLength: 0, maxLength: 12 })
  .map((a) => `[${a.join("")}]`);

export const opaqueInput = fc
  .array(fc.constantFrom(...PIECES.domain, ...PIECES.opaque), { minLength: 0, maxLength: 8 })
  .map((a) => a.join(""));

// The URL parser ends the host at these (or trims them), so they cannot reach whatwg-url's host parser.
export function reachesHostParser(host: string, special: boolean): boolean {
  for (const ch of ":/?#@\t\n\r") if (host.includes(ch) && !(ch === ":" && host.startsWith("["))) return false;
  if (special && host.includes("\\")) return false;
  const first = host.charCodeAt(0);
  const last = host.charCodeAt(host.length - 1);
  return !(first <= 0x20 || last <= 0x20);
}

// tr46 7 applies VerifyDnsLength to the empty root label too ("example.com." fails); this package
// follows UTS #46 and excludes it, so whatwg-url's domain-to-ASCII verdict differs exactly when the
// ASCII domain ends with a dot (which a mapped full stop such as U+FF0E can produce too).
export function hasRootLabel(input: string): boolean {
  return domainToASCII(percentDecodeString(input))?.endsWith(".") === true;
}
