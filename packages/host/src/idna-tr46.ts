import { toASCII, toUnicode } from "tr46";
import type { IDNA } from "./idna.ts";
import { selfMappedToASCII } from "./idna-fast.ts";

// The standard's flags for Unicode ToASCII and ToUnicode; tr46's defaults (false) supply the rest.
const FLAGS = { checkBidi: true, checkJoiners: true };

/**
 * Full UTS #46 processing through tr46 (its mapping table is most of a bundle that includes it). A domain of
 * lower-case letters of common scripts, which UTS #46 leaves as they are, goes straight to Punycode.
 */
export const tr46IDNA: IDNA = {
  toASCII: (domain) => selfMappedToASCII(domain) ?? toASCII(domain, FLAGS),
  toUnicode(domain) {
    const result = toUnicode(domain, FLAGS);
    return result.error ? null : result.domain;
  },
};
