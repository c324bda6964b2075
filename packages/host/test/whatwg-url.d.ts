// whatwg-url 17 (a root dev dependency, the reference implementation) ships no types; the tests use these.
declare module "whatwg-url" {
  interface URLRecord {
    host: string | number | number[] | null;
  }
  export function parseURLWithValidationErrors(input: string): {
    url: URLRecord | null;
    validationErrors: string[];
  };
  export function serializeHost(host: string | number | number[]): string;
  export function isValidURLString(input: string): boolean;
}
