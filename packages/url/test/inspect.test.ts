import { inspect } from "node:util";
import { URL, URLSearchParams } from "@urlkit/url";
import { describe, expect, it } from "vitest";

const NativeURL = globalThis.URL;
const NativeParams = globalThis.URLSearchParams;

// Node formats its own classes through the same hook: the output must be the same text.
describe("util.inspect", () => {
  const urls = [
    "https://user:pass@example.com:8080/a/b?x=1&y=2#frag",
    "file:///tmp/x",
    "mailto:someone@example.org",
    "https://a/?long=" + "v".repeat(100) + "&other=1",
  ];

  it("formats a URL like Node's URL", () => {
    for (const href of urls) {
      expect(inspect(new URL(href))).toBe(inspect(new NativeURL(href)));
    }
    expect(inspect(new URL(urls[0]))).toMatch(
      /^URL \{\n {2}href: 'https:\/\/user:pass@example\.com:8080\/a\/b\?x=1&y=2#frag',/,
    );
  });

  it("formats nested and depth-limited URLs like Node", () => {
    const ours = { deep: { deeper: { url: new URL(urls[0]) } } };
    const native = { deep: { deeper: { url: new NativeURL(urls[0]) } } };
    expect(inspect(ours)).toBe(inspect(native));
    expect(inspect([new URL("https://a/")], { depth: 0 })).toBe(inspect([new NativeURL("https://a/")], { depth: 0 }));
  });

  it("formats URLSearchParams like Node's", () => {
    const inits = ["", "a=1", "a=1&b=2&a=3", `x=${"y".repeat(90)}&z=1`, "q=it's"];
    for (const init of inits) {
      expect(inspect(new URLSearchParams(init))).toBe(inspect(new NativeParams(init)));
    }
    expect(inspect(new URLSearchParams("a=1&b=2"))).toBe("URLSearchParams { 'a' => '1', 'b' => '2' }");
    expect(inspect({ p: new URLSearchParams("a=1") }, { depth: 0 })).toBe(
      inspect({ p: new NativeParams("a=1") }, { depth: 0 }),
    );
  });

  it("formats iterators like Node's, showing what is left", () => {
    for (const init of ["", "a=1&b=2", `x=${"y".repeat(90)}&z=1`]) {
      for (const kind of ["entries", "keys", "values"] as const) {
        const ours = new URLSearchParams(init)[kind]();
        const native = new NativeParams(init)[kind]();
        expect(inspect(ours), `${kind} of ${init}`).toBe(inspect(native));
        ours.next();
        native.next();
        expect(inspect(ours), `${kind} of ${init} after next()`).toBe(inspect(native));
      }
    }
  });

  it("uses a subclass's name", () => {
    class Mine extends URLSearchParams {}
    expect(inspect(new Mine("a=1"))).toBe("Mine { 'a' => '1' }");
  });
});
