import { percentDecode } from "@urlkit/percent-encoding";

// https://url.spec.whatwg.org/#percent-decode
export function percentDecodeBytes(input: Uint8Array): Uint8Array {
  return percentDecode(input);
}

// https://url.spec.whatwg.org/#string-percent-decode
export function percentDecodeString(input: string): Uint8Array {
  return percentDecode(input);
}
