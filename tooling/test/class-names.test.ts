// Every class a published entry exports keeps its export name as its `name` in the built ESM and CommonJS files:
// bundlers rename class expressions (URLPattern came out as "_URLPattern", then "G1"), and Web IDL and users' error
// messages and logs read the name.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { publishedPackages } from "../src/packages.ts";

const require = createRequire(import.meta.url);

type Target = { import?: { default?: string }; require?: { default?: string } };

const entries = publishedPackages().flatMap(({ manifest, dir }) =>
  Object.entries((manifest.exports ?? {}) as Record<string, Target>)
    .filter(([, target]) => typeof target?.import?.default === "string" && typeof target?.require?.default === "string")
    .map(([subpath, target]) => ({
      name: `${manifest.name}${subpath.slice(1)}`,
      esm: join(dir, target.import?.default as string),
      cjs: join(dir, target.require?.default as string),
    })),
);

/** The exports that are classes (a function with a prototype, named with a capital) whose name is not the export's. */
function misnamedClasses(module: Record<string, unknown>): string[] {
  return Object.entries(module)
    .filter(([key, value]) => /^[A-Z]/.test(key) && typeof value === "function" && value.prototype !== undefined)
    .filter(([key, value]) => (value as () => void).name !== key)
    .map(([key, value]) => `${key} is named ${JSON.stringify((value as () => void).name)}`);
}

describe("exported class names", () => {
  it("finds built entries with classes (the test command builds first)", async () => {
    const { URL } = await import(pathToFileURL(join(entries.find((e) => e.name === "@urlkit/url")?.esm ?? "")).href);
    expect(URL.name).toBe("URL");
  });

  it.each(entries.map((entry) => [entry.name, entry] as const))("%s: ESM and CommonJS", async (_, entry) => {
    expect(misnamedClasses(await import(pathToFileURL(entry.esm).href)), entry.esm).toEqual([]);
    expect(misnamedClasses(require(entry.cjs)), entry.cjs).toEqual([]);
  });
});
