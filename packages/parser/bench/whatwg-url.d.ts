// whatwg-url 17 (a root dev dependency, the standard's reference implementation) ships no types; the parser's
// bench and writing tests use these.
declare module "whatwg-url" {
  interface WhatwgURLRecord {
    scheme: string;
    path: string | string[];
  }
  export function parseURL(input: string, options?: { baseURL?: WhatwgURLRecord | null }): WhatwgURLRecord | null;
  export function parseURLWithValidationErrors(
    input: string,
    options?: { baseURL?: WhatwgURLRecord | null },
  ): { url: WhatwgURLRecord | null; validationErrors: string[] };
  export function isValidURLString(input: string, options?: { baseURL?: WhatwgURLRecord | null }): boolean;
  export const URL: typeof globalThis.URL;
}
