import { join } from "node:path";
import type { Plugin } from "esbuild";
import { packageDir } from "./packages.ts";

/**
 * An esbuild plugin that resolves `@urlkit/<package>` and its subpath entries (`@urlkit/parser/unchecked`) to the
 * package's source (`packages/<package>/src/<entry>.ts`), for tests that bundle without a build.
 */
export const urlkitFromSource: Plugin = {
  name: "urlkit-from-source",
  setup(build) {
    build.onResolve({ filter: /^@urlkit\/[a-z0-9-]+(\/[a-z0-9-]+)?$/ }, (args) => {
      const [, name, entry = "index"] = args.path.split("/");
      return { path: join(packageDir(name), "src", `${entry}.ts`) };
    });
  },
};
