import { packageBuild } from "@urlkit/tooling/tsup";

// Splitting puts encode.ts in a chunk both entries import, so dist/legacy.js returns the very UTF_8 object of
// dist/index.js (getEncoding("utf-8") === UTF_8 after the build too) instead of bundling a copy.
export default packageBuild(
  { index: "src/index.ts", legacy: "src/legacy.ts", unchecked: "src/unchecked.ts" },
  { splitting: true },
);
