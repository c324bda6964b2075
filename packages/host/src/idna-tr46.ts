import { toASCII, toUnicode } from "tr46";
import type { IDNA } from "./idna.ts";

// The standard's flags for Unicode ToASCII and ToUnicode; tr46's defaults (false) supply the rest.
const FLAGS = { checkBidi: true, checkJoiners: true };

/**
 * Full UTS #46 processing through tr46 (its mapping table is most of a bundle that includes it). The domain parsers
 * give it no domain that `selfMappedToASCII` takes: those go straight to Punycode, whatever the IDNA.
 */
export const tr46IDNA: IDNA = {
  toASCII: (domain) => toASCII(domain, FLAGS),
  toUnicode(domain) {
    const result = toUnicode(domain, FLAGS);
    return result.error ? null : result.domain;
  },
};
