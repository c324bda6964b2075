// The `u` fallback for engines without the RegExp `v` flag, forced here under Node (whose `v` is the reference): each
// construct that `u` reads differently is named, everything else compiles to the same meaning, and the WPT URLPattern
// data gives the same results as with `v` except the patterns that need `v`.
import { URLPattern } from "@urlkit/pattern";
import { readWPT } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { engineHasVFlag, findFlagDifference, regExpFlags } from "../src/regexp-flags.ts";
import { type PatternCase, patternCaseName, runPatternCase } from "./wpt-harness.ts";

// Every URLPattern in this file compiles its components as on an engine without `v`.
vi.mock("../src/regexp-flags.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/regexp-flags.ts")>();
  return {
    ...actual,
    regExpFlags: (source: string, ignoreCase: boolean, hasVFlag = false) =>
      actual.regExpFlags(source, ignoreCase, hasVFlag),
  };
});

// Strings to tell two regular expressions apart: letters whose case folding is special (Kelvin sign, long s, iota
// with ypogegrammeni, titlecase digraphs), punctuation a class may hold, astral code points and emoji sequences.
const PROBES = [
  ..."aAzZkKsS0159_-&!#~^$.*+?()[]{}/|\\ \t",
  "\u212a",
  "\u017f",
  "\u0345",
  "\u0399",
  "\u03b9",
  "\u1fbe",
  "\u01c4",
  "\u01c5",
  "\u01c6",
  "é",
  "É",
  "😀",
  "😂",
  "1\ufe0f\u20e3",
  "👍🏽",
  "ab",
  "",
];

/** What the fallback does with `source`: the flags, or the TypeError's message. */
function fallback(source: string, ignoreCase = false): string {
  try {
    return regExpFlags(source, ignoreCase, false);
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return (error as Error).message;
  }
}

function compiles(source: string, flags: string): boolean {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
}

/** Asserts that `source` means the same under the fallback's flags as under `v`, on every probe. */
function expectSameMeaning(source: string, ignoreCase = false): void {
  const flags = fallback(source, ignoreCase);
  expect(flags, source).toBe(ignoreCase ? "ui" : "u");
  const withV = new RegExp(`^(?:${source})$`, ignoreCase ? "vi" : "v");
  const withU = new RegExp(`^(?:${source})$`, flags);
  for (const probe of PROBES)
    expect(withU.test(probe), `${source} on ${JSON.stringify(probe)}`).toBe(withV.test(probe));
}

/** Asserts that `v` accepts `source` and the fallback names `construct` as needing `v`. */
function expectNeedsV(source: string, construct: string, ignoreCase = false): void {
  expect(compiles(source, ignoreCase ? "vi" : "v"), `v accepts ${source}`).toBe(true);
  expect(regExpFlags(source, ignoreCase, true)).toBe(ignoreCase ? "vi" : "v");
  expect(fallback(source, ignoreCase)).toBe(
    `its regular expression \`${source}\` uses ${construct}, which needs the RegExp v flag; this JavaScript engine does not have it`,
  );
}

/** Asserts that `v` rejects `source`, `u` alone would accept it, and the fallback rejects it naming `construct`. */
function expectRejectedAsV(source: string, construct: string): void {
  expect(compiles(source, "v"), `v rejects ${source}`).toBe(false);
  expect(compiles(source, "u"), `u accepts ${source}`).toBe(true);
  expect(fallback(source)).toBe(
    `its regular expression \`${source}\` is invalid (${construct}, which the v flag does not allow)`,
  );
}

describe("engineHasVFlag", () => {
  it("finds the v flag in this Node", () => expect(engineHasVFlag()).toBe(true));
});

describe("regExpFlags with the v flag", () => {
  it("is the standard's v, with i for ignoreCase, whatever the expression", () => {
    expect(regExpFlags("^(a)$", false, true)).toBe("v");
    expect(regExpFlags("^([\\p{L}--[a-z]])$", true, true)).toBe("vi");
  });
});

