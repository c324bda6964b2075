// End-to-end: the built page (dist/, built here through Vite's API when missing) served over HTTP on 127.0.0.1 and
// driven in Debian's Chromium by playwright-core, which never downloads a browser of its own. Expected values come
// from whatwg-url (the standard's reference implementation) and from @urlkit/parser run here in Node; Chromium's
// own URL is asked in the page. Screenshots go to test-artifacts/ (git-ignored).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { validateURL } from "@urlkit/parser";
import { URLPattern, type URLPatternComponent, type URLPatternResult } from "@urlkit/pattern";
import { CHROMIUM_MISSING, hasChromium, launchChromium } from "@urlkit/tooling/chromium";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { URL as WhatwgURL } from "whatwg-url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const dist = join(packageDir, "dist");
const artifacts = join(packageDir, "test-artifacts");
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
// The page is served from a folder, not the site's root, so that any absolute asset path would fail to load.
const PREFIX = "/tools/urlkit/";
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** A static file server for dist/ under a folder of the site (PREFIX), as any static host would serve it. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const relative = path.startsWith(PREFIX) ? path.slice(PREFIX.length) || "index.html" : null;
    const file = relative === null ? "" : normalize(join(root, relative));
    if (relative === null || !file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const hashFor = (params: Record<string, string>) => `#${new URLSearchParams(params)}`;

/** URLPattern's component attributes (every getter but hasRegExpGroups), in the interface's order. */
const PATTERN_COMPONENTS = Object.entries(Object.getOwnPropertyDescriptors(URLPattern.prototype))
  .filter(([name, descriptor]) => descriptor.get !== undefined && name !== "hasRegExpGroups")
  .map(([name]) => name as URLPatternComponent);

/** A value as the page shows it: the empty string and a group that matched nothing have words of their own. */
const shown = (value: string | undefined) => (value === undefined ? "undefined" : value === "" ? "(empty)" : value);

/** exec()'s result as the pattern tab's table shows it: each component's input and its groups as `name = value`. */
function shownResult(result: URLPatternResult): Record<string, { input: string; groups: string[] }> {
  return Object.fromEntries(
    PATTERN_COMPONENTS.map((component) => [
      component,
      {
        input: shown(result[component].input),
        groups: Object.entries(result[component].groups).map(([name, value]) => `${name} = ${shown(value)}`),
      },
    ]),
  );
}

describe("the playground in Chromium", () => {
  let browser: Browser | undefined;
  let server: Server | undefined;
  let origin = "";
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(dist, "index.html"))) await build({ root: packageDir, logLevel: "error" });
    server = await serve(dist);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mkdirSync(artifacts, { recursive: true });
    if (hasChromium()) browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function open(hash: string, width = 1280, colorScheme: "light" | "dark" = "light"): Promise<Page> {
    if (browser === undefined) throw new Error(CHROMIUM_MISSING);
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${origin}${PREFIX}${hash}`);
    await page.locator("[role=tabpanel]:not([hidden]) [role=status]").waitFor();
    return page;
  }

  const cellOf = (page: Page, component: string, column: 2 | 3) =>
    page.locator(`#components tr[data-component="${component}"] td:nth-child(${column})`);

  async function axeViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        globalThis as unknown as {
          axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
        }
      ).axe;
      return (await axe.run()).violations;
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }

  it("has Chromium to run in", () => {
    expect(hasChromium(), CHROMIUM_MISSING).toBe(true);
  });

  it("shows, for a URL in the hash, the standard's href and components and every validation error, underlined", async () => {
    const input = "HTTPS://user@EXAMPLE.com:443\\a\\..\\b c?x=1&y=%zz#top";
    const base = "https://example.org/dir/";
    const page = await open(hashFor({ url: input, base }));
    const expected = new WhatwgURL(input, base);
    await expect.poll(() => cellOf(page, "href", 2).textContent()).toBe(expected.href);
    for (const component of ["protocol", "username", "host", "port", "pathname", "search", "hash"] as const) {
      const text = (await cellOf(page, component, 2).textContent()) ?? "";
      expect(text === "(empty)" ? "" : text, component).toBe(expected[component]);
    }
    expect(await page.inputValue("#url-input")).toBe(input);
    expect(await page.inputValue("#base-input")).toBe(base);
    const errors = validateURL(input, { base });
    expect(errors.map((error) => error.type)).toContain("invalid-reverse-solidus");
    const listed = await page.locator("#error-list > li .error-type").allTextContents();
    expect(listed).toEqual(errors.map((error) => error.type));
    const explanations = await page.locator("#error-list > li .explanation").allTextContents();
    for (const text of explanations) expect(text.length).toBeGreaterThan(10);
    const positions = new Set(errors.map((error) => error.index));
    expect(await page.locator("#url-echo mark.error-mark").count()).toBe(positions.size);
    const firstMarked = Math.min(...positions);
    expect(await page.locator("#url-echo mark.error-mark").first().textContent()).toBe(input[firstMarked]);
    expect(await page.locator("#origin").textContent()).toBe(expected.origin);
    const params = await page
      .locator("#search-params tr")
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent)));
    expect(params).toEqual([...expected.searchParams]);
    await page.screenshot({ path: join(artifacts, "url-desktop.png"), fullPage: true });
    await page.close();
  });

  it("updates as a new URL is typed, and keeps it in the hash", async () => {
    const page = await open(hashFor({ url: "https://example.com/" }));
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const input = "https://b\u00fccher.example/p?q=caf\u00e9";
    await page.fill("#url-input", "");
    await page.locator("#url-input").pressSequentially(input);
    await expect.poll(() => cellOf(page, "href", 2).textContent()).toBe(new WhatwgURL(input).href);
    expect(await page.locator("#host-unicode").textContent()).toBe("b\u00fccher.example");
    expect(await page.locator("#error-list > li").count()).toBe(0);
    expect(await page.locator("#no-errors").isVisible()).toBe(true);
    const hash = await page.evaluate(() => location.hash);
    expect(new URLSearchParams(hash.slice(1)).get("url")).toBe(input);
    expect(
      requested.filter((url) => url.includes("/legacy-")),
      "the legacy encoders load only when chosen",
    ).toEqual([]);
    await page.close();
  });

  it.each([
    ["http://ho%20st/", "hostname"],
    ["non-special:opaque  #hi", "pathname"],
  ])("highlights where Chromium's URL differs from the standard: %s", async (input, component) => {
    const page = await open(hashFor({ url: input }));
    const chromiumHref = await page.evaluate((input) => URL.parse(input)?.href ?? null, input);
    const standardHref = WhatwgURL.parse(input)?.href ?? null;
    expect(chromiumHref, "the two must disagree for this test to mean anything").not.toBe(standardHref);
    await expect
      .poll(() => page.locator(`#components tr[data-component="${component}"]`).getAttribute("class"))
      .toBe("differs");
    expect(await page.locator(`tr[data-component="${component}"] .badge`).textContent()).toBe("differs");
    expect(await cellOf(page, "href", 2).textContent()).toBe(standardHref ?? "failure");
    expect(await cellOf(page, "href", 3).textContent()).toBe(chromiumHref ?? "failure");
    if (standardHref === null) expect(await cellOf(page, "href", 2).getAttribute("title")).toContain(input);
    await page.screenshot({ path: join(artifacts, `difference-${component}.png`), fullPage: true });
    await page.close();
  });

  it("encodes the query in a legacy encoding when one is chosen", async () => {
    const page = await open(hashFor({ url: "http://example.com/?q=\u00e9", encoding: "windows-1252" }));
    await expect.poll(() => cellOf(page, "search", 2).textContent()).toBe("?q=%E9");
    expect(await cellOf(page, "search", 3).textContent()).toBe("?q=%C3%A9");
    expect(await page.locator("#encoding-select").inputValue()).toBe("windows-1252");
    expect(await page.locator("#encoding-note").textContent()).toMatch(/windows-1252/);
    const legacyChunk = await page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/legacy-")),
    );
    expect(legacyChunk, "the legacy encoders were loaded").toBe(true);
    await page.selectOption("#encoding-select", "UTF-8");
    await expect.poll(() => cellOf(page, "search", 2).textContent()).toBe("?q=%C3%A9");
    await page.evaluate(() => {
      location.hash = "#url=http://example.com/?q=%C3%A9&encoding=latin1";
    });
    await expect.poll(() => cellOf(page, "search", 2).textContent()).toBe("?q=%E9");
    expect(await page.locator("#encoding-select").inputValue()).toBe("latin1");
    await page.evaluate(() => {
      location.hash = "#url=http://example.com/?q=%C3%A9&encoding=no-such-encoding";
    });
    await expect.poll(() => page.locator("#encoding-note").textContent()).toMatch(/not an encoding label/);
    expect(await cellOf(page, "search", 2).textContent()).toBe("?q=%C3%A9");
    await page.close();
  });

  it("decodes a data: URL in its own tab, reached with the keyboard", async () => {
    const page = await open(hashFor({ data: "data:text/plain;charset=utf-8;base64,SGVsbG8sIOS4lueVjCE=" }));
    await page.focus("#tab-url");
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("tab-data");
    expect(await page.locator("#panel-data").isVisible()).toBe(true);
    expect(await page.locator("#panel-url").isVisible()).toBe(false);
    expect(await page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get("tab"))).toBe("data");
    expect(await page.locator("#data-mime").textContent()).toBe("text/plain");
    expect(await page.locator("#data-text").textContent()).toBe("Hello, \u4e16\u754c!");
    expect(await page.locator("#data-size").textContent()).toBe("14 bytes");
    expect(await page.locator("#data-hex").textContent()).toMatch(
      /^000000 {2}48 65 6c 6c 6f 2c 20 e4 b8 96 e7 95 8c 21$/,
    );
    expect(await page.locator("#data-parameters td").allTextContents()).toEqual(["charset", "utf-8"]);
    await page.locator("#data-input").fill("data:text/html");
    await expect.poll(() => page.locator("#data-status").textContent()).toMatch(/^Not a data: URL/);
    await page.close();
  });

  /** The pattern tab's component patterns, as shown, by component. */
  const shownPatterns = (page: Page) =>
    page
      .locator("#pattern-components tr[data-component]")
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((row) => [row.getAttribute("data-component"), row.querySelector("td")?.textContent]),
        ),
      );

  /** The pattern tab's exec() table, as shown, by component. */
  const shownExec = (page: Page) =>
    page.locator("#pattern-result tr[data-component]").evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.getAttribute("data-component"),
          {
            input: row.querySelector("td.input")?.textContent,
            groups: [...row.querySelectorAll("td.groups li")].map((item) => item.textContent),
          },
        ]),
      ),
    );

  it("matches a URLPattern from the hash: the component patterns, test(), exec()'s inputs and groups", async () => {
    const pattern = "https://*.example.com/books/:id(\\d+)/:format?";
    const match = "https://shop.example.com/books/12?ref=home#reviews";
    const page = await open(hashFor({ tab: "pattern", pattern, match }));
    expect(PATTERN_COMPONENTS).toHaveLength(8);
    const expected = new URLPattern(pattern);
    const result = expected.exec(match);
    expect(result, "the pattern must match for this test to mean anything").not.toBeNull();
    const chromium = await page.evaluate(
      ({ pattern, match }) => {
        const native = new (globalThis as unknown as { URLPattern: typeof URLPattern }).URLPattern(pattern);
        return { pathname: native.pathname, groups: native.exec(match)?.pathname.groups };
      },
      { pattern, match },
    );
    expect(chromium, "Chromium's own URLPattern agrees").toEqual({
      pathname: expected.pathname,
      groups: result?.pathname.groups,
    });
    await expect.poll(() => page.locator("#pattern-verdict").textContent()).toMatch(/^test\(\): true/);
    expect(await page.locator("#panel-pattern").isVisible()).toBe(true);
    expect(await page.inputValue("#pattern-input")).toBe(pattern);
    expect(await page.inputValue("#match-input")).toBe(match);
    expect(await shownPatterns(page)).toEqual(
      Object.fromEntries(PATTERN_COMPONENTS.map((component) => [component, shown(expected[component])])),
    );
    expect(await page.locator("#has-regexp-groups").textContent()).toBe("hasRegExpGroups: true");
    const exec = await shownExec(page);
    expect(exec).toEqual(shownResult(result as URLPatternResult));
    expect(exec.pathname.groups).toEqual(["id = 12", "format = undefined"]);
    expect(await page.locator("#pattern-error").count()).toBe(0);
    await page.screenshot({ path: join(artifacts, "pattern-desktop.png"), fullPage: true });
    await page.close();
  });

  it("matches the URL tab's URL (against its base) when no URL to match is given", async () => {
    const url = "../Docs/Intro";
    const base = "https://example.org/en/guide/";
    const pattern = "/:lang/docs/:page";
    const patternBase = "https://example.org";
    const page = await open(hashFor({ tab: "pattern", url, base, pattern, patternBase, ignoreCase: "1" }));
    const expected = new URLPattern(pattern, patternBase, { ignoreCase: true }).exec(url, base);
    expect(expected?.pathname.groups).toEqual({ lang: "en", page: "Intro" });
    expect(new URLPattern(pattern, patternBase).exec(url, base), "only ignoreCase matches").toBeNull();
    await expect.poll(() => page.locator("#pattern-verdict").textContent()).toMatch(/^test\(\): true/);
    expect(await page.inputValue("#match-input")).toBe("");
    expect(await page.locator("#match-input").getAttribute("placeholder")).toBe(url);
    expect(await page.locator("#match-note").textContent()).toMatch(/URL tab's URL against its base/);
    expect(await page.locator("#ignore-case").isChecked()).toBe(true);
    expect(await shownExec(page)).toEqual(shownResult(expected as URLPatternResult));
    await page.locator("#ignore-case").focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator("#pattern-verdict").textContent()).toMatch(/^test\(\): false/);
    expect(await page.evaluate(() => new URLSearchParams(location.hash.slice(1)).has("ignoreCase"))).toBe(false);
    expect(await page.locator("#no-match").textContent()).toMatch(/^exec\(\) returns null/);
    expect(await page.locator("#pattern-result tr").count()).toBe(0);
    await page.close();
  });

  it("updates as a new pattern is typed, as a string and as URLPatternInit fields, and keeps it in the hash", async () => {
    const match = "https://api.example.com/v2/users/7";
    const page = await open(hashFor({ tab: "pattern", match }));
    const typed = "https://:sub.example.com/:version/*";
    await page.fill("#pattern-input", "");
    await page.locator("#pattern-input").pressSequentially(typed);
    const expected = new URLPattern(typed);
    await expect
      .poll(() => shownPatterns(page))
      .toEqual(Object.fromEntries(PATTERN_COMPONENTS.map((component) => [component, shown(expected[component])])));
    expect(await shownExec(page)).toEqual(shownResult(expected.exec(match) as URLPatternResult));
    expect(await page.locator("#has-regexp-groups").textContent()).toBe("hasRegExpGroups: false");
    expect(await page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get("pattern"))).toBe(typed);

    // The radio group is reached with the keyboard: arrow keys move to URLPatternInit fields.
    await page.locator("#pattern-mode-string").focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.locator("#pattern-mode-init").isChecked()).toBe(true);
    expect(await page.locator("#pattern-input").isVisible()).toBe(false);
    await page.locator("#pattern-pathname").fill("/v:major(\\d+)/users/:id");
    await page.locator("#pattern-hostname").fill("api.example.com");
    const init = { pathname: "/v:major(\\d+)/users/:id", hostname: "api.example.com" };
    const fromInit = new URLPattern(init);
    await expect
      .poll(() => page.locator("#pattern-components tr[data-component=pathname] td").textContent())
      .toBe(fromInit.pathname);
    expect(await shownPatterns(page)).toEqual(
      Object.fromEntries(PATTERN_COMPONENTS.map((component) => [component, shown(fromInit[component])])),
    );
    expect(await shownExec(page)).toEqual(shownResult(fromInit.exec(match) as URLPatternResult));
    expect(await page.locator("#has-regexp-groups").textContent()).toBe("hasRegExpGroups: true");
    const hash = await page.evaluate(() => Object.fromEntries(new URLSearchParams(location.hash.slice(1))));
    expect(hash).toMatchObject({ patternMode: "init", patternPathname: init.pathname, patternHostname: init.hostname });
    await page.screenshot({ path: join(artifacts, "pattern-init.png"), fullPage: true });
    await page.close();
  });

  it.each([
    ["an unclosed regexp group", { pattern: "/:id(", patternBase: "https://example.com" }],
    ["a relative pattern without a base URL", { pattern: "/books/:id" }],
    ["a duplicate group name in URLPatternInit fields", { patternMode: "init", patternPathname: "/:a/:a" }],
  ])("shows the TypeError of an invalid pattern: %s", async (_, params) => {
    const page = await open(hashFor({ tab: "pattern", ...params }));
    let message = "";
    try {
      if ("patternPathname" in params) new URLPattern({ pathname: params.patternPathname });
      else if ("patternBase" in params) new URLPattern(params.pattern, params.patternBase);
      else new URLPattern(params.pattern);
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
      message = (error as TypeError).message;
    }
    expect(message, "the pattern must be invalid for this test to mean anything").not.toBe("");
    await expect.poll(() => page.locator("#pattern-error").textContent()).toBe(`TypeError: ${message}`);
    expect(await page.locator("#pattern-verdict").textContent()).toBe("invalid pattern");
    expect(await page.locator("#pattern-components tr[data-component]").count()).toBe(0);
    expect(await page.locator("#pattern-result tr").count()).toBe(0);
    await page.close();
  });

  it("states the size of its own JavaScript, gzipped", async () => {
    const page = await open("");
    const footer = (await page.locator("#bundle-size").textContent()) ?? "";
    const assets = readdirSync(join(dist, "assets"));
    const entry = readFileSync(join(dist, "index.html"), "utf8").match(/assets\/(index-[\w-]+\.js)/)?.[1];
    expect(entry && assets).toContain(entry);
    const gzipped = gzipSync(readFileSync(join(dist, "assets", entry ?? "")), { level: 9 }).length;
    expect(footer).toContain(`${(gzipped / 1024).toFixed(1)} KB of JavaScript, gzipped`);
    await page.close();
  });

  it("follows a link to another view without a reload", async () => {
    const page = await open(hashFor({ url: "https://example.com/" }));
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.evaluate(
      (hash) => {
        location.hash = hash;
      },
      hashFor({ url: "../x?y", base: "http://h/a/b" }),
    );
    await expect.poll(() => cellOf(page, "href", 2).textContent()).toBe(new WhatwgURL("../x?y", "http://h/a/b").href);
    expect(await page.inputValue("#base-input")).toBe("http://h/a/b");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.close();
  });

  it.each([
    ["URL tab, desktop", "", 1280, "light"],
    ["URL tab, desktop, dark", "#url=http%3A%2F%2Fho%2520st%2F", 1280, "dark"],
    ["URL tab, phone", "", 390, "light"],
    ["data: URL tab, phone", "#tab=data", 390, "light"],
    ["URLPattern tab, desktop", "#tab=pattern", 1280, "light"],
    ["URLPattern tab, phone", "#tab=pattern", 390, "light"],
    [
      "URLPattern tab, fields, phone, dark",
      "#tab=pattern&patternMode=init&patternPathname=%2Fa%2F%3Ab%3F",
      390,
      "dark",
    ],
    ["URLPattern tab, invalid, phone", "#tab=pattern&pattern=%2F%3Aid(", 390, "light"],
  ] as const)("has no accessibility violations (axe-core): %s", async (name, hash, width, colorScheme) => {
    const page = await open(hash, width, colorScheme);
    await page.screenshot({ path: join(artifacts, `${name.replace(/\W+/g, "-")}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the page must not scroll sideways").toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("raised no error in the page", () => {
    expect(pageErrors).toEqual([]);
  });
});
