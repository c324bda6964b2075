// A browser smoke test: the built @urlkit/url, bundled for the browser as a user's bundler would (esbuild, from
// packages/url/dist through the workspace's node_modules), loads in Debian's Chromium and passes every case of
// urltestdata.json there. playwright-core drives the system Chromium (URLKIT_CHROMIUM, default /usr/bin/chromium)
// and never downloads a browser of its own.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../src/data.ts";
import { readWPTCases, type URLTestCase } from "../src/wpt.ts";
import type { FileTally } from "../src/wpt-check.ts";

const executablePath = process.env.URLKIT_CHROMIUM ?? "/usr/bin/chromium";
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const MISSING =
  `Chromium is missing at ${executablePath}: install Debian's (\`apt-get install -y chromium\`, as .ci/run does) ` +
  "or point URLKIT_CHROMIUM at a Chromium binary.";

// The page gets one script: the built URL class and the harness, exposed as globals the test calls.
const ENTRY = `
import { URL as UrlkitURL } from ${JSON.stringify(join(repoRoot, "packages/url/dist/index.js"))};
import { checkURLTestData } from ${JSON.stringify(join(repoRoot, "tooling/src/wpt-check.ts"))};
globalThis.urlkitURL = UrlkitURL;
globalThis.checkURLTestData = (useNative, cases) =>
  checkURLTestData(useNative ? URL : UrlkitURL, "urltestdata.json", cases);
`;

declare global {
  var urlkitURL: typeof URL;
  var checkURLTestData: (useNative: boolean, cases: URLTestCase[]) => FileTally;
}

describe("the built @urlkit/url in Chromium", () => {
  let browser: Browser | undefined;
  let script = "";
  beforeAll(async () => {
    if (!existsSync(executablePath)) return;
    const bundle = await build({
      stdin: { contents: ENTRY, resolveDir: join(repoRoot, "packages/url"), loader: "js" },
      bundle: true,
      format: "iife",
      platform: "browser",
      target: "es2022",
      write: false,
      logLevel: "error",
    });
    script = bundle.outputFiles[0].text;
    browser = await chromium.launch({ executablePath, headless: true, args: FLAGS });
  });
  afterAll(async () => browser?.close());

  it("has Chromium to run in", () => {
    expect(existsSync(executablePath), MISSING).toBe(true);
  });

  it("loads and passes every urltestdata.json case", async () => {
    if (browser === undefined) throw new Error(MISSING);
    const cases = readWPTCases<URLTestCase>("urltestdata.json");
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setContent("<!doctype html><title>urlkit smoke test</title>");
    await page.addScriptTag({ content: script });
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const distinct = await page.evaluate(() => globalThis.urlkitURL !== URL);
    const ours = await page.evaluate((data) => globalThis.checkURLTestData(false, data), cases);
    const native = await page.evaluate((data) => globalThis.checkURLTestData(true, data), cases);
    console.log(`${userAgent}: urltestdata.json urlkit ${ours.passed}, native ${native.passed} of ${ours.cases}`);
    expect(errors).toEqual([]);
    expect(userAgent).toMatch(/HeadlessChrome\//);
    expect(distinct, "the page's own URL must stay in place beside ours").toBe(true);
    expect(ours.cases).toBe(cases.length);
    expect(ours.failed).toEqual([]);
  });
});
