// What both entries of the package export alike: everything that does not depend on the IDNA implementation.
export {
  isForbiddenDomainCodePoint,
  isForbiddenHostCodePoint,
  isURLCodePoint,
  urlCodePointLength,
} from "./code-points.ts";
export type { DomainToASCIIOptions } from "./domain.ts";
export type { DomainHost, EmptyHost, Host, IPv4Host, IPv6Host, OpaqueHost } from "./host.ts";
export type { IDNA } from "./idna.ts";
export { endsInANumber, type IPParseOptions, parseIPv4 } from "./ipv4.ts";
export { parseIPv6 } from "./ipv6.ts";
export { parseOpaqueHost } from "./opaque-host.ts";
export {
  type ParseHostOptions,
  parseHostToString,
  parseIPv6HostToString,
  parseLowerCaseASCIIHostToString,
} from "./parse.ts";
export { serializeHost, serializeIPv4, serializeIPv6 } from "./serialize.ts";
export {
  type HostFailure,
  hostFailureType,
  type ValidationError,
  type ValidationErrorCallback,
  type ValidationErrorType,
} from "./validation-error.ts";
export { HostValidator } from "./validator.ts";
export {
  isValidIPv4AddressString,
  isValidIPv4AddressStringIn,
  isValidIPv6AddressString,
  isValidOpaqueHostString,
} from "./writing.ts";
