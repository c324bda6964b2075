export { URL } from "./url.ts";
export { URLSearchParams, type URLSearchParamsInit, type URLSearchParamsIterator } from "./url-search-params.ts";
