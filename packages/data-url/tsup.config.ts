import { packageBuild } from "../../tooling/tsup.shared.ts";

export default packageBuild();
