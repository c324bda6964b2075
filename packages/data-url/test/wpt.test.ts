import { serializeMIMEType } from "@urlkit/mime-type";
import { readWPT } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { forgivingBase64Decode, parseDataURL } from "../src/index.ts";

// As wpt/fetch/data-urls/processing.any.js: fetch(input) fails when the MIME type is null; otherwise the
// response's Content-Type (the serialized MIME type) and body are the expected ones.
type DataURLCase = [input: string, mimeType: string | null, body?: number[]];
const dataURLCases = readWPT<DataURLCase[]>("data-urls.json");

describe("WPT data-urls.json", () => {
  it("has every case", () => {
    expect(dataURLCases.length).toBe(72);
  });

  it.each(dataURLCases.map((c) => [JSON.stringify(c[0]), c] as const))("%s", (_, [input, mimeType, body]) => {
    const result = parseDataURL(input);
    if (mimeType === null) {
      expect(result).toBeNull();
      return;
    }
    expect(result === null ? null : serializeMIMEType(result.mimeType)).toBe(mimeType);
    expect(Array.from(result?.body ?? [])).toEqual(body);
  });
});

// As wpt/fetch/data-urls/base64.any.js, which fetches "data:;base64," + input; forgivingBase64Decode is also
// given the input directly (the harness of atob in wpt/html/webappapis/atob reads the same file).
type Base64Case = [input: string, bytes: number[] | null];
const base64Cases = readWPT<Base64Case[]>("base64.json");

describe("WPT base64.json", () => {
  it("has every case", () => {
    expect(base64Cases.length).toBe(80);
  });

  const named = base64Cases.map((c) => [JSON.stringify(c[0]), c] as const);

  describe("through a data: URL", () => {
    it.each(named)("%s", (_, [input, bytes]) => {
      const result = parseDataURL(`data:;base64,${input}`);
      expect(result === null ? null : Array.from(result.body)).toEqual(bytes);
      if (result !== null) expect(serializeMIMEType(result.mimeType)).toBe("text/plain;charset=US-ASCII");
    });
  });

  describe("forgivingBase64Decode", () => {
    it.each(named)("%s", (_, [input, bytes]) => {
      const result = forgivingBase64Decode(input);
      expect(result === null ? null : Array.from(result)).toEqual(bytes);
    });
  });
});
