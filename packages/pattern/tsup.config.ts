import { packageBuild } from "@urlkit/tooling/tsup";

// The polyfill shares the URLPattern class with the main entry (one chunk), so a program that imports both sees
// a single class.
export default packageBuild({ index: "src/index.ts", polyfill: "src/polyfill.ts" }, { splitting: true });
