// The Hermes test shim must fail what vitest fails: otherwise `pnpm hermes` would pass tests it never checked.
import { describe as vitestDescribe, expect as vitestExpect, it as vitestIt } from "vitest";
import { describe, expect, it, runCollectedTests } from "../hermes/vitest.ts";

vitestDescribe("the Hermes vitest shim", () => {
  vitestIt("passes what holds, fails what does not, skips what is skipped, and names each failure", () => {
    describe("suite", () => {
      it("equal", () => expect([1, { a: "x", b: undefined }]).toEqual([1, { a: "x" }]));
      it("strictly unequal", () => expect({ a: 1, b: undefined }).toStrictEqual({ a: 1 }));
      it("not toBe", () => expect(1).not.toBe(1));
      it("throws the wrong class", () => expect(() => JSON.parse("{")).toThrow(TypeError));
      it("throws a matching message", () => expect(() => JSON.parse("{")).toThrow(/JSON/));
      it("contains", () => expect(["a", "b"]).toEqual(expect.arrayContaining(["b"])));
      it("does not contain", () => expect(["a"]).toEqual(expect.arrayContaining(["b"])));
      it("matches an object", () => expect({ a: 1, b: 2 }).toMatchObject({ a: 1 }));
      it("an unknown matcher", () => (expect(1) as unknown as { toBeOdd(): void }).toBeOdd());
      it("an async test", async () => {});
      it.each([[1, 2]])("%s + 1 is %s", (a, b) => expect((a as number) + 1).toBe(b));
      it.skipIf(true)("skipped", () => expect(1).toBe(2));
    });
    const tallies = runCollectedTests();
    vitestExpect(tallies).toMatchObject({ passed: 5, failed: 6, skipped: 1 });
    vitestExpect(tallies.failures.map((failure) => failure.split(":")[0])).toEqual([
      "suite > strictly unequal",
      "suite > not toBe",
      "suite > throws the wrong class",
      "suite > does not contain",
      "suite > an unknown matcher",
      "suite > an async test",
    ]);
  });
});
