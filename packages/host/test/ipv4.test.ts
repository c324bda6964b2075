import {
  endsInANumber,
  hostFailureType,
  parseHost,
  parseHostToString,
  parseIPv4,
  serializeIPv4,
  tr46IDNA,
  type ValidationError,
} from "@urlkit/host";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RUNS } from "./arbitraries.ts";

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

/** The IPv4 number parser as the standard writes it: the number and whether it was not decimal, or null. */
// https://url.spec.whatwg.org/#ipv4-number-parser
function referenceNumber(input: string): [number, boolean] | null {
  if (input === "") return null;
  let radix = 10;
  if (/^0[xX]/.test(input)) radix = 16;
  else if (input.length > 1 && input.startsWith("0")) radix = 8;
  const digits = radix === 16 ? input.slice(2) : radix === 8 ? input.slice(1) : input;
  if (digits === "") return [0, true];
  const allowed = radix === 16 ? /^[0-9A-Fa-f]+$/ : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!allowed.test(digits)) return null;
  return [Number.parseInt(digits, radix), radix !== 10];
}

/**
 * The IPv4 parser as the standard writes it (split on dots, then parse each part), with the validation errors this
 * package reports and their indices: a part's errors at its start, an empty last part at its dot, too few parts at 0.
 */
// https://url.spec.whatwg.org/#concept-ipv4-parser
function referenceIPv4(input: string): [number | null, [string, number][]] {
  const errors: [string, number][] = [];
  const parts = input.split(".");
  const starts = parts.map((_, i) => parts.slice(0, i).join(".").length + (i > 0 ? 1 : 0));
  if (parts.at(-1) === "") {
    errors.push(["IPv4-empty-part", input.length - 1]);
    if (parts.length > 1) parts.pop();
  }
  if (parts.length > 4) return [null, [...errors, ["IPv4-too-many-parts", starts[4]]]];
  if (parts.length < 4) errors.push(["IPv4-too-few-parts", 0]);
  const numbers: number[] = [];
  for (const [i, part] of parts.entries()) {
    const result = referenceNumber(part);
    if (result === null) return [null, [...errors, ["IPv4-non-numeric-part", starts[i]]]];
    if (result[1]) errors.push(["IPv4-non-decimal-part", starts[i]]);
    numbers.push(result[0]);
  }
  const firstOutOfRange = numbers.findIndex((n) => n > 255);
  if (firstOutOfRange >= 0) errors.push(["IPv4-out-of-range-part", starts[firstOutOfRange]]);
  if (numbers.slice(0, -1).some((n) => n > 255)) return [null, errors];
  const last = numbers.at(-1) as number;
  if (last >= 256 ** (5 - numbers.length)) return [null, errors];
  const ipv4 = numbers.slice(0, -1).reduce((sum, n, i) => sum + n * 256 ** (3 - i), last);
  return [ipv4, errors];
}

// https://url.spec.whatwg.org/#ends-in-a-number-checker
function referenceEndsInANumber(input: string): boolean {
  const parts = input.split(".");
  if (parts.at(-1) === "") {
    if (parts.length === 1) return false;
    parts.pop();
  }
  const last = parts.at(-1) as string;
  if (/^[0-9]+$/.test(last)) return true;
  return referenceNumber(last) !== null;
}

const IPV4_PIECES = ["0", "1", "7", "8", "9", "00", "0x", "0X", "a", "F", "g", "x", "X", ".", ".", "..", "255", "256"];
const ipv4Input = fc
  .array(fc.constantFrom(...IPV4_PIECES), { minLength: 1, maxLength: 12 })
  .map((pieces) => pieces.join(""));

describe("parseIPv4 agrees with the standard's steps", () => {
  it("on the result, the validation errors, their order and indices, the failure, and ending in a number", () => {
    fc.assert(
      fc.property(ipv4Input, (input) => {
        const errors: ValidationError[] = [];
        const value = parseIPv4(input, { onValidationError: (e) => errors.push(e), offset: 7 });
        const [expectedValue, expectedErrors] = referenceIPv4(input);
        expect(value).toBe(expectedValue);
        expect(errors.map((e) => [e.type, e.index - 7])).toEqual(expectedErrors);
        expect(parseIPv4(input)).toBe(value);
        // Without a validator, the failure still names the first fatal error.
        const host = parseHostToString(input, false, tr46IDNA);
        expect(endsInANumber(input)).toBe(referenceEndsInANumber(input));
        if (endsInANumber(input)) {
          expect(host).toBe(value === null ? host : serializeIPv4(value));
          if (typeof host === "number") expect(hostFailureType(host)).toBe(expectedErrors.at(-1)?.[0]);
        }
      }),
      { ...RUNS, seed: 4 },
    );
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
