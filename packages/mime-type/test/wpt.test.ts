import { readWPT } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { isHTMLMIMEType, minimizeMIMEType, parseMIMEType, serializeMIMEType } from "../src/index.ts";

interface MIMETypeCase {
  input: string;
  output: string | null;
  minimizedMIMEType?: string;
}

// As wpt/mimesniff/mime-types/resources: each case is parsed; `output: null` means the parse fails, otherwise
// serializing the result gives `output`. The string entries of mime-types.json are section titles.
const cases = (file: string) => readWPT<(MIMETypeCase | string)[]>(file).filter((c) => typeof c !== "string");
const handWritten = cases("mime-types.json");
const generated = cases("generated-mime-types.json");

describe.each([
  ["mime-types.json", handWritten, 74],
  ["generated-mime-types.json", generated, 881],
] as const)("WPT %s", (_, list, count) => {
  it("has every case", () => {
    expect(list.length).toBe(count);
  });

  it.each(list.map((c) => [JSON.stringify(c.input), c] as const))("%s", (_, c) => {
    const mimeType = parseMIMEType(c.input);
    expect(mimeType === null ? null : serializeMIMEType(mimeType)).toBe(c.output);
  });
});

// minimizedMIMEType is what a browser gives: it supports text/html and none of the other essences in the file
// (the JavaScript, JSON, SVG and XML branches, which need no support, have tests of their own). A failed
// parse minimizes to "".
describe("WPT mime-types.json minimizedMIMEType", () => {
  const withMinimized = handWritten.filter((c) => c.minimizedMIMEType !== undefined);
  it("is present in every case", () => {
    expect(withMinimized.length).toBe(handWritten.length);
  });

  it.each(withMinimized.map((c) => [JSON.stringify(c.input), c] as const))("%s", (_, c) => {
    const mimeType = parseMIMEType(c.input);
    expect(mimeType === null ? "" : minimizeMIMEType(mimeType, isHTMLMIMEType)).toBe(c.minimizedMIMEType);
  });
});
