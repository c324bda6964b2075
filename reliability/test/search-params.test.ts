// Properties of the subject's URLSearchParams (fast-check, fixed seed), and hostile names as ordinary data.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyString, significantText } from "../src/arbitraries.ts";
import { type Impl, NATIVE, searchParamsSubject, subject, WHATWG_URL } from "../src/impls.ts";
import { toWellFormed } from "../src/strings.ts";

const SEED = 20260708;
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 400);
const params = (numRuns = RUNS) => ({ seed: SEED, numRuns });

function subjectOrNull(): Impl | null {
  try {
    return subject();
  } catch {
    return null;
  }
}

describe("URLSearchParams", () => {
  const impl = searchParamsSubject();
  const pairs = fc.array(fc.tuple(anyString, anyString), { maxLength: 8 });

  it("toString → parse round-trips (names and values made well-formed)", () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const p = new impl.URLSearchParams(list);
        const reparsed = [...new impl.URLSearchParams(p.toString())];
        expect(reparsed).toEqual(list.map(([n, v]) => [toWellFormed(n), toWellFormed(v)]));
        expect(new impl.URLSearchParams(p.toString()).toString()).toBe(p.toString());
      }),
      params(),
    );
  });

  it("parse → toString → parse is stable for any string", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, significantText(30)), (s) => {
        const once = new impl.URLSearchParams(s);
        const twice = new impl.URLSearchParams(once.toString());
        expect([...twice]).toEqual([...once]);
      }),
      params(),
    );
  });

  it("sort is stable and orders by UTF-16 code units of the names", () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const p = new impl.URLSearchParams(list);
        p.sort();
        const expected = list
          .map(([n, v], i) => [toWellFormed(n), toWellFormed(v), i] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[2] - b[2]))
          .map(([n, v]) => [n, v]);
        expect([...p]).toEqual(expected);
      }),
      params(),
    );
  });

  it("does not mutate the sequence or record it was given", () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const copy = JSON.stringify(list);
        const frozen = Object.freeze(list.map((pair) => Object.freeze([...pair])));
        new impl.URLSearchParams(frozen as unknown as string[][]);
        new impl.URLSearchParams(list);
        const record = Object.freeze(Object.fromEntries(list));
        const recordCopy = JSON.stringify(record);
        new impl.URLSearchParams(record);
        expect(JSON.stringify(list)).toBe(copy);
        expect(JSON.stringify(record)).toBe(recordCopy);
      }),
      params(),
    );
  });

  it("copies another URLSearchParams without changing it", () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const original = new impl.URLSearchParams(list);
        const before = original.toString();
        const copy = new impl.URLSearchParams(original);
        copy.append("x", "y");
        copy.sort();
        expect(original.toString()).toBe(before);
        expect([...new impl.URLSearchParams(original)]).toEqual([...original]);
      }),
      params(),
    );
  });
});

describe("URLSearchParams operations, differentially", () => {
  const impl = searchParamsSubject();
  const name = fc.oneof(fc.constantFrom("a", "b", "A", "é", "", "__proto__"), significantText(3));
  const op = fc.oneof(
    fc.tuple(fc.constant("append"), name, name),
    fc.tuple(fc.constant("set"), name, name),
    fc.tuple(fc.constant("delete"), name, fc.option(name, { nil: undefined })),
    fc.tuple(fc.constant("has"), name, fc.option(name, { nil: undefined })),
    fc.tuple(fc.constant("get"), name, fc.constant(undefined)),
    fc.tuple(fc.constant("getAll"), name, fc.constant(undefined)),
    fc.tuple(fc.constant("sort"), fc.constant(""), fc.constant(undefined)),
  );

  /** Runs the operations, logging every result and the list after each step. */
  function run(Class: typeof impl.URLSearchParams, init: string, ops: [string, string, string | undefined][]) {
    const p = new Class(init);
    const log: unknown[] = [[...p]];
    for (const [method, a, b] of ops) {
      const target = p as unknown as Record<string, (...args: string[]) => unknown>;
      log.push(method, b === undefined ? target[method](a) : target[method](a, b), p.toString(), p.size);
    }
    return log;
  }

  it("every method gives what whatwg-url gives, step by step", () => {
    fc.assert(
      fc.property(fc.oneof(significantText(20), anyString), fc.array(op, { maxLength: 10 }), (init, ops) => {
        expect(run(impl.URLSearchParams, init, ops)).toEqual(run(WHATWG_URL.URLSearchParams, init, ops));
      }),
      params(),
    );
  });

  it("iterators are live: appending during iteration is seen, deleting shifts (WebIDL pair iterator)", () => {
    const walk = (Class: typeof impl.URLSearchParams) => {
      const p = new Class("a=1&b=2&c=3");
      const seen: string[] = [];
      for (const [k] of p) {
        seen.push(k);
        if (k === "a") p.delete("b");
        if (k === "c") p.append("d", "4");
      }
      return seen;
    };
    expect(walk(impl.URLSearchParams)).toEqual(["a", "c", "d"]);
    expect(walk(WHATWG_URL.URLSearchParams)).toEqual(["a", "c", "d"]);
  });
});

