// The `u` fallback for engines without the RegExp `v` flag, forced here under Node (whose `v` is the reference): a
// class with nested classes, `&&` or `--` is rewritten for `u` and matches what it matches under `v`, each construct
// that `u` cannot express is named, everything else compiles as written, and the WPT URLPattern data gives the same
// results as with `v`.
import { URLPattern } from "@urlkit/pattern";
import { readWPT } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { engineHasVFlag, type RegExpSourceAndFlags, regExpSourceAndFlags, uFlagSource } from "../src/regexp-flags.ts";
import { type PatternCase, patternCaseName, runPatternCase } from "./wpt-harness.ts";

// Every URLPattern in this file compiles its components as on an engine without `v`.
vi.mock("../src/regexp-flags.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/regexp-flags.ts")>();
  return {
    ...actual,
    regExpSourceAndFlags: (source: string, ignoreCase: boolean, hasVFlag = false) =>
      actual.regExpSourceAndFlags(source, ignoreCase, hasVFlag),
  };
});

const MAX_CODE_POINT = 0x10ffff;

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

/** What the fallback does with `source`: the expression and flags, or the TypeError's message. */
function fallback(source: string, ignoreCase = false): RegExpSourceAndFlags | string {
  try {
    return regExpSourceAndFlags(source, ignoreCase, false);
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return (error as Error).message;
  }
}

/** The expression the fallback compiles for `source`, asserting that it compiles one, with `u`. */
function translated(source: string, ignoreCase = false): string {
  const outcome = fallback(source, ignoreCase);
  expect(outcome, source).toEqual({ source: expect.any(String), flags: ignoreCase ? "ui" : "u" });
  return (outcome as RegExpSourceAndFlags).source;
}

function compiles(source: string, flags: string): boolean {
  try {
    new RegExp(source, flags);
    return true;
  } catch {
    return false;
  }
}

/** Asserts that the fallback compiles `source` as written, and that it means the same as under `v` on every probe. */
function expectSameMeaning(source: string, ignoreCase = false): void {
  expect(translated(source, ignoreCase)).toBe(source);
  expectSameOnProbes(source, ignoreCase);
}

/** Asserts that the fallback's expression for `source` matches as `source` does under `v`, on every probe. */
function expectSameOnProbes(source: string, ignoreCase = false): void {
  const withV = new RegExp(`^(?:${source})$`, ignoreCase ? "vi" : "v");
  const withU = new RegExp(`^(?:${translated(source, ignoreCase)})$`, ignoreCase ? "ui" : "u");
  for (const probe of PROBES)
    expect(withU.test(probe), `${source} on ${JSON.stringify(probe)}`).toBe(withV.test(probe));
}

