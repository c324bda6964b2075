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
import { describe, expect, it } from "vitest";

/** parseHostToString with a failure (a HostFailure code) as null, as the host parser's result is compared. */
function hostString(...args: Parameters<typeof parseHostToString>): string | null {
  const host = parseHostToString(...args);
  return typeof host === "number" ? null : host;
}

type Case = [input: string, isOpaque: boolean, result: string | null, errors: [ValidationErrorType, number][]];

// Indices are UTF-16 offsets into the host input (the examples are the standard's where it has one).
const CASES: Case[] = [
  ["example.org", false, "example.org", []],
  ["EXAMPLE.org", false, "example.org", []],
  ["ex_ample.org", false, "ex_ample.org", [["domain-to-ASCII", 0]]],
  ["-x.org", false, "-x.org", [["domain-to-ASCII", 0]]],
  ["xn--a.org", false, "xn--a.org", [["domain-to-ASCII", 0]]],
  ["example..org", false, "example..org", [["domain-to-ASCII", 0]]],
  ["a".repeat(64), false, "a".repeat(64), [["domain-to-ASCII", 0]]],
  ["example.org.", false, "example.org.", []],
  ["exa#mple.org", false, null, [["domain-to-ASCII", 0]]],
  [
    "exa%23mple.org",
    false,
    null,
    [
      ["domain-percent-encoded", 3],
      ["domain-to-ASCII", 0],
    ],
  ],
  ["exam%70le.org", false, "example.org", [["domain-percent-encoded", 4]]],
  [
    "exam%7%70le.org",
    false,
    null,
    [
      ["domain-percent-encoded", 6],
      ["domain-to-ASCII", 0],
    ],
  ],
  ["faß.example", false, "xn--fa-hia.example", []],
  ["\u200d.example", false, null, [["domain-to-ASCII", 0]]],
  ["exa[mple.org", true, null, [["host-invalid-code-point", 3]]],
  ["exa mple", true, null, [["host-invalid-code-point", 3]]],
  ["exa`mple", true, "exa`mple", [["invalid-URL-unit", 3]]],
  ["a%zz", true, "a%zz", [["invalid-URL-unit", 1]]],
  [
    "`%z",
    true,
    "`%z",
    [
      ["invalid-URL-unit", 0],
      ["invalid-URL-unit", 1],
    ],
  ],
  ["a%2Fb\u00e9", true, "a%2Fb%C3%A9", []],
  ["a\u0001b", true, "a%01b", [["invalid-URL-unit", 1]]],
  ["a\u{1fffe}", true, "a%F0%9F%BF%BE", [["invalid-URL-unit", 1]]],
  ["a\u{10fffd}\ufdd0", true, "a%F4%8F%BF%BD%EF%B7%90", [["invalid-URL-unit", 3]]],
  ["a\ud800\udfff\udc00", true, "a%F0%90%8F%BF%EF%BF%BD", []],
  ["127.0.0.1.", false, "127.0.0.1", [["IPv4-empty-part", 9]]],
  ["1.2.3", false, "1.2.0.3", [["IPv4-too-few-parts", 0]]],
  ["1.2.3.4.5", false, null, [["IPv4-too-many-parts", 8]]],
  ["1.2.x3.4", false, null, [["IPv4-non-numeric-part", 4]]],
  [
    "test.42",
    false,
    null,
    [
      ["IPv4-too-few-parts", 0],
      ["IPv4-non-numeric-part", 0],
    ],
  ],
  ["127.0.0x0.1", false, "127.0.0.1", [["IPv4-non-decimal-part", 6]]],
  [
    "0127.0.0.01",
    false,
    "87.0.0.1",
    [
      ["IPv4-non-decimal-part", 0],
      ["IPv4-non-decimal-part", 9],
    ],
  ],
  ["255.255.4000.1", false, null, [["IPv4-out-of-range-part", 8]]],
  [
    "1.2.65535",
    false,
    "1.2.255.255",
    [
      ["IPv4-too-few-parts", 0],
      ["IPv4-out-of-range-part", 4],
    ],
  ],
  ["1.2.3.4..", false, "1.2.3.4..", [["domain-to-ASCII", 0]]],
  [
    "1.2..4",
    false,
    null,
    [
      ["domain-to-ASCII", 0],
      ["IPv4-non-numeric-part", 4],
    ],
  ],
  ["%31.2.3.4", false, "1.2.3.4", [["domain-percent-encoded", 0]]],
  [
    "%31.2.3.4.",
    false,
    "1.2.3.4",
    [
      ["domain-percent-encoded", 0],
      ["IPv4-empty-part", 0],
    ],
  ],
  ["\uff11.\uff12.\uff13.0x4", false, "1.2.3.4", [["IPv4-non-decimal-part", 0]]],
  ["[::1", false, null, [["IPv6-unclosed", 0]]],
  ["[:1]", false, null, [["IPv6-invalid-compression", 1]]],
  ["[1:2:3:4:5:6:7:8:9]", false, null, [["IPv6-too-many-pieces", 17]]],
  ["[1::1::1]", false, null, [["IPv6-multiple-compression", 6]]],
  ["[1:2:3!:4]", false, null, [["IPv6-invalid-code-point", 6]]],
  ["[1:2:3:]", false, null, [["IPv6-invalid-code-point", 7]]],
  ["[1:2:3]", false, null, [["IPv6-too-few-pieces", 6]]],
  ["[::01]", false, "[::1]", [["IPv6-piece-leading-zero", 3]]],
  [
    "[0001::00:1]",
    true,
    "[1::1]",
    [
      ["IPv6-piece-leading-zero", 1],
      ["IPv6-piece-leading-zero", 7],
    ],
  ],
  ["[1:1:1:1:1:1:1:127.0.0.1]", false, null, [["IPv4-in-IPv6-too-many-pieces", 15]]],
  ["[ffff::.0.0.1]", false, null, [["IPv4-in-IPv6-invalid-code-point", 7]]],
  ["[ffff::127.0.xyz.1]", false, null, [["IPv4-in-IPv6-invalid-code-point", 13]]],
  ["[ffff::127.0xyz]", false, null, [["IPv4-in-IPv6-invalid-code-point", 12]]],
  ["[ffff::127.00.0.1]", false, null, [["IPv4-in-IPv6-invalid-code-point", 12]]],
  ["[ffff::127.0.0.1.2]", false, null, [["IPv4-in-IPv6-invalid-code-point", 16]]],
  ["[ffff::127.0.0.4000]", false, null, [["IPv4-in-IPv6-out-of-range-part", 15]]],
  ["[ffff::127.0.0]", false, null, [["IPv4-in-IPv6-too-few-parts", 14]]],
];

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
