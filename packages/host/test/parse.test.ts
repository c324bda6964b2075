// The host parser: the standard's example table, each kind of host, and property tests against whatwg-url 17 (the
// reference implementation of the same revision of the standard).
import {
  HostValidator,
  parseHost,
  parseHostToString,
  parseIPv6HostToString,
  parseLowerCaseASCIIHostToString,
  parseOpaqueHost,
  serializeHost,
  serializeIPv6,
  tr46IDNA,
  type ValidationError,
} from "@urlkit/host";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseURLWithValidationErrors, serializeHost as wuSerializeHost } from "whatwg-url";
import { domainInput, hasRootLabel, ipv6Input, opaqueInput, RUNS, reachesHostParser } from "./arbitraries.ts";
import { hostString } from "./host-string.ts";

describe("the standard's host parsing example table", () => {
  // https://url.spec.whatwg.org/#example-host-parsing
  it.each([
    ["EXAMPLE.COM", "example.com", "EXAMPLE.COM"],
    ["example%2Ecom", "example.com", "example%2Ecom"],
    ["faß.example", "xn--fa-hia.example", "fa%C3%9F.example"],
    ["0", "0.0.0.0", "0"],
    ["%30", "0.0.0.0", "%30"],
    ["0x", "0.0.0.0", "0x"],
    ["0xffffffff", "255.255.255.255", "0xffffffff"],
    ["[0:0::1]", "[::1]", "[::1]"],
    ["[0:0::1%5D", null, null],
    ["[0:0::%31]", null, null],
    ["09", null, "09"],
    ["example.255", null, "example.255"],
    ["example^example", null, null],
  ])("%j → %j (special), %j (opaque)", (input, special, opaque) => {
    expect(hostString(input, false, tr46IDNA)).toBe(special);
    expect(hostString(input, true, tr46IDNA)).toBe(opaque);
    const host = parseHost(input);
    expect(host === null ? null : serializeHost(host)).toBe(special);
    const opaqueHost = parseHost(input, { isOpaque: true });
    expect(opaqueHost === null ? null : serializeHost(opaqueHost)).toBe(opaque);
  });
});

describe("parseHost", () => {
  it("returns each kind of host", () => {
    expect(parseHost("Example.COM")).toEqual({ type: "domain", value: "example.com" });
    expect(parseHost("127.1")).toEqual({ type: "ipv4", value: 0x7f000001 });
    expect(parseHost("[::1]")).toEqual({ type: "ipv6", value: [0, 0, 0, 0, 0, 0, 0, 1] });
    expect(parseHost("Example.COM", { isOpaque: true })).toEqual({ type: "opaque", value: "Example.COM" });
    expect(parseHost("", { isOpaque: true })).toEqual({ type: "empty", value: "" });
    expect(parseHost("")).toBeNull();
  });

  it("percent-decodes special hosts and percent-encodes opaque ones", () => {
    expect(parseHost("%65xample.com")).toEqual({ type: "domain", value: "example.com" });
    expect(parseHost("%C3%9F.de")).toEqual({ type: "domain", value: "xn--zca.de" });
    expect(parseHost("%FF.de")).toBeNull();
    expect(parseHost("%zz.de")).toBeNull();
    expect(parseHost("a%00b")).toBeNull();
    expect(parseHost("%C3%9F.de", { isOpaque: true })).toEqual({ type: "opaque", value: "%C3%9F.de" });
    expect(parseHost("ß\u007f\u0000x", { isOpaque: true })).toBeNull();
    expect(parseHost("ß\u007fx", { isOpaque: true })).toEqual({ type: "opaque", value: "%C3%9F%7Fx" });
    expect(parseHost("\ud800x", { isOpaque: true })).toEqual({ type: "opaque", value: "%EF%BF%BDx" });
  });

  it("applies IDNA to special hosts", () => {
    expect(hostString("☕.example", false, tr46IDNA)).toBe("xn--53h.example");
    expect(hostString("ＥＸＡＭＰＬＥ。com", false, tr46IDNA)).toBe("example.com");
    expect(hostString("a\u00adb", false, tr46IDNA)).toBe("ab");
    expect(hostString("\ud800.com", false, tr46IDNA)).toBeNull();
    expect(hostString("xn--8i7caa", false, tr46IDNA)).toBe("xn--8i7caa");
    expect(hostString("XN--A", false, tr46IDNA)).toBe("xn--a");
    expect(hostString("xn--a.ß", false, tr46IDNA)).toBeNull();
    expect(hostString("<\u0338", false, tr46IDNA)).toBe("xn--gdh");
    expect(hostString("%3C%CC%B8", false, tr46IDNA)).toBe("xn--gdh");
    expect(hostString("a<b", false, tr46IDNA)).toBeNull();
  });

  it("throws a TypeError for arguments of the wrong type", () => {
    expect(() => parseHost(undefined as unknown as string)).toThrow(/parseHost: expected a string, got undefined/);
    expect(() => parseOpaqueHost({} as unknown as string)).toThrow(/parseOpaqueHost/);
  });

  it("handles 1 MB hosts (linear time is measured in bench/host.bench.ts)", () => {
    const label = "a".repeat(1 << 20);
    expect(hostString(label, false, tr46IDNA)).toBe(label);
    expect(hostString(label.toUpperCase(), false, tr46IDNA)).toBe(label);
    expect(hostString(`xn--${label}`, false, tr46IDNA)).toBe(`xn--${label}`);
    const errors: string[] = [];
    expect(hostString(`xn--${label}`, false, tr46IDNA, new HostValidator((e) => errors.push(e.type)))).toBe(
      `xn--${label}`,
    );
    expect(errors).toEqual(["domain-to-ASCII"]);
    expect(hostString(".".repeat(1 << 20), false, tr46IDNA)).toBe(".".repeat(1 << 20));
    expect(hostString(`${"1.".repeat(1 << 19)}1`, false, tr46IDNA)).toBeNull();
    expect(hostString(`${"a.".repeat(1 << 19)}0x`, false, tr46IDNA)).toBeNull();
    expect(hostString(`[${"1:".repeat(1 << 19)}]`, false, tr46IDNA)).toBeNull();
    expect(hostString("%41".repeat(1 << 18), false, tr46IDNA)).toBe("a".repeat(1 << 18));
    expect(hostString(label, true, tr46IDNA)).toBe(label);
  });
});

