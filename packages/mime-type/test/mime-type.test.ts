import { describe, expect, it } from "vitest";
import { MIMEType, MIMETypeParameters } from "../src/mime-type.ts";

describe("MIMEType", () => {
  it("lower-cases the type and subtype it is given and derives the essence", () => {
    const mimeType = new MIMEType("Image", "SVG+XML");
    expect([mimeType.type, mimeType.subtype, mimeType.essence]).toEqual(["image", "svg+xml", "image/svg+xml"]);
    mimeType.type = "TEXT";
    mimeType.subtype = "Plain";
    expect(mimeType.essence).toBe("text/plain");
  });

  it("throws a TypeError for a type or subtype that is empty or not an HTTP token, and keeps the old one", () => {
    expect(() => new MIMEType("", "b")).toThrow(
      'MIMEType: type: expected a non-empty string of HTTP token code points, got ""',
    );
    expect(() => new MIMEType("a", "b c")).toThrow(
      'MIMEType: subtype: expected a non-empty string of HTTP token code points, got "b c"',
    );
    const mimeType = new MIMEType("a", "b");
    expect(() => {
      mimeType.type = "a/b";
    }).toThrow(TypeError);
    expect(() => {
      mimeType.subtype = 7 as unknown as string;
    }).toThrow("MIMEType.subtype: expected a non-empty string of HTTP token code points, got number");
    expect(mimeType.essence).toBe("a/b");
  });
});

describe("MIMETypeParameters", () => {
  it("is an ordered Map whose set lower-cases names and keeps a name's first position", () => {
    const parameters = new MIMEType("a", "b").parameters;
    expect(parameters).toBeInstanceOf(Map);
    parameters.set("Charset", "x").set("b", "1").set("CHARSET", "y");
    expect([...parameters]).toEqual([
      ["charset", "y"],
      ["b", "1"],
    ]);
  });

  it("matches names ASCII case-insensitively in get, has and delete", () => {
    const parameters = new MIMETypeParameters([["charset", "utf-8"]]);
    expect(parameters.get("CharSet")).toBe("utf-8");
    expect(parameters.has("CHARSET")).toBe(true);
    expect(parameters.has("\u212aharset")).toBe(false);
    expect(parameters.get(1 as unknown as string)).toBeUndefined();
    expect(parameters.delete("Charset")).toBe(true);
    expect(parameters.size).toBe(0);
  });

  it("throws a TypeError for a name that is not an HTTP token, and changes nothing", () => {
    const parameters = new MIMETypeParameters();
    for (const name of ["", "a b", "a=b", "\u00e9", "\u212a"]) {
      expect(() => parameters.set(name, "v"), JSON.stringify(name)).toThrow(
        `MIMETypeParameters.set: name: expected a non-empty string of HTTP token code points, got ${JSON.stringify(name)}`,
      );
    }
    expect(parameters.size).toBe(0);
  });

  it("takes values of HTTP quoted-string token code points only, the empty value included", () => {
    const parameters = new MIMETypeParameters();
    parameters.set("ok", "\t ~\u0080\u00ff").set("empty", "");
    expect(parameters.size).toBe(2);
    for (const value of ["\n", "\r", "\u0000", "\u007f", "\u0100", "\ud83d\ude00"]) {
      expect(() => parameters.set("x", value), JSON.stringify(value)).toThrow(
        /^MIMETypeParameters\.set: expected a value of HTTP quoted-string token code points/,
      );
    }
    expect(() => parameters.set("x", null as unknown as string)).toThrow(/got null$/);
    expect(parameters.has("x")).toBe(false);
  });

  it("checks the entries it is constructed with", () => {
    expect(() => new MIMETypeParameters([["a", "\n"]])).toThrow(TypeError);
  });
});
