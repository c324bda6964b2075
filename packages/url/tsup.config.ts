import { packageBuild } from "../../tooling/tsup.shared.ts";

// The polyfill shares its URL and URLSearchParams with the main entry (one chunk), so a program that imports
// both sees a single pair of classes.
export default packageBuild({ index: "src/index.ts", polyfill: "src/polyfill.ts" }, { splitting: true });
