import { endsInANumber, parseHost, parseIPv4, serializeIPv4 } from "@urlkit/host";
import { describe, expect, it } from "vitest";

describe("parseIPv4", () => {
  it.each([
    ["1.2.3.4", 0x01020304],
    ["0.0.0.0", 0],
    ["255.255.255.255", 0xffffffff],
    ["1.2.3.4.", 0x01020304],
    ["0", 0],
    ["4294967295", 0xffffffff],
    ["0xffffffff", 0xffffffff],
    ["0XFFFFFFFF", 0xffffffff],
    ["037777777777", 0xffffffff],
    ["1.16777215", 0x01ffffff],
    ["1.2.65535", 0x0102ffff],
    ["0x7f.1", 0x7f000001],
    ["0177.0.0.1", 0x7f000001],
    ["0x", 0],
    ["0x.0X.00.0", 0],
    ["00", 0],
    ["010", 8],
    ["09.1.1.1", null],
    ["0x7g", null],
    ["08", null],
    ["1.2.3.4.5", null],
    ["1..2.3", null],
    ["", null],
    [".", null],
    ["4294967296", null],
    ["256.1.1.1", null],
    ["1.256.1.1", null],
    ["1.2.3.256", null],
    ["1.2.65536", null],
    ["1.16777216", null],
    ["0x100000000", null],
    ["1.2.3.4..", null],
    ["-1", null],
    ["+1", null],
    [" 1", null],
  ])("%j → %j", (input, expected) => {
    expect(parseIPv4(input)).toBe(expected);
  });

  it("does not overflow or slow down on very long numbers", () => {
    expect(parseIPv4(`0x${"f".repeat(100_000)}`)).toBeNull();
    expect(parseIPv4(`${"0".repeat(100_000)}1`)).toBe(1);
    expect(parseIPv4(`0x${"0".repeat(100_000)}ff`)).toBe(255);
    expect(parseIPv4(`${"9".repeat(400)}`)).toBeNull();
    expect(parseIPv4("1.".repeat(100_000))).toBeNull();
  });

  it("throws a TypeError for a non-string", () => {
    expect(() => parseIPv4(1 as unknown as string)).toThrow(/parseIPv4: expected a string/);
  });
});

describe("endsInANumber", () => {
  it.each([
    ["1", true],
    ["a.1", true],
    ["a.1.", true],
    ["a.09", true],
    ["a.0x", true],
    ["a.0XaF", true],
    ["a.0xg", false],
    ["1.a", false],
    ["a.1..", false],
    [".", false],
    ["", false],
    ["a.", false],
    ["a.1a", false],
    ["a.0x1.", true],
  ])("%j → %j", (input, expected) => {
    expect(endsInANumber(input)).toBe(expected);
  });

  it("sends hosts that end in a number to the IPv4 parser", () => {
    expect(parseHost("example.1")).toBeNull();
    expect(parseHost("example.0x")).toBeNull();
    expect(parseHost("1.example")).toEqual({ type: "domain", value: "1.example" });
    expect(parseHost("example.0xg")).toEqual({ type: "domain", value: "example.0xg" });
  });

  // Found by the reliability fuzzer: the characters just above "9" (":" ";" "<" "=" ">" "?" "@") are no hex
  // digits, so "0x;" is no number and the host stays a domain (the IPv4 number parser must fail on them).
  it.each([":", ";", "<", "=", ">", "?", "@", "/", "G", "`", "g"])("0x%s is not a number", (c) => {
    expect(endsInANumber(`a.0x${c}`)).toBe(false);
    expect(parseIPv4(`0x${c}`)).toBeNull();
  });

  it("keeps 0x; and a.0x= as domains", () => {
    expect(parseHost("0x;")).toEqual({ type: "domain", value: "0x;" });
    expect(parseHost("a.0x=")).toEqual({ type: "domain", value: "a.0x=" });
  });
});

describe("serializeIPv4", () => {
  it.each([
    [0, "0.0.0.0"],
    [0x7f000001, "127.0.0.1"],
    [0xffffffff, "255.255.255.255"],
    [0x80000000, "128.0.0.0"],
    [0x0a00ff01, "10.0.255.1"],
  ])("%d → %s", (n, s) => {
    expect(serializeIPv4(n)).toBe(s);
    expect(parseIPv4(s)).toBe(n);
  });

  it.each([[-1], [2 ** 32], [1.5], [Number.NaN], ["1" as unknown as number]])("rejects %j", (n) => {
    expect(() => serializeIPv4(n)).toThrow(TypeError);
  });
});
