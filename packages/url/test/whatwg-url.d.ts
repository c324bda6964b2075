// whatwg-url ships no types; the tests use only its URLSearchParams, which has the platform's interface.
declare module "whatwg-url" {
  export const URLSearchParams: typeof globalThis.URLSearchParams;
}
