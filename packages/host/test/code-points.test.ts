import { isForbiddenDomainCodePoint, isForbiddenHostCodePoint } from "@urlkit/host";
import { describe, expect, it } from "vitest";

describe("forbidden code points", () => {
  const host = "\u0000\t\n\r #/:<>?@[\\]^|";
  it("isForbiddenHostCodePoint is exactly the standard's list", () => {
    for (let c = 0; c < 0x300; c++)
      expect(isForbiddenHostCodePoint(c), `U+${c.toString(16)}`).toBe(host.includes(String.fromCharCode(c)));
    expect(isForbiddenHostCodePoint("|")).toBe(true);
    expect(isForbiddenHostCodePoint("😀")).toBe(false);
  });

  it("isForbiddenDomainCodePoint adds C0 controls, % and DEL", () => {
    for (let c = 0; c < 0x300; c++) {
      const expected = host.includes(String.fromCharCode(c)) || c < 0x20 || c === 0x25 || c === 0x7f;
      expect(isForbiddenDomainCodePoint(c), `U+${c.toString(16)}`).toBe(expected);
    }
  });

  it("rejects what is not a code point", () => {
    for (const bad of [-1, 0x110000, 1.5, "", "ab", "😀x", null]) {
      expect(() => isForbiddenHostCodePoint(bad as number)).toThrow(/isForbiddenHostCodePoint: expected a code point/);
      expect(() => isForbiddenDomainCodePoint(bad as number)).toThrow(TypeError);
    }
  });
});
