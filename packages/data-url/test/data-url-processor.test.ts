import { type MIMEType, serializeMIMEType } from "@urlkit/mime-type";
import { parseURL } from "@urlkit/parser";
import { readsOutsideTheString, readWPT } from "@urlkit/tooling";
import parseWithDataURLs from "data-urls";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDataURL } from "../src/data-url-processor.ts";
import { firstDifference } from "./bytes.ts";

const text = new TextDecoder();

/** `parseDataURL(input)` as the serialized MIME type and the body as a string of bytes (null when it fails). */
function processed(input: string): [string, string] | null {
  const result = parseDataURL(input);
  return result === null ? null : [serializeMIMEType(result.mimeType), text.decode(result.body)];
}

describe("parseDataURL: ;base64 and the MIME type", () => {
  it("finds ;base64 after zero or more spaces, in any ASCII case, and removes it with the spaces", () => {
    expect(processed("data:;base64,QUI=")).toEqual(["text/plain;charset=US-ASCII", "AB"]);
    expect(processed("data:;x=y;base64,QUI=")).toEqual(["text/plain;x=y", "AB"]);
    expect(processed("data:text/html;   BaSe64,QUI=")).toEqual(["text/html", "AB"]);
    expect(processed("data:text/html;charset=x; base64 ,QUI=")).toEqual(["text/html;charset=x", "AB"]);
  });

  it("does not take anything else for ;base64", () => {
    expect(processed("data:text/html;base 64,QUI=")).toEqual(["text/html", "QUI="]);
    expect(processed("data:text/html;base64x,QUI=")).toEqual(["text/html", "QUI="]);
    expect(processed("data:text/html base64,QUI=")).toEqual(["text/plain;charset=US-ASCII", "QUI="]);
    expect(processed("data:base64,QUI=")).toEqual(["text/plain;charset=US-ASCII", "QUI="]);
    // The MIME type is not percent-decoded: %3B is not a ";".
    expect(processed("data:text/html%3Bbase64,QUI=")).toEqual(["text/html%3bbase64", "QUI="]);
  });

  it("percent-decodes the body before base64-decoding it", () => {
    expect(processed("data:image/png;base64,%51%55%49%3D")).toEqual(["image/png", "AB"]);
    expect(processed("data:image/png;base64,QU%20I=")).toEqual(["image/png", "AB"]);
    // %C3%A9 is two bytes above 0x7F, which base64 does not have.
    expect(processed("data:;base64,QUI%C3%A9")).toBeNull();
    expect(processed("data:;base64,%")).toBeNull();
  });

  it("fails when the base64 does not decode", () => {
    expect(processed("data:image/png;base64,Q")).toBeNull();
    expect(processed("data:image/png;base64,QQ=Q")).toBeNull();
  });

  it("fails without a comma", () => {
    expect(processed("data:")).toBeNull();
    expect(processed("data:text/plain;base64")).toBeNull();
    expect(processed("data:text/plain#,x")).toBeNull();
  });

  it("defaults to text/plain;charset=US-ASCII: no MIME type, an invalid one, or only parameters after text/plain", () => {
    expect(processed("data:,x")).toEqual(["text/plain;charset=US-ASCII", "x"]);
    expect(processed("data:   ,x")).toEqual(["text/plain;charset=US-ASCII", "x"]);
    expect(processed("data:text,x")).toEqual(["text/plain;charset=US-ASCII", "x"]);
    expect(processed("data:;charset=utf-8,x")).toEqual(["text/plain;charset=utf-8", "x"]);
  });

  it("gives a new default MIME type record each time, which the caller may change", () => {
    const first = parseDataURL("data:,a");
    first?.mimeType.parameters.set("charset", "utf-8");
    expect(serializeMIMEType(parseDataURL("data:,a")?.mimeType as MIMEType)).toBe("text/plain;charset=US-ASCII");
  });
});

