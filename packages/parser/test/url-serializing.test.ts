import { describe, expect, it } from "vitest";
import { serializePath, serializeURL, type URLRecord } from "../src/index.ts";
import { parse } from "./records.ts";

describe("the URL serializer", () => {
  it("serializes with and without the fragment, and the path", () => {
    const url = parse("https://example.org/p?q#f");
    expect(serializeURL(url)).toBe("https://example.org/p?q#f");
    expect(serializeURL(url, { excludeFragment: true })).toBe("https://example.org/p?q");
    expect(serializeURL(parse("https://example.org/p"), { excludeFragment: true })).toBe("https://example.org/p");
    expect(serializePath(url)).toBe("/p");
    expect(serializePath(parse("sc:opaque"))).toBe("opaque");
  });

  it("serializeURL rejects objects that are not records", () => {
    expect(() => serializeURL({ href: "x" } as unknown as URLRecord)).toThrow(/expected a URL record/);
  });
});
