import { URLSearchParams } from "@urlkit/url";
import { describe, expect, it } from "vitest";

// The runtime's own class, where it has one (Hermes has none: there, the tests that compare with it are skipped).
const NativeParams = globalThis.URLSearchParams as typeof globalThis.URLSearchParams | undefined;

function entries(params: { entries(): Iterable<[string, string]> }): [string, string][] {
  return [...params.entries()];
}

describe("URLSearchParams constructor", () => {
  it("parses a string, dropping one leading ?", () => {
    expect(entries(new URLSearchParams("?a=1&b=2"))).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);
    expect(entries(new URLSearchParams("??a=1"))).toEqual([["?a", "1"]]);
    expect(entries(new URLSearchParams("a=b+c&d=%20e&&=&f"))).toEqual([
      ["a", "b c"],
      ["d", " e"],
      ["", ""],
      ["f", ""],
    ]);
  });

  it("takes no argument, undefined, or the empty string as an empty list", () => {
    for (const params of [new URLSearchParams(), new URLSearchParams(undefined), new URLSearchParams("")]) {
      expect(params.size).toBe(0);
      expect(params.toString()).toBe("");
    }
  });

  it("converts other primitives to strings (null is 'null', not empty)", () => {
    expect(new URLSearchParams(null as never).toString()).toBe("null=");
    expect(new URLSearchParams(123 as never).toString()).toBe("123=");
    expect(new URLSearchParams(true as never).toString()).toBe("true=");
    expect(() => new URLSearchParams(Symbol("s") as never)).toThrow(TypeError);
  });

  it("takes a sequence of pairs, each of exactly two items", () => {
    expect(
      entries(
        new URLSearchParams([
          ["a", "1"],
          ["a", "2"],
        ]),
      ),
    ).toEqual([
      ["a", "1"],
      ["a", "2"],
    ]);
    expect(entries(new URLSearchParams([[1, 2]] as never))).toEqual([["1", "2"]]);
    expect(() => new URLSearchParams([["a"]] as never)).toThrow(TypeError);
    expect(() => new URLSearchParams([["a", "b", "c"]] as never)).toThrow(/pair 0 has 3 items instead of 2/);
    expect(() => new URLSearchParams([[]] as never)).toThrow(TypeError);
    // A string is iterable but not an object: it is not a pair.
    expect(() => new URLSearchParams(["ab"] as never)).toThrow(TypeError);
    expect(() => new URLSearchParams([1] as never)).toThrow(TypeError);
    expect(() => new URLSearchParams([{}] as never)).toThrow(TypeError);
  });

  it("takes any iterable: a Map, a Set of pairs, a generator, another URLSearchParams", () => {
    expect(
      entries(
        new URLSearchParams(
          new Map([
            ["x", "1"],
            ["y", "2"],
          ]),
        ),
      ),
    ).toEqual([
      ["x", "1"],
      ["y", "2"],
    ]);
    function* pairs(): Generator<Iterable<string>> {
      yield ["g", "1"];
      yield new Set(["h", "2"]);
    }
    expect(entries(new URLSearchParams(pairs()))).toEqual([
      ["g", "1"],
      ["h", "2"],
    ]);
    const original = new URLSearchParams("a=1&b=2&a=3");
    const copy = new URLSearchParams(original);
    expect(entries(copy)).toEqual(entries(original));
    copy.append("c", "4");
    expect(original.has("c")).toBe(false);
  });

  it("goes the sequence path for a URLSearchParams, through its (patchable) iterator", () => {
    const source = new URLSearchParams("a=1");
    Object.defineProperty(source, Symbol.iterator, {
      value: function* () {
        yield ["patched", "yes"];
      },
    });
    expect(entries(new URLSearchParams(source))).toEqual([["patched", "yes"]]);
  });

  it("iterates arrays through their (patchable) iterators", () => {
    const own = [["a", "1"]];
    Object.defineProperty(own, Symbol.iterator, {
      value: function* () {
        yield ["own", "iterator"];
      },
    });
    expect(entries(new URLSearchParams(own as never))).toEqual([["own", "iterator"]]);
    const arrayIteratorPrototype = Object.getPrototypeOf([][Symbol.iterator]());
    const next = arrayIteratorPrototype.next;
    arrayIteratorPrototype.next = function (this: Iterator<unknown>) {
      const result = next.call(this);
      return result.done ? result : { done: false, value: ["patched", "next"] };
    };
    try {
      // The patched next() serves the inner pairs as well: each of their two items is ["patched", "next"].
      expect(entries(new URLSearchParams([["a", "1"]]))).toEqual([["patched,next", "patched,next"]]);
    } finally {
      arrayIteratorPrototype.next = next;
    }
    expect(entries(new URLSearchParams([["a", "1"]]))).toEqual([["a", "1"]]);
  });

  it("reads an array's length and items as the array iterator does, for proxies too", () => {
    const log: string[] = [];
    const pairs = new Proxy([["a", "1"]], {
      get(target, key, receiver) {
        if (typeof key === "string") log.push(key);
        return Reflect.get(target, key, receiver);
      },
    });
    expect(entries(new URLSearchParams(pairs as never))).toEqual([["a", "1"]]);
    expect(log).toEqual(["length", "0", "length"]);
  });

  it("calls the iterator method it read once, and next() as read once", () => {
    let gets = 0;
    let nextReads = 0;
    const iterable = {
      get [Symbol.iterator]() {
        gets++;
        return () => {
          let i = 0;
          const iterator = {};
          Object.defineProperty(iterator, "next", {
            get() {
              nextReads++;
              return () => (i++ < 2 ? { value: [`k${i}`, `v${i}`], done: false } : { value: undefined, done: true });
            },
          });
          return iterator;
        };
      },
    };
    expect(entries(new URLSearchParams(iterable as never))).toEqual([
      ["k1", "v1"],
      ["k2", "v2"],
    ]);
    expect(gets).toBe(1);
    expect(nextReads).toBe(1);
  });

  it("rejects a non-callable [Symbol.iterator] and a bad iterator", () => {
    expect(() => new URLSearchParams({ [Symbol.iterator]: 1 } as never)).toThrow(TypeError);
    expect(() => new URLSearchParams({ [Symbol.iterator]: () => 1 } as never)).toThrow(TypeError);
    expect(() => new URLSearchParams({ [Symbol.iterator]: () => ({ next: () => 1 }) } as never)).toThrow(TypeError);
    // A null or undefined [Symbol.iterator] means "not iterable": the record path.
    const record = { a: "b" };
    Object.defineProperty(record, Symbol.iterator, { value: null, enumerable: false });
    expect(entries(new URLSearchParams(record))).toEqual([["a", "b"]]);
    // ... where an enumerable Symbol key cannot be converted to a USVString.
    expect(() => new URLSearchParams({ [Symbol.iterator]: undefined, a: "b" } as never)).toThrow(TypeError);
  });

  it("takes a record: own enumerable keys in property order, values converted", () => {
    const record = { b: "1", a: 2, 10: "x", 2: "y" };
    expect(entries(new URLSearchParams(record as never))).toEqual([
      ["2", "y"],
      ["10", "x"],
      ["b", "1"],
      ["a", "2"],
    ]);
    const withHidden = Object.create({ inherited: "no" }, { own: { value: "yes", enumerable: true } });
    Object.defineProperty(withHidden, "hidden", { value: "no", enumerable: false });
    expect(entries(new URLSearchParams(withHidden))).toEqual([["own", "yes"]]);
  });

  it("treats hostile names in a record as ordinary data", () => {
    const record = JSON.parse('{"__proto__":"p","constructor":"c","hasOwnProperty":"h","toString":"t"}');
    const params = new URLSearchParams(record);
    expect(entries(params)).toEqual([
      ["__proto__", "p"],
      ["constructor", "c"],
      ["hasOwnProperty", "h"],
      ["toString", "t"],
    ]);
    expect(params.get("__proto__")).toBe("p");
    expect(params.toString()).toBe("__proto__=p&constructor=c&hasOwnProperty=h&toString=t");
  });

  it("throws for a Symbol key in a record (Web IDL converts every enumerable key)", () => {
    expect(() => new URLSearchParams({ a: "1", [Symbol("s")]: "2" } as never)).toThrow(TypeError);
    const hidden = { a: "1" };
    Object.defineProperty(hidden, Symbol("s"), { value: "2", enumerable: false });
    expect(entries(new URLSearchParams(hidden))).toEqual([["a", "1"]]);
  });

  it("merges record keys that become equal as USVStrings (the later value, the first position)", () => {
    const params = new URLSearchParams({ "\ud800": "1", x: "2", "\udc00": "3" });
    expect(entries(params)).toEqual([
      ["\ufffd", "3"],
      ["x", "2"],
    ]);
  });

  it("follows a proxy's ownKeys order and descriptor answers, reading each value once", () => {
    const log: string[] = [];
    const target = { a: "1", b: "2", c: "3" };
    const proxy = new Proxy(target, {
      ownKeys: () => ["c", "a", "b"],
      getOwnPropertyDescriptor(t, key) {
        log.push(`desc ${String(key)}`);
        const desc = Reflect.getOwnPropertyDescriptor(t, key);
        return key === "b" && desc ? { ...desc, enumerable: false } : desc;
      },
      get(t, key) {
        log.push(`get ${String(key)}`);
        return Reflect.get(t, key);
      },
    });
    expect(entries(new URLSearchParams(proxy))).toEqual([
      ["c", "3"],
      ["a", "1"],
    ]);
    expect(log).toEqual(["get Symbol(Symbol.iterator)", "desc c", "get c", "desc a", "get a", "desc b"]);
  });

  it("treats a function as a record", () => {
    const fn = Object.assign(() => {}, { q: "1" });
    expect(entries(new URLSearchParams(fn as never))).toEqual([["q", "1"]]);
  });

  it("turns lone surrogates into U+FFFD everywhere", () => {
    const params = new URLSearchParams([["\ud800a", "b\udfff"]]);
    expect(entries(params)).toEqual([["\ufffda", "b\ufffd"]]);
    expect(params.toString()).toBe("%EF%BF%BDa=b%EF%BF%BD");
    params.append("\udc00", "\ud83d\ude00");
    expect(params.get("\ufffd")).toBe("\ud83d\ude00");
    expect(params.has("\udc00")).toBe(true);
  });

  it("is a class: calling without new throws, URLSearchParams.length is 0", () => {
    expect(() => (URLSearchParams as unknown as () => void)()).toThrow(TypeError);
    expect(URLSearchParams.length).toBe(0);
    expect(URLSearchParams.name).toBe("URLSearchParams");
  });
});

