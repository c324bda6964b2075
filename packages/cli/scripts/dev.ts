// `pnpm urlkit <command> …` in the repository: builds the CLI and the packages it uses with turbo (cached, and
// silent unless the build fails, so a fresh clone prints no build log), then runs the built command.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const turbo = createRequire(import.meta.url).resolve("turbo/bin/turbo");
const build = spawnSync(
  process.execPath,
  [turbo, "run", "build", "--filter=@urlkit/cli...", "--output-logs=errors-only"],
  {
    cwd: root,
    encoding: "utf8",
  },
);
if (build.status !== 0) {
  process.stderr.write(`${build.stdout}${build.stderr}${build.error?.message ?? ""}\nurlkit: the build failed\n`);
  process.exit(build.status ?? 1);
}
// The command reads process.argv from index 2, where this script's own arguments already are.
await import(new URL("../dist/cli.js", import.meta.url).href);