/** Asserts that `v` accepts `source` and the fallback names `construct` as needing `v`. */
function expectNeedsV(source: string, construct: string, ignoreCase = false): void {
  expect(compiles(source, ignoreCase ? "vi" : "v"), `v accepts ${source}`).toBe(true);
  expect(regExpSourceAndFlags(source, ignoreCase, true)).toEqual({ source, flags: ignoreCase ? "vi" : "v" });
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

describe("regExpSourceAndFlags with the v flag", () => {
  it("is the standard's expression as written with v, and i for ignoreCase, whatever the expression", () => {
    expect(regExpSourceAndFlags("^(a)$", false, true)).toEqual({ source: "^(a)$", flags: "v" });
    expect(regExpSourceAndFlags("^([\\p{L}--[a-z]])$", true, true)).toEqual({
      source: "^([\\p{L}--[a-z]])$",
      flags: "vi",
    });
  });
});

describe("regExpSourceAndFlags without the v flag: constructs only v has and u cannot express", () => {
  it("a class string disjunction, in a class or a nested one", () => {
    expectNeedsV("[\\q{abc|d}]", "a class string disjunction (`\\q{…}`)");
    expectNeedsV("[[a]\\q{b}]", "a class string disjunction (`\\q{…}`)");
    expectNeedsV("[\\p{L}--[\\q{x}]]", "a class string disjunction (`\\q{…}`)");
  });
  it("properties of strings, in a class or not", () => {
    for (const name of ["RGI_Emoji", "Basic_Emoji", "Emoji_Keycap_Sequence", "RGI_Emoji_ZWJ_Sequence"]) {
      expectNeedsV(`\\p{${name}}`, `the property of strings \`\\p{${name}}\``);
      expectNeedsV(`[a\\p{${name}}]`, `the property of strings \`\\p{${name}}\``);
      expectNeedsV(`[\\p{${name}}--[a]]`, `the property of strings \`\\p{${name}}\``);
    }
  });
  it("escapes of reserved punctuators that u rejects, as a member, a range's end or an operand", () => {
    expectNeedsV("[\\&]", "the escape `\\&` in a character class");
    expectNeedsV("[a\\!]", "the escape `\\!` in a character class");
    expectNeedsV("[!-\\&]", "the escape `\\&` in a character class");
    expectNeedsV("[[a]--\\&]", "the escape `\\&` in a character class");
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
    expectNeedsV("[\\p{L}--\\P{Lu}]", construct("\\P{Lu}"), true);
  });
});

describe("regExpSourceAndFlags without the v flag: what v rejects is rejected", () => {
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
  it("set operations that v does not parse", () => {
    const operandMissing = "a class set operator (`&&` or `--`) without one operand on each side";
    for (const source of ["[a-z&&b]", "[ab&&c]", "[a&&b-c]", "[a&&]", "[&&a]", "[a&&[b]c]", "[a--b--]", "[a---b]"]) {
      expect(compiles(source, "v"), source).toBe(false);
      expect(fallback(source), source).toBe(
        `its regular expression \`${source}\` is invalid (${operandMissing}, which the v flag does not allow)`,
      );
    }
    expectRejectedAsV("[!--a&&b]", "both `&&` and `--` at one level of a character class");
    expectRejectedAsV("[a&&&b]", "a third `&` after the intersection operator `&&`");
    // Under u, the first "]" ends a class of "[" and "a"; under v it ends the nested class and the outer is open.
    expectRejectedAsV("[[a]", "a character class with no closing `]`");
    // A nested class is no range's end under v.
    expect(compiles("[[a]-b]", "v")).toBe(false);
    expect(fallback("[[a]-b]")).toContain("is invalid (an unescaped `-` outside a range in a character class");
  });
  it("a negated property of strings", () => {
    expect(compiles("\\P{RGI_Emoji}", "v")).toBe(false);
    expect(fallback("\\P{RGI_Emoji}")).toMatch(/is invalid \(the negated property of strings `\\P\{RGI_Emoji\}`/);
  });
  it("what neither flag accepts is left to the RegExp constructor, which rejects it under u too", () => {
    for (const source of ["[z-a]", "[a", "(", "\\k", "[\\B]", "[\\d-a]", "[[z-a]--b]", "([a&&b]"]) {
      expect(compiles(source, "v"), source).toBe(false);
      expect(compiles(source, "u"), source).toBe(false);
      const outcome = fallback(source);
      if (typeof outcome === "string") expect(outcome, source).toContain("is invalid");
      else expect(compiles(outcome.source, outcome.flags), source).toBe(false);
    }
  });
});

describe("regExpSourceAndFlags without the v flag: what u reads the same compiles as written", () => {
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
        if (typeof outcome !== "string") {
          // Compiled with u: what v accepts means the same, and what v rejects u rejects as written for it.
          if (vAccepts) expectSameOnProbes(source, ignoreCase);
          else expect(compiles(outcome.source, outcome.flags), source).toBe(false);
        } else if (outcome.includes("which the v flag does not allow")) {
          expect(vAccepts, source).toBe(false);
        } else {
          // Named as needing v (perhaps in an expression v rejects for another reason).
          expect(outcome, source).toContain("needs the RegExp v flag");
        }
      }),
      { seed: 20_240_627, numRuns: 5000 },
    );
  });
});

