import { packageBuild } from "@urlkit/tooling/tsup";

export default packageBuild();
