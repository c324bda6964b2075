import { createContext, runInContext } from "node:vm";
import { bundle, packageDir } from "@urlkit/tooling";
import { URL, URLSearchParams } from "@urlkit/url";
import { beforeAll, describe, expect, it } from "vitest";
import { conforms, installIfNeeded } from "../src/install.ts";

const NativeURL = globalThis.URL;
const NativeParams = globalThis.URLSearchParams;

describe("conforms", () => {
  it("accepts Node's classes and urlkit's", () => {
    expect(conforms(NativeURL, NativeParams)).toBe(true);
    expect(conforms(URL, URLSearchParams)).toBe(true);
  });

  it("rejects missing classes and ones that lack what the probe checks", () => {
    expect(conforms(undefined, undefined)).toBe(false);
    expect(conforms(NativeURL, undefined)).toBe(false);
    class NoCanParse extends NativeURL {}
    Object.defineProperty(NoCanParse, "canParse", { value: undefined });
    expect(conforms(NoCanParse, NativeParams)).toBe(false);
    class OneArgumentHas extends NativeParams {
      override has(name: string): boolean {
        return super.has(name);
      }
    }
    expect(conforms(NativeURL, OneArgumentHas)).toBe(false);
    class Throwing {
      constructor() {
        throw new Error("no");
      }
      static canParse = () => true;
      static parse = () => null;
    }
    expect(conforms(Throwing, NativeParams)).toBe(false);
  });

  it("rejects a URL class without the standard's changes that Node 20's URL lacks", () => {
    // Each class gets one of them wrong, as Node 20 does; the rest of the probe passes.
    function pathnameAltered(alter: (pathname: string) => string): typeof NativeURL {
      const Altered = class extends NativeURL {};
      const { get, set } = Object.getOwnPropertyDescriptor(NativeURL.prototype, "pathname")!;
      Object.defineProperty(Altered.prototype, "pathname", {
        get(this: URL) {
          return alter(get!.call(this));
        },
        set,
      });
      return Altered;
    }
    const OpaquePathSpaceKept = pathnameAltered((pathname) => pathname.replace(/%20$/, " "));
    class InvalidPunycodeRejected extends NativeURL {
      constructor(url: string, base?: string) {
        if (url.includes(".xn--b/")) throw new TypeError("Invalid URL");
        super(url, base);
      }
    }
    const CaretKept = pathnameAltered((pathname) => pathname.replace("%5E", "^"));
    for (const Older of [OpaquePathSpaceKept, InvalidPunycodeRejected, CaretKept]) {
      expect(conforms(Older, NativeParams)).toBe(false);
    }
  });

  it("rejects a URL class whose IDNA lets an invalid Punycode label through in a non-ASCII domain (as Expo's does)", () => {
    class LenientIDNA extends NativeURL {
      static override canParse(url: string, base?: string): boolean {
        return url === "https://xn--a.ß" || NativeURL.canParse(url, base);
      }
    }
    expect(conforms(LenientIDNA, NativeParams)).toBe(false);
  });
});

describe("installIfNeeded", () => {
  it("installs both classes where there are none, as Web IDL interface objects are (non-enumerable)", () => {
    const target: Record<string, unknown> = {};
    expect(installIfNeeded(target)).toBe(true);
    expect(target.URL).toBe(URL);
    expect(target.URLSearchParams).toBe(URLSearchParams);
    expect(Object.getOwnPropertyDescriptor(target, "URL")).toEqual({
      value: URL,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    expect(installIfNeeded(target)).toBe(false);
    expect(target.URL).toBe(URL);
  });

  it("replaces a window's webkitURL with URL too (url.idl's legacy window alias), and adds none elsewhere", () => {
    class OldURL {}
    const window: Record<string, unknown> = { URL: OldURL, webkitURL: OldURL };
    expect(installIfNeeded(window)).toBe(true);
    expect(window.webkitURL).toBe(URL);
    const worker: Record<string, unknown> = {};
    installIfNeeded(worker);
    expect("webkitURL" in worker).toBe(false);
  });

  it("leaves conforming classes alone", () => {
    const target: Record<string, unknown> = { URL: NativeURL, URLSearchParams: NativeParams };
    expect(installIfNeeded(target)).toBe(false);
    expect(target.URL).toBe(NativeURL);
    expect(target.URLSearchParams).toBe(NativeParams);
  });

  it("replaces a non-conforming pair, keeping the old URL's createObjectURL / revokeObjectURL", () => {
    const calls: unknown[] = [];
    const OldURL = function OldURL() {} as unknown as Record<string, unknown>;
    OldURL.createObjectURL = function (this: unknown, blob: unknown) {
      calls.push([this, blob]);
      return "blob:x";
    };
    const target: Record<string, unknown> = { URL: OldURL, URLSearchParams: NativeParams };
    expect(installIfNeeded(target)).toBe(true);
    expect(target.URL).toBe(URL);
    expect(target.URLSearchParams).toBe(URLSearchParams);
    const installed = URL as unknown as Record<string, (blob: unknown) => string>;
    expect(installed.createObjectURL("blob")).toBe("blob:x");
    expect(calls).toEqual([[OldURL, "blob"]]);
    expect(installed.createObjectURL.name).toBe("createObjectURL");
    expect("revokeObjectURL" in URL).toBe(false);
  });
});

// The built polyfill entry, run as a script in fresh V8 contexts (which have no URL of their own).
describe("the polyfill in a fresh context", () => {
  let script: string;

  beforeAll(async () => {
    const polyfill = await bundle('import "@urlkit/url/polyfill";', {
      resolveDir: packageDir("url"),
      fromSource: true,
      format: "iife",
    });
    script = polyfill.text;
  });

  it("installs URL and URLSearchParams where they are missing", () => {
    const context = createContext({});
    expect(runInContext("typeof URL", context)).toBe("undefined");
    runInContext(script, context);
    expect(
      runInContext(
        `const url = new URL("https://тест/a?b=1#c");
         url.searchParams.append("d", "e f");
         [url.href, url.host, String(new URLSearchParams({ x: "1" })), Object.keys(globalThis).includes("URL")]`,
        context,
      ),
    ).toEqual(["https://xn--e1aybc/a?b=1&d=e+f#c", "xn--e1aybc", "x=1", false]);
  });

  it("is harmless when run twice: the first install is kept", () => {
    const context = createContext({});
    runInContext(script, context);
    runInContext("globalThis.first = URL", context);
    runInContext(script, context);
    expect(runInContext("URL === first && typeof URL.canParse", context)).toBe("function");
  });

  it("replaces a broken URL and keeps a working one", () => {
    const broken = createContext({});
    runInContext("globalThis.URL = function URL() {}; URL.createObjectURL = () => 'blob:1'", broken);
    runInContext(script, broken);
    expect(runInContext("[URL.canParse('https://a'), URL.createObjectURL()]", broken)).toEqual([true, "blob:1"]);

    const working = createContext({ URL: NativeURL, URLSearchParams: NativeParams });
    runInContext(script, working);
    expect(runInContext("URL", working)).toBe(NativeURL);
  });
});
