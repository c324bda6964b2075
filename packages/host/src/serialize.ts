import type { Host } from "./host.ts";
import { argumentError } from "./validation-error.ts";

function isInteger(n: unknown, max: number): boolean {
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
}

/** The IPv4 address `address` (a 32-bit unsigned integer) in dotted decimal. */
// https://url.spec.whatwg.org/#concept-ipv4-serializer
export function serializeIPv4(address: number): string {
  if (!isInteger(address, 0xffffffff)) throw argumentError("serializeIPv4", "an integer from 0 to 2^32 - 1", address);
  return ipv4Serializer(address);
}

export function ipv4Serializer(address: number): string {
  return `${address >>> 24}.${(address >>> 16) & 255}.${(address >>> 8) & 255}.${address & 255}`;
}

// https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index
function findTheIPv6AddressCompressedPieceIndex(address: readonly number[]): number {
  let longestIndex = -1;
  let longestSize = 1;
  let foundIndex = -1;
  let foundSize = 0;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (address[pieceIndex] !== 0) {
      if (foundSize > longestSize) {
        longestIndex = foundIndex;
        longestSize = foundSize;
      }
      foundIndex = -1;
      foundSize = 0;
    } else {
      if (foundIndex === -1) foundIndex = pieceIndex;
      foundSize++;
    }
  }
  return foundSize > longestSize ? foundIndex : longestIndex;
}

/** The IPv6 address `address` (eight 16-bit pieces) in its canonical text form, without brackets. */
// https://url.spec.whatwg.org/#concept-ipv6-serializer
export function serializeIPv6(address: readonly number[]): string {
  if (!Array.isArray(address) || address.length !== 8 || !address.every((piece) => isInteger(piece, 0xffff))) {
    throw argumentError("serializeIPv6", "eight integers from 0 to 0xFFFF", address);
  }
  return ipv6Serializer(address);
}

export function ipv6Serializer(address: readonly number[]): string {
  let output = "";
  const compress = findTheIPv6AddressCompressedPieceIndex(address);
  let ignore0 = false;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (ignore0 && address[pieceIndex] === 0) continue;
    ignore0 = false;
    if (compress === pieceIndex) {
      output += pieceIndex === 0 ? "::" : ":";
      ignore0 = true;
      continue;
    }
    output += address[pieceIndex].toString(16);
    if (pieceIndex !== 7) output += ":";
  }
  return output;
}

/** The host serializer: IPv4 dotted decimal, IPv6 in brackets, domains and opaque hosts as they are. */
// https://url.spec.whatwg.org/#concept-host-serializer
export function serializeHost(host: Host): string {
  const type = host?.type;
  if (type === "ipv4") return serializeIPv4(host.value);
  if (type === "ipv6") return `[${serializeIPv6(host.value)}]`;
  if ((type === "domain" || type === "opaque" || type === "empty") && typeof host.value === "string") return host.value;
  throw argumentError("serializeHost", "a Host ({ type, value })", host);
}
