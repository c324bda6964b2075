import { charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { CODE_POINT_CLASS, CodePoint, codePointClasses, FORBIDDEN_DOMAIN } from "./code-points.ts";
import type { IDNA } from "./idna.ts";
import { ACE_PREFIX, decodeACELabels, encodeACELabel, punycodeDecode } from "./punycode.ts";

type URLClass = new (url: string) => { hostname: string };

// Code points UTS #46 maps to nothing (soft hyphen, variation selectors, byte-order mark, Hangul fillers, some format
// controls…).
const IGNORED =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: a class of single code points removed one by one, combining marks among them
  /[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u2060\u2064\u206a-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0100}-\u{e01ef}]/gu;
// The full stops: U+002E and those UTS #46 maps to it (NFKC maps only U+FF0E).
const FULL_STOPS = /[.\u3002\uff0e\uff61]/g;
// Code points no valid label has: controls, format controls (the joiners are checked apart), unassigned, private
// use, surrogates, separators, noncharacters, U+FFFD and the ideographic description characters.
const INVALID = /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Z}\p{Noncharacter_Code_Point}\ufffd\u2ff0-\u2fff]/u;
const STARTS_WITH_MARK = /^\p{M}/u;
// The ranges whose code points are right-to-left by default (Bidi_Class R or AL, DerivedBidiClass.txt): Hebrew to
// Arabic Extended, the Hebrew and Arabic presentation forms, and the two supplementary ranges of right-to-left scripts.
const RIGHT_TO_LEFT_RANGES = "\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufeff\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}";
// The scripts whose letters join (Joining_Type D, L or R).
const JOINING_SCRIPTS = "\\p{sc=Arabic}\\p{sc=Syriac}\\p{sc=Nko}\\p{sc=Mandaic}\\p{sc=Adlam}\\p{sc=Mongolian}";
// CheckJoiners, roughly: a zero-width joiner only after a combining mark (a virama, in the rule); a zero-width
// non-joiner after one too, or between two joining letters.
const MISPLACED_JOINER = new RegExp(
  `(?<!\\p{Mn})\u200d|(?<!\\p{Mn})(?<![${JOINING_SCRIPTS}]\\p{Mn}*)\u200c|(?<!\\p{Mn})\u200c(?!\\p{Mn}*[${JOINING_SCRIPTS}])`,
  "u",
);
// The Bidi Rule, roughly: a label with a right-to-left letter starts with one and has no left-to-right letter.
const RIGHT_TO_LEFT = new RegExp(`(?=\\p{L})[${RIGHT_TO_LEFT_RANGES}]`, "u");
const RIGHT_TO_LEFT_LABEL = new RegExp(
  `^(?=\\p{L})[${RIGHT_TO_LEFT_RANGES}](?:[${RIGHT_TO_LEFT_RANGES}]|(?!\\p{L}).)*$`,
  "u",
);

// The mapping step, approximated: NFKC, lower case, NFKC. Capital sigma is lowered on its own, as UTS #46 does,
// since toLowerCase would give a final sigma at the end of a word. `null` when NFKC makes a full stop of something
// else ("‥", "⒈"), which UTS #46 disallows.
function map(domain: string): string | null {
  const mapped = domain
    .replace(IGNORED, "")
    .normalize("NFKC")
    .replace(/\u03a3/g, "\u03c3")
    .toLowerCase()
    .normalize("NFKC")
    .replace(FULL_STOPS, ".");
  return countFullStops(mapped) === countFullStops(domain) ? mapped : null;
}

function countFullStops(domain: string): number {
  return domain.match(FULL_STOPS)?.length ?? 0;
}

// Whether a mapped Unicode label passes the validity criteria this approximation checks.
function isValidLabel(label: string): boolean {
  return (
    !INVALID.test(label.replace(/[\u200c\u200d]/g, "")) &&
    !STARTS_WITH_MARK.test(label) &&
    !MISPLACED_JOINER.test(label) &&
    (!RIGHT_TO_LEFT.test(label) || RIGHT_TO_LEFT_LABEL.test(label)) &&
    label.normalize("NFC") === label
  );
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
 * A small approximation of UTS #46 for platforms without a conformant IDNA (e.g. Hermes in React Native): the
 * mapping is NFKC + lower case (+ the ignored code points and full stops), labels with controls, unassigned or
 * private-use code points, separators or a leading combining mark fail, Punycode labels must decode to a valid
 * label that maps to itself, and other non-ASCII labels are Punycode-encoded. It has no mapping table, no
 * CheckBidi and no CheckJoiners: the package README lists what that gets wrong.
 */
export const approximateIDNA: IDNA = {
  toASCII(domain) {
    const mapped = map(domain);
    if (mapped === null) return null;
    const labels = mapped.split(".");
    for (let i = 0; i < labels.length; i++) {
      const label = labels[i];
      if (label.startsWith(ACE_PREFIX)) {
        const decoded = punycodeDecode(label.slice(ACE_PREFIX.length));
        if (decoded === null || codePointClasses(decoded) >= 0 || !isValidLabel(decoded) || map(decoded) !== decoded) {
          return null;
        }
      } else if (codePointClasses(label) < 0) {
        const encoded = isValidLabel(label) ? encodeACELabel(label) : null;
        if (encoded === null) return null;
        labels[i] = encoded;
      }
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
