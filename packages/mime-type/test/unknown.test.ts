import { describe, expect, it } from "vitest";
import { identifyUnknownMIMEType, rulesForIdentifyingAnUnknownMIMEType } from "../src/unknown.ts";
import { bytes, nearMisses, signatures } from "./sniffing-corpus.ts";

describe("rulesForIdentifyingAnUnknownMIMEType", () => {
  for (const { name, header, essence, table } of signatures) {
    it(`${name}: ${table === "font" ? "not sniffed (fonts only in a font context)" : essence}`, () => {
      const sniffed = rulesForIdentifyingAnUnknownMIMEType(header, true);
      if (table === "font") expect(sniffed).toMatch(/^(text\/plain|application\/octet-stream)$/);
      else expect(sniffed).toBe(essence);
      // Without the sniff-scriptable flag, HTML, XML and PDF are text.
      if (table === "scriptable") expect(rulesForIdentifyingAnUnknownMIMEType(header, false)).toBe("text/plain");
    });
  }
  it("gives text or binary for the near misses", () => {
    for (const { header } of nearMisses) {
      expect(rulesForIdentifyingAnUnknownMIMEType(header, true)).toMatch(/^(text\/plain|application\/octet-stream)$/);
    }
  });
  it("puts the scriptable table first, then the byte order marks", () => {
    expect(rulesForIdentifyingAnUnknownMIMEType(bytes([0xef, 0xbb, 0xbf], "<html>"), true)).toBe("text/plain");
    expect(rulesForIdentifyingAnUnknownMIMEType(bytes("  <?xml"), true)).toBe("text/xml");
    expect(rulesForIdentifyingAnUnknownMIMEType(bytes("  %PDF-"), true)).toBe("text/plain");
  });
});

describe("identifyUnknownMIMEType", () => {
  it("defaults the sniff-scriptable flag to unset, as the standard says", () => {
    expect(identifyUnknownMIMEType(bytes("<html>")).essence).toBe("text/plain");
    expect(identifyUnknownMIMEType(bytes("<html>"), { sniffScriptable: true }).essence).toBe("text/html");
  });
  it("reads only the resource header (1445 bytes)", () => {
    expect(
      identifyUnknownMIMEType(bytes(new Array(1445).fill(0x20), "<html>"), { sniffScriptable: true }).essence,
    ).toBe("text/plain");
    expect(
      identifyUnknownMIMEType(bytes(new Array(1439).fill(0x20), "<html>"), { sniffScriptable: true }).essence,
    ).toBe("text/html");
  });
  it("checks its argument", () => {
    expect(() => identifyUnknownMIMEType("<html>" as never)).toThrow(
      new TypeError('identifyUnknownMIMEType: expected a Uint8Array, got "<html>"'),
    );
  });
});
