export type { ValidationError, ValidationErrorType } from "@urlkit/host";
export { type Origin, origin, serializeAnOrigin, serializeOrigin } from "./origin.ts";
export { setFragment, setPort, setQuery } from "./setters.ts";
export { recordFromComponents, type URLComponents } from "./url-components.ts";
export { defaultPort, isSpecialScheme } from "./url-miscellaneous.ts";
export {
  applyStateOverride,
  type BasicURLParseOptions,
  basicURLParse,
  canParseURL,
  type ParseURLOptions,
  parseURL,
  type StateOverride,
  setThePassword,
  setTheUsername,
} from "./url-parsing.ts";
export {
  cannotHaveUsernamePasswordPort,
  hasOpaquePath,
  includesCredentials,
  isSpecial,
  type URLRecord,
} from "./url-record.ts";
export { type SerializeURLOptions, serializePath, serializeURL } from "./url-serializing.ts";
export { type URLValidationError, validateURL } from "./validation.ts";
export { isValidURLString } from "./writing.ts";
