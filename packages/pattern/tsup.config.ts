import { packageBuild } from "@urlkit/tooling/tsup";

// The entries share the URLPattern class's code (one chunk), so a program that imports the main entry and the
// polyfill sees a single class.
export default packageBuild(
  { index: "src/index.ts", polyfill: "src/polyfill.ts", "platform-idna": "src/platform-idna.ts" },
  { splitting: true },
);
