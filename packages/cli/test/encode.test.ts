import {
  COMPONENT_SET,
  FORM_URLENCODED_SET,
  PATH_SET,
  percentDecodeString,
  percentEncode,
} from "@urlkit/percent-encoding";
import { describe, expect, it } from "vitest";
import { urlkit } from "./run.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const TEXT = "a b/c?d=é&f#g%h+~";

describe("urlkit encode / decode", () => {
  it("prints the text under every set without --set", () => {
    const run = urlkit(["encode", TEXT]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^path +${escapeRegExp(percentEncode(TEXT, PATH_SET))}$`, "m"));
    expect(run.stdout).toMatch(
      new RegExp(`^form +${escapeRegExp(percentEncode(TEXT, FORM_URLENCODED_SET, { spaceAsPlus: true }))}$`, "m"),
    );
    expect(run.stdout.trimEnd().split("\n")).toHaveLength(8);
  });

  it("prints only the result with --set, reading - from stdin", () => {
    expect(urlkit(["encode", TEXT, "--set", "component"]).stdout).toBe(`${percentEncode(TEXT, COMPONENT_SET)}\n`);
    expect(urlkit(["encode", "-", "--set", "component"], { input: `${TEXT}\n` }).stdout).toBe(
      `${percentEncode(TEXT, COMPONENT_SET)}\n`,
    );
  });

  it("decodes, with + as a space only for the form set", () => {
    const encoded = "caf%C3%A9+au%20lait%ZZ";
    expect(urlkit(["decode", encoded]).stdout).toBe(`${percentDecodeString(encoded)}\n`);
    expect(urlkit(["decode", encoded, "--set", "form"]).stdout).toBe("café au lait%ZZ\n");
  });

  it("exits 2 on an unknown set, listing the sets", () => {
    const run = urlkit(["encode", "x", "--set", "nope"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("c0-control, fragment, query, special-query, path, userinfo, component, form");
  });
});
