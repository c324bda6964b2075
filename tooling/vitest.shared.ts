import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Tests import workspace packages from source, so `vitest` needs no build of the package under test. */
export const sourceAliases = [
  { find: /^@urlkit\/tooling$/, replacement: `${root}tooling/src/index.ts` },
  { find: /^@urlkit\/tooling\/([a-z0-9-]+)$/, replacement: `${root}tooling/src/$1.ts` },
  { find: /^@urlkit\/([a-z0-9-]+)$/, replacement: `${root}packages/$1/src/index.ts` },
  { find: /^@urlkit\/([a-z0-9-]+)\/([a-z0-9-]+)$/, replacement: `${root}packages/$1/src/$2.ts` },
];

/** The vitest project of one package (its `test/` folder), named after the package folder. */
export function packageProject(packageDir: string) {
  const name = fileURLToPath(new URL(".", packageDir)).split("/").filter(Boolean).pop();
  return defineProject({
    resolve: { alias: sourceAliases },
    test: { name, include: ["test/**/*.test.ts"], setupFiles: [`${root}tooling/vitest.setup.ts`], testTimeout: 60_000 },
  });
}
