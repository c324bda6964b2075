import { shape } from "@urlkit/tooling/mime-type-shape";
import { computedMIMEType, MIMEType } from "@urlkit/whatwg-mimetype";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIMEType as Original, computedMIMEType as original } from "whatwg-mimetype";
import {
  bytes,
  contentTypes,
  knownDeviations,
  signatures,
  sniffingCorpus,
} from "../../../mime-type/test/sniffing-corpus.ts";
import { whatwgMIMETypeDeviation } from "../../../mime-type/test/sniffing-deviations.ts";

type Options = Parameters<typeof computedMIMEType>[1];

const both = (header: Uint8Array, options?: Options) => ({
  ours: shape(computedMIMEType(header, options)),
  original: shape(original(header, options as never) as never),
});

describe("computedMIMEType, against whatwg-mimetype 5", () => {
  it("gives the same MIME type for the sniffing corpus with every Content-Type, provided type and no-sniff flag", () => {
    let compared = 0;
    for (const header of sniffingCorpus()) {
      if (whatwgMIMETypeDeviation(header) !== null) continue;
      for (const type of contentTypes) {
        for (const noSniff of [false, true]) {
          for (const options of [
            { contentTypeHeader: type, noSniff },
            { providedType: type, noSniff },
          ]) {
            const { ours, original } = both(header, options);
            expect(ours).toEqual(original);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(150_000);
  });

  it("returns MIMEType instances, the supplied one itself when it wins, and calls isSupported with it", () => {
    const png = signatures.find((s) => s.name === "PNG")?.header ?? bytes();
    const seen: unknown[] = [];
    const result = computedMIMEType(png, { contentTypeHeader: "image/gif", isSupported: (m) => seen.push(m) < 0 });
    expect(result).toBeInstanceOf(MIMEType);
    expect(result).toBe(seen[0]);
    expect(seen[0]).toBeInstanceOf(MIMEType);
    expect(computedMIMEType(png)).toBeInstanceOf(MIMEType);
  });

  it("stringifies a MIMEType given as the Content-Type (no Apache check then), and prefers it to providedType", () => {
    const text = bytes("a", [0]);
    const fromClass = { ours: new MIMEType("text/plain"), original: new Original("text/plain") };
    expect(shape(computedMIMEType(text, { contentTypeHeader: fromClass.ours }))).toEqual(
      shape(original(text, { contentTypeHeader: fromClass.original }) as never),
    );
    expect(both(text, { contentTypeHeader: "text/plain", providedType: "image/png" })).toSatisfy(
      ({ ours, original }: ReturnType<typeof both>) => JSON.stringify(ours) === JSON.stringify(original),
    );
    expect(both(text, { contentTypeHeader: null as never }).ours).toEqual(
      both(text, { contentTypeHeader: null as never }).original,
    );
    expect(both(text, { noSniff: 1 as never }).ours).toEqual(both(text, { noSniff: 1 as never }).original);
  });

  it("departs from whatwg-mimetype where whatwg-mimetype departs from the standard", () => {
    for (const { header, standard, whatwgMIMEType } of knownDeviations) {
      const { ours, original } = both(header);
      expect(ours?.essence).toBe(standard);
      expect(original?.essence).toBe(whatwgMIMEType);
    }
  });

  it("gives the same answer for random bytes (fast-check, fixed seed)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.constantFrom(...contentTypes), (header, contentTypeHeader) => {
        if (whatwgMIMETypeDeviation(header) !== null) return;
        const { ours, original } = both(header, { contentTypeHeader });
        expect(ours).toEqual(original);
      }),
      { seed: 77, numRuns: 5_000 },
    );
  });

  it("reads an array of bytes as whatwg-mimetype does, and fails alike without bytes", () => {
    expect(both([0x47, 0x49, 0x46, 0x38, 0x39, 0x61] as never).ours).toEqual(
      both([0x47, 0x49, 0x46, 0x38, 0x39, 0x61] as never).original,
    );
    expect(() => computedMIMEType(undefined as never)).toThrow(TypeError);
    expect(() => original(undefined as never)).toThrow(TypeError);
  });
});