// whatwg-url names one error the current URL Standard does not have.
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

describe("parseLowerCaseASCIIHostToString", () => {
  it("keeps a domain, writes an IPv4 address, fails where the host parser fails", () => {
    expect(parseLowerCaseASCIIHostToString("example.com")).toBe("example.com");
    expect(parseLowerCaseASCIIHostToString("example.1a")).toBe("example.1a");
    expect(parseLowerCaseASCIIHostToString("0x7f.1")).toBe("127.0.0.1");
    expect(parseLowerCaseASCIIHostToString("1.2.3.4.")).toBe("1.2.3.4");
    expect(parseLowerCaseASCIIHostToString("09")).toBe(parseHostToString("09", false, tr46IDNA));
    expect(parseLowerCaseASCIIHostToString("example.255")).toBeTypeOf("number");
  });

  it("reads the host where it stands in a longer string", () => {
    expect(parseLowerCaseASCIIHostToString("http://0x7f.1:80/", 7, 13)).toBe("127.0.0.1");
    expect(parseLowerCaseASCIIHostToString("1.2.3.4.5", 2, 9)).toBe("2.3.4.5");
    expect(parseLowerCaseASCIIHostToString("a.b.1", 0, 3)).toBe("a.b");
  });

  it("agrees with parseHostToString on lower-case ASCII hosts without forbidden domain code points, wherever they stand", () => {
    // A domain input lower-cased, with the forbidden domain code points and non-ASCII taken out, between digits and
    // dots that would change its parse if they were read.
    const plain = domainInput.map((input) => input.toLowerCase().replace(/[^!$&'()*+,\-.0-9;=_`a-z{}~]/g, ""));
    const around = fc.constantFrom("", ".", "1", "1.", ".1", "0x", "9.9");
    fc.assert(
      fc.property(plain, around, around, (input, before, after) => {
        fc.pre(input !== "");
        const host = parseLowerCaseASCIIHostToString(
          before + input + after,
          before.length,
          before.length + input.length,
        );
        expect(host).toBe(parseHostToString(input, false, tr46IDNA));
        expect(parseLowerCaseASCIIHostToString(input)).toBe(host);
      }),
      RUNS,
    );
  });
});

describe("parseIPv6HostToString", () => {
  it("reads the address in brackets where it stands in a longer string", () => {
    expect(parseIPv6HostToString("https://[2001:DB8:0::01]/x", 8, 24)).toBe("[2001:db8::1]");
    expect(parseIPv6HostToString("[::1.2.3.4]:8080", 0, 11)).toBe("[::102:304]");
    expect(parseIPv6HostToString("x[1:2]", 1, 6)).toBeTypeOf("number");
  });

  it("is null for an address written as the serializer writes it, and only then", () => {
    for (const host of ["[::]", "[::1]", "[1::]", "[1::2]", "[2001:db8::1]", "[0:1::]", "[1:0:2::3:0:4]"]) {
      expect(parseIPv6HostToString(`x${host}/`, 1, host.length + 1), host).toBeNull();
    }
    // Each a code point or a piece away from the serializer's text: case, a leading zero, one 0 piece compressed, a
    // run compressed that is not the first longest (twice), a longest run written out, a 0 piece written beside the
    // run, an IPv4 part.
    const rewritten = {
      "[::A]": "[::a]",
      "[::01]": "[::1]",
      "[1::2:3:4:5:6:7]": "[1:0:2:3:4:5:6:7]",
      "[1:0:0:2::3:4]": "[1::2:0:0:3:4]",
      "[1::2:0:0:0:3]": "[1:0:0:2::3]",
      "[1:0:0:0:2::]": "[1::2:0:0:0]",
      "[0:0:0:0:0:0:0:1]": "[::1]",
      "[1::0:2]": "[1::2]",
      "[::1.2.3.4]": "[::102:304]",
    };
    for (const [input, host] of Object.entries(rewritten)) {
      expect(parseIPv6HostToString(input, 0, input.length), input).toBe(host);
    }
  });

  it("is null for the serializer's text of every address", () => {
    const piece = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
    fc.assert(
      fc.property(fc.array(piece, { minLength: 8, maxLength: 8 }), (address) => {
        const host = `[${serializeIPv6(address)}]`;
        expect(parseIPv6HostToString(host, 0, host.length)).toBeNull();
      }),
      RUNS,
    );
  });

  it("agrees with parseHostToString on addresses in brackets, wherever they stand", () => {
    fc.assert(
      fc.property(ipv6Input, fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), (input, before, after) => {
        const end = before.length + input.length;
        const host = parseIPv6HostToString(before + input + after, before.length, end);
        // null stands for the input as it is, which a rewritten host never is.
        expect(host ?? input).toBe(parseHostToString(input, false, tr46IDNA));
        expect(host).not.toBe(input);
      }),
      RUNS,
    );
  });
});