describe("URLSearchParams methods", () => {
  it("append, get, getAll, has, size", () => {
    const params = new URLSearchParams();
    params.append("a", "1");
    params.append("b", "2");
    params.append("a", "3");
    expect(params.size).toBe(3);
    expect(params.get("a")).toBe("1");
    expect(params.get("missing")).toBe(null);
    expect(params.getAll("a")).toEqual(["1", "3"]);
    expect(params.getAll("missing")).toEqual([]);
    expect(params.has("b")).toBe(true);
    expect(params.has("c")).toBe(false);
    expect(params.has("a", "3")).toBe(true);
    expect(params.has("a", "2")).toBe(false);
    expect(params.has("a", undefined)).toBe(true);
    expect(params.toString()).toBe("a=1&b=2&a=3");
  });

  it("delete with and without a value (undefined is 'not given')", () => {
    const params = new URLSearchParams("a=1&b=2&a=3&a=1&c=4");
    params.delete("a", "1");
    expect(params.toString()).toBe("b=2&a=3&c=4");
    params.delete("a", undefined);
    expect(params.toString()).toBe("b=2&c=4");
    params.delete("zzz");
    expect(params.toString()).toBe("b=2&c=4");
    params.delete("b");
    params.delete("c");
    expect(params.size).toBe(0);
  });

  it("set replaces the first match and removes the others, or appends", () => {
    const params = new URLSearchParams("a=1&b=2&a=3&c=4&a=5");
    params.set("a", "x");
    expect(params.toString()).toBe("a=x&b=2&c=4");
    params.set("d", "y");
    expect(params.toString()).toBe("a=x&b=2&c=4&d=y");
    params.set("c", "z");
    expect(params.toString()).toBe("a=x&b=2&c=z&d=y");
  });

  it("sort is stable and orders names by UTF-16 code units", () => {
    const params = new URLSearchParams("z=1&a=2&\ufb03=3&\ud83c\udf08=4&a=5&A=6&z=7&=8");
    params.sort();
    expect(entries(params)).toEqual([
      ["", "8"],
      ["A", "6"],
      ["a", "2"],
      ["a", "5"],
      ["z", "1"],
      ["z", "7"],
      ["\ud83c\udf08", "4"],
      ["\ufb03", "3"],
    ]);
  });

  it("sort is stable on long lists (100 equal names keep their order)", () => {
    const params = new URLSearchParams();
    for (let i = 0; i < 100; i++) params.append(i % 2 ? "b" : "a", String(i));
    params.sort();
    const values = params.getAll("a").map(Number);
    expect(values).toEqual([...values].sort((x, y) => x - y));
    expect(params.getAll("b").map(Number)).toEqual(Array.from({ length: 50 }, (_, i) => 2 * i + 1));
  });

  it("toString serializes with the form set and + for spaces; String() and template literals agree", () => {
    const params = new URLSearchParams([
      ["a b", "c+d"],
      ["é", "~!'()*"],
      ["-._", "&="],
    ]);
    const expected = "a+b=c%2Bd&%C3%A9=%7E%21%27%28%29*&-._=%26%3D";
    expect(params.toString()).toBe(expected);
    expect(String(params)).toBe(expected);
    expect(`${params}`).toBe(expected);
  });

  it("converts arguments with ToString (objects via toString, numbers, null, undefined)", () => {
    const params = new URLSearchParams();
    params.append({ toString: () => "obj" } as never, 1 as never);
    params.append(null as never, undefined as never);
    expect(entries(params)).toEqual([
      ["obj", "1"],
      ["null", "undefined"],
    ]);
    expect(params.get({ toString: () => "obj" } as never)).toBe("1");
  });

  it("throws a TypeError for Symbols and for objects whose toString throws, before changing anything", () => {
    const params = new URLSearchParams("a=1");
    expect(() => params.append(Symbol("x") as never, "1")).toThrow(TypeError);
    expect(() => params.set("a", Symbol("x") as never)).toThrow(TypeError);
    expect(() =>
      params.append("a", {
        toString() {
          throw new RangeError("mine");
        },
      } as never),
    ).toThrow(RangeError);
    expect(params.toString()).toBe("a=1");
  });

  it("converts arguments left to right", () => {
    const order: string[] = [];
    const arg = (name: string) => ({
      toString() {
        order.push(name);
        return name;
      },
    });
    new URLSearchParams().append(arg("first") as never, arg("second") as never);
    new URLSearchParams().has(arg("third") as never, arg("fourth") as never);
    expect(order).toEqual(["first", "second", "third", "fourth"]);
  });

  it("throws a TypeError when a required argument is missing", () => {
    const params = new URLSearchParams("a=1") as unknown as Record<string, (...args: unknown[]) => unknown>;
    expect(() => params.append("a")).toThrow(/2 arguments required, but only 1 present/);
    expect(() => params.append()).toThrow(TypeError);
    expect(() => params.set("a")).toThrow(TypeError);
    expect(() => params.get()).toThrow(/1 argument required, but only 0 present/);
    expect(() => params.getAll()).toThrow(TypeError);
    expect(() => params.has()).toThrow(TypeError);
    expect(() => params.delete()).toThrow(TypeError);
    expect(() => params.forEach()).toThrow(TypeError);
    // An explicit undefined is an argument.
    expect(params.get(undefined)).toBe(null);
  });

  it("forEach passes (value, name, params) with thisArg and sees changes made while it runs", () => {
    const params = new URLSearchParams("a=1&b=2&c=3");
    const seen: unknown[] = [];
    const self = {};
    params.forEach(function (this: unknown, value, name, parent) {
      seen.push([value, name, parent === params, this === self]);
      if (name === "a") {
        params.delete("b");
        params.append("d", "4");
      }
    }, self);
    expect(seen).toEqual([
      ["1", "a", true, true],
      ["3", "c", true, true],
      ["4", "d", true, true],
    ]);
    expect(() => params.forEach(1 as never)).toThrow(TypeError);
  });
});

