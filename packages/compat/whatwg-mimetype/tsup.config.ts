import { packageBuild } from "@urlkit/tooling/tsup";

// ESM from index.ts (named exports and the module object as default, like Node's view of whatwg-mimetype), CJS
// from index.cts, whose `export =` makes module.exports the module object itself, as whatwg-mimetype's is.
export default [
  packageBuild({ index: "src/index.ts" }, { format: ["esm"] }),
  packageBuild({ index: "src/index.cts" }, { format: ["cjs"], clean: false, treeshake: false, dts: false }),
];
