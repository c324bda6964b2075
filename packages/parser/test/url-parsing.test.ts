import { readFixture } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { canParseURL, parseURL, type URLRecord } from "../src/index.ts";
import { surelyParses } from "../src/url-parsing-fast.ts";
import { parse } from "./records.ts";

interface ParsingCases {
  canParseURL: {
    /** Inputs whose scheme and authority alone say they parse. */
    surelyParses: string[];
    /** Inputs left to the parser, with whether they parse. */
    leftToTheParser: [string, boolean][];
  };
}

const FIXTURE = readFixture<ParsingCases>(new URL("fixtures/url-parsing.json", import.meta.url));

describe("parseURL", () => {
  it("resolves against a record or a string base; a failing base string fails", () => {
    const base = parse("https://example.org/dir/file?x#y");
    expect(parseURL("../a", { base })?.href).toBe("https://example.org/a");
    expect(parseURL("?z", { base: "https://example.org/dir/file?x#y" })?.href).toBe("https://example.org/dir/file?z");
    expect(parseURL("#z", { base: "sc:opaque?q" })?.href).toBe("sc:opaque?q#z");
    expect(parseURL("a", { base: "https://[::1" })).toBeNull();
    expect(parseURL("https://ok.example/", { base: "https://[::1" })).toBeNull();
  });

  it("rejects a base that is not a record", () => {
    expect(() => parseURL("x", { base: {} as URLRecord })).toThrow(TypeError);
  });
});

describe("the input is read as its scalar value string", () => {
  const inputs = [
    "https://x/\ud800\t\udc00",
    "https://x/?\udc00\n\ud800#\ud800",
    "foo://h\ud800/",
    "https://\ud800.example/",
    "sc:\ud800\t\udc00",
  ];
  for (const input of inputs) {
    it(JSON.stringify(input), () => {
      const usv = input.replace(/[\ud800-\udfff]/g, "\ufffd");
      expect(parseURL(input)?.href ?? null).toBe(parseURL(usv)?.href ?? null);
      expect(parseURL(input, { onValidationError: () => {} })?.href ?? null).toBe(parseURL(usv)?.href ?? null);
      expect(parseURL(input)?.href ?? null).toBe(URL.parse(input)?.href ?? null);
    });
  }
});

describe("canParseURL", () => {
  // Read from the scheme and authority alone: whatever follows them never fails.
  for (const input of FIXTURE.canParseURL.surelyParses) {
    it(`knows ${JSON.stringify(input)} parses without running the parser`, () => {
      expect(surelyParses(input)).toBe(true);
      expect(parseURL(input)).not.toBeNull();
      expect(canParseURL(input)).toBe(true);
    });
  }

  // Left to the parser, which fails on some of them.
  for (const [input, parses] of FIXTURE.canParseURL.leftToTheParser) {
    it(`leaves ${JSON.stringify(input)} to the parser (${parses ? "parses" : "fails"})`, () => {
      expect(surelyParses(input)).toBe(false);
      expect(parseURL(input) !== null).toBe(parses);
      expect(canParseURL(input)).toBe(parses);
    });
  }

  it("parses a base first, as parseURL does", () => {
    expect(canParseURL("x", "https://a/")).toBe(true);
    expect(canParseURL("x", parse("https://a/"))).toBe(true);
    expect(canParseURL("https://a/", "not a base")).toBe(false);
    expect(canParseURL("//[::1", "https://a/")).toBe(false);
    expect(canParseURL("x", null)).toBe(false);
  });

  it("takes a string", () => {
    const notAString = { toString: () => "https://a/" } as unknown as string;
    expect(() => canParseURL(notAString)).toThrow(new TypeError("canParseURL: input must be a string, got object"));
    expect(() => canParseURL(notAString, "https://a/")).toThrow(TypeError);
  });
});
