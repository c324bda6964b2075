import type { Host } from "./host.ts";
import { argumentError } from "./validation-error.ts";

/** The largest IPv4 address, 255.255.255.255. */
const IPV4_MAX = 2 ** 32 - 1;
/** The largest IPv6 address piece. */
const IPV6_PIECE_MAX = 2 ** 16 - 1;

function isInteger(n: unknown, max: number): boolean {
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
}

/** The IPv4 address `address` (a 32-bit unsigned integer) in dotted decimal. */
// https://url.spec.whatwg.org/#concept-ipv4-serializer
export function serializeIPv4(address: number): string {
  if (!isInteger(address, IPV4_MAX)) throw argumentError("serializeIPv4", "an integer from 0 to 2^32 - 1", address);
  return ipv4Serializer(address);
}

// Each byte in decimal followed by the "." that ends every byte but the last: one append per byte.
const DECIMAL_BYTE_DOT = /* @__PURE__ */ Array.from({ length: 256 }, (_, byte) => `${byte}.`);

// https://url.spec.whatwg.org/#concept-ipv4-serializer
export function ipv4Serializer(address: number): string {
  return (
    DECIMAL_BYTE_DOT[address >>> 24] +
    DECIMAL_BYTE_DOT[(address >>> 16) & 255] +
    DECIMAL_BYTE_DOT[(address >>> 8) & 255] +
    String(address & 255)
  );
}

/** The IPv6 address `address` (eight 16-bit pieces) in its canonical text form, without brackets. */
// https://url.spec.whatwg.org/#concept-ipv6-serializer
export function serializeIPv6(address: readonly number[]): string {
  if (!Array.isArray(address) || address.length !== 8 || !address.every((piece) => isInteger(piece, IPV6_PIECE_MAX))) {
    throw argumentError("serializeIPv6", "eight integers from 0 to 0xFFFF", address);
  }
  return ipv6Serializer(address);
}

// Each byte in lower-case hexadecimal, without and with a leading zero, and both followed by the ":" that ends every
// piece but the last: a piece is one, or its high byte then its low byte with the zero. Appending a looked-up string
// is faster than Number#toString(16), and a ":" that comes with its piece is one append fewer.
const HEX_BYTE = /* @__PURE__ */ Array.from({ length: 256 }, (_, byte) => byte.toString(16));
const HEX_BYTE_PADDED = /* @__PURE__ */ HEX_BYTE.map((hex) => hex.padStart(2, "0"));
const HEX_BYTE_COLON = /* @__PURE__ */ HEX_BYTE.map((hex) => `${hex}:`);
const HEX_BYTE_PADDED_COLON = /* @__PURE__ */ HEX_BYTE_PADDED.map((hex) => `${hex}:`);

/** A piece (0 to 0xFFFF) in lower-case hexadecimal without leading zeros, followed by ":" unless it is the `last`. */
function hexPiece(piece: number, last: boolean): string {
  if (piece < 256) return last ? HEX_BYTE[piece] : HEX_BYTE_COLON[piece];
  return HEX_BYTE[piece >> 8] + (last ? HEX_BYTE_PADDED[piece & 255] : HEX_BYTE_PADDED_COLON[piece & 255]);
}

// https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index
export function findCompressedPieceIndex(address: readonly number[]): number {
  // The first longest run of two or more 0 pieces.
  let compress = -1;
  let compressLength = 1;
  for (let i = 0, run = 0; i < 8; i++) {
    run = address[i] ? 0 : run + 1;
    if (run > compressLength) {
      compress = i + 1 - run;
      compressLength = run;
    }
  }
  return compress;
}

// https://url.spec.whatwg.org/#concept-ipv6-serializer
export function ipv6Serializer(address: readonly number[]): string {
  const compress = findCompressedPieceIndex(address);
  let output = "";
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (pieceIndex === compress) {
      // The piece before ends in ":" already; the 0 pieces of the run are left out.
      output += pieceIndex === 0 ? "::" : ":";
      while (pieceIndex < 7 && address[pieceIndex + 1] === 0) pieceIndex++;
    } else {
      output += hexPiece(address[pieceIndex], pieceIndex === 7);
    }
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
