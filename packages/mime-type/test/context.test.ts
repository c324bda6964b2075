import { describe, expect, it } from "vitest";
import { sniffAudioOrVideoMIMEType, sniffFontMIMEType, sniffImageMIMEType } from "../src/context.ts";
import { MIMEType } from "../src/index.ts";
import { bytes, signatures } from "./sniffing-corpus.ts";

const header = (name: string) => signatures.find((s) => s.name === name)?.header ?? bytes();

describe("context-specific sniffing", () => {
  it("keeps an XML supplied MIME type (an SVG image)", () => {
    expect(sniffImageMIMEType(header("PNG"), "image/svg+xml")?.essence).toBe("image/svg+xml");
    expect(sniffFontMIMEType(header("WOFF"), "application/xml")?.essence).toBe("application/xml");
  });
  it("takes the signature of its context over the supplied MIME type", () => {
    expect(sniffImageMIMEType(header("PNG"), "image/jpeg")?.essence).toBe("image/png");
    expect(sniffAudioOrVideoMIMEType(header("WebM"), "video/mp4")?.essence).toBe("video/webm");
    expect(sniffFontMIMEType(header("WOFF 2"), "font/woff")?.essence).toBe("font/woff2");
    expect(sniffFontMIMEType(header("EOT"))?.essence).toBe("application/vnd.ms-fontobject");
  });
  it("falls back to the supplied MIME type, or null without one", () => {
    const supplied = new MIMEType("image", "avif");
    expect(sniffImageMIMEType(bytes("....ftypavif"), supplied)).toBe(supplied);
    expect(sniffImageMIMEType(header("WOFF"))).toBe(null);
    expect(sniffAudioOrVideoMIMEType(header("PNG"), "nonsense")).toBe(null);
  });
  it("checks its arguments", () => {
    expect(() => sniffFontMIMEType(1 as never)).toThrow(
      new TypeError("sniffFontMIMEType: expected a Uint8Array, got number"),
    );
    expect(() => sniffImageMIMEType(bytes(), 1 as never)).toThrow(TypeError);
  });
});
