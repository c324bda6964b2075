// The polyfill's logic, apart from its one side effect (src/polyfill.ts) so it can be tested on any object.
import { URLPattern } from "./url-pattern-tr46.ts";

/**
 * Installs urlkit's URLPattern on `target` (normally `globalThis`) where it has none; a URLPattern already there,
 * native or not, is left alone. Returns whether it installed.
 */
export function installIfMissing(target: Record<string, unknown>): boolean {
  if (typeof target.URLPattern === "function") return false;
  // A Web IDL interface object: writable and configurable, not enumerable.
  Object.defineProperty(target, "URLPattern", { value: URLPattern, writable: true, configurable: true });
  return true;
}
