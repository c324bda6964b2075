import { describe, expect, it } from "vitest";
import { distinguishTextOrBinary, rulesForDistinguishingIfAResourceIsTextOrBinary } from "../src/text-or-binary.ts";
import { bytes } from "./sniffing-corpus.ts";

describe("rulesForDistinguishingIfAResourceIsTextOrBinary", () => {
  const rules = rulesForDistinguishingIfAResourceIsTextOrBinary;
  it("says text for a byte order mark, whatever follows", () => {
    expect(rules(bytes([0xfe, 0xff, 0, 1]))).toBe("text/plain");
    expect(rules(bytes([0xff, 0xfe, 0]))).toBe("text/plain");
    expect(rules(bytes([0xef, 0xbb, 0xbf, 0]))).toBe("text/plain");
    expect(rules(bytes([0xef, 0xbb, 0]))).toBe("application/octet-stream");
  });
  it("says binary for any binary data byte, text otherwise", () => {
    expect(rules(bytes())).toBe("text/plain");
    expect(rules(bytes("tab\t lf\n ff\f cr\r esc\x1b é"))).toBe("text/plain");
    for (const binary of [0x00, 0x08, 0x0b, 0x0e, 0x1a, 0x1c, 0x1f]) {
      expect(rules(bytes("text", [binary]))).toBe("application/octet-stream");
    }
  });
  it("never says a scriptable MIME type", () => {
    expect(rules(bytes("<html><script>"))).toBe("text/plain");
    expect(rules(bytes("%PDF-1.4", [0]))).toBe("application/octet-stream");
  });
  it("reads the resource header only", () => {
    expect(distinguishTextOrBinary(bytes(new Array(1445).fill(0x41), [0])).essence).toBe("text/plain");
    expect(distinguishTextOrBinary(bytes(new Array(1444).fill(0x41), [0])).essence).toBe("application/octet-stream");
    expect(() => distinguishTextOrBinary([0] as never)).toThrow(TypeError);
  });
});
