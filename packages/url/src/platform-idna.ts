// `@urlkit/url/platform-idna`: the same URL and URLSearchParams, with IDNA from the running platform instead of tr46.
export type { URLConstructor, URLInput, URLObject } from "./url.ts";
export { URL } from "./url-platform-idna.ts";
export { URLSearchParams, type URLSearchParamsInit, type URLSearchParamsIterator } from "./url-search-params.ts";
