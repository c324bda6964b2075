// The polyfill on React Native: its own URL and URLSearchParams (a stand-in with their behaviour, fixtures/
// react-native-url.ts) and Expo's default (whatwg-url-minimum) fail the probe and are replaced, keeping
// createObjectURL for blobs; where there are none, the polyfill installs them. `pnpm hermes` runs this file under the
// Hermes VM too.
import { describe, expect, it } from "vitest";
import { URL as MinimumURL, URLSearchParams as MinimumURLSearchParams } from "whatwg-url-minimum";
import { conforms, installIfNeeded } from "../src/install.ts";
// The classes install.ts installs (under Hermes, @urlkit/url is the build, and these are the sources).
import { URLSearchParams } from "../src/url-search-params.ts";
import { URL } from "../src/url-tr46.ts";
import { ReactNativeURL, ReactNativeURLSearchParams } from "./fixtures/react-native-url.ts";

describe("the React Native stand-in", () => {
  it("behaves as React Native's URL does: no IDNA, no percent-encoding, no pathname setter, size counts names", () => {
    const url = new ReactNativeURL("https://тест/a b?x=1&x=2&y=3#frag");
    expect(url.hostname).toBe("тест");
    expect(url.pathname).toBe("/a b");
    expect(() => {
      url.pathname = "/c";
    }).toThrow(Error);
    expect(url.searchParams.size).toBe(2);
    url.search = "z=1";
    expect(url.href).toBe("https://тест/a b?z=1#frag");
  });
});

describe("the polyfill where React Native's URL is", () => {
  it("finds React Native's classes non-conformant", () => {
    expect(conforms(ReactNativeURL, ReactNativeURLSearchParams)).toBe(false);
  });

  it("replaces them with urlkit's, keeping createObjectURL and revokeObjectURL", () => {
    const target: Record<string, unknown> = { URL: ReactNativeURL, URLSearchParams: ReactNativeURLSearchParams };
    expect(installIfNeeded(target)).toBe(true);
    expect(target.URL).toBe(URL);
    expect(target.URLSearchParams).toBe(URLSearchParams);
    const Installed = target.URL as typeof URL & { createObjectURL(blob: unknown): string };
    const blob = { data: { blobId: "b1", offset: 0 }, size: 3 };
    expect(Installed.createObjectURL(blob)).toBe("content://com.example.blobs/b1?offset=0&size=3");
    const url = new Installed("https://тест/a b?x=1&x=2#frag");
    expect(url.href).toBe("https://xn--e1aybc/a%20b?x=1&x=2#frag");
    expect(url.searchParams.size).toBe(2);
    expect(installIfNeeded(target)).toBe(false);
  });

  it("replaces Expo's default, whatwg-url-minimum, whose IDNA lets an invalid Punycode label through", () => {
    expect(MinimumURL.canParse("https://xn--a.ß")).toBe(true);
    expect(conforms(MinimumURL, MinimumURLSearchParams)).toBe(false);
    const target: Record<string, unknown> = { URL: MinimumURL, URLSearchParams: MinimumURLSearchParams };
    expect(installIfNeeded(target)).toBe(true);
    expect(target.URL).toBe(URL);
  });

  it("installs urlkit's classes where there are none, as under the bare Hermes VM", () => {
    const target: Record<string, unknown> = {};
    expect(installIfNeeded(target)).toBe(true);
    expect(target.URL).toBe(URL);
    expect(target.URLSearchParams).toBe(URLSearchParams);
  });
});
