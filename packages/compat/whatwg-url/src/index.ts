import { URLWrapper } from "./url-interface.ts";
import { URLSearchParamsWrapper } from "./url-search-params-interface.ts";
import type { GlobalObject } from "./webidl.ts";

export {
  type BasicURLParseOptions,
  basicURLParse,
  isValidURLString,
  type ParseResultWithValidationErrors,
  type ParseURLOptions,
  parseURL,
  parseURLWithValidationErrors,
  type StateOverride,
} from "./parsing.ts";
export { percentDecodeBytes, percentDecodeString } from "./percent-decoding.ts";
export { type Host, type IPv6Address, serializeHost, type URLRecord } from "./record.ts";
export {
  cannotHaveAUsernamePasswordPort,
  hasAnOpaquePath,
  serializeInteger,
  serializePath,
  serializeURL,
  serializeURLOrigin,
  setThePassword,
  setTheUsername,
} from "./serializing.ts";

// As whatwg-url's index: the interfaces installed on one global object of this realm's constructors.
const sharedGlobalObject = /* @__PURE__ */ (() => {
  const globalObject = { Array, Object, Promise, String, TypeError } as unknown as GlobalObject;
  URLWrapper.install(globalObject, ["Window"]);
  URLSearchParamsWrapper.install(globalObject, ["Window"]);
  return globalObject;
})();

/** The URL class (whatwg-url's: the wrapper class installed on a global object of this realm). */
export const URL = sharedGlobalObject.URL as typeof globalThis.URL;
/** The URLSearchParams class, installed with URL. */
export const URLSearchParams = sharedGlobalObject.URLSearchParams as typeof globalThis.URLSearchParams;
