// tr46 7 ships no types; these are the two functions and the options this package passes.
declare module "tr46" {
  interface Options {
    checkBidi?: boolean;
    checkHyphens?: boolean;
    checkJoiners?: boolean;
    ignoreInvalidPunycode?: boolean;
    transitionalProcessing?: boolean;
    useSTD3ASCIIRules?: boolean;
  }
  export function toASCII(domainName: string, options?: Options & { verifyDNSLength?: boolean }): string | null;
  export function toUnicode(domainName: string, options?: Options): { domain: string; error: boolean };
}
