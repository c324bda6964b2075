import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

// The built package (pnpm build first), as Node loads each: the same exports, ESM and CommonJS. Node's ESM view of
// a CommonJS module also has a "module.exports" key, which an ES module has no reason to copy.
const names = (namespace: object) =>
  Object.keys(namespace)
    .filter((name) => name !== "module.exports")
    .sort();
describe("module shape", () => {
  it("is whatwg-mimetype's", async () => {
    const cjs = require("../dist/index.cjs");
    const esm = await import("../dist/index.js");
    const original = require("whatwg-mimetype");
    const originalESM = await import("whatwg-mimetype");
    expect(Object.keys(cjs).sort()).toEqual(Object.keys(original).sort());
    expect(names(esm)).toEqual(names(originalESM));
    expect(Object.keys(esm.default).sort()).toEqual(Object.keys(originalESM.default).sort());
    expect(esm.default.MIMEType).toBe(esm.MIMEType);
    expect(typeof cjs.computedMIMEType).toBe("function");
  });
});
