import {
  endsInANumber,
  isValidDomain,
  isValidDomainString,
  isValidHostString,
  isValidIPv4AddressString,
  isValidIPv4AddressStringIn,
  isValidIPv6AddressString,
  isValidOpaqueHostString,
} from "@urlkit/host";
import { readsOutsideTheString } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidURLString } from "whatwg-url";
import { domainInput, hasRootLabel, ipv6Input, opaqueInput, RUNS, reachesHostParser } from "./arbitraries.ts";

describe("valid domain", () => {
  it.each([
    ["example.com", true],
    ["EXAMPLE.com", true],
    ["example.com.", true],
    ["faß.example", true],
    ["xn--fa-hia.example", true],
    ["☕.example", true],
    ["a".repeat(63), true],
    ["a".repeat(64), false],
    [`${"a.".repeat(126)}a`, true],
    [`${"a.".repeat(127)}a`, false],
    ["", false],
    ["example..com", false],
    [".example", false],
    ["ex_ample.com", false],
    ["-example.com", false],
    ["example-.com", false],
    ["ab--cd.com", false],
    ["xn--a", false],
    ["xn--8i7caa", false],
    ["example.1", false],
    ["example.0x1", false],
    ["1.example", true],
    ["exa%41mple", false],
    ["exa mple", false],
    ["\u200d.example", false],
  ])("%j → %j", (input, valid) => {
    expect(isValidDomain(input)).toBe(valid);
    expect(isValidDomainString(input)).toBe(valid);
  });
});

describe("valid IPv4-address string", () => {
  it.each([
    ["0.0.0.0", true],
    ["127.0.0.1", true],
    ["255.255.255.255", true],
    ["256.0.0.1", false],
    ["127.0.0.01", false],
    ["127.0.0", false],
    ["127.0.0.1.", false],
    ["127.0.0.1.2", false],
    ["0x7f.0.0.1", false],
    ["127.1", false],
    ["1234.0.0.1", false],
    ["", false],
    ["...", false],
    [" 1.1.1.1", false],
  ])("%j → %j", (input, valid) => {
    expect(isValidIPv4AddressString(input)).toBe(valid);
  });

  // The definition, read literally: four parts, each "0" or digits without a leading zero, each at most 255.
  const isShortestByte = (part: string) => /^(?:0|[1-9]\d*)$/.test(part) && Number(part) <= 255;
  const definition = (input: string) => {
    const parts = input.split(".");
    return parts.length === 4 && parts.every(isShortestByte);
  };
  // Every number text of up to four digits, with and without leading zeros: "7", "07", "007", "256", "2555", …
  const numberTexts = Array.from({ length: 10_000 }, (_, n) => [String(n), String(n).padStart(3, "0")]).flat();

  it("agrees with the definition on every number text in every position", () => {
    for (const text of numberTexts) {
      for (const input of [`${text}.1.2.3`, `1.${text}.2.3`, `1.2.${text}.3`, `1.2.3.${text}`, `${text}.${text}.0.0`]) {
        expect(isValidIPv4AddressString(input), input).toBe(definition(input));
      }
    }
  });

  it("isValidIPv4AddressStringIn reads input[start, end) that no digit follows", () => {
    for (const text of ["1.2.3.4", "255.255.255.255", "1.2.3.45", "1.2.3.256", "01.2.3.4", "11.2.3.4"]) {
      const input = `http://${text}:80/9`;
      expect(isValidIPv4AddressStringIn(input, 7, 7 + text.length), text).toBe(definition(text));
      // A range that starts inside the first number is read from there; one that takes the ":" is no address.
      expect(isValidIPv4AddressStringIn(input, 8, 7 + text.length), text).toBe(definition(text.slice(1)));
      expect(isValidIPv4AddressStringIn(input, 7, 8 + text.length), text).toBe(false);
    }
  });
});

describe("valid IPv6-address string", () => {
  it.each([
    ["1:2:3:4:5:6:7:8", true],
    ["1:2:3:4:5:6:1.2.3.4", true],
    ["::", true],
    ["::1", true],
    ["1::", true],
    ["1::8", true],
    ["1:2:3:4:5:6:7::", true],
    ["::2:3:4:5:6:7:8", true],
    ["::1.2.3.4", true],
    ["::ffff:1.2.3.4", true],
    ["1:2:3:4:5::1.2.3.4", true],
    ["ABCD::ef", true],
    ["1:2:3:4:5:6:7:8:9", false],
    ["1:2:3:4:5:6:7", false],
    ["1:2:3:4:5:6:7:8::", false],
    ["1::2:3:4:5:6:7:8", false],
    ["1:2:3:4:5:6::1.2.3.4", false],
    ["1:2:3:4:5:6:7:1.2.3.4", false],
    ["1.2.3.4", false],
    ["1.2.3.4::", false],
    ["::1.2.3.4:1", false],
    ["01::", false],
    ["::00", false],
    ["12345::", false],
    ["1::1::1", false],
    [":::", false],
    [":1::", false],
    ["1:", false],
    ["", false],
    ["::1.2.3", false],
    ["::1.2.3.04", false],
    ["[::1]", false],
  ])("%j → %j", (input, valid) => {
    expect(isValidIPv6AddressString(input)).toBe(valid);
  });
});

describe("valid host string", () => {
  it.each([
    ["example.com", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["[::01]", false],
    ["::1", false],
    ["127.1", false],
    ["0x7f.0.0.1", false],
    ["[127.0.0.1]", false],
    ["ex%41mple.com", false],
    ["", false],
  ])("%j → %j", (input, valid) => {
    expect(isValidHostString(input)).toBe(valid);
  });
});

describe("valid opaque-host string", () => {
  it.each([
    ["example.com", true],
    ["EXAMPLE.COM", true],
    ["ex%41mple", true],
    ["faß", true],
    ["[::1]", true],
    ["!$&'()*+,;=_~-.", true],
    ["😀", true],
    ["", false],
    ["ex%4mple", false],
    ["exa mple", false],
    ["exa[mple", false],
    ["[::01]", false],
    ["a`b", false],
    ["a{b", false],
    ["a\u0001b", false],
    ["\ud800", false],
    ["\ufdd0", false],
    ["\u{1fffe}", false],
    ["\u{10fffd}", true],
  ])("%j → %j", (input, valid) => {
    expect(isValidOpaqueHostString(input)).toBe(valid);
  });

  it("every predicate throws a TypeError for a non-string", () => {
    for (const predicate of [
      isValidDomain,
      isValidDomainString,
      isValidHostString,
      isValidIPv4AddressString,
      isValidIPv6AddressString,
      isValidOpaqueHostString,
    ]) {
      expect(() => predicate(null as unknown as string)).toThrow(TypeError);
    }
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

describe("host writing checks read inside their input", () => {
  it("no charCodeAt outside the string, for a % near the end or an empty host", () => {
    const inputs = ["a%", "a%4", "%", "a%41", "", "x1", "0x", "[", "[::1"];
    const sites = readsOutsideTheString(() => {
      for (const input of inputs) {
        isValidOpaqueHostString(input);
        isValidHostString(input);
        endsInANumber(input);
      }
      expect(isValidOpaqueHostString("a%4")).toBe(false);
    }, /packages[/\\]host[/\\]src[/\\]/);
    expect(sites).toEqual([]);
  });
});
