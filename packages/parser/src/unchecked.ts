// `@urlkit/parser/unchecked`: what the URL class needs, without argument checks, validation-error reporting or the
// encoding override, so that a bundle using only these leaves that code out. Wrong types fail in unspecified ways.
export { serializeOriginUnchecked as serializeOrigin } from "./origin.ts";
export {
  setFragmentUnchecked as setFragment,
  setPortUnchecked as setPort,
  setQueryUnchecked as setQuery,
} from "./setters.ts";
export {
  applyStateOverrideUnchecked as applyStateOverride,
  basicURLParseBaseUnchecked as basicURLParseBase,
  basicURLParseUnchecked as basicURLParse,
  canParseURLUnchecked as canParseURL,
  setThePasswordUnchecked as setThePassword,
  setTheUsernameUnchecked as setTheUsername,
} from "./url-parsing.ts";
export { cannotHaveUsernamePasswordPortUnchecked as cannotHaveUsernamePasswordPort } from "./url-record.ts";
