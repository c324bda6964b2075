// `@urlkit/parser/unchecked`: the main entry's functions under the same names, without their argument checks, for
// callers that pass only strings and records of this package (the URL class). Wrong types fail in unspecified ways.
export { serializeOriginUnchecked as serializeOrigin } from "./origin.ts";
export {
  replaceFragment as setFragment,
  replaceQuery as setQuery,
  setPortUnchecked as setPort,
} from "./setters.ts";
export {
  applyStateOverrideUnchecked as applyStateOverride,
  canParseURLUnchecked as canParseURL,
  parseURLUnchecked as parseURL,
  setThePasswordUnchecked as setThePassword,
  setTheUsernameUnchecked as setTheUsername,
} from "./url-parsing.ts";
export { cannotHaveUsernamePasswordPortUnchecked as cannotHaveUsernamePasswordPort } from "./url-record.ts";
