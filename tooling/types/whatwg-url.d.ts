// whatwg-url 17 (a root dev dependency, the standard's reference implementation) ships no types. The one shim for
// every package's tests, benchmarks and the reliability harness: what they use of it as an oracle.
declare module "whatwg-url" {
  interface URLRecord {
    scheme: string;
    username: string;
    password: string;
    host: string | number | number[] | null;
    port: number | null;
    path: string | string[];
    query: string | null;
    fragment: string | null;
  }
  interface ParseOptions {
    baseURL?: URLRecord | null;
  }
  export function parseURL(input: string, options?: ParseOptions): URLRecord | null;
  export function parseURLWithValidationErrors(
    input: string,
    options?: ParseOptions,
  ): { url: URLRecord | null; validationErrors: string[] };
  export function isValidURLString(input: string, options?: ParseOptions): boolean;
  export function serializeHost(host: string | number | number[]): string;
  export function basicURLParse(input: string, options?: { url?: URLRecord; stateOverride?: string }): URLRecord | null;
  export function serializePath(url: URLRecord): string;
  export function setTheUsername(url: URLRecord, username: string): void;
  export function setThePassword(url: URLRecord, password: string): void;
  export const URL: typeof globalThis.URL;
  export const URLSearchParams: typeof globalThis.URLSearchParams;
}

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
