import { packageBuild } from "@urlkit/tooling/tsup";

// The main entry's URL and URLSearchParams are the wrapper's classes installed on a shared global object: both
// entries share one chunk, so that a wrapper from either passes the other's `is`.
export default packageBuild(
  { index: "src/index.ts", "webidl2js-wrapper": "src/webidl2js-wrapper.ts" },
  { splitting: true },
);
