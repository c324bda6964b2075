import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";
import { packageFolders } from "./src/packages.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Tests import workspace packages from source, so `vitest` needs no build of the package under test. */
export const sourceAliases = [
  { find: /^@urlkit\/tooling$/, replacement: `${root}tooling/src/index.ts` },
  { find: /^@urlkit\/tooling\/([a-z0-9-]+)$/, replacement: `${root}tooling/src/$1.ts` },
  ...packageFolders().flatMap((folder) => [
    { find: new RegExp(`^@urlkit/${basename(folder)}$`), replacement: `${root}packages/${folder}/src/index.ts` },
    {
      find: new RegExp(`^@urlkit/${basename(folder)}/([a-z0-9-]+)$`),
      replacement: `${root}packages/${folder}/src/$1.ts`,
    },
  ]),
];

/** The vitest project of one package (its `test/` folder), named after the package folder. */
export function packageProject(packageDir: string) {
  const name = fileURLToPath(new URL(".", packageDir)).split("/").filter(Boolean).pop();
  return defineProject({
    resolve: { alias: sourceAliases },
    test: { name, include: ["test/**/*.test.ts"], setupFiles: [`${root}tooling/vitest.setup.ts`], testTimeout: 60_000 },
  });
}
