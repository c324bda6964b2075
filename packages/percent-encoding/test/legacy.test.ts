import { readdirSync, readFileSync } from "node:fs";
import { percentEncodeAfterEncoding } from "@exodus/bytes/whatwg.js";
import {
  type Encoding,
  FORM_URLENCODED_SET,
  type PercentEncodeSet,
  percentEncode,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  UTF_8,
} from "@urlkit/percent-encoding";
import { getEncoding } from "@urlkit/percent-encoding/legacy";
import { bundle, packageDir, readWPT, repoRoot } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

interface PercentEncodingCase {
  input: string;
  output: Record<string, string>;
}

const wpt = readWPT<(string | PercentEncodingCase)[]>("percent-encoding.json").filter(
  (c): c is PercentEncodingCase => typeof c !== "string",
);

const query = (input: string, label: string) =>
  percentEncode(input, SPECIAL_QUERY_SET, { encoding: getEncoding(label) });
const bytes = (input: string, label: string) => Array.from(getEncoding(label).encode(input));
const hex = (list: number[]) => list.map((b) => (b < 0 ? `-U+${(-b).toString(16).toUpperCase()}` : b.toString(16)));

describe("WPT percent-encoding.json through percentEncode", () => {
  it("has cases for several legacy encodings", () => {
    expect(wpt.length).toBeGreaterThanOrEqual(7);
    const labels = new Set(wpt.flatMap((c) => Object.keys(c.output)));
    for (const label of ["big5", "euc-kr", "windows-1252", "iso-2022-jp", "gb18030", "shift_jis", "iso-8859-2"]) {
      expect(labels).toContain(label);
    }
  });

  const rows = wpt.flatMap((c) => Object.entries(c.output).map(([label, output]) => [label, c.input, output] as const));
  // The harness parses https://example.invalid/?<input>: a special URL's query, so the special-query set; the
  // inputs have no U+0027 ('), so the query set must give the same.
  it.each(rows)("%s %j → %s", (label, input, output) => {
    const encoding = getEncoding(label);
    expect(percentEncode(input, SPECIAL_QUERY_SET, { encoding })).toBe(output);
    expect(percentEncode(input, QUERY_SET, { encoding })).toBe(output);
  });
});

describe("getEncoding", () => {
  it("returns one frozen object per encoding, named as the Encoding Standard names it", () => {
    const latin1 = getEncoding("latin1");
    expect(latin1.name).toBe("windows-1252");
    expect(getEncoding("windows-1252")).toBe(latin1);
    expect(getEncoding(" ASCII\n")).toBe(latin1);
    expect(Object.isFrozen(latin1)).toBe(true);
    expect(getEncoding("sjis")).toBe(getEncoding("Shift_JIS"));
    expect(getEncoding("sjis").name).toBe("Shift_JIS");
    expect(getEncoding("gb18030")).not.toBe(getEncoding("gbk"));
  });

  it("gives the output encoding: UTF-8 for UTF-8, UTF-16BE, UTF-16LE and replacement", () => {
    for (const label of [
      "utf-8",
      "UTF8",
      "utf-16",
      "utf-16le",
      "utf-16be",
      "unicodefffe",
      "replacement",
      "iso-2022-kr",
    ]) {
      expect(getEncoding(label)).toBe(UTF_8);
    }
    expect(percentEncode("\u00e9", SPECIAL_QUERY_SET, { encoding: getEncoding("utf-16") })).toBe("%C3%A9");
  });

  it("throws a RangeError naming an unknown label", () => {
    for (const label of [
      "",
      "utf-7",
      "latin-1",
      "\u00a0latin1",
      "\vlatin1",
      "latin1\u2028",
      "\u212Aoi8-r",
      "x-mac-greek",
    ]) {
      expect(() => getEncoding(label)).toThrow(RangeError);
      expect(() => getEncoding(label)).toThrow(JSON.stringify(label));
    }
  });

  it("throws a TypeError for a label that is not a string", () => {
    expect(() => getEncoding(undefined as unknown as string)).toThrow(TypeError);
    expect(() => getEncoding(1252 as unknown as string)).toThrow(/takes a string; got number/);
  });

  it("encode() leaves Error.stackTraceLimit as it was, on success and on errors", () => {
    const limit = Error.stackTraceLimit;
    expect(bytes("a\u3042", "sjis")).toEqual([0x61, 0x82, 0xa0]);
    expect(bytes("\u{1f600}", "sjis")).toEqual([-0x1f600]);
    expect(Error.stackTraceLimit).toBe(limit);
  });

  it("encode() throws a TypeError for input that is not a string", () => {
    expect(() => getEncoding("big5").encode(null as unknown as string)).toThrow(/Big5 encode\(input\) takes a string/);
  });
});

