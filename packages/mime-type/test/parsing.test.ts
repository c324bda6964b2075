import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIMEType as ReferenceMIMEType } from "whatwg-mimetype";
import { MIMEType } from "../src/index.ts";
import { parseMIMEType } from "../src/parsing.ts";

const parsed = (input: string) => {
  const mimeType = parseMIMEType(input);
  if (mimeType === null) throw new Error(`expected ${JSON.stringify(input)} to parse`);
  return mimeType;
};

describe("parseMIMEType", () => {
  it("gives type, subtype, essence and parameters in ASCII lowercase, values as written", () => {
    const mimeType = parsed(" \tText/HTML ; Charset=UTF-8;Level=1\r\n");
    expect(mimeType).toBeInstanceOf(MIMEType);
    expect(mimeType.type).toBe("text");
    expect(mimeType.subtype).toBe("html");
    expect(mimeType.essence).toBe("text/html");
    expect([...mimeType.parameters]).toEqual([
      ["charset", "UTF-8"],
      ["level", "1"],
    ]);
  });

  it("keeps the first of repeated names, compared after lower-casing", () => {
    expect([...parsed("a/b;X=1;x=2;y=3").parameters]).toEqual([
      ["x", "1"],
      ["y", "3"],
    ]);
  });

  it("does not ASCII-lowercase a name through Unicode case mapping (U+212A KELVIN SIGN is not k)", () => {
    expect([...parsed("a/b;\u212a=1;k=2").parameters]).toEqual([["k", "2"]]);
  });

  it("collects quoted values with escapes, up to the closing quote, and drops what follows it", () => {
    expect(parsed('a/b;x="1;2\\"3";y=4').parameters.get("x")).toBe('1;2"3');
    expect(parsed('a/b;x="v"trailing;y=4').parameters.get("x")).toBe("v");
    expect(parsed('a/b;x="unterminated').parameters.get("x")).toBe("unterminated");
    expect(parsed('a/b;x=""').parameters.get("x")).toBe("");
  });

  it("skips empty unquoted values, names without =, empty names and invalid values", () => {
    expect([...parsed("a/b;x=;y;=z;w=\u0100;v=\n1;u=ok").parameters]).toEqual([["u", "ok"]]);
  });

  it("trims trailing HTTP whitespace from unquoted values and subtypes, not a form feed", () => {
    expect(parsed("a/b \t;x=1 \t").parameters.get("x")).toBe("1");
    expect(parseMIMEType("a/b\f")).toBeNull();
  });

  it("fails without a type, a slash or a subtype, or with non-token code points in them", () => {
    for (const input of ["", " ", "/b", "a", "a/", "a/;x=y", "a b/c", "a/b c", "(a)/b", "a/b/", "é/b"]) {
      expect(parseMIMEType(input), JSON.stringify(input)).toBeNull();
    }
  });

  it("returns a new record each time", () => {
    expect(parsed("a/b")).not.toBe(parsed("a/b"));
  });

  it("throws a TypeError for anything but a string", () => {
    expect(() => parseMIMEType(1 as unknown as string)).toThrow("parseMIMEType: expected a string, got number");
    expect(() => parseMIMEType(null as unknown as string)).toThrow(TypeError);
  });

  it("parses a long input in one pass", () => {
    const many = `a/b${";x=1".repeat(1 << 18)}`;
    expect([...parsed(many).parameters]).toEqual([["x", "1"]]);
    const value = "v".repeat(1 << 22);
    expect(parsed(`a/b;x="${value}`).parameters.get("x")).toBe(value);
  });
});

// Inputs built from the code points the parser treats specially, so that most of them exercise its branches.
const pieces = [...'aZ09/;="\\ \t\r\n\f\v(),é\u00ff\u0100\u212a-+.', "text", "html", "charset", "utf-8"];
const mimeLike = fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join(""));

describe("parseMIMEType against whatwg-mimetype", () => {
  it("agrees on failure and on the serialization", () => {
    fc.assert(
      fc.property(fc.oneof(mimeLike, fc.string({ unit: "binary" })), (input) => {
        const ours = parseMIMEType(input);
        const reference = ReferenceMIMEType.parse(input);
        expect(ours === null ? null : ours.toString()).toBe(reference === null ? null : reference.toString());
      }),
      { numRuns: 5000 },
    );
  });
});
