// A browser test: the built @urlkit/url and @urlkit/url/platform-idna, bundled for the browser as a user's bundler
// would (esbuild, from packages/url/dist through the workspace's node_modules), load in Debian's Chromium and run
// the WPT URL files there beside Chromium's own URL. @urlkit/url passes them all but the listed cases; the
// platform-idna entry takes its IDNA from Chromium, so it may fail a case only where Chromium's URL fails it too.
// playwright-core drives the system Chromium (URLKIT_CHROMIUM, default /usr/bin/chromium) and never downloads a
// browser of its own.
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundle } from "../src/bundle.ts";
import { CHROMIUM_MISSING, hasChromium, launchChromium } from "../src/chromium.ts";
import { repoRoot } from "../src/data.ts";
import {
  harnessScripts,
  IDL_SUBJECTS,
  idlTestScript,
  installingScript,
  readIDL,
  withStatusNames,
} from "../src/idlharness.ts";
import { packageDir } from "../src/packages.ts";
import { readExpectedFailures, readWPTFiles } from "../src/wpt.ts";
import { type FileTally, isListed, type WPTFiles } from "../src/wpt-check.ts";

type Subject = "urlkit" | "urlkit/platform-idna" | "native";

// The page gets one script: both entries' URL classes and the harness, exposed as globals the test calls.
const ENTRY = `
import { URL as UrlkitURL } from ${JSON.stringify(join(repoRoot, "packages/url/dist/index.js"))};
import { URL as PlatformIDNAURL } from ${JSON.stringify(join(repoRoot, "packages/url/dist/platform-idna.js"))};
import { checkWPTFiles } from ${JSON.stringify(join(repoRoot, "tooling/src/wpt-check.ts"))};
const subjects = { urlkit: UrlkitURL, "urlkit/platform-idna": PlatformIDNAURL, native: URL };
globalThis.urlkitURL = UrlkitURL;
globalThis.checkWPTFiles = (subject, files) => checkWPTFiles(subjects[subject], files);
`;

declare global {
  var urlkitURL: typeof URL;
  var checkWPTFiles: (subject: Subject, files: WPTFiles) => FileTally[];
}

// One Chromium for the whole file; each test opens a page of its own in it.
let browser: Browser | undefined;
beforeAll(async () => {
  if (hasChromium()) browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe("the built @urlkit/url in Chromium", () => {
  let script = "";
  beforeAll(async () => {
    if (hasChromium()) script = (await bundle(ENTRY, { resolveDir: packageDir("url"), format: "iife" })).text;
  });

  it("has Chromium to run in", () => {
    expect(hasChromium(), CHROMIUM_MISSING).toBe(true);
  });

  it("runs the WPT URL files: @urlkit/url passes them, platform-idna fails only where Chromium's URL does", async () => {
    if (browser === undefined) throw new Error(CHROMIUM_MISSING);
    const files = readWPTFiles();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setContent("<!doctype html><title>urlkit browser test</title>");
    await page.addScriptTag({ content: script });
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const distinct = await page.evaluate(() => globalThis.urlkitURL !== URL);
    const run = (subject: Subject) =>
      page.evaluate(([subject, files]) => globalThis.checkWPTFiles(subject, files), [subject, files] as const);
    const [ours, platform, native] = [await run("urlkit"), await run("urlkit/platform-idna"), await run("native")];
    console.log(`${userAgent}\nfile: urlkit / urlkit/platform-idna / Chromium's URL, of cases`);
    for (const [i, tally] of ours.entries()) {
      console.log(`${tally.file}: ${tally.passed} / ${platform[i].passed} / ${native[i].passed} of ${tally.cases}`);
    }
    for (const [i, tally] of platform.entries()) {
      for (const id of tally.failed) console.log(`platform-idna and Chromium both fail ${tally.file} ${id}`);
      expect(
        tally.failed.filter((id) => !native[i].failed.includes(id)),
        tally.file,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
    expect(userAgent).toMatch(/HeadlessChrome\//);
    expect(distinct, "the page's own URL must stay in place beside ours").toBe(true);
    expect(ours[0].cases).toBe(files.urltestdata.length);
    const listed = readExpectedFailures();
    for (const tally of ours) {
      expect(
        tally.failed.filter((id) => !isListed(listed, tally.file, id)),
        tally.file,
      ).toEqual([]);
    }
  });
});

// WPT's idlharness in a page (its window variant), with each package's interfaces installed in place of Chromium's
// own; the page and its scripts are served by the test itself (page.route), nothing leaves the machine.
describe("idlharness in Chromium", () => {
  it.each(IDL_SUBJECTS.map((subject) => [subject.module, subject] as const))(
    "%s passes every subtest",
    async (_, { module, names, specs, objects }) => {
      if (browser === undefined) throw new Error(CHROMIUM_MISSING);
      const scripts: [string, string][] = [
        ["/setup.js", await installingScript(module, names)],
        ...harnessScripts().map(([file, text]): [string, string] => [`/${file}`, text]),
        ["/report.js", "window.report = (tests) => { window.idlResults = tests; };"],
        ["/idl_test.js", idlTestScript(specs, objects)],
      ];
      const page = await browser.newPage();
      await page.route("http://urlkit.test/**", (route) => {
        const path = new URL(route.request().url()).pathname;
        const spec = /^\/interfaces\/([\w-]+)\.idl$/.exec(path)?.[1];
        const script = scripts.find(([name]) => name === path)?.[1];
        if (path === "/") {
          const tags = scripts.map(([name]) => `<script src="${name}"></script>`).join("");
          return route.fulfill({ contentType: "text/html", body: `<!doctype html><title>idlharness</title>${tags}` });
        }
        if (spec !== undefined) return route.fulfill({ contentType: "text/plain", body: readIDL(spec) });
        if (script !== undefined) return route.fulfill({ contentType: "text/javascript", body: script });
        return route.fulfill({ status: 404, body: "" });
      });
      await page.goto("http://urlkit.test/");
      const tests = await (
        await page.waitForFunction(() => (globalThis as { idlResults?: unknown }).idlResults)
      ).jsonValue();
      const results = withStatusNames(tests as { name: string; status: number; message: string | null }[]);
      const installed = await page.evaluate(
        (names) =>
          names.every((name) => !String((globalThis as Record<string, unknown>)[name]).includes("[native code]")),
        names,
      );
      expect(installed, "the page's interfaces are the package's, not Chromium's").toBe(true);
      expect(results.filter((r) => r.status !== "PASS").map((r) => `${r.name}: ${r.message}`)).toEqual([]);
      expect(results.length).toBeGreaterThan(30);
      await page.close();
    },
  );
});
