import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computedMIMEType } from "whatwg-mimetype";
import { MIMEType, sniffMIMEType } from "../src/index.ts";
import { bytes, contentTypes, knownDeviations, signatures, sniffingCorpus } from "./sniffing-corpus.ts";
import { whatwgMIMETypeDeviation } from "./sniffing-deviations.ts";

const sniff = (header: Uint8Array, options?: Parameters<typeof sniffMIMEType>[1]) =>
  sniffMIMEType(header, options).toString();
const png = signatures.find((s) => s.name === "PNG")?.header ?? bytes();
const mp3 = signatures.find((s) => s.name === "MP3 without ID3")?.header ?? bytes();

describe("sniffMIMEType", () => {
  it("keeps an XML or HTML supplied MIME type", () => {
    expect(sniff(png, { contentType: "text/html;charset=utf-8" })).toBe("text/html;charset=utf-8");
    expect(sniff(png, { contentType: "image/svg+xml" })).toBe("image/svg+xml");
  });
  it("runs the rules for an unknown MIME type without one, sniffing scriptable types unless no-sniff", () => {
    for (const contentType of [undefined, null, "", "nonsense", "unknown/unknown", "application/unknown", "*/*"]) {
      expect(sniff(bytes("<html>"), { contentType })).toBe("text/html");
      expect(sniff(bytes("<html>"), { contentType, noSniff: true })).toBe("text/plain");
      expect(sniff(png, { contentType, noSniff: true })).toBe("image/png");
    }
  });
  it("keeps the supplied MIME type with no-sniff", () => {
    expect(sniff(png, { contentType: "image/gif", noSniff: true })).toBe("image/gif");
    expect(sniff(bytes([0]), { contentType: "text/plain", noSniff: true })).toBe("text/plain");
  });
  it("tells text from binary for the four Apache Content-Type values only", () => {
    for (const contentType of ["text/plain", "text/plain; charset=ISO-8859-1", "text/plain; charset=iso-8859-1"]) {
      expect(sniff(bytes("a", [0]), { contentType })).toBe("application/octet-stream");
      expect(sniff(bytes("<html>"), { contentType })).toBe("text/plain");
    }
    expect(sniff(bytes("a", [0]), { contentType: "text/plain; charset=UTF-8" })).toBe("application/octet-stream");
    expect(sniff(bytes("a", [0]), { contentType: "text/plain; charset=utf-8" })).toBe("text/plain;charset=utf-8");
    expect(sniff(bytes("a", [0]), { suppliedMIMEType: "text/plain", checkForApacheBug: true })).toBe(
      "application/octet-stream",
    );
    expect(sniff(bytes("a", [0]), { contentType: "text/plain", checkForApacheBug: false })).toBe("text/plain");
  });
  it("lets a supported image, audio or video MIME type give way to the signature", () => {
    expect(sniff(png, { contentType: "image/gif" })).toBe("image/png");
    expect(sniff(png, { contentType: "image/gif", isSupported: () => false })).toBe("image/gif");
    expect(sniff(mp3, { contentType: "video/mp4" })).toBe("audio/mpeg");
    expect(sniff(png, { contentType: "audio/mpeg" })).toBe("audio/mpeg");
    expect(sniff(png, { contentType: "application/json" })).toBe("application/json");
    const seen: string[] = [];
    sniffMIMEType(png, { contentType: "application/ogg", isSupported: (m) => seen.push(m.essence) > 0 });
    expect(seen).toEqual(["application/ogg"]);
  });
  it("returns the supplied MIMEType itself, and a new one when it sniffs", () => {
    const supplied = new MIMEType("application", "json");
    expect(sniffMIMEType(png, { suppliedMIMEType: supplied })).toBe(supplied);
    expect(sniffMIMEType(png)).not.toBe(sniffMIMEType(png));
  });
  it("checks its arguments", () => {
    expect(() => sniffMIMEType("x" as never)).toThrow(new TypeError('sniffMIMEType: expected a Uint8Array, got "x"'));
    expect(() => sniffMIMEType(png, { contentType: "a/b", suppliedMIMEType: "a/b" })).toThrow(
      new TypeError("sniffMIMEType: expected contentType or suppliedMIMEType, got both"),
    );
    expect(() => sniffMIMEType(png, { contentType: 1 as never })).toThrow(TypeError);
    expect(() => sniffMIMEType(png, { suppliedMIMEType: 1 as never })).toThrow(TypeError);
    expect(() => sniffMIMEType(png, { isSupported: 1 as never })).toThrow(TypeError);
    expect(() => sniffMIMEType(png, null as never)).toThrow(TypeError);
  });
});

describe("against whatwg-mimetype 5's computedMIMEType", () => {
  const reference = (header: Uint8Array, contentType: string | undefined, noSniff: boolean) =>
    computedMIMEType(header, { contentTypeHeader: contentType, noSniff }).toString();

  it("gives the same answer for every corpus header, Content-Type and no-sniff flag, deviations aside", () => {
    let compared = 0;
    for (const header of sniffingCorpus()) {
      const deviation = whatwgMIMETypeDeviation(header);
      for (const contentType of contentTypes) {
        for (const noSniff of [false, true]) {
          const ours = sniff(header, { contentType, noSniff });
          if (deviation === null)
            expect(ours, `${header} ${contentType}`).toBe(reference(header, contentType, noSniff));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(90_000);
  });

  for (const { name, header, standard, whatwgMIMEType, reason } of knownDeviations) {
    it(`departs from the standard where whatwg-mimetype does: ${name} (${reason})`, () => {
      expect(sniff(header)).toBe(standard);
      expect(reference(header, undefined, false)).toBe(whatwgMIMEType);
      expect(whatwgMIMETypeDeviation(header)).not.toBe(null);
    });
  }

  it("gives the same answer for random bytes and signature-led random bytes", () => {
    const starts = [...signatures.map((s) => [...s.header.subarray(0, 4)]), [0x3c], [0x20, 0x3c], []];
    const header = fc
      .tuple(fc.constantFrom(...starts), fc.uint8Array({ maxLength: 48 }))
      .map(([start, rest]) => bytes(start, [...rest]));
    fc.assert(
      fc.property(header, fc.constantFrom(...contentTypes), fc.boolean(), (input, contentType, noSniff) => {
        if (whatwgMIMETypeDeviation(input) !== null) return;
        expect(sniff(input, { contentType, noSniff })).toBe(reference(input, contentType, noSniff));
      }),
      { seed: 20_250_601, numRuns: 20_000 },
    );
  });
});