/** Each code point as a string of its own, lone surrogates included. */
const EVERY_CODE_POINT: string[] = [];
for (let codePoint = 0; codePoint <= MAX_CODE_POINT; codePoint++)
  EVERY_CODE_POINT.push(String.fromCodePoint(codePoint));

/** Asserts that the fallback rewrites `source` and that it matches as `source` does under `v`, on every code point. */
function expectSameOnEveryCodePoint(source: string, ignoreCase: boolean): void {
  const rewritten = translated(source, ignoreCase);
  expect(rewritten, source).not.toBe(source);
  const withV = new RegExp(`^(?:${source})$`, ignoreCase ? "vi" : "v");
  const withU = new RegExp(`^(?:${rewritten})$`, ignoreCase ? "ui" : "u");
  const different: string[] = [];
  for (const codePoint of EVERY_CODE_POINT) {
    if (withU.test(codePoint) !== withV.test(codePoint)) different.push(codePoint);
  }
  expect(different, `${source} (as ${rewritten}${ignoreCase ? ", ignoreCase" : ""})`).toEqual([]);
}

/** Asserts that the fallback's expression for `source` finds what `source` finds under `v`, captures included. */
function expectSameMatches(source: string, ignoreCase: boolean, inputs: readonly string[]): void {
  const withV = new RegExp(source, ignoreCase ? "vi" : "v");
  const withU = new RegExp(translated(source, ignoreCase), ignoreCase ? "ui" : "u");
  for (const input of inputs) {
    const expected = withV.exec(input);
    const actual = withU.exec(input);
    expect(actual && [actual.index, ...actual], `${source} on ${JSON.stringify(input)}`).toEqual(
      expected && [expected.index, ...expected],
    );
    expect(actual?.groups, `${source} on ${JSON.stringify(input)}`).toEqual(expected?.groups);
  }
}

// Classes with nested classes and set operations, each rewritten for u: negation at every level, ranges, class
// escapes, property escapes, escaped hyphens, astral code points and lone surrogates, and letters whose case
// folding is special (Kelvin sign, long s, combining iota, titlecase digraphs).
const REWRITTEN_CLASSES = [
  "[[a-z]--a]",
  "[\\d&&[0-1]]",
  "[[a-z]]",
  "[a[b-d]x-z]",
  "[[a][b]]",
  "[^[a-c]x]",
  "[[a]^]",
  "[^[^a]]",
  "[^[^[^a]]]",
  "[[^a]--b]",
  "[^\\d&&[0-5]]",
  "[!--a]",
  "[a&&b&&c]",
  "[[a-z]--a--z]",
  "[\\d--[05]]",
  "[\\p{L}--[a-z]]",
  "[^\\p{L}--[a-z]]",
  "[\\p{L}&&\\p{Ll}]",
  "[\\p{Script=Greek}--[^\\u0345]]",
  "[[^\\p{Ll}]--[^\\p{Lu}]]",
  "[\\-[a]]",
  "[[!-\\-]--\\-]",
  "[\\b--[\\0]]",
  "[\\w--[^\\W]]",
  "[\\W[k]]",
  "[^\\W&&[^s]]",
  "[[\\s\\S]--\\p{Lu}]",
  "[[\\w--\\d]--[_x]]",
  "[[[a-z]--[aeiou]]&&[^[m-p]]]",
  "[^[\\w--k]&&[^\\d]]",
  "[[\\u{1F600}-\\u{1F64F}]--\\u{1F602}]",
  "[\\p{Emoji_Presentation}&&[😀-🙏]]",
  "[^[😀-😂]]",
  "[😀[a]😂]",
  "[\\uD83D[a]\\uDE00]",
  "[\\uD83D\\uDE00[a]]",
  "[[a-z]--k]",
  "[\\p{Lu}--[A-Z]]",
  "[[^k]&&[^\\u212a]]",
  "[\\u017f--s]",
  "[[\\u0345]--[\\u03b9]]",
  "[[\\u01c4-\\u01c6]--\\u01c5]",
  "[^[\\u1f80-\\u1faf]&&\\p{Lt}]",
  "[[]--a]",
  "[^[]]",
  "[[^]&&a]",
];

