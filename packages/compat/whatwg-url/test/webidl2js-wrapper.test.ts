// The webidl2js wrapper API as jsdom uses it, side by side with whatwg-url 17's and 16's: each global (a vm context
// here, a window in jsdom) gets its own classes, whose argument errors are that global's TypeError.
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { originals, oursWrapper, outcome, type WhatwgURLWrapper } from "./originals.ts";

type Global = Record<string, unknown> & { TypeError: TypeErrorConstructor; URL: typeof URL };

function newGlobal(wrapper: WhatwgURLWrapper): Global {
  const globalObject = vm.runInContext("this", vm.createContext()) as Global;
  wrapper.URL.install(globalObject as never, ["Window"]);
  wrapper.URLSearchParams.install(globalObject as never, ["Window"]);
  return globalObject;
}

/** Where an error comes from: the global's realm, this realm (the package's), or neither. */
function realmOf(run: () => unknown, globalObject: Global): string {
  try {
    run();
    return "no error";
  } catch (error) {
    if (error instanceof globalObject.TypeError) return "the global's TypeError";
    if (error instanceof TypeError) return "the package's TypeError";
    return `other: ${String(error)}`;
  }
}

/** What a wrapper does in a fresh global: the behaviours jsdom relies on, as comparable values. */
function behaviour(wrapper: WhatwgURLWrapper) {
  const a = newGlobal(wrapper);
  const b = newGlobal(wrapper);
  const AURL = a.URL as unknown as new (...args: unknown[]) => URL;
  const BURL = b.URL as unknown as new (...args: unknown[]) => URL;
  const url = new AURL("https://example.org/a?x=1&y=2#h");
  const Params = a.URLSearchParams as unknown as new (init?: unknown) => URLSearchParams;
  const entries = new Params("a=1&b=2").entries();
  return {
    distinctClasses: AURL !== BURL && a.URLSearchParams !== b.URLSearchParams,
    webkitURL: a.webkitURL === AURL,
    enumerable: Object.keys(a),
    keys: Object.keys(AURL.prototype),
    statics: Object.keys(AURL),
    tag: Object.prototype.toString.call(url),
    instance: url instanceof AURL && !(url instanceof BURL),
    is: wrapper.URL.is(url) && !wrapper.URLSearchParams.is(url) && wrapper.URLSearchParams.is(url.searchParams),
    sameParams: (() => {
      const first = url.searchParams;
      return first === url.searchParams;
    })(),
    convert: wrapper.URL.isImpl(wrapper.URL.convert(a as never, url)),
    convertError: realmOf(() => wrapper.URL.convert(a as never, {}), a),
    createImpl: wrapper.URL.isImpl(wrapper.URL.createImpl(a as never, ["https://x/"], {})),
    create: outcome(() => (wrapper.URL.create(a as never, ["https://x/y"], {}) as URL).href),
    createIsInstance: wrapper.URL.create(a as never, ["https://x/"], {}) instanceof AURL,
    parse: (a.URL as unknown as typeof URL).parse("https://p/") instanceof AURL,
    canParse: (a.URL as unknown as typeof URL).canParse("x", "https://p/"),
    noArguments: realmOf(() => new (AURL as unknown as new () => URL)(), a),
    invalidURL: realmOf(() => new AURL("nope"), a),
    invalidURLMessage:
      outcome(() => new AURL("nope")) === "throws TypeError" && String(catchMessage(() => new AURL("nope"))),
    invalidBase: String(catchMessage(() => new AURL("x", "nope"))),
    symbol: realmOf(() => new AURL(Symbol("s")), a),
    brandCheck: realmOf(() => Object.getOwnPropertyDescriptor(AURL.prototype, "href")?.get?.call({}), a),
    otherGlobalsURL: realmOf(() => Object.getOwnPropertyDescriptor(BURL.prototype, "href")?.get?.call(url), b),
    setterSymbol: realmOf(() => {
      (url as unknown as { hash: unknown }).hash = Symbol("s");
    }, a),
    pairError: realmOf(() => new Params([["a"]]), a),
    notIterable: realmOf(() => new Params([1]), a),
    appendArity: realmOf(() => (new Params() as unknown as { append(a: string): void }).append("a"), a),
    forEachNotFunction: realmOf(() => new Params().forEach(1 as never), a),
    iteratorTag: Object.prototype.toString.call(entries),
    iteratorResult: Object.getPrototypeOf(entries.next()) === (a.Object as ObjectConstructor).prototype,
    iterated: [...new Params("a=1&b=2")],
    live: (() => {
      const params = new Params("a=1");
      const seen: string[] = [];
      params.forEach((value, name) => {
        seen.push(name + value);
        if (name === "a") params.append("b", "2");
      });
      return seen;
    })(),
    record: [...new Params({ x: "1", y: "2" })],
    linked: (() => {
      url.searchParams.append("z", "3");
      url.search = "?q=\t1";
      return [url.href, [...url.searchParams]];
    })(),
    notExposed: (() => {
      const c = vm.runInContext("this", vm.createContext()) as Global;
      wrapper.URL.install(c as never, ["ServiceWorker"]);
      return "URL" in c;
    })(),
  };
}

function catchMessage(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

describe("webidl2js-wrapper", () => {
  for (const [name, , wrapper] of originals) {
    it(`behaves as ${name}'s`, () => {
      const mine = behaviour(oursWrapper);
      const theirs = behaviour(wrapper);
      if (name === "whatwg-url 16") {
        // The search setter difference of test/expected-differences.json: 16 parses the value as given, tab included.
        expect(mine.linked).toEqual(["https://example.org/a?q=1#h", [["q", "1"]]]);
        expect(theirs.linked).toEqual(["https://example.org/a?q=1#h", [["q", "\t1"]]]);
        theirs.linked = mine.linked;
      }
      expect(mine).toEqual(theirs);
    });
  }

  it("URL.parse gives null or the global's URL as the originals do", () => {
    const cases: [string, string?][] = [["https://p/a?x#y"], ["nope"], ["b?c", "https://p/a"], ["b", "nope"], [""]];
    /** Each case's href, its search params and whether it is the global's URL, or null, in a fresh global. */
    const parsed = (wrapper: WhatwgURLWrapper) => {
      const URLOfGlobal = newGlobal(wrapper).URL;
      return cases.map(([input, base]) => {
        const url = URLOfGlobal.parse(input, base);
        return url && [url.href, [...url.searchParams], url instanceof URLOfGlobal];
      });
    };
    for (const [, , wrapper] of originals) expect(parsed(oursWrapper)).toEqual(parsed(wrapper));
  });

  it("gives two globals distinct classes whose argument errors are their own TypeError", () => {
    const a = newGlobal(oursWrapper);
    const b = newGlobal(oursWrapper);
    expect(a.URL).not.toBe(b.URL);
    expect(() => new (a.URL as unknown as new () => URL)()).toThrow(a.TypeError);
    expect(() => new (b.URL as unknown as new () => URL)()).toThrow(b.TypeError);
    // b's error is neither a's TypeError nor this realm's.
    expect(realmOf(() => new (b.URL as unknown as new () => URL)(), a)).toMatch(/^other: TypeError/);
  });
});