describe("regExpFlags without the v flag: constructs only v has", () => {
  it("a nested class", () => expectNeedsV("[[a-z]]", "a nested character class (`[` inside `[…]`)"));
  it("class set subtraction", () => expectNeedsV("[\\p{L}--[a-z]]", "class set subtraction (`--`)"));
  it("class set subtraction between single characters, a range from ! to - under u", () =>
    expectNeedsV("[!--a]", "class set subtraction (`--`)"));
  it("class set intersection", () => expectNeedsV("[a&&b]", "class set intersection (`&&`)"));
  it("a class string disjunction", () => expectNeedsV("[\\q{abc|d}]", "a class string disjunction (`\\q{…}`)"));
  it("properties of strings, in a class or not", () => {
    for (const name of ["RGI_Emoji", "Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_ZWJ_Sequence"]) {
      expectNeedsV(`\\p{${name}}`, `the property of strings \`\\p{${name}}\``);
      expectNeedsV(`[a\\p{${name}}]`, `the property of strings \`\\p{${name}}\``);
    }
  });
  it("escapes of reserved punctuators that u rejects, as a member or a range's end", () => {
    expectNeedsV("[\\&]", "the escape `\\&` in a character class");
    expectNeedsV("[a\\!]", "the escape `\\!` in a character class");
    expectNeedsV("[!-\\&]", "the escape `\\&` in a character class");
    expect(compiles("[\\&]", "u")).toBe(false);
  });
  it("a negated property escape with ignoreCase, which u case-folds differently", () => {
    // The premise: under `ui`, \P{Ll} matches "a" (through "A"); under `vi` it does not.
    const negatedLowercase = "^\\P{Ll}$";
    expect(new RegExp(negatedLowercase, "iu").test("a")).toBe(true);
    expect(new RegExp(negatedLowercase, "iv").test("a")).toBe(false);
    const construct = (escapeText: string) =>
      `the negated property escape \`${escapeText}\` with ignoreCase (without v it case-folds differently)`;
    expectNeedsV("\\P{Ll}", construct("\\P{Ll}"), true);
    expectNeedsV("[^\\P{Lu}]", construct("\\P{Lu}"), true);
    expectNeedsV("[a\\P{Script=Greek}]", construct("\\P{Script=Greek}"), true);
  });
});