describe("single-byte encodings", () => {
  it("windows-1252 (latin1, ascii, iso-8859-1)", () => {
    expect(bytes("a\u20ac\u0081\u00ff\u0178", "latin1")).toEqual([0x61, 0x80, 0x81, 0xff, 0x9f]);
    expect(bytes("\u0100\u{1f600}", "iso-8859-1")).toEqual([-0x100, -0x1f600]);
    expect(query("caf\u00e9 \u2603", "ascii")).toBe("caf%E9%20%26%239731%3B");
  });

  it("the other tables", () => {
    expect(bytes("\u0105\u00a2", "iso-8859-2")).toEqual([0xb1, -0xa2]);
    expect(bytes("\u044f", "koi8-r")).toEqual([0xd1]);
    expect(bytes("\u044f", "windows-1251")).toEqual([0xff]);
    expect(bytes("\u0e01", "tis-620")).toEqual([0xa1]);
    expect(bytes("\u011f", "latin5")).toEqual([0xf0]);
    expect(bytes("\u05d0", "logical")).toEqual([0xe0]);
    expect(bytes("\u05d0", "visual")).toEqual([0xe0]);
    expect(bytes("\u00e9", "mac")).toEqual([0x8e]);
    expect(bytes("\u0410", "ibm866")).toEqual([0x80]);
  });

  it("x-user-defined: U+F780–U+F7FF are the bytes 0x80–0xFF", () => {
    expect(bytes("a\uf780\uf7ff\u0080", "x-user-defined")).toEqual([0x61, 0x80, 0xff, -0x80]);
  });

  it("a lone surrogate is U+FFFD, a pair one code point", () => {
    expect(bytes("\ud800a\udc00", "windows-1252")).toEqual([-0xfffd, 0x61, -0xfffd]);
    expect(bytes("\ud83d\ude00", "windows-1252")).toEqual([-0x1f600]);
    expect(query("\udc00", "windows-1252")).toBe("%26%2365533%3B");
  });
});

describe("Shift_JIS, EUC-JP", () => {
  it("Shift_JIS", () => {
    expect(hex(bytes("\u3042\u4e9c\uff61\uff9f\u0080", "shift_jis"))).toEqual(
      hex([0x82, 0xa0, 0x88, 0x9f, 0xa1, 0xdf, 0x80]),
    );
    expect(bytes("\u00a5\u203e\u2212\uff0d", "sjis")).toEqual([0x5c, 0x7e, 0x81, 0x7c, 0x81, 0x7c]);
    expect(bytes("\u20ac\u{20b9f}", "sjis")).toEqual([-0x20ac, -0x20b9f]);
    // U+2170 is in index jis0208 twice (NEC and IBM rows); the encoder skips pointers 8272–8835.
    expect(hex(bytes("\u2170", "sjis"))).toEqual(hex([0xfa, 0x40]));
  });

  it("EUC-JP", () => {
    expect(hex(bytes("\u3042\uff61\u00a5\u203e\u2212", "euc-jp"))).toEqual(
      hex([0xa4, 0xa2, 0x8e, 0xa1, 0x5c, 0x7e, 0xa1, 0xdd]),
    );
    // JIS X 0212 is decoded, never encoded.
    expect(bytes("\u02d8\u0080", "euc-jp")).toEqual([-0x2d8, -0x80]);
  });
});

