import { charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyString } from "./arbitraries.ts";

// The kinds of string V8 tells apart at a read site: flat, sliced and concatenated, one or two bytes a code unit.
function kinds(s: string): string[] {
  const wide = `\u0100${s}`;
  return [s, `${s}…`.slice(0, -1), `${s.slice(0, 1)}${s.slice(1)}`, wide.slice(1), `${wide}x`.slice(1, -1)];
}

describe("charCodeAt and lengthOf", () => {
  it("read what s.charCodeAt(i) and s.length read, for every kind of string", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        for (const k of kinds(s)) {
          expect(lengthOf(k)).toBe(s.length);
          for (let i = 0; i < s.length; i++) expect(charCodeAt(k, i)).toBe(s.charCodeAt(i));
        }
      }),
    );
  });
  it("give NaN past the end, as charCodeAt does (the parsers never read there)", () => {
    expect(charCodeAt("ab", 2)).toBeNaN();
    expect(lengthOf("")).toBe(0);
  });
});