describe("regExpFlags without the v flag: what v rejects is rejected", () => {
  it("unescaped class set syntax characters", () => {
    for (const character of "(){}/|") {
      expectRejectedAsV(`[a${character}]`, `an unescaped \`${character}\` in a character class`);
    }
  });
  it("a hyphen that makes no range", () => {
    // A range ending in an astral code point (a surrogate pair, one code point under both flags) ends there.
    for (const source of ["[a-]", "[-a]", "[a-z-0]", "[a-z-]", "[^-]", "[a-😀-~]", "[a-\\uD83D\\uDE00-~]"]) {
      expectRejectedAsV(source, "an unescaped `-` outside a range in a character class");
    }
  });
  it("doubled punctuators", () => {
    for (const character of "!#$%*+,.:;<=>?@^`~") {
      expectRejectedAsV(
        `[a${character}${character}]`,
        `the doubled punctuator \`${character}${character}\` in a character class`,
      );
    }
    expectRejectedAsV("[^^^]", "the doubled punctuator `^^` in a character class");
  });
  it("a negated property of strings", () => {
    expect(compiles("\\P{RGI_Emoji}", "v")).toBe(false);
    expect(fallback("\\P{RGI_Emoji}")).toMatch(/is invalid \(the negated property of strings `\\P\{RGI_Emoji\}`/);
  });
  it("what neither flag accepts is left to the RegExp constructor, which rejects it under u too", () => {
    for (const source of ["[z-a]", "[a", "(", "\\k", "[\\B]", "[\\d-a]"]) {
      expect(compiles(source, "v"), source).toBe(false);
      expect(compiles(source, "u"), source).toBe(false);
      const outcome = fallback(source);
      expect(outcome === "u" || outcome.includes("is invalid"), source).toBe(true);
    }
  });
});

describe("regExpFlags without the v flag: what means the same compiles with u", () => {
  it("the generated parts: escaped text, segment wildcards, full wildcards", () => {
    for (const source of [
      "^\\/books\\/([^\\/]+?)$",
      "^([^\\.]+?)\\.example\\.com$",
      "^(.*)$",
      "^([^]+?)$",
      "^\\(a\\)\\{b\\}\\*$",
    ]) {
      expectSameMeaning(source);
      expectSameMeaning(source, true);
    }
  });
  it("classes of characters, ranges, escapes and class escapes", () => {
    for (const source of [
      "[a-z]",
      "[^a-z0-9]",
      "[\\-\\]\\\\\\/\\^]",
      "[\\d\\s\\w]+",
      "[^\\W]",
      "[\\x41-\\x5a]",
      "[\\u0041-\\u{5a}]",
      "[\\uD83D\\uDE00-\\uD83D\\uDE02]",
      "[😀-😂]",
      "[\\b\\0\\cA\\t]",
      "[&!#^]",
      "[^^]",
      "[\\--a]",
      "[]",
      "[^]",
      "\\p{Ll}+",
      "[\\p{L}\\d]",
      "\\P{Ll}",
      "(?<year>\\d{4})-(?<month>\\d{2})",
    ]) {
      expectSameMeaning(source);
    }
  });
  it("with ignoreCase: a class negated around property escapes, and \\w, \\W, \\b", () => {
    for (const source of ["[^\\p{Ll}]", "[^x\\p{Lu}a-z]", "\\p{Lu}", "\\W", "[^\\w]", "\\bk", "[^K]", "[a-z]"]) {
      expectSameMeaning(source, true);
    }
  });

  it("agrees with v on random expressions: each is rejected as v rejects it, named as needing v, or means the same", () => {
    const members = fc.constantFrom(
      ..."az09AK&!#^$.~-(|/{".split(""),
      "\\-",
      "\\&",
      "\\]",
      "\\/",
      "\\d",
      "\\W",
      "\\b",
      "\\x41",
      "\\u{1F600}",
      "\\uD83D\\uDE00",
      "😀",
      "\\p{L}",
      "\\p{Ll}",
      "\\P{Ll}",
      "\\p{RGI_Emoji}",
      "\\q{a|bc}",
      "[a]",
      "[^b]",
      "&&",
      "--",
      "!!",
      "a-z",
      "0-9",
    );
    const classes = fc
      .tuple(fc.boolean(), fc.array(members, { minLength: 0, maxLength: 4 }))
      .map(([negated, parts]) => `[${negated ? "^" : ""}${parts.join("")}]`);
    const expressions = fc
      .array(fc.oneof(classes, fc.constantFrom("a", "\\P{Lu}", "\\p{RGI_Emoji}", "(?:b)+", "\\k")), {
        minLength: 1,
        maxLength: 3,
      })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(expressions, fc.boolean(), (source, ignoreCase) => {
        const outcome = fallback(source, ignoreCase);
        const vAccepts = compiles(source, ignoreCase ? "vi" : "v");
        if (outcome.includes("which the v flag does not allow")) {
          expect(vAccepts, source).toBe(false);
        } else if (!vAccepts) {
          // Rejected by the scan (naming a construct v has, in an expression v rejects for another reason) or by u.
          expect(outcome.includes("needs the RegExp v flag") || !compiles(source, outcome), source).toBe(true);
        } else if (!outcome.includes("needs the RegExp v flag")) {
          expectSameMeaning(source, ignoreCase);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe("findFlagDifference", () => {
  it("reports the first construct, reading escapes and classes in order", () => {
    expect(findFlagDifference("\\[a&&b]", false)).toBe(null);
    expect(findFlagDifference("[\\[]&&", false)).toBe(null);
    expect(findFlagDifference("[a--b[c]]", false)?.construct).toBe("class set subtraction (`--`)");
    expect(findFlagDifference("\\\\[a&&b]", false)?.construct).toBe("class set intersection (`&&`)");
  });
});

// The WPT cases that need `v`: their patterns are rejected, naming the construct, on an engine without it.
const NEEDS_V: Record<string, string> = {
  '[{"pathname":"/([[a-z]--a])"}]': "a nested character class (`[` inside `[…]`)",
  '[{"pathname":"/([\\\\d&&[0-1]])"}]': "class set intersection (`&&`)",
};

describe("urlpatterntestdata.json without the v flag", () => {
  const data = readWPT<PatternCase[]>("urlpatterntestdata.json");
  const patternsNeedingV = new Set<string>();
  for (const entry of data) {
    const construct = NEEDS_V[JSON.stringify(entry.pattern)];
    it(patternCaseName(entry), () => {
      if (construct === undefined) {
        runPatternCase(URLPattern, entry);
        return;
      }
      patternsNeedingV.add(JSON.stringify(entry.pattern));
      const args = entry.pattern as ConstructorParameters<typeof URLPattern>;
      expect(() => new URLPattern(...args)).toThrow(TypeError);
      expect(() => new URLPattern(...args)).toThrow(`uses ${construct}, which needs the RegExp v flag`);
    });
  }
  it("has every pattern listed as needing v", () => {
    expect([...patternsNeedingV].sort()).toEqual(Object.keys(NEEDS_V).sort());
  });
});
