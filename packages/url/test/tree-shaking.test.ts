// `import { URLSearchParams } from "@urlkit/url"` must not bring the URL parser, the host parser or tr46
// into a bundle (the layers stay apart). Bundled here from source; `pnpm size` measures the built package.
import { bundle as bundleModule, packageDir } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";

function bundle(code: string): Promise<{ inputs: string[]; text: string }> {
  return bundleModule(code, { resolveDir: packageDir("url"), fromSource: true });
}

// Names of validation errors that never make parsing fail: only code that reports validation errors has them.
const NON_FATAL = ["IPv4-empty-part", "IPv6-piece-leading-zero", "invalid-reverse-solidus", "invalid-credentials"];

describe("tree shaking", () => {
  it("URLSearchParams alone leaves out the URL class, the parsers and tr46", async () => {
    const { inputs } = await bundle('export { URLSearchParams } from "@urlkit/url";');
    expect(inputs.some((path) => path.includes("url/src/url-search-params.ts"))).toBe(true);
    for (const path of inputs) {
      expect(path).not.toMatch(/tr46|punycode|packages\/(parser|host)\/|url\/src\/url\.ts/);
    }
  });

  it("URL brings the parser and tr46 (the check above can fail)", async () => {
    const { inputs } = await bundle('export { URL } from "@urlkit/url";');
    expect(inputs.some((path) => path.includes("packages/parser/"))).toBe(true);
    expect(inputs.some((path) => path.includes("tr46"))).toBe(true);
  });

  it("URL and URLSearchParams from @urlkit/url/platform-idna leave out tr46 and its Punycode", async () => {
    const { inputs } = await bundle('export { URL, URLSearchParams } from "@urlkit/url/platform-idna";');
    expect(inputs.some((path) => path.includes("host/src/idna-platform.ts"))).toBe(true);
    for (const path of inputs) expect(path).not.toMatch(/tr46|node_modules\/.*punycode|host\/src\/idna-tr46\.ts/);
  });

  it("URL and URLSearchParams leave out the legacy-encoding path (neither takes an encoding)", async () => {
    // "%26%23" is the percent-encoded "&#" of a code point a legacy encoding cannot represent.
    for (const code of ['export { URL } from "@urlkit/url";', 'export { URLSearchParams } from "@urlkit/url";']) {
      expect((await bundle(code)).text, code).not.toContain("%26%23");
    }
    expect((await bundle('export { parseURL } from "@urlkit/parser";')).text).toContain("%26%23");
  });

  it("URL leaves out the validation-only code (the host validator, strict IDNA, non-fatal error names)", async () => {
    const { inputs, text } = await bundle('export { URL } from "@urlkit/url";');
    for (const path of inputs) expect(path).not.toMatch(/host\/src\/(validator|strict-domain)\.ts/);
    for (const name of NON_FATAL) expect(text).not.toContain(name);
    // The check can fail: validateURL reports them.
    const validating = await bundle('export { validateURL } from "@urlkit/parser";');
    for (const name of NON_FATAL) expect(validating.text).toContain(name);
    expect(validating.inputs.some((path) => path.includes("host/src/validator.ts"))).toBe(true);
  });
});
