// `pnpm size`: bundles each entry listed in each package's size.json with esbuild (minified, ES2022), gzips it
// and prints its bytes against the budget. Exits 1 when a budget is exceeded or a forbidden module got in.
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import { bundle } from "../src/bundle.ts";
import { repoRoot } from "../src/data.ts";
import { packageDir, packageFolders } from "../src/packages.ts";

interface SizeCheck {
  /** What is measured, e.g. "percentEncode + PATH_SET". */
  name: string;
  /** The module text that is bundled, e.g. `export { percentEncode, PATH_SET } from "@urlkit/percent-encoding";` */
  code: string;
  /** Budget in gzipped bytes. */
  limit: number;
  /** Packages left out of the bundle (measured "on top of" them), e.g. ["tr46"]. */
  external?: string[];
  /** Packages that must not end up in the bundle at all, e.g. ["tr46"]. */
  forbid?: string[];
}

let failed = false;
const rows: string[][] = [];
for (const folder of packageFolders()) {
  const pkg = basename(folder);
  const file = join(repoRoot, "packages", folder, "size.json");
  if (!existsSync(file)) continue;
  for (const check of JSON.parse(readFileSync(file, "utf8")) as SizeCheck[]) {
    const { bytes: code, inputs: emitted } = await bundle(check.code, {
      resolveDir: packageDir(pkg),
      external: check.external,
    });
    const gz = gzipSync(code, { level: 9 }).length;
    const bad = (check.forbid ?? []).filter((name) =>
      emitted.some((path) => path.includes(`/node_modules/${name}/`) || path.includes(`/${name}@`)),
    );
    const ok = gz <= check.limit && bad.length === 0;
    if (!ok) failed = true;
    rows.push([
      `@urlkit/${pkg}`,
      check.name,
      String(code.length),
      String(gz),
      String(check.limit),
      `${((gz / check.limit) * 100).toFixed(0)}%`,
      ok ? "ok" : bad.length ? `FORBIDDEN: ${bad.join(", ")}` : "OVER BUDGET",
    ]);
  }
}
const head = ["package", "entry", "min B", "gzip B", "budget B", "used", ""];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const row of [head, ...rows])
  console.log(row.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "));
process.exit(failed ? 1 : 0);
