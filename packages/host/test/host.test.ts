import {
  domainToASCII,
  domainToUnicode,
  type Host,
  HostValidator,
  isForbiddenDomainCodePoint,
  isForbiddenHostCodePoint,
  parseHost,
  parseHostToString,
  parseOpaqueHost,
  serializeHost,
  tr46IDNA,
} from "@urlkit/host";
import { describe, expect, it } from "vitest";

/** parseHostToString with a failure (a HostFailure code) as null, as the host parser's result is compared. */
function hostString(...args: Parameters<typeof parseHostToString>): string | null {
  const host = parseHostToString(...args);
  return typeof host === "number" ? null : host;
}

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

describe("serializeHost", () => {
  it("serializes every kind", () => {
    const hosts: [Host, string][] = [
      [{ type: "domain", value: "example.com" }, "example.com"],
      [{ type: "ipv4", value: 0xc0a80001 }, "192.168.0.1"],
      [{ type: "ipv6", value: [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1] }, "[2001:db8::1]"],
      [{ type: "opaque", value: "EXAMPLE%20" }, "EXAMPLE%20"],
      [{ type: "empty", value: "" }, ""],
    ];
    for (const [host, text] of hosts) expect(serializeHost(host)).toBe(text);
  });

  it("throws a TypeError for something that is not a Host", () => {
    expect(() => serializeHost(null as unknown as Host)).toThrow(/serializeHost: expected a Host/);
    expect(() => serializeHost({ type: "domain" } as unknown as Host)).toThrow(TypeError);
    expect(() => serializeHost({ type: "ipv6", value: [1] } as unknown as Host)).toThrow(TypeError);
  });
});

describe("forbidden code points", () => {
  const host = "\u0000\t\n\r #/:<>?@[\\]^|";
  it("isForbiddenHostCodePoint is exactly the standard's list", () => {
    for (let c = 0; c < 0x300; c++)
      expect(isForbiddenHostCodePoint(c), `U+${c.toString(16)}`).toBe(host.includes(String.fromCharCode(c)));
    expect(isForbiddenHostCodePoint("|")).toBe(true);
    expect(isForbiddenHostCodePoint("😀")).toBe(false);
  });

  it("isForbiddenDomainCodePoint adds C0 controls, % and DEL", () => {
    for (let c = 0; c < 0x300; c++) {
      const expected = host.includes(String.fromCharCode(c)) || c < 0x20 || c === 0x25 || c === 0x7f;
      expect(isForbiddenDomainCodePoint(c), `U+${c.toString(16)}`).toBe(expected);
    }
  });

  it("rejects what is not a code point", () => {
    for (const bad of [-1, 0x110000, 1.5, "", "ab", "😀x", null]) {
      expect(() => isForbiddenHostCodePoint(bad as number)).toThrow(/isForbiddenHostCodePoint: expected a code point/);
      expect(() => isForbiddenDomainCodePoint(bad as number)).toThrow(TypeError);
    }
  });
});

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
