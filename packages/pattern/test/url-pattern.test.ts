// The URLPattern class's Web IDL behaviour (overloads, argument conversion, the interface's shape), its error
// messages, and the groups objects.
import { URLPattern } from "@urlkit/pattern";
import { describe, expect, it } from "vitest";

describe("construction and overloads", () => {
  it("takes no arguments as an empty URLPatternInit (every component a wildcard)", () => {
    const pattern = new URLPattern();
    expect(pattern.pathname).toBe("*");
    expect(pattern.test("https://a/b?c#d")).toBe(true);
    expect(new URLPattern(undefined).hostname).toBe("*");
    expect(new URLPattern(null as unknown as string).hostname).toBe("*");
  });

  it("reads a string second argument as the base URL and an object as the options", () => {
    expect(new URLPattern("/a/:b", "https://example.com/x").hostname).toBe("example.com");
    const ignoring = new URLPattern({ pathname: "/A" }, { ignoreCase: true });
    expect(ignoring.test("https://x/a")).toBe(true);
    expect(new URLPattern({ pathname: "/A" }, undefined).test("https://x/a")).toBe(false);
    expect(new URLPattern({ pathname: "/A" }, null as unknown as URLPatternOptionsLike).test("https://x/a")).toBe(
      false,
    );
    expect(new URLPattern("/A", "https://x", { ignoreCase: true }).test("https://x/a")).toBe(true);
  });

  it("converts ignoreCase with ToBoolean", () => {
    expect(new URLPattern({ pathname: "/A" }, { ignoreCase: 1 as unknown as boolean }).test("https://x/a")).toBe(true);
    expect(new URLPattern({ pathname: "/A" }, { ignoreCase: "" as unknown as boolean }).test("https://x/a")).toBe(
      false,
    );
  });

  it("converts the dictionary's members in lexicographic order, skipping undefined ones", () => {
    const read: string[] = [];
    const init = new Proxy(
      { pathname: "/p", hash: undefined },
      {
        get(target, key) {
          read.push(String(key));
          return Reflect.get(target, key);
        },
      },
    );
    const pattern = new URLPattern(init);
    expect(read).toEqual([
      "baseURL",
      "hash",
      "hostname",
      "password",
      "pathname",
      "port",
      "protocol",
      "search",
      "username",
    ]);
    expect(pattern.hash).toBe("*");
    expect(pattern.pathname).toBe("/p");
  });

  it("converts members and string inputs to USVStrings (lone surrogates become U+FFFD)", () => {
    expect(new URLPattern({ pathname: { toString: () => "/x" } as unknown as string }).pathname).toBe("/x");
    expect(new URLPattern({ hash: "\ud800" }).hash).toBe("%EF%BF%BD");
    expect(() => new URLPattern(Symbol() as unknown as string)).toThrow(TypeError);
    expect(() => new URLPattern({ pathname: Symbol() as unknown as string })).toThrow(TypeError);
  });

  it("rejects options that are not an object, and a base URL with a URLPatternInit", () => {
    expect(() => new URLPattern("https://x", "https://y", 1 as unknown as URLPatternOptionsLike)).toThrow(TypeError);
    expect(() => new URLPattern({ pathname: "/" }, "https://x")).toThrow(
      "Failed to construct 'URLPattern': a baseURL argument goes with a pattern string, not a URLPatternInit",
    );
  });

  it("names the component, the pattern and the index in its TypeError", () => {
    expect(() => new URLPattern({ pathname: "/:id(" })).toThrow(
      `Failed to construct 'URLPattern': invalid pathname pattern "/:id(": an unclosed regexp group at index 4`,
    );
    expect(() => new URLPattern({ pathname: "/:a/:a" })).toThrow(
      /pathname pattern "\/:a\/:a": a duplicate group name "a" at index 4/,
    );
    expect(() => new URLPattern({ hostname: "a b" })).toThrow(
      /invalid hostname pattern "a b": "a b" is not a valid hostname/,
    );
    expect(() => new URLPattern({ search: "{a" })).toThrow(
      /invalid search pattern "{a": expected "}", found the end of the pattern at index 2/,
    );
    expect(() => new URLPattern({ pathname: "/([a-z]&&[)" })).toThrow(/invalid pathname pattern .*regular expression/);
    expect(() => new URLPattern("(ht:tp://x")).toThrow(
      `Failed to construct 'URLPattern': invalid protocol pattern "(ht:tp": an unclosed regexp group at index 0`,
    );
    expect(() => new URLPattern("/relative")).toThrow(/the relative pattern "\/relative" needs a baseURL/);
    expect(() => new URLPattern({ baseURL: "nope" })).toThrow(/invalid baseURL "nope"/);
  });
});

