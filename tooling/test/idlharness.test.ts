// WPT's idlharness over every Web IDL interface the packages ship (url.idl through @urlkit/url and its
// platform-idna entry, urlpattern.idl through @urlkit/pattern and its), each built as a user's bundler builds it and
// installed as the globals of a fresh realm. A broken stand-in must fail, so the run is known to see what it
// installs. tooling/test/browser.test.ts runs the same in Chromium.
import { describe, expect, it } from "vitest";
import { IDL_SUBJECTS, installingScript, runIDLHarness, type SubtestResult } from "../src/idlharness.ts";

/** The subtests each IDL file gives (Node's own URL passes the same 77). */
const SUBTESTS: Record<string, number> = { url: 77, urlpattern: 34 };

const failures = (results: SubtestResult[]) =>
  results.filter((result) => result.status !== "PASS").map((result) => `${result.name}: ${result.message}`);

describe("idlharness", () => {
  it.each(IDL_SUBJECTS.map((subject) => [subject.module, subject] as const))(
    "%s passes every subtest",
    async (_, { module, names, specs, objects }) => {
      const results = await runIDLHarness(await installingScript(module, names), specs, objects);
      expect(failures(results)).toEqual([]);
      expect(results.length).toBe(SUBTESTS[specs[0]]);
    },
  );

  it("fails a stand-in that is not the interface (so a run that passes really checked what was installed)", async () => {
    const standIn = `globalThis.URL = class URL { constructor(url) { this.href = String(url); } };
globalThis.URLSearchParams = class URLSearchParams {};`;
    const results = await runIDLHarness(standIn, ["url"], IDL_SUBJECTS[0].objects);
    expect(failures(results).length).toBeGreaterThan(20);
  });
});
