import { packageProject } from "@urlkit/tooling/vitest";

export default packageProject(import.meta.url);
