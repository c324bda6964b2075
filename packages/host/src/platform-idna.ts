// `@urlkit/host/platform-idna`: the package's API with IDNA from the running platform instead of tr46.
export * from "./idna-independent.ts";
export { approximateIDNA, platformIDNA } from "./idna-platform.ts";
export {
  domainToASCII,
  domainToUnicode,
  isValidDomain,
  isValidDomainString,
  isValidHostString,
  parseHost,
} from "./with-platform-idna.ts";
