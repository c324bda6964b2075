// Property tests against independent implementations: whatwg-url 17 (the reference implementation of
// the same revision of the standard) and tr46 itself for the paths that skip it.
import {
  domainToASCII,
  domainToUnicode,
  isValidHostString,
  isValidOpaqueHostString,
  parseHost,
  parseHostToString,
  serializeHost,
  tr46IDNA,
  type ValidationError,
} from "@urlkit/host";
import { percentDecodeString } from "@urlkit/percent-encoding";
import fc from "fast-check";
import { toASCII, toUnicode } from "tr46";
import { describe, expect, it } from "vitest";
import { isValidURLString, parseURLWithValidationErrors, serializeHost as wuSerializeHost } from "whatwg-url";

/** parseHostToString with a failure (a HostFailure code) as null, as the host parser's result is compared. */
function hostString(...args: Parameters<typeof parseHostToString>): string | null {
  const host = parseHostToString(...args);
  return typeof host === "number" ? null : host;
}

const RUNS = { numRuns: Number(process.env.ORACLE_RUNS ?? 3000) };

// Pieces that exercise every branch: case, dots, numbers in every radix, percent-encoding, punycode,
// forbidden code points, mapped, ignored, deviation, disallowed, bidi and joiner code points.
const DOMAIN_TOKENS = [
  "a",
  "B",
  "z",
  "0",
  "1",
  "9",
  "08",
  "0x",
  "0X1f",
  "255",
  "256",
  "4294967295",
  "4294967296",
  ".",
  "..",
  "-",
  "--",
  "_",
  "~",
  "xn--",
  "xn--zca",
  "XN--ZCA",
  "xn--a",
  "xn--8i7caa",
  "ab--c",
  "%",
  "%41",
  "%2e",
  "%2E",
  "%C3%9F",
  "%ef%bc%8e",
  "%zz",
  "%00",
  "%80",
  " ",
  "<",
  ">",
  "^",
  "|",
  "[",
  "]",
  "\u0000",
  "\u001f",
  "\u007f",
  "ß",
  "Ⅸ",
  "é",
  "e\u0301",
  "\u0338",
  "。",
  "．",
  "｡",
  "\u00ad",
  "\u200c",
  "\u200d",
  "ｗ",
  "א",
  "١",
  "\u0663",
  "⒈",
  "☕",
  "\ufffd",
  "\ud800",
  "\udc00",
  "😀",
  "𝟕",
  "\u{3e8ac}",
  "ꭠ",
  "\u0627",
  "\ufdd0",
  "\uffff",
  "\u{1fffe}",
  "\u{10ffff}",
  "\u{10fffd}",
];
const domainInput = fc.array(fc.constantFrom(...DOMAIN_TOKENS), { minLength: 1, maxLength: 8 }).map((a) => a.join(""));

const IPV6_TOKENS = [
  "0",
  "1",
  "a",
  "F",
  "ffff",
  "12345",
  "00",
  "01",
  ":",
  "::",
  ".",
  "1.2.3.4",
  "255",
  "256",
  "g",
  "%31",
];
const ipv6Input = fc
  .array(fc.constantFrom(...IPV6_TOKENS), { minLength: 0, maxLength: 12 })
  .map((a) => `[${a.join("")}]`);

const OPAQUE_TOKENS = [...DOMAIN_TOKENS, "\\", "!", "$", "'", "(", "*", "=", ";", "`", "{", '"'];
const opaqueInput = fc.array(fc.constantFrom(...OPAQUE_TOKENS), { minLength: 0, maxLength: 8 }).map((a) => a.join(""));

// The URL parser ends the host at these (or trims them), so they cannot reach whatwg-url's host parser.
function reachesHostParser(host: string, special: boolean): boolean {
  for (const ch of ":/?#@\t\n\r") if (host.includes(ch) && !(ch === ":" && host.startsWith("["))) return false;
  if (special && host.includes("\\")) return false;
  const first = host.charCodeAt(0);
  const last = host.charCodeAt(host.length - 1);
  return !(first <= 0x20 || last <= 0x20);
}

// whatwg-url names one error the standard revision in shared/spec does not have.
const NOT_IN_SPEC = new Set(["IPv4-non-ASCII-input"]);
const URL_LEVEL = new Set(["invalid-URL-unit", "host-missing", "invalid-credentials", "port-invalid"]);

function reference(host: string, special: boolean): { host: string | null; errors: string[] } {
  const { url, validationErrors } = parseURLWithValidationErrors(
    toWellFormed(`${special ? "https" : "foo"}://${host}/x`),
  );
  return {
    host: url === null ? null : url.host === null ? "" : wuSerializeHost(url.host),
    errors: validationErrors.filter((e) => !NOT_IN_SPEC.has(e) && !(special && URL_LEVEL.has(e))),
  };
}

