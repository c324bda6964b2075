// URLSearchParams against whatwg-url, apart from the rest of its tests because whatwg-url does not load under Hermes
// (webidl-conversions reads SharedArrayBuffer at load), where `pnpm hermes` runs url-search-params.test.ts.
import { URLSearchParams } from "@urlkit/url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { URLSearchParams as ReferenceParams } from "whatwg-url";

// whatwg-url is the standard's reference implementation: random programs must give the same results. (Node's
// native class is not the oracle: it decodes "é%aa" to "\ufffd" where the standard gives "é\ufffd".)
describe("URLSearchParams against the reference implementation", () => {
  const text = fc.string({ unit: fc.constantFrom("a", "b", "=", "&", "+", "%", "2", "0", " ", "é", "\ud800", "?") });
  const op = fc.oneof(
    fc.tuple(fc.constant("append"), text, text),
    fc.tuple(fc.constant("set"), text, text),
    fc.tuple(fc.constant("delete"), text),
    fc.tuple(fc.constant("deleteValue"), text, text),
    fc.tuple(fc.constant("sort")),
  );

  it("gives the same list, serialization and lookups after any sequence of operations", () => {
    fc.assert(
      fc.property(text, fc.array(op, { maxLength: 12 }), (init, ops) => {
        const ours = new URLSearchParams(init);
        const native = new ReferenceParams(init);
        for (const [name, a, b] of ops as [string, string, string][]) {
          for (const params of [ours, native] as URLSearchParams[]) {
            if (name === "append") params.append(a, b);
            else if (name === "set") params.set(a, b);
            else if (name === "delete") params.delete(a);
            else if (name === "deleteValue") params.delete(a, b);
            else params.sort();
          }
          expect([...ours.entries()]).toEqual([...native.entries()]);
          expect(ours.toString()).toBe(native.toString());
          expect(ours.size).toBe(native.size);
          if (a !== undefined) {
            expect(ours.get(a)).toBe(native.get(a));
            expect(ours.getAll(a)).toEqual(native.getAll(a));
            expect(ours.has(a, b)).toBe(native.has(a, b));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
