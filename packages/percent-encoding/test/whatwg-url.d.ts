// whatwg-url ships no types for its internals; the tests use its percent-encoding module as an oracle.
declare module "whatwg-url/lib/percent-encoding.js" {
  type Predicate = (c: number) => boolean;
  export const isC0ControlPercentEncode: Predicate;
  export const isFragmentPercentEncode: Predicate;
  export const isQueryPercentEncode: Predicate;
  export const isSpecialQueryPercentEncode: Predicate;
  export const isPathPercentEncode: Predicate;
  export const isUserinfoPercentEncode: Predicate;
  export const isURLEncodedPercentEncode: Predicate;
  export function utf8PercentEncodeString(input: string, predicate: Predicate, spaceAsPlus?: boolean): string;
  export function percentDecodeBytes(input: Uint8Array): Uint8Array;
  export function percentDecodeString(input: string): Uint8Array;
}
