import { describe, expect, it } from "vitest";
import { type MIMEType, parseMIMEType } from "../src/index.ts";
import { minimizeMIMEType } from "../src/miscellaneous.ts";

const mime = (input: string): MIMEType => {
  const mimeType = parseMIMEType(input);
  if (mimeType === null) throw new Error(`expected ${input} to parse`);
  return mimeType;
};
const nothingSupported = () => false;
const everythingSupported = () => true;

describe("minimizeMIMEType", () => {
  it.each([
    ["application/x-javascript;x=y", "text/javascript"],
    ["text/json", "application/json"],
    ["application/vnd.api+json", "application/json"],
    ["image/svg+xml;charset=utf-8", "image/svg+xml"],
    ["text/xml", "application/xml"],
    ["application/atom+xml", "application/xml"],
  ])("%s → %s, supported or not", (input, minimized) => {
    expect(minimizeMIMEType(mime(input), nothingSupported)).toBe(minimized);
    expect(minimizeMIMEType(mime(input), everythingSupported)).toBe(minimized);
  });

  it("gives the essence of a supported MIME type and the empty string otherwise", () => {
    const png = mime("IMAGE/PNG;x=y");
    expect(minimizeMIMEType(png, (m) => m.type === "image")).toBe("image/png");
    expect(minimizeMIMEType(png, nothingSupported)).toBe("");
  });

  it("passes the MIME type itself to isSupported", () => {
    const gif = mime("image/gif");
    let seen: MIMEType | undefined;
    minimizeMIMEType(gif, (m) => {
      seen = m;
      return true;
    });
    expect(seen).toBe(gif);
  });

  it("checks its arguments", () => {
    expect(() => minimizeMIMEType("text/html" as unknown as MIMEType, everythingSupported)).toThrow(
      'minimizeMIMEType: expected a MIMEType, got "text/html"',
    );
    expect(() => minimizeMIMEType(mime("a/b"), undefined as unknown as () => boolean)).toThrow(
      "minimizeMIMEType: expected an isSupported function, got undefined",
    );
  });
});
