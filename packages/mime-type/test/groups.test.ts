import { describe, expect, it } from "vitest";
import {
  isArchiveMIMEType,
  isAudioOrVideoMIMEType,
  isFontMIMEType,
  isHTMLMIMEType,
  isImageMIMEType,
  isJavaScriptMIMEType,
  isJavaScriptMIMETypeEssenceMatch,
  isJSONMIMEType,
  isScriptableMIMEType,
  isXMLMIMEType,
  isZIPBasedMIMEType,
} from "../src/groups.ts";
import { type MIMEType, parseMIMEType } from "../src/index.ts";

const mime = (input: string): MIMEType => {
  const mimeType = parseMIMEType(input);
  if (mimeType === null) throw new Error(`expected ${input} to parse`);
  return mimeType;
};

// Each predicate with MIME types inside and outside its group (parameters never matter).
const groups: [string, (m: MIMEType) => boolean, string[], string[]][] = [
  ["image", isImageMIMEType, ["image/png", "IMAGE/x;y=z"], ["text/png", "application/image"]],
  ["audio or video", isAudioOrVideoMIMEType, ["audio/x", "video/mp4", "application/ogg"], ["application/x-ogg"]],
  ["font", isFontMIMEType, ["font/woff2", "application/font-woff", "application/vnd.ms-opentype"], ["text/font"]],
  ["ZIP-based", isZIPBasedMIMEType, ["application/epub+zip", "application/zip"], ["application/x-gzip"]],
  [
    "archive",
    isArchiveMIMEType,
    ["application/zip", "application/x-gzip", "application/x-rar-compressed"],
    ["a/b+zip"],
  ],
  ["XML", isXMLMIMEType, ["text/xml", "application/xml", "image/svg+xml"], ["text/html", "application/xml-dtd"]],
  ["HTML", isHTMLMIMEType, ["text/html", "Text/HTML;charset=x"], ["application/xhtml+xml"]],
  ["scriptable", isScriptableMIMEType, ["text/html", "a/b+xml", "application/pdf"], ["application/json"]],
  [
    "JavaScript",
    isJavaScriptMIMEType,
    ["text/javascript", "text/javascript1.5", "application/x-ecmascript", "text/livescript"],
    ["text/javascript1.6", "application/json"],
  ],
  [
    "JSON",
    isJSONMIMEType,
    ["application/json", "text/json", "application/ld+json"],
    ["application/jsonp", "text/javascript"],
  ],
];

describe.each(groups)("%s MIME type", (_, predicate, inside, outside) => {
  it.each(inside)("includes %s", (input) => expect(predicate(mime(input))).toBe(true));
  it.each(outside)("excludes %s", (input) => expect(predicate(mime(input))).toBe(false));
  it("throws a TypeError for anything but a MIMEType", () => {
    expect(() => predicate("text/html" as unknown as MIMEType)).toThrow(/: expected a MIMEType, got "text\/html"$/);
  });
});

describe("isJavaScriptMIMETypeEssenceMatch", () => {
  it("matches an essence ASCII case-insensitively, with nothing around it", () => {
    expect(isJavaScriptMIMETypeEssenceMatch("Text/JavaScript")).toBe(true);
    expect(isJavaScriptMIMETypeEssenceMatch("text/javascript;charset=utf-8")).toBe(false);
    expect(isJavaScriptMIMETypeEssenceMatch(" text/javascript")).toBe(false);
    expect(isJavaScriptMIMETypeEssenceMatch("text/javascript1.\u212a")).toBe(false);
    expect(() => isJavaScriptMIMETypeEssenceMatch(undefined as unknown as string)).toThrow(TypeError);
  });
});