describe("regExpSourceAndFlags without the v flag: classes with nested classes, && or -- are rewritten for u", () => {
  it("the WPT patterns, as lookaheads", () => {
    expect(fallback("^(?:\\/([[a-z]--a]))$")).toEqual({ source: "^(?:\\/((?:(?![a])[a-z])))$", flags: "u" });
    expect(fallback("^(?:\\/([\\d&&[0-1]]))$")).toEqual({ source: "^(?:\\/((?:(?=[0-1])[\\d])))$", flags: "u" });
  });
  it("a union with nested classes, as an alternation of its runs of members and its nested classes", () => {
    expect(translated("[a-c[x]\\d]")).toBe("(?:[a-c]|[x]|[\\d])");
    // A leading "^" of a run is escaped, and surrogates on both sides of a nested class stay apart.
    expect(translated("[[x]^a]")).toBe("(?:[x]|[\\^a])");
    expect(translated("[\\uD83D[a]\\uDE00]")).toBe("(?:[\\uD83D]|[a]|[\\uDE00])");
  });
  it("a negated class, as any code point that its positive part does not match", () => {
    expect(translated("[^[^a]]")).toBe("(?:(?![^a])[\\s\\S])");
    expect(translated("[^a&&\\d]")).toBe("(?:(?!(?:(?=[\\d])[a]))[\\s\\S])");
  });
  it("an escaped bracket is no class, and a class's first bracket is a character under v too", () => {
    expect(uFlagSource("\\[a&&b]", false)).toBe("\\[a&&b]");
    expect(uFlagSource("[\\[]&&", false)).toBe("[\\[]&&");
    expect(uFlagSource("\\\\[a&&b]", false)).toBe("\\\\(?:(?=[b])[a])");
  });

  it("matches what v matches, on every code point, with and without ignoreCase", () => {
    for (const source of REWRITTEN_CLASSES) {
      expectSameOnEveryCodePoint(source, false);
      expectSameOnEveryCodePoint(source, true);
    }
  });

  it("adds only non-capturing groups and lookarounds: the same captures, named groups and indices", () => {
    const inputs = ["", "a", "b1", "xb1", "ab1", "bc1", "AB1", "B\u212a1", "b😀1", "zzb0bb1"];
    for (const ignoreCase of [false, true]) {
      expectSameMatches("(a)?([[b-z]--c])(?<digit>[\\d&&[1]])", ignoreCase, inputs);
      expectSameMatches("([^[a]])+(?<=[b&&[^c]])([\\d--0])", ignoreCase, inputs);
      expectSameMatches("(?<first>[[^\\d]--[a]]{2})|([[a-z][😀]]+?)1", ignoreCase, inputs);
    }
  });

  it("agrees with v on random class set expressions and strings, captures included", () => {
    const characters = fc.constantFrom(
      ..."abkszAKSZ059_^&!#~",
      "\\-",
      "\\]",
      "\\[",
      "\\^",
      "\\b",
      "\\x41",
      "\\u212a",
      "\\u017f",
      "\\u0345",
      "\\u03b9",
      "\\u01c5",
      "😀",
      "\\u{1F602}",
      "\\uD83D",
    );
    const classEscapes = fc.constantFrom("\\d", "\\D", "\\w", "\\W", "\\s", "\\p{L}", "\\p{Lu}", "\\p{Ll}", "\\p{Lt}");
    const ranges = fc
      .tuple(
        fc.constantFrom("a", "k", "s", "A", "0", "\\x41", "\\u0100"),
        fc.constantFrom("z", "s", "Z", "9", "\\u212a"),
      )
      .map(([from, to]) => `${from}-${to}`);
    const { classSet } = fc.letrec<{ classSet: string; operand: string }>((tie) => ({
      classSet: fc
        .tuple(
          fc.boolean(),
          fc.oneof(
            { maxDepth: 3, depthIdentifier: "class" },
            fc
              .array(fc.oneof(characters, classEscapes, ranges, tie("classSet")), { maxLength: 4 })
              .map((members) => members.join("")),
            fc.array(tie("operand"), { minLength: 2, maxLength: 3 }).map((operands) => operands.join("&&")),
            fc.array(tie("operand"), { minLength: 2, maxLength: 3 }).map((operands) => operands.join("--")),
          ),
        )
        .map(([negated, contents]) => `[${negated ? "^" : ""}${contents}]`),
      operand: fc.oneof({ maxDepth: 3, depthIdentifier: "class" }, characters, classEscapes, tie("classSet")),
    }));
    const expressions = fc
      .array(fc.tuple(classSet, fc.constantFrom("(%)", "%", "%+", "(%)?", "(?:%|b)", "(?<=%)", "(?!%)")), {
        minLength: 1,
        maxLength: 3,
      })
      .map((parts) => parts.map(([classText, shape]) => shape.replace("%", classText)).join(""));
    const inputs = fc.array(
      fc
        .array(
          fc.oneof(
            fc.constantFrom(...PROBES.filter((probe) => probe.length === 1), "😀", "😂", "\uD83D", "\uDE00"),
            fc.integer({ min: 0, max: MAX_CODE_POINT }).map((codePoint) => String.fromCodePoint(codePoint)),
          ),
          { maxLength: 4 },
        )
        .map((codePoints) => codePoints.join("")),
      { minLength: 1, maxLength: 8 },
    );
    let compared = 0;
    fc.assert(
      fc.property(expressions, fc.boolean(), inputs, (source, ignoreCase, strings) => {
        const vAccepts = compiles(source, ignoreCase ? "vi" : "v");
        const outcome = fallback(source, ignoreCase);
        if (!vAccepts) {
          if (typeof outcome !== "string") expect(compiles(outcome.source, outcome.flags), source).toBe(false);
          return;
        }
        if (typeof outcome === "string") {
          // Only what u cannot express is refused.
          expect(outcome, source).toMatch(/uses the escape `\\.` in a character class|the negated property escape/);
          return;
        }
        compared++;
        expectSameMatches(source, ignoreCase, strings);
        expectSameMatches(`^(?:${source})$`, ignoreCase, strings);
      }),
      { seed: 20_240_628, numRuns: 3000 },
    );
    // Most generated expressions are ones v accepts, and so compared.
    expect(compared).toBeGreaterThan(1500);
  });
});

describe("uFlagSource", () => {
  it("reports the first construct, reading escapes and classes in order", () => {
    expect(uFlagSource("[a(&&b]", false)).toEqual({
      construct: "an unescaped `(` in a character class",
      needsVFlag: false,
    });
    expect(uFlagSource("[[a]\\q{b}]\\p{RGI_Emoji}", false)).toEqual({
      construct: "a class string disjunction (`\\q{…}`)",
      needsVFlag: true,
    });
    expect(uFlagSource("[a--b[c]]", false)).toEqual({
      construct: "a class set operator (`&&` or `--`) without one operand on each side",
      needsVFlag: false,
    });
  });
});

describe("urlpatterntestdata.json without the v flag", () => {
  for (const entry of readWPT<PatternCase[]>("urlpatterntestdata.json")) {
    it(patternCaseName(entry), () => runPatternCase(URLPattern, entry));
  }
});