describe("ISO-2022-JP state handling", () => {
  const ESC_ASCII = [0x1b, 0x28, 0x42];
  const ESC_ROMAN = [0x1b, 0x28, 0x4a];
  const ESC_JIS0208 = [0x1b, 0x24, 0x42];

  it("switches state and returns to ASCII at the end", () => {
    expect(bytes("a\u3042b", "iso-2022-jp")).toEqual([0x61, ...ESC_JIS0208, 0x24, 0x22, ...ESC_ASCII, 0x62]);
    expect(bytes("\u3042", "iso-2022-jp")).toEqual([...ESC_JIS0208, 0x24, 0x22, ...ESC_ASCII]);
    expect(bytes("\u00a5a\u203e", "iso-2022-jp")).toEqual([...ESC_ROMAN, 0x5c, 0x61, 0x7e, ...ESC_ASCII]);
    // Half-width katakana go through index ISO-2022-JP katakana (U+FF61 → U+3002), U+2212 as U+FF0D.
    expect(bytes("\uff61\u2212", "iso-2022-jp")).toEqual([...ESC_JIS0208, 0x21, 0x23, 0x21, 0x5d, ...ESC_ASCII]);
  });

  it("an error in the jis0208 state first returns to ASCII (ESC ( B), then the error", () => {
    expect(bytes("\u3042\u{1f600}a", "iso-2022-jp")).toEqual([
      ...ESC_JIS0208,
      0x24,
      0x22,
      ...ESC_ASCII,
      -0x1f600,
      0x61,
    ]);
    expect(query("\u3042\u00e9\u3044", "iso-2022-jp")).toBe("%1B$B$%22%1B(B%26%23233%3B%1B$B$$%1B(B");
  });

  it("an error in the Roman state stays in Roman; only U+005C and U+007E leave it", () => {
    expect(bytes("\u00a5\u{1f600}a", "iso-2022-jp")).toEqual([...ESC_ROMAN, 0x5c, -0x1f600, 0x61, ...ESC_ASCII]);
    expect(bytes("\u00a5\u{1f600}\\", "iso-2022-jp")).toEqual([...ESC_ROMAN, 0x5c, -0x1f600, ...ESC_ASCII, 0x5c]);
  });

  it("U+000E, U+000F and U+001B are errors reported as U+FFFD (after leaving jis0208)", () => {
    expect(bytes("\u000e\u000f\u001b", "iso-2022-jp")).toEqual([-0xfffd, -0xfffd, -0xfffd]);
    expect(bytes("\u3042\u001b", "iso-2022-jp")).toEqual([...ESC_JIS0208, 0x24, 0x22, ...ESC_ASCII, -0xfffd]);
    expect(bytes("\u00a5\u000e", "iso-2022-jp")).toEqual([...ESC_ROMAN, 0x5c, -0xfffd, ...ESC_ASCII]);
  });

  it("a lone surrogate is U+FFFD", () => {
    expect(bytes("\u3042\ud800", "iso-2022-jp")).toEqual([...ESC_JIS0208, 0x24, 0x22, ...ESC_ASCII, -0xfffd]);
  });
});

