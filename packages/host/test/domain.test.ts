// The domain parser (domain to ASCII) and domain to Unicode; the ASCII paths that skip tr46 are checked against tr46.
import { domainToASCII, domainToUnicode } from "@urlkit/host";
import fc from "fast-check";
import { toASCII, toUnicode } from "tr46";
import { describe, expect, it } from "vitest";
import { domainToASCIIWith } from "../src/domain.ts";
import type { IDNA } from "../src/idna.ts";
import { domainInput, RUNS } from "./arbitraries.ts";

describe("domainToASCII and domainToUnicode", () => {
  it("runs the domain parser", () => {
    expect(domainToASCII("EXAMPLE.com")).toBe("example.com");
    expect(domainToASCII("faß.example")).toBe("xn--fa-hia.example");
    expect(domainToASCII("xn--8i7caa")).toBe("xn--8i7caa");
    expect(domainToASCII("xn--8i7caa", { beStrict: true })).toBeNull();
    expect(domainToASCII("a_b.example")).toBe("a_b.example");
    expect(domainToASCII("a_b.example", { beStrict: true })).toBeNull();
    expect(domainToASCII("ab--c.example", { beStrict: true })).toBeNull();
    expect(domainToASCII("-ab.example", { beStrict: true })).toBeNull();
    expect(domainToASCII("ab-.example", { beStrict: true })).toBeNull();
    expect(domainToASCII("xn--zca.example", { beStrict: true })).toBe("xn--zca.example");
    expect(domainToASCII("XN--ZCA.Example", { beStrict: true })).toBe("xn--zca.example");
    expect(domainToASCII("faß.Example.", { beStrict: true })).toBe("xn--fa-hia.example.");
    expect(domainToASCII("example.com..", { beStrict: true })).toBeNull();
    expect(domainToASCII("")).toBeNull();
    expect(domainToASCII("", { beStrict: true })).toBeNull();
    expect(domainToASCII("a%b")).toBeNull();
    expect(domainToASCII("\ud800")).toBeNull();
    expect(() => domainToASCII(1 as unknown as string)).toThrow(/domainToASCII: expected a string, got 1/);
  });

  it("converts to Unicode, returning the input on an error", () => {
    expect(domainToUnicode("xn--fa-hia.example")).toBe("faß.example");
    expect(domainToUnicode("example.com")).toBe("example.com");
    expect(domainToUnicode("EXAMPLE.com")).toBe("example.com");
    expect(domainToUnicode("xn--8i7caa")).toBe("xn--8i7caa");
    expect(domainToUnicode("xn--a.example")).toBe("xn--a.example");
    expect(domainToUnicode("xn--53h.example")).toBe("☕.example");
    expect(() => domainToUnicode([] as unknown as string)).toThrow(/domainToUnicode: expected a string/);
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

describe("the domains that need no mapping skip the IDNA", () => {
  it("takes a self-mapped domain to Punycode whatever the IDNA, and gives it any other non-ASCII domain", () => {
    const asked: string[] = [];
    const refusing: IDNA = {
      toASCII: (domain) => {
        asked.push(domain);
        return null;
      },
      toUnicode: () => null,
    };
    expect(domainToASCIIWith(refusing, "bücher.Example")).toBe("xn--bcher-kva.example");
    expect(domainToASCIIWith(refusing, "BÜCHER.example")).toBe("xn--bcher-kva.example");
    expect(domainToASCIIWith(refusing, "日本語.jp")).toBe("xn--wgv71a119e.jp");
    expect(asked).toEqual([]);
    expect(domainToASCIIWith(refusing, "bücher\u0301.example")).toBeNull();
    expect(asked).toEqual(["bücher\u0301.example"]);
  });
});

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
