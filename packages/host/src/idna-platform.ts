import { charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { CODE_POINT_CLASS, CodePoint, codePointClasses, FORBIDDEN_DOMAIN } from "./code-points.ts";
import type { IDNA } from "./idna.ts";
import { ENGINE_DISALLOWED, engineMapping, isVirama, RIGHT_TO_LEFT_BLOCKS } from "./idna-defaults.ts";
import { bidiClass, joiningType, mapException, mappingExceptions } from "./idna-properties.ts";
import { ACE_PREFIX, decodeACELabels, encodeACELabel } from "./punycode.ts";

type URLClass = new (url: string) => { hostname: string };

const STARTS_WITH_MARK = /^\p{M}/u;
const JOINERS = /[\u200c\u200d]/;

/** UTS #46's mapping through the engine's, or `null` when the result has a code point no label may hold. */
function engineMappingOf(text: string): string | null {
  const mapped = engineMapping(text);
  return ENGINE_DISALLOWED.test(mapped) ? null : mapped;
}

/**
 * UTS #46's mapping and normalization steps: the engine's mapping, but for the code points idna-data.ts lists, which
 * are mapped one by one. `null` when a code point is disallowed (or maps to one no label may hold).
 */
// https://www.unicode.org/reports/tr46/#ProcessingStepMap
function map(domain: string): string | null {
  const exceptions = mappingExceptions();
  exceptions.lastIndex = 0;
  let mapped = "";
  let start = 0;
  for (let match = exceptions.exec(domain); match !== null; match = exceptions.exec(domain)) {
    const before = engineMappingOf(domain.slice(start, match.index));
    const exception = mapException(match[0].codePointAt(0) as number);
    if (before === null || exception === null) return null;
    mapped += before + exception;
    start = exceptions.lastIndex;
  }
  // With no exception the engine's mapping is already NFC.
  if (start === 0) return engineMappingOf(domain);
  const rest = engineMappingOf(domain.slice(start));
  return rest === null ? null : (mapped + rest).normalize("NFC");
}

// The Bidi Rule over a label's Bidi_Class letters (see idna-defaults.ts): it starts with R (or AL) and holds no L,
// and ends with R, AL, EN or AN then any NSM; or it starts with L and holds only L, EN, ON and NSM, and ends with L or
// EN then any NSM. A right-to-left label must not have both EN and AN besides (the lookahead).
// https://www.rfc-editor.org/rfc/rfc5893#section-2
const BIDI_RULE = /^(?!.*A.*E|.*E.*A)(?:R(?:[RAEON]*[RAE])?|L(?:[LEON]*[LE])?)N*$/;

/**
 * CheckBidi: when one label of the domain has a code point of Bidi_Class R, AL or AN (only the right-to-left blocks
 * have any), every non-empty label meets the Bidi Rule.
 */
// https://www.unicode.org/reports/tr46/#Validity_Criteria
function checkBidi(labels: string[]): boolean {
  if (!RIGHT_TO_LEFT_BLOCKS.test(labels.join("."))) return true;
  const classes = labels.map((label) => Array.from(label, bidiClass).join(""));
  if (!classes.some((label) => /[RA]/.test(label))) return true;
  return classes.every((label) => label === "" || BIDI_RULE.test(label));
}

// A label's code points for CheckJoiners: Z for a zero width non-joiner, J for a zero width joiner, V for a virama
// (W for one that is not transparent), else the Joining_Type (D, L, R, T or U).
function joiningTypes(label: string): string {
  return Array.from(label, (character) => {
    if (character === "\u200c") return "Z";
    if (character === "\u200d") return "J";
    const type = joiningType(character);
    return !isVirama(character) ? type : type === "T" ? "V" : "W";
  }).join("");
}

// A joiner CheckJoiners rejects: one not after a virama that is a zero width joiner, or a non-joiner with no letter
// that joins to the left (L or D) before it or none that joins to the right (R or D) after it, past transparent code
// points (T, and V).
// https://www.rfc-editor.org/rfc/rfc5892#appendix-A.1
const MISPLACED_JOINER = /(?<![VW])(?:J|(?<![LD][TV]*)Z|Z(?![TV]*[RD]))/;

/** The validity criteria of a label that is mapped already: no leading combining mark, CheckJoiners. */
// https://www.unicode.org/reports/tr46/#Validity_Criteria
function isValidLabel(label: string): boolean {
  return !STARTS_WITH_MARK.test(label) && !(JOINERS.test(label) && MISPLACED_JOINER.test(joiningTypes(label)));
}

/**
 * Whether the Unicode label a Punycode label decodes to is not all ASCII and meets the criteria mapped labels meet by
 * construction: not "xn--" again, no full stop, only valid code points and NFC (it maps to itself).
 */
function isValidDecodedLabel(decoded: string): boolean {
  if (codePointClasses(decoded) >= 0 || decoded.startsWith(ACE_PREFIX)) return false;
  return !decoded.includes(".") && map(decoded) === decoded;
}

/**
 * ToUnicode as the inverse of `idna`'s ToASCII: the Punycode labels decoded, or `null` when one does not decode or
 * the result does not convert back to `domain` (an error ToASCII would record).
 */
function toUnicodeWith(idna: IDNA, domain: string): string | null {
  const ascii = domain.toLowerCase();
  const labels = decodeACELabels(ascii);
  if (labels === null) return null;
  const unicode = labels.join(".");
  return unicode === ascii || idna.toASCII(unicode) === ascii ? unicode : null;
}

/**
 * UTS #46 for platforms without a conformant IDNA (e.g. Hermes in React Native), from the engine's own Unicode data
 * (NFKC, case mapping, general categories) and the exceptions to it in idna-data.ts, generated from tr46's tables:
 * UTS #46's statuses and mappings, and the Bidi_Class, Joining_Type and virama data of CheckBidi and CheckJoiners.
 * It gives what tr46 gives wherever the engine's Unicode version is as new as tr46's.
 */
export const approximateIDNA: IDNA = {
  toASCII(domain) {
    const mapped = map(domain);
    if (mapped === null) return null;
    const labels = mapped.split(".");
    const unicodeLabels = decodeACELabels(mapped);
    if (unicodeLabels === null) return null;
    for (let i = 0; i < labels.length; i++) {
      if (labels[i].startsWith(ACE_PREFIX) && !isValidDecodedLabel(unicodeLabels[i])) return null;
    }
    if (!checkBidi(unicodeLabels)) return null;
    for (let i = 0; i < labels.length; i++) {
      if (!isValidLabel(unicodeLabels[i])) return null;
      if (labels[i] !== unicodeLabels[i] || codePointClasses(labels[i]) >= 0) continue;
      const encoded = encodeACELabel(labels[i]);
      if (encoded === null) return null;
      labels[i] = encoded;
    }
    return labels.join(".");
  },
  toUnicode: (domain) => toUnicodeWith(approximateIDNA, domain),
};

// A few inputs that engines without full, current UTS #46 processing get wrong: a deviation character kept
// (non-transitional), the joiner and bidi checks, and the mapping of full-width letters and full stops.
const PROBE: readonly [string, string | null][] = [
  ["faß.de", "xn--fa-hia.de"],
  ["a\u200db", null],
  ["\u05d0a", null],
  ["\uff21\u3002b", "a.b"],
];

// The full-width and small percent signs.
const PERCENT_SIGNS = /[\ufe6a\uff05]/;

// Unicode ToASCII through a URL class's host parser. A forbidden ASCII code point, which that parser would read as a
// delimiter (or a tab it would drop), goes in percent-encoded: its host parser decodes it before ToASCII, as ours
// did, and then fails on it as the domain parser does. A suffix label keeps the result from being read as an IPv4
// address (it never changes how the other labels are processed).
function toASCIIWith(NativeURL: URLClass, domain: string): string | null {
  // UTS #46 maps these to "%", so the domain parser fails; Chromium's host parser would percent-decode again.
  if (PERCENT_SIGNS.test(domain)) return null;
  let input = "";
  let start = 0;
  for (let i = 0, length = lengthOf(domain); i < length; i++) {
    const c = charCodeAt(domain, i);
    if (c >= CodePoint.NonASCII || !(CODE_POINT_CLASS[c] & FORBIDDEN_DOMAIN)) continue;
    input += `${domain.slice(start, i)}%${c.toString(16).padStart(2, "0")}`;
    start = i + 1;
  }
  input += domain.slice(start);
  try {
    return new NativeURL(`http://${input}.a/`).hostname.slice(0, -2);
  } catch {
    return null;
  }
}

// The platform's URL class if it passes the probe. While probing, `chosen` is already the approximation, so a
// platform URL that is itself built on platformIDNA cannot recurse.
function nativeIDNA(): IDNA | null {
  const NativeURL = (globalThis as { URL?: URLClass }).URL;
  if (typeof NativeURL !== "function") return null;
  for (const [input, expected] of PROBE) if (toASCIIWith(NativeURL, input) !== expected) return null;
  // No URL API exposes ToUnicode: it decodes the Punycode labels and checks that ToASCII gives them back.
  const idna: IDNA = {
    toASCII: (domain) => toASCIIWith(NativeURL, domain),
    toUnicode: (domain) => toUnicodeWith(idna, domain),
  };
  return idna;
}

let chosen: IDNA | undefined;

function platform(): IDNA {
  if (chosen === undefined) {
    chosen = approximateIDNA;
    chosen = nativeIDNA() ?? approximateIDNA;
  }
  return chosen;
}

/**
 * IDNA from the running platform: its own `URL` class's host parser (browsers, Node, Deno, Bun, workers), probed
 * once on first use; where there is none or it fails the probe, {@link approximateIDNA}. Bundles no tr46.
 */
export const platformIDNA: IDNA = {
  toASCII: (domain) => platform().toASCII(domain),
  toUnicode: (domain) => platform().toUnicode(domain),
};
