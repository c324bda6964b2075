import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fetchTestData, type TestDataFile } from "../src/test-data.ts";

const body = "[1, 2, 3]\n";
const file: TestDataFile = {
  path: "wpt/example.json",
  url: "https://upstream.invalid/example.json",
  sha256: createHash("sha256").update(body).digest("hex"),
};

describe("fetchTestData", () => {
  const cache = mkdtempSync(join(tmpdir(), "urlkit-test-data-"));
  afterAll(() => rmSync(cache, { recursive: true, force: true }));
  const requested: string[] = [];
  const serve = (text: string, status = 200) =>
    (async (url: string | URL | Request) => {
      requested.push(String(url));
      return new Response(text, { status });
    }) as typeof fetch;

  it("refuses a download whose checksum is not the pinned one, and writes nothing", async () => {
    const outcomes = await fetchTestData([file], cache, { fetch: serve("[1, 2]\n") });
    expect(outcomes.get(file.path)).toEqual({ error: expect.stringMatching(/not the pinned/) });
    expect(existsSync(join(cache, file.path))).toBe(false);
  });

  it("reports an HTTP error or a network failure with the URL", async () => {
    const notFound = await fetchTestData([file], cache, { fetch: serve("", 404) });
    expect(notFound.get(file.path)).toEqual({ error: "https://upstream.invalid/example.json: HTTP 404" });
    const offline = (async () => {
      throw new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND upstream.invalid") });
    }) as typeof fetch;
    const down = await fetchTestData([file], cache, { fetch: offline });
    expect(down.get(file.path)).toEqual({ error: expect.stringMatching(/fetch failed \(getaddrinfo ENOTFOUND/) });
  });

  it("downloads from the mirror when one is given, then keeps the verified copy", async () => {
    requested.length = 0;
    const first = await fetchTestData([file], cache, { mirror: "http://127.0.0.1:1/shared/", fetch: serve(body) });
    expect(first.get(file.path)).toBe("downloaded");
    expect(requested).toEqual(["http://127.0.0.1:1/shared/wpt/example.json"]);
    expect(readFileSync(join(cache, file.path), "utf8")).toBe(body);
    const second = await fetchTestData([file], cache, { fetch: serve("changed") });
    expect(second.get(file.path)).toBe("cached");
    expect(requested).toHaveLength(1);
  });
});

describe("tooling/test-data.json", () => {
  const manifest = JSON.parse(readFileSync(new URL("../test-data.json", import.meta.url), "utf8")) as {
    files: TestDataFile[];
  };

  it("pins every file with a sha256 and an https URL", () => {
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const entry of manifest.files) {
      expect(entry.path).toMatch(/^(wpt|datasets)\/[\w.-]+$/);
      expect(entry.url).toMatch(/^https:\/\//);
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
