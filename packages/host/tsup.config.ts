import { packageBuild } from "@urlkit/tooling/tsup";

// The entries share everything but the IDNA binding (one chunk). tr46's binding is an entry of its own so that its
// import of tr46 (a package with side effects to bundlers) sits in a module a bundle drops when nothing uses it.
export default packageBuild(
  { index: "src/index.ts", "platform-idna": "src/platform-idna.ts", "idna-tr46": "src/idna-tr46.ts" },
  { splitting: true },
);
