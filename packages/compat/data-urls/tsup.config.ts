import { packageBuild } from "@urlkit/tooling/tsup";

// ESM from index.ts (the function as default and fromURLRecord named, like Node's view of data-urls), CJS
// from index.cts, whose `export =` makes module.exports the function itself, as data-urls' is.
export default [
  packageBuild({ index: "src/index.ts" }, { format: ["esm"] }),
  packageBuild({ index: "src/index.cts" }, { format: ["cjs"], clean: false, treeshake: false, dts: false }),
];