describe("hostile names are ordinary data", () => {
  const impl = searchParamsSubject();
  const HOSTILE = [
    "__proto__",
    "constructor",
    "hasOwnProperty",
    "toString",
    "valueOf",
    "prototype",
    "__defineGetter__",
  ];

  /** What each implementation sees: entries, size, and every read method on every hostile name. */
  function observe(p: InstanceType<typeof impl.URLSearchParams>): unknown {
    const reads: unknown[] = [];
    for (const name of HOSTILE) reads.push([name, p.get(name), p.getAll(name), p.has(name), p.has(name, "x")]);
    const forEach: string[][] = [];
    p.forEach((value, name) => {
      forEach.push([name, value]);
    });
    return {
      entries: [...p],
      keys: [...p.keys()],
      values: [...p.values()],
      forEach,
      size: p.size,
      string: p.toString(),
      reads,
    };
  }

  const recordWithOwnProto = (): Record<string, string> => {
    const record: Record<string, string> = {};
    Object.defineProperty(record, "__proto__", { value: "x", enumerable: true, configurable: true, writable: true });
    Object.assign(record, { constructor: "c" });
    return record;
  };

  const inits: [string, () => unknown, [string, string][]][] = [
    ["an object literal's __proto__ (sets the prototype: no own key)", () => ({ __proto__: "x" }), []],
    [
      "JSON.parse's own __proto__ and friends",
      () => JSON.parse('{"__proto__":"x","constructor":"y","hasOwnProperty":"z","toString":"w"}'),
      [
        ["__proto__", "x"],
        ["constructor", "y"],
        ["hasOwnProperty", "z"],
        ["toString", "w"],
      ],
    ],
    [
      "Object.defineProperty's own __proto__",
      recordWithOwnProto,
      [
        ["__proto__", "x"],
        ["constructor", "c"],
      ],
    ],
    ["inherited keys are not the record's", () => Object.create({ inherited: "1" }), []],
    [
      "a null-prototype record",
      () => Object.assign(Object.create(null), { __proto__x: "1", toString: "2" }),
      [
        ["__proto__x", "1"],
        ["toString", "2"],
      ],
    ],
    [
      "a string",
      () => "__proto__=x&constructor=y&toString=z&__proto__=w",
      [
        ["__proto__", "x"],
        ["constructor", "y"],
        ["toString", "z"],
        ["__proto__", "w"],
      ],
    ],
    [
      "pairs",
      () => [
        ["__proto__", "x"],
        ["hasOwnProperty", "y"],
      ],
      [
        ["__proto__", "x"],
        ["hasOwnProperty", "y"],
      ],
    ],
  ];

  for (const [what, init, expected] of inits) {
    it(`${what}: exact entries, and every method agrees with native and whatwg-url`, () => {
      const mine = new impl.URLSearchParams(init() as never);
      expect([...mine]).toEqual(expected);
      const oracle = observe(new NATIVE.URLSearchParams(init() as never));
      expect(observe(new WHATWG_URL.URLSearchParams(init() as never))).toEqual(oracle);
      expect(observe(mine)).toEqual(oracle);
    });
  }

  it("set/delete/sort/append on hostile names change only the list", () => {
    const run = (Impl: typeof impl.URLSearchParams) => {
      const p = new Impl("b=1");
      const log: unknown[] = [];
      for (const name of HOSTILE) {
        p.append(name, "1");
        p.set(name, "2");
        log.push(p.get(name), p.has(name, "2"));
      }
      p.sort();
      log.push(p.toString());
      p.delete("__proto__");
      p.delete("constructor", "2");
      log.push(p.toString(), p.size, [...p.entries()]);
      log.push(typeof p.get, typeof p.toString, Object.getPrototypeOf(p) === Impl.prototype);
      return log;
    };
    const oracle = run(NATIVE.URLSearchParams);
    expect(run(impl.URLSearchParams)).toEqual(oracle);
    expect(oracle).toContain(
      "__defineGetter__=2&__proto__=2&b=1&constructor=2&hasOwnProperty=2&prototype=2&toString=2&valueOf=2",
    );
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("a record key that is a Symbol is a TypeError (WebIDL record<USVString, USVString>), as in the references", () => {
    const init = () => ({ a: "1", [Symbol("s")]: "2" });
    expect(() => new NATIVE.URLSearchParams(init() as never)).toThrow(TypeError);
    expect(() => new impl.URLSearchParams(init() as never)).toThrow(TypeError);
    const hidden = Object.defineProperty({ a: "1" }, Symbol("s"), { value: "2", enumerable: false });
    expect([...new impl.URLSearchParams(hidden as never)]).toEqual([["a", "1"]]);
  });

  it("a URL's query with hostile names reads back as data", () => {
    const urlImpl = subjectOrNull();
    if (urlImpl === null) throw new Error("the subject's URL class is not usable yet (see url-properties.test.ts)");
    const url = new urlImpl.URL("https://h/?__proto__=1&constructor=2&toString=3");
    expect(url.searchParams.get("__proto__")).toBe("1");
    expect(url.searchParams.get("constructor")).toBe("2");
    url.searchParams.set("hasOwnProperty", "4");
    url.searchParams.delete("toString");
    expect(url.href).toBe("https://h/?__proto__=1&constructor=2&hasOwnProperty=4");
  });
});
