// `@urlkit/whatwg-url/webidl2js-wrapper`: the URL and URLSearchParams interfaces with webidl2js's wrapper API, as
// whatwg-url/webidl2js-wrapper exports them (jsdom installs them on each window).
export { type URLImpl, URLWrapper as URL } from "./url-interface.ts";
export { type URLSearchParamsImpl, URLSearchParamsWrapper as URLSearchParams } from "./url-search-params-interface.ts";
export type { GlobalObject } from "./webidl.ts";
