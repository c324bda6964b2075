import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { locateDataFolder, readDataset, readWPT, wptDir } from "../src/data.ts";

describe("test-data locator", () => {
  const saved = process.env.WPT_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.WPT_DIR;
    else process.env.WPT_DIR = saved;
  });

  it("finds ../shared/wpt and reads a WPT file", () => {
    const data = readWPT<unknown[]>("urltestdata.json");
    expect(data.length).toBeGreaterThan(800);
  });

  it("prefers WPT_DIR when it exists", () => {
    const dir = mkdtempSync(join(tmpdir(), "wpt-"));
    process.env.WPT_DIR = dir;
    expect(wptDir()).toBe(dir);
  });

  it("fails loudly, naming the path tried, when WPT_DIR points nowhere", () => {
    process.env.WPT_DIR = "/nonexistent/wpt";
    expect(() => readWPT("urltestdata.json")).toThrow(/cannot find the WPT data\. Tried: WPT_DIR=\/nonexistent\/wpt/);
  });

  it("falls back through the candidates in order", () => {
    const second = mkdtempSync(join(tmpdir(), "wpt-"));
    expect(locateDataFolder("WPT data", "WPT_DIR", ["/nonexistent/a", second], {})).toBe(second);
  });

  it("says to run `pnpm test-data` when no candidate exists", () => {
    expect(() => locateDataFolder("WPT data", "WPT_DIR", ["/nonexistent/a", "/nonexistent/b"], {})).toThrow(
      /Tried: WPT_DIR \(not set\), then \/nonexistent\/a, then \/nonexistent\/b\. Run `pnpm test-data`/,
    );
  });

  it("fails loudly when a WPT file is missing", () => {
    expect(() => readWPT("no-such-file.json")).toThrow(/no-such-file\.json does not exist/);
  });

  it("reads datasets without the BOM", () => {
    const lines = readDataset("kasztp.txt");
    expect(lines.length).toBeGreaterThan(40_000);
    expect(lines[0].charCodeAt(0)).not.toBe(0xfeff);
  });
});