function ours(input: string, isOpaque: boolean): { host: string | null; errors: string[] } {
  const errors: ValidationError[] = [];
  const host = parseHost(input, { isOpaque, onValidationError: (e) => errors.push(e) });
  const serialized = host === null ? null : serializeHost(host);
  expect(hostString(input, isOpaque, tr46IDNA)).toBe(serialized);
  expect(parseHost(input, { isOpaque })).toEqual(host);
  return { host: serialized, errors: errors.map((e) => e.type) };
}

// tr46 7 applies VerifyDnsLength to the empty root label too ("example.com." fails); this package
// follows UTS #46 and excludes it, so whatwg-url's domain-to-ASCII verdict differs exactly when the
// ASCII domain ends with a dot (which a mapped full stop such as U+FF0E can produce too).
function hasRootLabel(input: string): boolean {
  return domainToASCII(percentDecodeString(input))?.endsWith(".") === true;
}

function comparable(input: string, expected: string[], actual: string[]): [string[], string[]] {
  if (!hasRootLabel(input)) return [expected, actual];
  const strip = (errors: string[]) => errors.filter((e) => e !== "domain-to-ASCII");
  return [strip(expected), strip(actual)];
}

/** The URL API's USVString conversion (String#toWellFormed is ES2024). */
function toWellFormed(input: string): string {
  return input.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

describe("parseHost agrees with whatwg-url 17", () => {
  it("on special hosts (domains, IPv4)", () => {
    fc.assert(
      fc.property(domainInput, (input) => {
        fc.pre(reachesHostParser(input, true));
        const expected = reference(input, true);
        const actual = ours(input, false);
        expect(actual.host).toBe(expected.host);
        const [e, a] = comparable(input, expected.errors, actual.errors);
        expect(a).toEqual(e);
      }),
      RUNS,
    );
  });

  it("on IPv6 addresses", () => {
    fc.assert(
      fc.property(ipv6Input, (input) => {
        fc.pre(reachesHostParser(input, true));
        const expected = reference(input, true);
        const actual = ours(input, false);
        expect(actual.host).toBe(expected.host);
        expect(actual.errors).toEqual(expected.errors);
      }),
      RUNS,
    );
  });

  it("on opaque hosts", () => {
    fc.assert(
      fc.property(opaqueInput, (input) => {
        fc.pre(reachesHostParser(input, false) || input === "");
        const expected = reference(input, false);
        const actual = ours(input, true);
        expect(actual.host).toBe(expected.host);
        expect(actual.errors).toEqual(expected.errors);
      }),
      RUNS,
    );
  });
});

describe("the writing predicates agree with whatwg-url's isValidURLString", () => {
  it("isValidHostString", () => {
    fc.assert(
      fc.property(fc.oneof(domainInput, ipv6Input), (input) => {
        fc.pre(reachesHostParser(input, true) && !hasRootLabel(input));
        expect(isValidHostString(input)).toBe(isValidURLString(`https://${input}/`));
      }),
      RUNS,
    );
  });

  it("isValidOpaqueHostString", () => {
    fc.assert(
      fc.property(fc.oneof(opaqueInput, ipv6Input), (input) => {
        fc.pre(input !== "" && reachesHostParser(input, false));
        expect(isValidOpaqueHostString(input)).toBe(isValidURLString(`foo://${input}/`));
      }),
      RUNS,
    );
  });
});

const RELAXED = { checkBidi: true, checkJoiners: true };
const STRICT = { ...RELAXED, checkHyphens: true, useSTD3ASCIIRules: true, verifyDNSLength: true };
const asciiInput = fc
  .array(fc.constantFrom("a", "Z", "0", "-", "--", ".", "xn--", "xn--zca", "xn--a", "_", "x", "n", "ab--c", "%", " "), {
    minLength: 0,
    maxLength: 10,
  })
  .map((a) => a.join(""));

describe("the ASCII paths that skip tr46 give tr46's answers", () => {
  it("domainToASCII(…, { beStrict: true }) equals tr46's strict ToASCII (trailing root label aside)", () => {
    fc.assert(
      fc.property(asciiInput, (input) => {
        const withoutRoot = input.endsWith(".") && input.length > 1 ? input.slice(0, -1) : input;
        const expected = toASCII(withoutRoot, STRICT);
        const actual = domainToASCII(input, { beStrict: true });
        expect(actual).toBe(expected === null ? null : withoutRoot === input ? expected : `${expected}.`);
      }),
      RUNS,
    );
  });

  it("domainToASCII of ASCII is lowercase-or-failure, never tr46's punycode verdict", () => {
    fc.assert(
      fc.property(asciiInput, (input) => {
        const lower = input.toLowerCase();
        const fails = lower === "" || lower.includes("%") || lower.includes(" ");
        expect(domainToASCII(input)).toBe(fails ? null : lower);
      }),
      RUNS,
    );
  });

  it("domainToUnicode equals tr46's ToUnicode with the standard's error rule", () => {
    fc.assert(
      fc.property(fc.oneof(asciiInput, domainInput), (input) => {
        const result = toUnicode(input, RELAXED);
        expect(domainToUnicode(input)).toBe(result.error ? input : result.domain);
      }),
      RUNS,
    );
  });
});