describe("test() and exec()", () => {
  const pattern = new URLPattern({ pathname: "/books/:id(\\d+)" });

  it("default the input to an empty URLPatternInit", () => {
    expect(new URLPattern({}).test()).toBe(true);
    expect(new URLPattern({ pathname: "/x" }).test()).toBe(false);
    expect(new URLPattern({}).exec()?.inputs).toEqual([{}]);
  });

  it("return the inputs: the string and the base URL, or a copy of the converted dictionary", () => {
    expect(pattern.exec("/books/12", "https://x")?.inputs).toEqual(["/books/12", "https://x"]);
    const init = { pathname: "/books/12", extra: "ignored" };
    const result = pattern.exec(init);
    expect(result?.inputs).toEqual([{ pathname: "/books/12" }]);
    expect(result?.inputs[0]).not.toBe(init);
  });

  it("return false / null for a URL or base URL that does not parse, or an init that does not canonicalize", () => {
    expect(pattern.test("/books/12")).toBe(false);
    expect(pattern.exec("/books/12", "not a url")).toBe(null);
    expect(pattern.test({ hostname: "a b", pathname: "/books/1" })).toBe(false);
  });

  it("throw a TypeError for a base URL with a URLPatternInit", () => {
    expect(() => pattern.test({ pathname: "/books/1" }, "https://x")).toThrow(
      "URLPattern.test: a baseURL argument goes with a URL string, not a URLPatternInit",
    );
    expect(() => pattern.exec({}, "https://x")).toThrow(TypeError);
  });

  it("give every group, undefined for one that matched nothing", () => {
    const optional = new URLPattern({ pathname: "/a/:x?/:y(\\d+)?" });
    expect(optional.exec("https://h/a")?.pathname.groups).toStrictEqual({ x: undefined, y: undefined });
    expect(optional.exec("https://h/a/b/7")?.pathname).toStrictEqual({ input: "/a/b/7", groups: { x: "b", y: "7" } });
  });

  it("keep group names such as __proto__ as own data properties", () => {
    const result = new URLPattern({ pathname: "/:__proto__/:constructor/:toString" }).exec("https://h/a/b/c");
    const groups = result?.pathname.groups as Record<string, string>;
    expect(Object.getOwnPropertyNames(groups)).toEqual(["__proto__", "constructor", "toString"]);
    expect(Object.getPrototypeOf(groups)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(groups, "__proto__")?.value).toBe("a");
  });

  it("match case-insensitively with ignoreCase in the pathname, search and hash only", () => {
    const pattern = new URLPattern({ hostname: "example.com", pathname: "/A/*", search: "Q=*" }, { ignoreCase: true });
    expect(pattern.test("https://EXAMPLE.com/a/b?q=1")).toBe(true);
    expect(new URLPattern({ protocol: "HTTPS" }, { ignoreCase: true }).protocol).toBe("https");
  });
});

describe("compareComponent", () => {
  it("checks its arguments", () => {
    const a = new URLPattern({ pathname: "/a" });
    expect(() => URLPattern.compareComponent("path" as "pathname", a, a)).toThrow(
      /"path" is not a URLPatternComponent/,
    );
    expect(() => URLPattern.compareComponent("pathname", a, {} as URLPattern)).toThrow(/right is not a URLPattern/);
    expect(() => (URLPattern.compareComponent as (...args: unknown[]) => number)("pathname", a)).toThrow(
      /3 arguments required, but only 2 present/,
    );
  });
});

describe("the Web IDL interface's shape", () => {
  it("has enumerable operations and attributes, the class string and the function lengths", () => {
    const keys: string[] = [];
    for (const key in new URLPattern()) keys.push(key);
    expect(keys.sort()).toEqual(
      [
        "exec",
        "hasRegExpGroups",
        "hash",
        "hostname",
        "password",
        "pathname",
        "port",
        "protocol",
        "search",
        "test",
        "username",
      ].sort(),
    );
    expect(Object.prototype.toString.call(new URLPattern())).toBe("[object URLPattern]");
    expect(URLPattern.length).toBe(0);
    expect(URLPattern.prototype.test.length).toBe(0);
    expect(URLPattern.prototype.exec.length).toBe(0);
    expect(URLPattern.compareComponent.length).toBe(3);
    expect(Object.keys(URLPattern)).toEqual(["compareComponent"]);
  });

  it("reports hasRegExpGroups", () => {
    expect(new URLPattern({ pathname: "/:id" }).hasRegExpGroups).toBe(false);
    expect(new URLPattern({ search: "(a|b)" }).hasRegExpGroups).toBe(true);
  });

  it("checks the receiver of its getters", () => {
    const getter = Object.getOwnPropertyDescriptor(URLPattern.prototype, "pathname")?.get;
    expect(() => getter?.call({})).toThrow(TypeError);
    expect(() => URLPattern.prototype.test.call({}, "https://x")).toThrow(TypeError);
  });
});

type URLPatternOptionsLike = { ignoreCase?: boolean };
