import { packageBuild } from "@urlkit/tooling/tsup";

// The unchecked entry shares the parser with the main one (one chunk): records from either work with both.
export default packageBuild({ index: "src/index.ts", unchecked: "src/unchecked.ts" }, { splitting: true });
