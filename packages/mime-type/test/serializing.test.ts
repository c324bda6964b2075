import { describe, expect, it } from "vitest";
import { MIMEType, parseMIMEType } from "../src/index.ts";
import { serializeMIMEType } from "../src/serializing.ts";

describe("serializeMIMEType", () => {
  it("writes the essence, then each parameter in order", () => {
    const mimeType = new MIMEType("text", "html");
    expect(serializeMIMEType(mimeType)).toBe("text/html");
    mimeType.parameters.set("charset", "utf-8").set("a", "1");
    expect(serializeMIMEType(mimeType)).toBe("text/html;charset=utf-8;a=1");
  });

  it("quotes an empty value or one that is not a token, escaping quotes and backslashes", () => {
    const mimeType = new MIMEType("a", "b");
    mimeType.parameters.set("e", "").set("s", "x y").set("q", 'say "hi"\\').set("l", "\u00e9");
    expect(serializeMIMEType(mimeType)).toBe('a/b;e="";s="x y";q="say \\"hi\\"\\\\";l="\u00e9"');
  });

  it("gives a string that parses back to the same MIME type", () => {
    const mimeType = new MIMEType("a", "b");
    mimeType.parameters.set("x", '\t"\\;=,\u00ff');
    const again = parseMIMEType(serializeMIMEType(mimeType));
    expect(again?.parameters.get("x")).toBe('\t"\\;=,\u00ff');
  });

  it("is what toString returns", () => {
    expect(`${parseMIMEType("A/B;C=D")}`).toBe("a/b;c=D");
  });

  it("throws a TypeError for anything but a MIMEType", () => {
    expect(() => serializeMIMEType({ essence: "a/b", parameters: new Map() } as unknown as MIMEType)).toThrow(
      "serializeMIMEType: expected a MIMEType, got object",
    );
  });
});
