// The polyfill: installIfMissing on any object, and the built entry run in fresh V8 contexts (which have no
// URLPattern of their own).
import { createContext, runInContext } from "node:vm";
import { URLPattern } from "@urlkit/pattern";
import { bundle, packageDir } from "@urlkit/tooling";
import { beforeAll, describe, expect, it } from "vitest";
import { installIfMissing } from "../src/install.ts";

describe("installIfMissing", () => {
  it("installs URLPattern where there is none, as a Web IDL interface object (non-enumerable)", () => {
    const target: Record<string, unknown> = {};
    expect(installIfMissing(target)).toBe(true);
    expect(Object.getOwnPropertyDescriptor(target, "URLPattern")).toEqual({
      value: URLPattern,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    expect(installIfMissing(target)).toBe(false);
    expect(target.URLPattern).toBe(URLPattern);
  });

  it("leaves an existing URLPattern alone", () => {
    const existing = function URLPattern() {};
    const target: Record<string, unknown> = { URLPattern: existing };
    expect(installIfMissing(target)).toBe(false);
    expect(target.URLPattern).toBe(existing);
  });

  it("installs over a value that is not a class", () => {
    const target: Record<string, unknown> = { URLPattern: undefined };
    expect(installIfMissing(target)).toBe(true);
    expect(target.URLPattern).toBe(URLPattern);
  });
});

describe("the polyfill in a fresh context", () => {
  let script: string;

  beforeAll(async () => {
    const polyfill = await bundle('import "@urlkit/pattern/polyfill";', {
      resolveDir: packageDir("pattern"),
      fromSource: true,
      format: "iife",
    });
    script = polyfill.text;
  });

  it("installs URLPattern where it is missing", () => {
    const context = createContext({});
    expect(runInContext("typeof URLPattern", context)).toBe("undefined");
    runInContext(script, context);
    expect(
      runInContext(
        `const pattern = new URLPattern("https://*.тест/books/:id(\\\\d+)");
         [pattern.hostname, pattern.exec("https://a.xn--e1aybc/books/12").pathname.groups.id,
          Object.keys(globalThis).includes("URLPattern")]`,
        context,
      ),
    ).toEqual(["*.xn--e1aybc", "12", false]);
  });

  it("keeps the URLPattern already there, and a second run changes nothing", () => {
    const context = createContext({});
    runInContext(script, context);
    runInContext("globalThis.first = URLPattern", context);
    runInContext(script, context);
    expect(runInContext("URLPattern === first", context)).toBe(true);
    const NativePattern = (globalThis as { URLPattern?: unknown }).URLPattern;
    const native = createContext({ URLPattern: NativePattern });
    runInContext(script, native);
    expect(runInContext("URLPattern", native)).toBe(NativePattern);
  });
});
