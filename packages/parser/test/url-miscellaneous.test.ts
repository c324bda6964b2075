import { describe, expect, it } from "vitest";
import { defaultPort, isSpecialScheme } from "../src/index.ts";

describe("special schemes", () => {
  it("the special-scheme table", () => {
    expect(["ftp", "file", "http", "https", "ws", "wss"].map(isSpecialScheme)).toEqual(Array(6).fill(true));
    expect(["HTTP", "foo", "", "httpx"].map(isSpecialScheme)).toEqual([false, false, false, false]);
    expect(["ftp", "file", "http", "https", "ws", "wss", "foo"].map(defaultPort)).toEqual([
      21,
      null,
      80,
      443,
      80,
      443,
      null,
    ]);
  });
});