describe("URLSearchParams iteration", () => {
  it("entries, keys, values and the default iterator", () => {
    const params = new URLSearchParams("a=1&b=2");
    expect([...params]).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);
    expect([...params.keys()]).toEqual(["a", "b"]);
    expect([...params.values()]).toEqual(["1", "2"]);
    expect(Array.from(params.entries())).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);
    expect(Object.fromEntries(params)).toEqual({ a: "1", b: "2" });
  });

  it("each entry is a fresh array (mutating it does not touch the list)", () => {
    const params = new URLSearchParams("a=1");
    const [entry] = params;
    entry[1] = "changed";
    expect(params.get("a")).toBe("1");
  });

  it("is live: holds an index into the current list", () => {
    const params = new URLSearchParams("a=1&b=2&c=3");
    const iterator = params.keys();
    expect(iterator.next()).toEqual({ value: "a", done: false });
    params.delete("a");
    // The list is now b, c and the index is 1.
    expect(iterator.next()).toEqual({ value: "c", done: false });
    expect(iterator.next()).toEqual({ value: undefined, done: true });
    params.append("d", "4");
    // Not closed after done: a later append is seen.
    expect(iterator.next()).toEqual({ value: "d", done: false });
  });

  it("sees a sort and a set made during iteration", () => {
    const params = new URLSearchParams("c=1&b=2&a=3");
    const iterator = params.entries();
    expect(iterator.next().value).toEqual(["c", "1"]);
    params.sort();
    expect(iterator.next().value).toEqual(["b", "2"]);
    params.set("a", "x");
    expect(iterator.next().value).toEqual(["c", "1"]);
    expect(iterator.next()).toEqual({ value: undefined, done: true });
  });

  it("has %URLSearchParamsIteratorPrototype%: next, toStringTag, inherits %IteratorPrototype%", () => {
    const iterator = new URLSearchParams("a=1").entries();
    const proto = Object.getPrototypeOf(iterator);
    const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
    expect(Object.getPrototypeOf(proto)).toBe(iteratorPrototype);
    expect(Reflect.ownKeys(proto)).toEqual(
      expect.arrayContaining(["next", Symbol.toStringTag, Symbol.for("nodejs.util.inspect.custom")]),
    );
    expect(Object.hasOwn(proto, "constructor")).toBe(false);
    expect(Object.getOwnPropertyDescriptor(proto, "next")).toMatchObject({
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(Object.getOwnPropertyDescriptor(proto, Symbol.toStringTag)).toEqual({
      value: "URLSearchParams Iterator",
      writable: false,
      enumerable: false,
      configurable: true,
    });
    expect(Object.prototype.toString.call(iterator)).toBe("[object URLSearchParams Iterator]");
    expect(proto.next.length).toBe(0);
    expect(proto.next.name).toBe("next");
    expect(iterator[Symbol.iterator]()).toBe(iterator);
    // keys / values / entries share the one prototype.
    const params = new URLSearchParams();
    expect(Object.getPrototypeOf(params.keys())).toBe(proto);
    expect(Object.getPrototypeOf(params.values())).toBe(proto);
  });

  it("next() brand-checks its receiver", () => {
    const next = new URLSearchParams().keys().next;
    expect(() => next.call({})).toThrow(TypeError);
    expect(() => next.call(undefined)).toThrow(TypeError);
    if (NativeParams !== undefined) expect(() => next.call(new NativeParams().keys())).toThrow(TypeError);
  });
});

