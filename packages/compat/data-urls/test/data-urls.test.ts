import dataURLs from "@urlkit/data-urls";
import { readWPT } from "@urlkit/tooling";
import { outcome, shape } from "@urlkit/tooling/mime-type-shape";
import { MIMEType } from "@urlkit/whatwg-mimetype";
import dataURLs8 from "data-urls";
import dataURLs7 from "data-urls-7";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseURL } from "whatwg-url";

type Result = ReturnType<typeof dataURLs>;
const observe = (result: Result | ReturnType<typeof dataURLs8>) =>
  result === null
    ? null
    : {
        keys: Object.keys(result),
        mimeType: shape(result.mimeType as never),
        body: result.body,
        isU8: result.body instanceof Uint8Array,
      };

const dataURLInputs = readWPT<[string, ...unknown[]][]>("data-urls.json").map(([input]) => input);
const base64Inputs = readWPT<[string, ...unknown[]][]>("base64.json").map(([body]) => `data:;base64,${body}`);
const extra = [
  "data:,",
  "data:text/html,<p>",
  "http://example.com/",
  "not a url",
  "data:x/y;base64,QUJD%3D",
  "DATA:,x#frag",
];

describe("data-urls 7 and 8, side by side", () => {
  const inputs = [...dataURLInputs, ...base64Inputs, ...extra];
  it(`gives the same results for the ${inputs.length} WPT data-urls.json and base64.json inputs`, () => {
    for (const input of inputs) {
      const ours = observe(dataURLs(input));
      expect(ours, input).toEqual(observe(dataURLs8(input)));
      expect(ours, input).toEqual(observe(dataURLs7(input)));
    }
  });

  it("gives the same results for the same whatwg-url records (fromURLRecord)", () => {
    const urls = [...inputs, "data://1.2.3.4:8/x,abc?q#f", "data://[::1]/,x", "data://u:p@h/,x", "data:/a/../b,x"];
    for (const input of urls) {
      const record = parseURL(input);
      if (record === null) continue;
      const ours = observe(dataURLs.fromURLRecord({ ...record, path: record.path }));
      expect(ours, input).toEqual(observe(dataURLs8.fromURLRecord(record)));
      expect(ours, input).toEqual(observe(dataURLs7.fromURLRecord(record)));
    }
    expect(dataURLs.fromURLRecord({ ...parseURL("https://x/")!, scheme: "https" })).toBe(null);
  });

  it("gives a MIMEType of @urlkit/whatwg-mimetype", () => {
    const result = dataURLs("data:Text/HTML;charset=UTF-8,x");
    expect(result?.mimeType).toBeInstanceOf(MIMEType);
    expect(result?.mimeType.toString()).toBe("text/html;charset=UTF-8");
  });

  it("fails alike for non-strings", () => {
    for (const input of [undefined, null, 1, {}] as unknown as string[]) {
      const ours = outcome(() => observe(dataURLs(input)));
      const original = outcome(() => observe(dataURLs8(input)));
      expect("threw" in ours ? ours.threw : "value", String(input)).toBe(
        "threw" in original ? original.threw : "value",
      );
    }
  });

  it("parses random data: URLs the same (fast-check, fixed seed)", () => {
    const text = fc.string({ unit: fc.constantFrom(...'aZ09+/=%;, \t"\\é#?', "base64", "%2C", "%3D"), maxLength: 30 });
    fc.assert(
      fc.property(text, (rest) => {
        const input = `data:${rest}`;
        expect(observe(dataURLs(input))).toEqual(observe(dataURLs8(input)));
      }),
      { seed: 31_337, numRuns: 5_000 },
    );
  });
});
