// `@urlkit/pattern/platform-idna`: the same URLPattern with the platform's IDNA (test/wpt.test.ts runs the WPT data
// through both entries), a class of its own.
import { URLPattern as TR46URLPattern } from "@urlkit/pattern";
import { URLPattern } from "@urlkit/pattern/platform-idna";
import { describe, expect, it } from "vitest";

describe("@urlkit/pattern/platform-idna", () => {
  it("canonicalizes and matches international domain names through the platform", () => {
    const pattern = new URLPattern({ hostname: "*.bücher.example" });
    expect(pattern.hostname).toBe("*.xn--bcher-kva.example");
    expect(pattern.test("https://shop.BÜCHER.example/")).toBe(true);
    expect(pattern.exec("https://shop.xn--bcher-kva.example/")?.hostname.groups).toEqual({ "0": "shop" });
    expect(new URLPattern("https://faß.example/*").hostname).toBe(new TR46URLPattern("https://faß.example/*").hostname);
  });

  it("is a class of its own: compareComponent takes only its own patterns", () => {
    expect(URLPattern).not.toBe(TR46URLPattern);
    expect(Object.prototype.toString.call(new URLPattern())).toBe("[object URLPattern]");
    expect(() => URLPattern.compareComponent("pathname", new URLPattern(), new TR46URLPattern())).toThrow(
      /right is not a URLPattern/,
    );
  });
});
