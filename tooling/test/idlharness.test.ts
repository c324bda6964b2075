// WPT's idlharness over every Web IDL interface the packages ship (url.idl through @urlkit/url and its
// platform-idna entry, urlpattern.idl through @urlkit/pattern), each built as a user's bundler builds it and
// installed as the globals of a fresh realm. A broken stand-in must fail, so the run is known to see what it installs.
import { describe, expect, it } from "vitest";
import { bundle } from "../src/bundle.ts";
import { runIDLHarness, type SubtestResult } from "../src/idlharness.ts";
import { packageDir } from "../src/packages.ts";

const URL_OBJECTS = { URL: ['new URL("http://foo")'], URLSearchParams: ['new URLSearchParams("hi=there&thank=you")'] };
const URLPATTERN_OBJECTS = { URLPattern: ["new URLPattern()"] };

/** A script that installs `names` from `module` as globals, as Web IDL defines interface objects on a global. */
async function installing(module: string, names: string[]): Promise<string> {
  const code = `import { ${names.join(", ")} } from ${JSON.stringify(module)};
for (const [name, value] of Object.entries({ ${names.join(", ")} }))
  Object.defineProperty(globalThis, name, { value, writable: true, enumerable: false, configurable: true });`;
  return (await bundle(code, { resolveDir: packageDir(module.split("/")[1]), format: "iife" })).text;
}

const failures = (results: SubtestResult[]) =>
  results.filter((result) => result.status !== "PASS").map((result) => `${result.name}: ${result.message}`);

describe("idlharness", () => {
  for (const module of ["@urlkit/url", "@urlkit/url/platform-idna"]) {
    it(`url.idl: ${module} passes every subtest`, async () => {
      const results = await runIDLHarness(await installing(module, ["URL", "URLSearchParams"]), ["url"], URL_OBJECTS);
      expect(failures(results)).toEqual([]);
      expect(results.length).toBe(77);
    });
  }

  it("urlpattern.idl: @urlkit/pattern passes every subtest", async () => {
    const results = await runIDLHarness(
      await installing("@urlkit/pattern", ["URLPattern"]),
      ["urlpattern"],
      URLPATTERN_OBJECTS,
    );
    expect(failures(results)).toEqual([]);
    expect(results.length).toBe(34);
  });

  it("fails a stand-in that is not the interface (so a run that passes really checked what was installed)", async () => {
    const standIn = `globalThis.URL = class URL { constructor(url) { this.href = String(url); } };
globalThis.URLSearchParams = class URLSearchParams {};`;
    const results = await runIDLHarness(standIn, ["url"], URL_OBJECTS);
    expect(failures(results).length).toBeGreaterThan(20);
  });
});
