import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { manifestTargets, packageProblems, publishedPackages } from "../src/packages.ts";

describe("packageProblems", () => {
  const dir = mkdtempSync(join(tmpdir(), "urlkit-package-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, "dist"));
  const manifest = {
    name: "@urlkit/example",
    version: "1.0.0",
    sideEffects: ["./dist/polyfill.js", "./src/polyfill.ts"],
    main: "./dist/index.cjs",
    exports: { ".": { import: "./dist/index.js", require: "./dist/index.cjs" } },
    dependencies: { "@urlkit/host": "workspace:^", tr46: "^7.0.0" },
  };
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
  writeFileSync(
    join(dir, "dist/index.js"),
    "export {};\n//# sourceMappingURL=index.js.map\n//# sourceMappingURL=index.js.map\n",
  );
  writeFileSync(join(dir, "dist/index.js.map"), "{}");

  it("lists every file package.json points at", () => {
    expect(manifestTargets(manifest)).toEqual(["./dist/index.cjs", "./dist/index.js"]);
  });

  it("reports what a built package folder lacks", () => {
    expect(packageProblems(dir, { packed: false })).toEqual([
      "README.md is missing",
      "engines.node is missing",
      "./dist/index.cjs (named in package.json) is missing",
      "sideEffects names ./dist/polyfill.js, which is missing",
      "sideEffects names ./src/polyfill.ts, which is not shipped",
      "dist/index.js has 2 sourceMappingURL comments, not 1",
    ]);
  });

  it("also reports, for a tarball, a missing LICENSE and a workspace: range", () => {
    const problems = packageProblems(dir, { packed: true });
    expect(problems).toContain("LICENSE is missing");
    expect(problems).toContain("dependencies.@urlkit/host is still workspace:^");
    expect(problems.join("\n")).not.toMatch(/tr46/);
  });
});

describe("the built packages", () => {
  const packages = publishedPackages();

  it("are found under packages/", () => {
    expect(packages.map((pkg) => pkg.folder)).toContain("url");
  });

  it.each(packages.map((pkg) => [pkg.manifest.name, pkg] as const))(
    "%s: every file package.json names is built, and each dist file has one source map comment",
    (_, pkg) => {
      expect(packageProblems(pkg.dir, { packed: false }), "run `pnpm build` if dist/ is missing").toEqual([]);
    },
  );
});