describe("URLSearchParams Web IDL shape", () => {
  const ours = URLSearchParams.prototype as unknown as Record<PropertyKey, unknown>;
  const native = NativeParams?.prototype as unknown as Record<PropertyKey, unknown>;

  it.skipIf(NativeParams === undefined)(
    "has the same own properties as the native prototype, in the same order",
    () => {
      expect(Reflect.ownKeys(ours).map(String)).toEqual(Reflect.ownKeys(native).map(String));
    },
  );

  it.skipIf(NativeParams === undefined)("matches every descriptor's attributes, function lengths and names", () => {
    for (const key of Reflect.ownKeys(native)) {
      const a = Object.getOwnPropertyDescriptor(ours, key)!;
      const b = Object.getOwnPropertyDescriptor(native, key)!;
      const what = String(key);
      expect(a.enumerable, what).toBe(b.enumerable);
      expect(a.configurable, what).toBe(b.configurable);
      expect(a.writable, what).toBe(b.writable);
      expect(typeof a.get, what).toBe(typeof b.get);
      expect(typeof a.set, what).toBe(typeof b.set);
      if (key === Symbol.for("nodejs.util.inspect.custom")) continue;
      if (typeof b.value === "function") {
        expect((a.value as () => void).length, what).toBe((b.value as () => void).length);
        expect((a.value as () => void).name, what).toBe((b.value as () => void).name);
      } else if (typeof b.value === "string") {
        expect(a.value, what).toBe(b.value);
      }
      if (b.get) expect(a.get!.name, what).toBe(b.get.name);
    }
  });

  it("uses entries as [Symbol.iterator] and 'URLSearchParams' as its class string", () => {
    expect(ours[Symbol.iterator]).toBe(ours.entries);
    expect(Object.prototype.toString.call(new URLSearchParams())).toBe("[object URLSearchParams]");
  });

  it("brand-checks every method and the size getter", () => {
    const size = Object.getOwnPropertyDescriptor(ours, "size")!.get!;
    const foreign = NativeParams === undefined ? [] : [new NativeParams("a=b")];
    for (const receiver of [{}, null, undefined, 1, "a=b", ...foreign]) {
      expect(() => size.call(receiver)).toThrow(TypeError);
      for (const name of ["append", "delete", "get", "getAll", "has", "set", "sort", "entries", "keys", "values"]) {
        expect(() => (ours[name] as (...args: unknown[]) => unknown).call(receiver, "a", "b"), name).toThrow(TypeError);
      }
      expect(() => (ours.forEach as (f: () => void) => void).call(receiver, () => {})).toThrow(TypeError);
      expect(() => (ours.toString as () => string).call(receiver)).toThrow(/not a URLSearchParams/);
    }
  });

  it("brand-checks before converting arguments", () => {
    let converted = false;
    const arg = {
      toString() {
        converted = true;
        return "x";
      },
    };
    expect(() => (ours.append as (a: unknown, b: unknown) => void).call({}, arg, arg)).toThrow(TypeError);
    expect(converted).toBe(false);
  });

  it("can be subclassed", () => {
    class Sub extends URLSearchParams {
      extra(): string {
        return `${this.size}`;
      }
    }
    const sub = new Sub("a=1&b=2");
    expect(sub.extra()).toBe("2");
    expect(sub.get("b")).toBe("2");
    expect(sub instanceof URLSearchParams).toBe(true);
  });
});
