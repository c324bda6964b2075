import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compileACachedComponent,
  compileAComponent,
  DEFAULT_OPTIONS,
  execComponent,
  PATHNAME_OPTIONS,
} from "../src/component.ts";
import type { Options } from "../src/parser.ts";

const identity = (text: string) => text;

describe("execComponent", () => {
  it("matches without the regular expression exactly as the regular expression does", () => {
    const patterns = fc.constantFrom("*", "", "/a", "abc", "(.*)", ":x(.*)", "/*", "a*", "{a}?", "*a");
    const inputs = fc.constantFrom("", "a", "/a", "abc", "/a/b", "x");
    const optionSets: Options[] = [DEFAULT_OPTIONS, PATHNAME_OPTIONS, { ...DEFAULT_OPTIONS, ignoreCase: true }];
    fc.assert(
      fc.property(patterns, inputs, fc.constantFrom(...optionSets), (pattern, input, options) => {
        const component = compileAComponent(pattern, identity, options);
        const viaRegExp = component.regularExpression.exec(input);
        const result = execComponent(component, input);
        expect(result !== null).toBe(viaRegExp !== null);
        if (result !== null && result !== true) expect([...result]).toEqual([...(viaRegExp as RegExpExecArray)]);
      }),
    );
  });

  it("creates a regexp group's regular expression at once (a bad one fails compilation)", () => {
    expect(() => compileAComponent("([)", identity, DEFAULT_OPTIONS)).toThrow(
      /regular expression \^\(\[\)\$ is invalid/,
    );
  });
});

describe("compileACachedComponent", () => {
  it("returns the same component for the same arguments and a new one for others", () => {
    const first = compileACachedComponent("/cache-test", identity, PATHNAME_OPTIONS);
    expect(compileACachedComponent("/cache-test", identity, PATHNAME_OPTIONS)).toBe(first);
    expect(compileACachedComponent("/cache-test", identity, DEFAULT_OPTIONS)).not.toBe(first);
    expect(compileACachedComponent("/cache-test", (text) => text.toUpperCase(), PATHNAME_OPTIONS).patternString).toBe(
      "/CACHE-TEST",
    );
  });

  it("stays correct past its limit", () => {
    for (let i = 0; i < 200; i++)
      expect(compileACachedComponent(`/p${i}`, identity, PATHNAME_OPTIONS).patternString).toBe(`/p${i}`);
  });
});
