export * from "./idna-independent.ts";
export { tr46IDNA } from "./idna-tr46.ts";
export {
  domainToASCII,
  domainToUnicode,
  isValidDomain,
  isValidDomainString,
  isValidHostString,
  parseHost,
} from "./with-tr46.ts";
