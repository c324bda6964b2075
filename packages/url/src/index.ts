export type { URLConstructor, URLInput, URLObject } from "./url.ts";
export { URLSearchParams, type URLSearchParamsInit, type URLSearchParamsIterator } from "./url-search-params.ts";
export { URL } from "./url-tr46.ts";
