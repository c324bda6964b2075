// whatwg-url 17 ships no type declarations; these are the two classes the harness uses.
declare module "whatwg-url" {
  export const URL: typeof globalThis.URL;
  export const URLSearchParams: typeof globalThis.URLSearchParams;
}
