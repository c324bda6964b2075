import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// Node's ESM view of a CommonJS module also has a "module.exports" key, which an ES module has no reason to copy.
const names = (namespace: object) =>
  Object.keys(namespace)
    .filter((name) => name !== "module.exports")
    .sort();

// The built package (pnpm build first), as Node loads each: the same exports, ESM and CommonJS.
describe("module shape", () => {
  for (const original of ["data-urls", "data-urls-7"]) {
    it(`is ${original}'s`, async () => {
      const cjs = require("../dist/index.cjs");
      const esm = await import("../dist/index.js");
      expect(typeof cjs).toBe(typeof require(original));
      expect(names(cjs)).toEqual(names(require(original)));
      const originalESM = await import(original);
      expect(names(esm)).toEqual(names(originalESM));
      expect(typeof esm.default).toBe("function");
      expect(esm.default.fromURLRecord).toBe(esm.fromURLRecord);
      expect(cjs("data:,x").body).toEqual(new Uint8Array([120]));
    });
  }
});
