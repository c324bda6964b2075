import { packageBuild } from "@urlkit/tooling/tsup";

// The entries share URLSearchParams and the URL class's code (one chunk), so a program that imports several sees a
// single URLSearchParams class.
export default packageBuild(
  { index: "src/index.ts", polyfill: "src/polyfill.ts", "platform-idna": "src/platform-idna.ts" },
  { splitting: true },
);
