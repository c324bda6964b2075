import { describe, expect, it } from "vitest";
import { type Options, parseAPatternString } from "../src/parser.ts";
import { escapeARegexpString, generateARegularExpressionAndNameList } from "../src/regexp.ts";

const PATHNAME: Options = { delimiterCodePoint: "/", prefixCodePoint: "/", ignoreCase: false };
const DEFAULT: Options = { delimiterCodePoint: "", prefixCodePoint: "", ignoreCase: false };
const generate = (input: string, options = PATHNAME) =>
  generateARegularExpressionAndNameList(
    parseAPatternString(input, options, (text) => text),
    options,
  );

describe("generateARegularExpressionAndNameList", () => {
  it("writes each form the standard gives", () => {
    expect(generate("/a.b")).toEqual(["^\\/a\\.b$", []]);
    expect(generate("{x}?")).toEqual(["^(?:x)?$", []]);
    expect(generate(":id")).toEqual(["^([^\\/]+?)$", ["id"]]);
    expect(generate("(a)*")).toEqual(["^((?:a)*)$", ["0"]]);
    expect(generate("/:id?")).toEqual(["^(?:\\/([^\\/]+?))?$", ["id"]]);
    expect(generate("/:id+")).toEqual(["^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))$", ["id"]]);
    expect(generate("/*")).toEqual(["^(?:\\/(.*))$", ["0"]]);
    expect(generate("{a:x}*")).toEqual(["^(?:a((?:[^\\/]+?)(?:a(?:[^\\/]+?))*))?$", ["x"]]);
    expect(generate(":x", DEFAULT)).toEqual(["^([^]+?)$", ["x"]]);
  });

  it("gives regular expressions that compile with the v flag and match as the pattern says", () => {
    const [source] = generate("/books/:id(\\d+)/:rest*");
    const regexp = new RegExp(source, "v");
    expect(regexp.exec("/books/12/a/b")?.slice(1)).toEqual(["12", "a/b"]);
    expect(regexp.test("/books/x")).toBe(false);
  });
});

describe("escapeARegexpString", () => {
  it("escapes exactly the syntax code points", () => {
    expect(escapeARegexpString(".+*?^$(){}[]|/\\")).toBe("\\.\\+\\*\\?\\^\\$\\(\\)\\{\\}\\[\\]\\|\\/\\\\");
    expect(escapeARegexpString("a-b,c:d")).toBe("a-b,c:d");
    expect(escapeARegexpString("")).toBe("");
  });
});