describe("parseDataURL: the body", () => {
  it("percent-decodes to bytes, keeps what is not an escape and UTF-8 encodes the rest of the URL", () => {
    expect(Array.from(parseDataURL("data:,%00%ff%zz%4")?.body ?? [])).toEqual([0, 255, 37, 122, 122, 37, 52]);
    expect(Array.from(parseDataURL("data:,\u00e9 ?q")?.body ?? [])).toEqual([0xc3, 0xa9, 32, 63, 113]);
  });

  it("leaves the fragment out", () => {
    expect(processed("data:,a#b")).toEqual(["text/plain;charset=US-ASCII", "a"]);
    expect(processed("data:image/png;base64,QUI=#QUI=")).toEqual(["image/png", "AB"]);
  });

  it("decodes multi-megabyte bodies: base64, base64 with escapes, and percent-encoding", () => {
    const bytes = Uint8Array.from({ length: 3 << 20 }, (_, i) => (i * 7919) >> 3);
    const base64 = Buffer.from(bytes).toString("base64");
    expect(firstDifference(parseDataURL(`data:application/octet-stream;base64,${base64}`)?.body, bytes)).toBe(-1);
    expect(firstDifference(parseDataURL(`data:;base64,${base64.replaceAll("/", "%2F")}`)?.body, bytes)).toBe(-1);
    const escaped = Array.from(bytes.subarray(0, 1 << 20), (b) => `%${b.toString(16).padStart(2, "0")}`).join("");
    expect(firstDifference(parseDataURL(`data:,${escaped}`)?.body, bytes.subarray(0, 1 << 20))).toBe(-1);
  });
});

describe("parseDataURL: input", () => {
  it("takes a URL record from @urlkit/parser", () => {
    const url = parseURL("DATA:text/html,<p>#x");
    expect(url).not.toBeNull();
    const result = parseDataURL(url as NonNullable<typeof url>);
    expect(result?.mimeType.essence).toBe("text/html");
    expect(text.decode(result?.body)).toBe("<p>");
  });

  it("returns null for a string that is not a URL and for other schemes", () => {
    expect(parseDataURL("not a url")).toBeNull();
    expect(parseDataURL("data")).toBeNull();
    expect(parseDataURL("https://example.com/,x")).toBeNull();
    expect(parseDataURL(parseURL("blob:data:,x") as NonNullable<ReturnType<typeof parseURL>>)).toBeNull();
  });

  it("throws a TypeError for anything but a string or a URL record", () => {
    expect(() => parseDataURL(42 as unknown as string)).toThrow(
      "parseDataURL: expected a string or a URL record, got number",
    );
    expect(() => parseDataURL(null as unknown as string)).toThrow(/got null$/);
    expect(() => parseDataURL({ href: "data:,x" } as unknown as string)).toThrow(TypeError);
  });
});

// Inputs built from what the processor looks at, so that most of them are data: URLs that exercise it.
const pieces = [
  ...'aZ09/;=,%"\\ \t\n\f#?+é',
  "data:",
  "base64",
  "BASE64",
  "text/plain",
  "charset=x",
  "%2C",
  "%3B",
  "QUI=",
  "%41",
  "%zz",
];
const dataLike = fc.array(fc.constantFrom(...pieces), { maxLength: 20 }).map((parts) => `data:${parts.join("")}`);

describe("parseDataURL against the data-urls package", () => {
  it("agrees on failure, the serialized MIME type and the body", () => {
    fc.assert(
      fc.property(fc.oneof(dataLike, fc.string()), (input) => {
        const reference = parseWithDataURLs(input);
        const ours = parseDataURL(input);
        expect(ours === null ? null : [serializeMIMEType(ours.mimeType), Array.from(ours.body)]).toEqual(
          reference === null ? null : [reference.mimeType.toString(), Array.from(reference.body)],
        );
      }),
      { numRuns: 5000 },
    );
  });
});

describe("parseDataURL reads stay inside its strings", () => {
  it("no charCodeAt outside a string in data-url or the parser, on WPT's data: URLs", () => {
    const cases = readWPT<[input: string][]>("data-urls.json");
    const sites = readsOutsideTheString(() => {
      for (const [input] of cases) parseDataURL(input);
      expect(parseDataURL("data:,x")?.mimeType.essence).toBe("text/plain");
    }, /packages[/\\](data-url|parser|host)[/\\]src[/\\]/);
    expect(sites).toEqual([]);
  });
});