describe("EUC-KR, Big5", () => {
  it("EUC-KR (the windows-949 superset: every precomposed Hangul syllable)", () => {
    expect(hex(bytes("\uac00\u2020\ub620", "euc-kr"))).toEqual(hex([0xb0, 0xa1, 0xa2, 0xd3, 0x8c, 0x63]));
    expect(bytes("\u20ac\u3042\u{1f600}", "korean")).toEqual([0xa2, 0xe6, 0xaa, 0xa2, -0x1f600]);
  });

  it("Big5", () => {
    expect(hex(bytes("\u4e2d\u3000\u00a5", "big5"))).toEqual(hex([0xa4, 0xa4, 0xa1, 0x40, -0xa5]));
    expect(bytes("\u2020\u20ac", "big5")).toEqual([-0x2020, 0xa3, 0xe1]);
    // U+2550 is both A2A4 and F9F9: for it the encoder takes the last pointer.
    expect(hex(bytes("\u2550", "big5"))).toEqual(hex([0xf9, 0xf9]));
    // HKSCS ideographs outside the BMP are in index Big5 too (FA40 is U+20547).
    expect(hex(bytes("\u{20547}", "big5-hkscs"))).toEqual(hex([0xfa, 0x40]));
  });
});

describe("GBK, gb18030", () => {
  it("two-byte code points and the euro sign", () => {
    expect(hex(bytes("\u4e2d\u6587", "gb2312"))).toEqual(hex([0xd6, 0xd0, 0xce, 0xc4]));
    expect(bytes("\u20ac", "gbk")).toEqual([0x80]);
    expect(bytes("\u20ac", "gb18030")).toEqual([0xa2, 0xe3]);
  });

  it("gb18030 four-byte sequences (ranges and supplementary planes); GBK has none", () => {
    expect(hex(bytes("\u0080\u00a5\ue7c7\u{10000}\u{1f600}\u{10ffff}", "gb18030"))).toEqual(
      hex([
        ...[0x81, 0x30, 0x81, 0x30],
        ...[0x81, 0x30, 0x84, 0x36],
        ...[0x81, 0x35, 0xf4, 0x37],
        ...[0x90, 0x30, 0x81, 0x30],
        ...[0x94, 0x39, 0xfc, 0x36],
        ...[0xe3, 0x32, 0x9a, 0x35],
      ]),
    );
    expect(bytes("\u00a5\u{1f600}", "gbk")).toEqual([-0xa5, -0x1f600]);
  });

  it("U+E5E5 is an error in both; the 18 private-use code points of GB 18030-2005 keep their bytes", () => {
    expect(bytes("\ue5e5", "gb18030")).toEqual([-0xe5e5]);
    expect(bytes("\ue5e5", "gbk")).toEqual([-0xe5e5]);
    const pua =
      "\ue78d\ue78e\ue78f\ue790\ue791\ue792\ue793\ue794\ue795\ue796\ue81e\ue826\ue82b\ue82c\ue832\ue843\ue854\ue864";
    const expected = [
      ...[0xa6, 0xd9, 0xa6, 0xda, 0xa6, 0xdb, 0xa6, 0xdc, 0xa6, 0xdd, 0xa6, 0xde, 0xa6, 0xdf],
      ...[0xa6, 0xec, 0xa6, 0xed, 0xa6, 0xf3],
      ...[0xfe, 0x59, 0xfe, 0x61, 0xfe, 0x66, 0xfe, 0x67, 0xfe, 0x6d, 0xfe, 0x7e, 0xfe, 0x90, 0xfe, 0xa0],
    ];
    expect(hex(bytes(pua, "gb18030"))).toEqual(hex(expected));
    expect(hex(bytes(pua, "gbk"))).toEqual(hex(expected));
  });

  it("a lone surrogate is U+FFFD, which gb18030 can encode", () => {
    expect(hex(bytes("\ud800", "gb18030"))).toEqual(hex([0x84, 0x31, 0xa4, 0x37]));
    expect(bytes("\ud800", "gbk")).toEqual([-0xfffd]);
  });
});

