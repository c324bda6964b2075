// The polyfill's logic, apart from its one side effect (src/polyfill.ts) so it can be tested on any object.

import { URLSearchParams } from "./url-search-params.ts";
import { URL } from "./url-tr46.ts";

/**
 * Whether a pair of URL / URLSearchParams classes passes a short probe of behaviours engines got wrong or
 * added late: the static parse / canParse, `size`, `has` / `delete` with a value, live `forEach`, IDNA,
 * fragment percent-encoding, an `undefined` base, copying a URLSearchParams, the iterator's class string, a
 * non-ASCII domain with an invalid Punycode label failing (UTS #46 checks every label: Expo's whatwg-url-minimum
 * lets it through), and three changes to the standard that Node 20's URL lacks (15 urltestdata.json cases): a space
 * before the end of an opaque path is percent-encoded, an ASCII domain is only lowercased (an invalid Punycode label
 * parses), and the path percent-encode set has "^".
 */
export function conforms(urlClass: unknown, paramsClass: unknown): boolean {
  // Anything that is not a working pair of classes throws here.
  try {
    const NativeURL = urlClass as typeof URL;
    const NativeParams = paramsClass as typeof URLSearchParams;
    if (!NativeURL.canParse("https://a") || NativeURL.parse("a") !== null) return false;
    const url = new NativeURL("b?a=1&b=2&c=3", "https://a");
    const params = url.searchParams;
    let seen = "";
    params.forEach((value, name) => {
      params.delete("b");
      seen += name + value;
    });
    url.pathname = "c d";
    const copy = new NativeParams(new NativeParams("?a=1&a=2&b=3"));
    copy.delete("a", "2");
    return (
      seen === "a1c3" &&
      url.href === "https://a/c%20d?a=1&c=3" &&
      params.size === 2 &&
      copy.toString() === "a=1&b=3" &&
      copy.has("a", undefined) &&
      !copy.has("a", "2") &&
      new NativeURL("https://тест").host === "xn--e1aybc" &&
      !NativeURL.canParse("https://xn--a.ß") &&
      new NativeURL("https://a#б").hash === "#%D0%B1" &&
      new NativeURL("https://x", undefined).host === "x" &&
      new NativeURL("a:b  #c").pathname === "b %20" &&
      new NativeURL("https://a.xn--b/").host === "a.xn--b" &&
      new NativeURL("https://a/^").pathname === "/%5E" &&
      Object.prototype.toString.call(params.entries()) === "[object URLSearchParams Iterator]"
    );
  } catch {
    return false;
  }
}

/**
 * Installs urlkit's URL and URLSearchParams on `target` (normally `globalThis`), and URL as a window's `webkitURL`,
 * unless the ones there pass {@link conforms}. Both are replaced together (a URL's searchParams must be the same
 * class). A native URL's `createObjectURL` / `revokeObjectURL` (File API, not the URL Standard) are carried over.
 * Returns whether it installed. Running it again after an install finds urlkit's classes and does nothing.
 */
export function installIfNeeded(target: Record<string, unknown>): boolean {
  const existing = target.URL;
  if (conforms(existing, target.URLSearchParams)) return false;
  if (typeof existing === "function") {
    for (const name of ["createObjectURL", "revokeObjectURL"]) {
      const method = (existing as unknown as Record<string, unknown>)[name];
      // Assignment makes a writable, enumerable, configurable property: a Web IDL static operation.
      if (typeof method === "function" && !Object.hasOwn(URL, name)) {
        (URL as unknown as Record<string, unknown>)[name] = {
          [name]: (...args: unknown[]) => method.apply(existing, args),
        }[name];
      }
    }
  }
  Object.defineProperty(target, "URL", { value: URL, writable: true, configurable: true });
  // A window's legacy alias of URL (url.idl's [LegacyWindowAlias=webkitURL]) stays the same object.
  if ("webkitURL" in target) {
    Object.defineProperty(target, "webkitURL", { value: URL, writable: true, configurable: true });
  }
  Object.defineProperty(target, "URLSearchParams", { value: URLSearchParams, writable: true, configurable: true });
  return true;
}
