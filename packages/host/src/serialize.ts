import type { Host } from "./host.ts";

/** The IPv4 address `address` (a 32-bit unsigned integer) in dotted decimal. */
// https://url.spec.whatwg.org/#concept-ipv4-serializer
export function serializeIPv4(address: number): string {
  if (!Number.isInteger(address) || address < 0 || address > 0xffffffff) {
    throw new TypeError(`serializeIPv4: expected an integer from 0 to 2^32 - 1, got ${String(address)}`);
  }
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
  if (!isIPv6Address(address)) {
    throw new TypeError("serializeIPv6: expected an array of eight integers from 0 to 0xFFFF");
  }
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

function isIPv6Address(address: unknown): address is readonly number[] {
  if (!Array.isArray(address) || address.length !== 8) return false;
  for (let i = 0; i < 8; i++) {
    const piece = address[i];
    if (!Number.isInteger(piece) || piece < 0 || piece > 0xffff) return false;
  }
  return true;
}

/** The host serializer: IPv4 dotted decimal, IPv6 in brackets, domains and opaque hosts as they are. */
// https://url.spec.whatwg.org/#concept-host-serializer
export function serializeHost(host: Host): string {
  switch (host?.type) {
    case "ipv4":
      return serializeIPv4(host.value);
    case "ipv6":
      return `[${serializeIPv6(host.value)}]`;
    case "domain":
    case "opaque":
    case "empty":
      if (typeof host.value === "string") return host.value;
  }
  throw new TypeError(`serializeHost: expected a Host ({ type, value }), got ${JSON.stringify(host)}`);
}