describe("percent-encode after encoding (query, form)", () => {
  it("form data: spaces as +, the form set, errors as %26%23…%3B", () => {
    const form = (input: string, label: string) =>
      percentEncode(input, FORM_URLENCODED_SET, { spaceAsPlus: true, encoding: getEncoding(label) });
    expect(form("a b&c=\u00e9\u2603", "windows-1252")).toBe("a+b%26c%3D%E9%26%239731%3B");
    // In the Roman state a space is written as it is; "~" (0x7E there is U+203E) first returns to ASCII.
    expect(form("\u00a5 ~", "iso-2022-jp")).toBe("%1B%28J%5C+%1B%28B%7E");
    expect(form("\u3042 \u{1f600}", "shift_jis")).toBe("%82%A0+%26%23128512%3B");
  });

  // Every ASCII code point, some of each encoding's repertoire, characters none has, lone surrogates.
  const pieces = fc.constantFrom(
    ..."\u0000\u000e\u001b \"#%&'()+;<=>\\^`{|}~\u007fAz09",
    ..."\u0080\u00a2\u00a5\u00e9\u00ff\u0105\u0178\u044f\u05d0\u0e01\u203e\u20ac\u2212\u2550\u3000\u3042\u4e2d",
    ..."\uac00\ub620\ue5e5\ue7c7\ue78d\uf780\uff61\uff9f\ufffd",
    "\u{1f600}",
    "\u{20b9f}",
    "\u{2a3a9}",
    "\ud800",
    "\udfff",
  );
  const inputs = fc.array(pieces, { maxLength: 24 }).map((parts) => parts.join(""));
  const labels = ["windows-1252", "iso-8859-2", "x-user-defined", "gbk", "gb18030", "big5", "euc-jp", "iso-2022-jp"];
  const asString = (set: PercentEncodeSet) => {
    let s = "";
    for (let c = 0x20; c <= 0x7e; c++) if (set.has(c)) s += String.fromCharCode(c);
    return s;
  };

  // @exodus/bytes's percentEncodeAfterEncoding is what whatwg-url runs; ours reads its bytes back and
  // percent-encodes them again, so the two must agree on every input.
  it.each([...labels, "shift_jis", "euc-kr"])("%s agrees with @exodus/bytes percentEncodeAfterEncoding", (label) => {
    const encoding: Encoding = getEncoding(label);
    fc.assert(
      fc.property(inputs, (input) => {
        for (const [set, spaceAsPlus] of [
          [SPECIAL_QUERY_SET, false],
          [QUERY_SET, false],
          [FORM_URLENCODED_SET, true],
        ] as const) {
          expect(percentEncode(input, set, { encoding, spaceAsPlus })).toBe(
            percentEncodeAfterEncoding(label, input, asString(set), spaceAsPlus),
          );
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("opt-in: nothing else loads the legacy entry", () => {
  it("the main entry's bundle has neither legacy.ts nor @exodus/bytes", async () => {
    const { inputs } = await bundle('export * from "@urlkit/percent-encoding";', {
      resolveDir: packageDir("percent-encoding"),
      fromSource: true,
    });
    expect(inputs.some((i) => i.endsWith("src/encode.ts"))).toBe(true);
    expect(inputs.filter((i) => i.includes("legacy") || i.includes("@exodus"))).toEqual([]);
  });

  it("no library source but legacy*.ts imports @exodus/bytes or the ./legacy entry (the CLI and the playground, programs, may)", () => {
    const offenders: string[] = [];
    for (const pkg of readdirSync(`${repoRoot}packages`)) {
      if (pkg === "cli" || pkg === "playground") continue;
      let files: string[];
      try {
        files = readdirSync(`${repoRoot}packages/${pkg}/src`, { recursive: true }) as string[];
      } catch {
        continue;
      }
      for (const file of files) {
        if (!file.endsWith(".ts") || (pkg === "percent-encoding" && file.startsWith("legacy"))) continue;
        const text = readFileSync(`${repoRoot}packages/${pkg}/src/${file}`, "utf8");
        if (/["'](@exodus\/bytes[^"']*|@urlkit\/percent-encoding\/legacy|\.\/legacy[.\w-]*)["']/.test(text)) {
          offenders.push(`${pkg}/src/${file}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
