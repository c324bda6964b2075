import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerpt, printable } from "../src/excerpt.ts";

describe("excerpt", () => {
  it("shows a short ASCII input whole, the caret under the index", () => {
    expect(excerpt("https://a b/", 9, 80)).toEqual({ text: "https://a b/", caret: 9 });
    expect(excerpt("https://", 8, 80)).toEqual({ text: "https://", caret: 8 });
  });

  it("keeps the caret under the same code unit for any printable ASCII input, index and width", () => {
    const input = fc.string({ unit: fc.constantFrom(..."abc/:?#%. "), minLength: 1, maxLength: 600 });
    fc.assert(
      fc.property(input, fc.nat(), fc.integer({ min: 10, max: 200 }), (text, n, width) => {
        const index = n % text.length;
        const shown = excerpt(text, index, width);
        expect(shown.text.length).toBeLessThanOrEqual(width);
        expect(shown.text[shown.caret]).toBe(text[index]);
        expect(shown.text.includes("…")).toBe(text.length > width - 1);
      }),
    );
  });

  it("counts wide characters as two columns and combining marks as none", () => {
    const shown = excerpt("例え/x", 3, 80);
    expect(shown).toEqual({ text: "例え/x", caret: 5 });
    expect(excerpt("e\u0301/x", 3, 80).caret).toBe(2);
  });

  it("points a caret at a surrogate pair's low half to the pair", () => {
    expect(excerpt("a😀b", 2, 80)).toEqual({ text: "a😀b", caret: 1 });
    expect(excerpt("a😀b", 3, 80).caret).toBe(3);
  });

  it("shows control characters as control pictures and invisible ones by their code point", () => {
    expect(printable("a\tb\nc\x7fd")).toBe("a\u2409b\u240ac\u2421d");
    expect(printable("a\u202eb\u200bc\x85")).toBe("a<U+202E>b<U+200B>c<U+0085>");
    expect(printable("\ud800x")).toBe("\ufffdx");
    expect(excerpt("a\u202e b", 2, 80)).toEqual({ text: "a<U+202E> b", caret: 9 });
  });

  it("cuts a megabyte-long input to a window around the index", () => {
    const long = `${"a".repeat(500_000)}X${"b".repeat(500_000)}`;
    const shown = excerpt(long, 500_000, 60);
    expect(shown.text.startsWith("…a")).toBe(true);
    expect(shown.text.endsWith("b…")).toBe(true);
    expect(shown.text.length).toBeLessThanOrEqual(60);
    expect(shown.text[shown.caret]).toBe("X");
  });
});
