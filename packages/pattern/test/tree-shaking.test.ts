// `import { URLPattern } from "@urlkit/pattern/platform-idna"` must not bring tr46 (or its Punycode) into a bundle:
// the pattern's URL parsing takes its IDNA from the entry. Bundled here from source; `pnpm size` measures the build.
import { bundle as bundleModule, packageDir } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";

function bundle(code: string): Promise<{ inputs: string[]; text: string }> {
  return bundleModule(code, { resolveDir: packageDir("pattern"), fromSource: true });
}

const TR46 = /tr46|node_modules\/.*punycode|host\/src\/idna-tr46\.ts/;

describe("tree shaking", () => {
  it("URLPattern from @urlkit/pattern/platform-idna leaves out tr46 and its Punycode", async () => {
    const { inputs } = await bundle('export { URLPattern } from "@urlkit/pattern/platform-idna";');
    expect(inputs.some((path) => path.includes("host/src/idna-platform.ts"))).toBe(true);
    expect(inputs.some((path) => path.includes("pattern/src/url-pattern.ts"))).toBe(true);
    for (const path of inputs) expect(path).not.toMatch(TR46);
  });

  it("URLPattern from @urlkit/pattern brings tr46 (the check above can fail)", async () => {
    const { inputs } = await bundle('export { URLPattern } from "@urlkit/pattern";');
    expect(inputs.some((path) => TR46.test(path))).toBe(true);
    expect(inputs.some((path) => path.includes("host/src/idna-platform.ts"))).toBe(false);
  });
});
