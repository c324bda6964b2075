import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forgivingBase64Decode, forgivingBase64DecodeRange } from "../src/forgiving-base64.ts";
import { firstDifference } from "./bytes.ts";

const bytesOf = (binary: string) => Uint8Array.from(binary, (c) => c.charCodeAt(0));

/** What atob (which runs forgiving-base64 decode) gives, as bytes, or null when it throws. */
function viaAtob(input: string): Uint8Array | null {
  try {
    return bytesOf(atob(input));
  } catch {
    return null;
  }
}

describe("forgivingBase64Decode", () => {
  it("decodes every byte value and every length, with and without padding", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let length = 0; length <= all.length; length++) {
      const bytes = all.subarray(256 - length);
      const padded = btoa(String.fromCharCode(...bytes));
      expect(forgivingBase64Decode(padded)).toEqual(bytes);
      expect(forgivingBase64Decode(padded.replace(/=+$/, ""))).toEqual(bytes);
    }
  });

  it("ignores ASCII whitespace anywhere, padding included, and nothing else", () => {
    expect(forgivingBase64Decode(" \tQ\nU\fJ\rD ")).toEqual(bytesOf("ABC"));
    expect(forgivingBase64Decode("QQ\n=\t= ")).toEqual(bytesOf("A"));
    expect(forgivingBase64Decode("QU\vJD")).toBeNull();
    expect(forgivingBase64Decode("QU\u00a0JD")).toBeNull();
  });

  it("drops the bits past the last whole byte, whatever they are", () => {
    expect(forgivingBase64Decode("QR")).toEqual(bytesOf("A"));
    expect(forgivingBase64Decode("QUJ")).toEqual(bytesOf("AB"));
  });

  it("fails on a code point outside the alphabet, misplaced or excess padding, one sextet over", () => {
    for (const input of [
      "QUJD-",
      "QUJD_",
      "QUJ\u0100",
      "Q",
      "QUJDQ",
      "Q=",
      "QQ=",
      "QUJD=",
      "QQ===",
      "Q=Q=",
      "=QQ=",
      "QQ==QUJD",
    ]) {
      expect(forgivingBase64Decode(input), JSON.stringify(input)).toBeNull();
    }
  });

  it("returns a buffer of exactly the decoded length, also when whitespace shortened it", () => {
    const decoded = forgivingBase64Decode("QU JD QU JD");
    expect(decoded?.length).toBe(6);
    expect(decoded?.buffer.byteLength).toBe(6);
  });

  it("decodes multi-megabyte input (ASCII whitespace every line, as in a MIME body)", () => {
    const bytes = Uint8Array.from({ length: 3 << 20 }, (_, i) => (i * 7919) >> 3);
    const base64 = Buffer.from(bytes).toString("base64");
    expect(firstDifference(forgivingBase64Decode(base64) ?? undefined, bytes)).toBe(-1);
    expect(firstDifference(forgivingBase64Decode(base64.replace(/.{76}/g, "$&\r\n")) ?? undefined, bytes)).toBe(-1);
  });

  it("decodes a range of a string, looking at nothing outside it", () => {
    expect(forgivingBase64DecodeRange("!QUJD QQ= =!", 1, 11)).toEqual(bytesOf("ABCA"));
    expect(forgivingBase64DecodeRange("=QUJD", 1, 5)).toEqual(bytesOf("ABC"));
    expect(forgivingBase64DecodeRange("QUJDQ", 0, 4)).toEqual(bytesOf("ABC"));
    expect(forgivingBase64DecodeRange("QUJD!", 0, 5)).toBeNull();
  });

  it("throws a TypeError for anything but a string", () => {
    expect(() => forgivingBase64Decode(new Uint8Array(4) as unknown as string)).toThrow(
      "forgivingBase64Decode: expected a string, got object",
    );
    expect(() => forgivingBase64Decode(null as unknown as string)).toThrow(/got null$/);
  });
});

// Strings made mostly of alphabet code points, with padding, whitespace and a few others mixed in.
const base64Like = fc
  .array(fc.constantFrom(..."ABCDwxyz0189+/===  \t\n\f\r\v-_\u00e9\u0100"), { maxLength: 40 })
  .map((units) => units.join(""));

describe("forgivingBase64Decode against the platform's atob and Buffer", () => {
  it("agrees with atob on every input: same bytes, or both fail", () => {
    fc.assert(
      fc.property(fc.oneof(base64Like, fc.string()), (input) => {
        expect(forgivingBase64Decode(input)).toEqual(viaAtob(input));
      }),
      { numRuns: 10000 },
    );
  });

  it("decodes what Buffer encodes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(forgivingBase64Decode(Buffer.from(bytes).toString("base64"))).toEqual(bytes);
      }),
    );
  });
});
