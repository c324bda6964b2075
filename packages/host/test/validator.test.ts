import {
  domainToASCII,
  HostValidator,
  hostFailureType,
  parseHost,
  parseHostToString,
  parseIPv4,
  parseIPv6,
  parseOpaqueHost,
  tr46IDNA,
  type ValidationError,
  type ValidationErrorType,
} from "@urlkit/host";
import { readFixture } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { hostString } from "./host-string.ts";

type Case = [input: string, isOpaque: boolean, result: string | null, errors: [ValidationErrorType, number][]];

// Indices are UTF-16 offsets into the host input (the examples are the standard's where it has one).
const CASES = readFixture<Case[]>(new URL("fixtures/validation-errors.json", import.meta.url));

function collect(run: (cb: (e: ValidationError) => void) => unknown): [unknown, [string, number][]] {
  const errors: ValidationError[] = [];
  const result = run((e) => errors.push(e));
  return [result, errors.map((e) => [e.type, e.index])];
}

describe("validation errors: type and index", () => {
  for (const [input, isOpaque, result, errors] of CASES) {
    it(`${JSON.stringify(input)}${isOpaque ? " (opaque)" : ""}`, () => {
      expect(collect((cb) => hostString(input, isOpaque, tr46IDNA, new HostValidator(cb)))).toEqual([result, errors]);
      const shifted = errors.map(([type, index]) => [type, index + 100]);
      expect(collect((cb) => hostString(input, isOpaque, tr46IDNA, new HostValidator(cb), 100))).toEqual([
        result,
        shifted,
      ]);
      const [host, hostErrors] = collect((cb) => parseHost(input, { isOpaque, onValidationError: cb, offset: 100 }));
      expect(hostErrors).toEqual(shifted);
      expect(host === null).toBe(result === null);
      // The validator changes nothing but the reporting; a failure's reason is the last error, the fatal one.
      const failure = parseHostToString(input, isOpaque, tr46IDNA);
      expect(typeof failure === "number" ? null : failure).toBe(result);
      if (typeof failure === "number") expect(hostFailureType(failure)).toBe(errors.at(-1)?.[0]);
    });
  }

  it("covers every host-related error name of the standard", () => {
    const seen = new Set(CASES.flatMap(([, , , errors]) => errors.map(([type]) => type)));
    const hostErrors: ValidationErrorType[] = [
      "domain-to-ASCII",
      "domain-percent-encoded",
      "host-invalid-code-point",
      "invalid-URL-unit",
      "IPv4-empty-part",
      "IPv4-too-few-parts",
      "IPv4-too-many-parts",
      "IPv4-non-numeric-part",
      "IPv4-non-decimal-part",
      "IPv4-out-of-range-part",
      "IPv6-unclosed",
      "IPv6-invalid-compression",
      "IPv6-too-many-pieces",
      "IPv6-multiple-compression",
      "IPv6-invalid-code-point",
      "IPv6-too-few-pieces",
      "IPv6-piece-leading-zero",
      "IPv4-in-IPv6-too-many-pieces",
      "IPv4-in-IPv6-invalid-code-point",
      "IPv4-in-IPv6-out-of-range-part",
      "IPv4-in-IPv6-too-few-parts",
    ];
    expect([...seen].sort()).toEqual([...hostErrors].sort());
  });

  it("reaches the standalone parsers too", () => {
    expect(collect((cb) => parseIPv4("1.0x2.", { onValidationError: cb, offset: 5 }))).toEqual([
      0x01000002,
      [
        ["IPv4-empty-part", 10],
        ["IPv4-too-few-parts", 5],
        ["IPv4-non-decimal-part", 7],
      ],
    ]);
    expect(collect((cb) => parseIPv6("::01", { onValidationError: cb, offset: 1 }))).toEqual([
      [0, 0, 0, 0, 0, 0, 0, 1],
      [["IPv6-piece-leading-zero", 3]],
    ]);
    expect(collect((cb) => parseOpaqueHost("a^", { onValidationError: cb, offset: 2 }))).toEqual([
      null,
      [["host-invalid-code-point", 3]],
    ]);
    expect(collect((cb) => domainToASCII("a..b", { onValidationError: cb, offset: 7 }))).toEqual([
      "a..b",
      [["domain-to-ASCII", 7]],
    ]);
    expect(collect((cb) => domainToASCII("a..b", { beStrict: true, onValidationError: cb }))).toEqual([
      null,
      [["domain-to-ASCII", 0]],
    ]);
  });
});
