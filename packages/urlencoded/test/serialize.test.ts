import { type Encoding, FORM_URLENCODED_SET, PERCENT_BYTE, percentDecode, UTF_8 } from "@urlkit/percent-encoding";
import { getEncoding } from "@urlkit/percent-encoding/legacy";
import { readWPT } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { URLSearchParams as WhatwgURLSearchParams } from "whatwg-url";
import { parse, serialize, urlencodedSerializer } from "../src/index.ts";
import { anyText, wellFormed } from "./reference.ts";

// A test double for a legacy encoding: ISO-8859-1 bytes, anything above U+00FF unencodable (-cp).
const latin1: Encoding = {
  name: "ISO-8859-1-test",
  encode(input: string) {
    const out: number[] = [];
    for (const ch of input) {
      const cp = ch.codePointAt(0)!;
      out.push(cp <= 0xff ? cp : -cp);
    }
    return out;
  },
};
const mustNotEncode = (name: string): Encoding => ({
  name,
  encode() {
    throw new Error(`${name}'s encoder must not run: its output encoding is UTF-8`);
  },
});

const piece = fc.oneof(
  fc.constantFrom("&", "=", "%", "+", " ", "*", "-", ".", "_", "~", "!", "'", "(", ")", "%41", "\ufeff"),
  fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);
const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));
const pairs = fc.array(fc.tuple(fc.oneof(text, fc.string()), fc.oneof(text, fc.string())), { maxLength: 8 });

describe("serialize", () => {
  it.each([
    [[], ""],
    [[["", ""]], "="],
    [[["a", "b"]], "a=b"],
    [
      [
        ["a", ""],
        ["", "b"],
      ],
      "a=&=b",
    ],
    [[["a b", "c+d"]], "a+b=c%2Bd"],
    [[["a&b", "c=d"]], "a%26b=c%3Dd"],
    [[["%", "%41"]], "%25=%2541"],
    [[["é", "€"]], "%C3%A9=%E2%82%AC"],
    [[["💩", "\ufeff"]], "%F0%9F%92%A9=%EF%BB%BF"],
    [[["\ud800", "a\udc00b"]], "%EF%BF%BD=a%EF%BF%BDb"],
    [[["\udca9\ud83d", "\ud83d\udca9"]], "%EF%BF%BD%EF%BF%BD=%F0%9F%92%A9"],
    [[["*-._", "~!'()"]], "*-._=%7E%21%27%28%29"],
    [
      [
        ["a", "1"],
        ["a", "2"],
        ["b", "3"],
      ],
      "a=1&a=2&b=3",
    ],
  ] as [[string, string][], string][])("%j → %j", (input, expected) => {
    expect(serialize(input)).toBe(expected);
  });

  it("percent-encodes every ASCII code point except alphanumerics and *-._, and writes space as +", () => {
    for (let c = 0; c < 0x80; c++) {
      const ch = String.fromCharCode(c);
      const alphanumeric = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
      const expected =
        alphanumeric || "*-._".includes(ch)
          ? ch
          : c === 0x20
            ? "+"
            : `%${c.toString(16).toUpperCase().padStart(2, "0")}`;
      expect(serialize([[ch, ch]])).toBe(`${expected}=${expected}`);
    }
  });

  it("agrees with Node's URLSearchParams on every UTF-16 code unit, alone and next to ASCII", () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      const input: [string, string][] = [[ch, `a${ch}b ${ch}`]];
      const expected = new URLSearchParams(input).toString();
      if (serialize(input) !== expected) expect.fail(`U+${c.toString(16)}: ${serialize(input)} vs ${expected}`);
    }
  });

  it("serializes multi-MiB values in one piece (nothing lost or doubled where the output is flattened)", () => {
    const unit = "a b&é=東😀\ud800%+~*";
    const value = unit.repeat((3 << 20) / unit.length);
    const input: [string, string][] = [
      ["k", value],
      [value, "v"],
    ];
    const ours = serialize(input);
    const native = new URLSearchParams(input).toString();
    expect(ours.length).toBe(native.length);
    expect(ours === native).toBe(true);
  });

  it("does not modify its arguments and accepts frozen arrays", () => {
    const input = Object.freeze([Object.freeze(["a b", "c"] as const), Object.freeze(["\ud800", ""] as const)]);
    expect(serialize(input)).toBe("a+b=c&%EF%BF%BD=");
    expect(input).toEqual([
      ["a b", "c"],
      ["\ud800", ""],
    ]);
  });

  it("handles many pairs and long values", () => {
    const many = Array.from({ length: 100_000 }, (_, i): [string, string] => [`k${i}`, `v ${i}`]);
    const out = serialize(many);
    expect(out.length).toBe(many.reduce((n, [k, v]) => n + k.length + v.length + 2, -1));
    expect(parse(out)).toEqual(many);
    expect(serialize([["x", "é".repeat(200_000)]])).toBe(`x=${"%C3%A9".repeat(200_000)}`);
  });

  it("rejects what is not an array of [string, string] pairs with a TypeError saying what was wrong", () => {
    const bad = (pairs: unknown, message: string) =>
      expect(() => serialize(pairs as [string, string][])).toThrow(new TypeError(message));
    bad(undefined, "serialize: pairs must be an array of [name, value] pairs; got undefined");
    bad("a=b", "serialize: pairs must be an array of [name, value] pairs; got string");
    bad(new Map([["a", "b"]]), "serialize: pairs must be an array of [name, value] pairs; got [object Map]");
    bad(null, "serialize: pairs must be an array of [name, value] pairs; got null");
    bad([["a", "b"], "ab"], "serialize: pairs[1] must be a [name, value] array of two strings; got string");
    bad([["a"]], "serialize: pairs[0] must be a [name, value] array of two strings; got [object Array]");
    bad([["a", "b", "c"]], "serialize: pairs[0] must be a [name, value] array of two strings; got [object Array]");
    bad([["a", 1]], "serialize: pairs[0] must be a [name, value] array of two strings; got [object Array]");
    bad([[null, "b"]], "serialize: pairs[0] must be a [name, value] array of two strings; got [object Array]");
    // biome-ignore lint/suspicious/noSparseArray: a hole is one of the bad inputs
    bad([, ["a", "b"]], "serialize: pairs[0] must be a [name, value] array of two strings; got undefined");
    bad(
      [{ 0: "a", 1: "b", length: 2 }],
      "serialize: pairs[0] must be a [name, value] array of two strings; got [object Object]",
    );
  });

  it("rejects bad options with a TypeError", () => {
    expect(() => serialize([], "windows-1252" as never)).toThrow(
      new TypeError("serialize: options must be an object; got string"),
    );
    expect(() => serialize([], null as never)).toThrow(/options must be an object/);
    expect(() => serialize([], { encoding: "windows-1252" as never })).toThrow(
      new TypeError("serialize: options.encoding must be an Encoding; got string"),
    );
    expect(() => serialize([], { encoding: { name: "x" } as never })).toThrow(/options.encoding must be an Encoding/);
    expect(() => serialize([], { encoding: { encode: () => [] } as never })).toThrow(/options.encoding must be/);
    expect(serialize([["a", "b"]], {})).toBe("a=b");
    expect(serialize([["a", "b"]], { encoding: undefined })).toBe("a=b");
  });
});

describe("serialize: encoding option", () => {
  it("passes the Encoding through to percent-encode after encoding", () => {
    expect(serialize([["é ", "€x"]], { encoding: latin1 })).toBe("%E9+=%26%238364%3Bx");
    expect(
      serialize(
        [
          ["a", "b"],
          ["ÿ", "💩"],
        ],
        { encoding: latin1 },
      ),
    ).toBe("a=b&%FF=%26%23128169%3B");
    expect(serialize([["é", "\ud800"]], { encoding: latin1 })).toBe("%E9=%26%2365533%3B");
  });

  it("uses UTF-8 for UTF_8 itself and for UTF-16BE, UTF-16LE and replacement (their output encoding)", () => {
    const utf8 = serialize([["é €", "💩"]]);
    expect(utf8).toBe("%C3%A9+%E2%82%AC=%F0%9F%92%A9");
    expect(serialize([["é €", "💩"]], { encoding: UTF_8 })).toBe(utf8);
    for (const name of ["UTF-16BE", "UTF-16LE", "replacement"]) {
      expect(serialize([["é €", "💩"]], { encoding: mustNotEncode(name) })).toBe(utf8);
    }
  });
});

describe("serialize: properties", () => {
  it("parse(serialize(pairs)) gives the pairs back as scalar value strings", () => {
    fc.assert(
      fc.property(pairs, (input) => {
        expect(parse(serialize(input))).toEqual(input.map(([n, v]) => [wellFormed(n), wellFormed(v)]));
      }),
      { numRuns: 3000 },
    );
  });

  it("matches Node's and whatwg-url's URLSearchParams#toString", () => {
    fc.assert(
      fc.property(pairs, (input) => {
        const ours = serialize(input);
        expect(ours).toBe(new URLSearchParams(input).toString());
        expect(ours).toBe(new WhatwgURLSearchParams(input).toString());
      }),
      { numRuns: 3000 },
    );
  });

  it("returns an ASCII string", () => {
    fc.assert(
      fc.property(pairs, (input) => {
        const out = serialize(input);
        for (let i = 0; i < out.length; i++) expect(out.charCodeAt(i)).toBeLessThan(0x80);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("urlencodedSerializer", () => {
  it("is serialize with UTF-8 on well-typed pairs", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyText, anyText), { maxLength: 6 }), (pairs) => {
        expect(urlencodedSerializer(pairs)).toBe(serialize(pairs));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("serialize with an encoding", () => {
  it("serializes UTF-16 and replacement encodings as UTF-8 (get an output encoding)", () => {
    for (const label of ["utf-16le", "utf-16be", "replacement"]) {
      const encoding = { name: label === "replacement" ? "replacement" : label.toUpperCase(), encode: () => [] };
      expect(serialize([["é", "☃ "]], { encoding })).toBe("%C3%A9=%E2%98%83+");
    }
  });
});

// With an encoding override (form submission in a document's legacy encoding).
interface PercentEncodingCase {
  input: string;
  output: Record<string, string>;
}

const cases = readWPT<(string | PercentEncodingCase)[]>("percent-encoding.json").filter(
  (c): c is PercentEncodingCase => typeof c !== "string",
);

// percent-encoding.json gives the bytes of the query; a form encodes the same bytes with the form set (and
// a space as "+"). Decoding the query's percent-escapes gives those bytes back as long as the input has no
// "%" of its own, which the query set would have left as it was.
function asForm(queryOutput: string): string {
  let out = "";
  for (const b of percentDecode(queryOutput)) {
    out += b === 0x20 ? "+" : FORM_URLENCODED_SET.has(b) ? PERCENT_BYTE[b] : String.fromCharCode(b);
  }
  return out;
}

describe("WPT percent-encoding.json through serialize", () => {
  it("has cases for several legacy encodings, none with a % in the input", () => {
    expect(cases.length).toBeGreaterThanOrEqual(7);
    for (const c of cases) expect(c.input).not.toContain("%");
  });

  const rows = cases.flatMap((c) =>
    Object.entries(c.output).map(([label, output]) => [label, c.input, output] as const),
  );
  it.each(rows)("%s %j", (label, input, output) => {
    const form = asForm(output);
    expect(serialize([[input, input]], { encoding: getEncoding(label) })).toBe(`${form}=${form}`);
  });
});

describe("serialize with a legacy encoding", () => {
  it("encodes names and values in the encoding, spaces as +, errors as &#…;", () => {
    const pairs: [string, string][] = [
      ["na me", "caf\u00e9 \u2603"],
      ["\u00e9", "a+b&c=d"],
    ];
    expect(serialize(pairs, { encoding: getEncoding("windows-1252") })).toBe(
      "na+me=caf%E9+%26%239731%3B&%E9=a%2Bb%26c%3Dd",
    );
    expect(serialize(pairs)).toBe("na+me=caf%C3%A9+%E2%98%83&%C3%A9=a%2Bb%26c%3Dd");
  });

  it("multi-byte encodings", () => {
    expect(serialize([["q", "\u3042 \u4e9c"]], { encoding: getEncoding("sjis") })).toBe("q=%82%A0+%88%9F");
    expect(serialize([["q", "\u3042 \u4e9c"]], { encoding: getEncoding("euc-jp") })).toBe("q=%A4%A2+%B0%A1");
    expect(serialize([["q", "\u4e2d\u{1f600}"]], { encoding: getEncoding("gb18030") })).toBe("q=%D6%D0%949%FC6");
    expect(serialize([["q", "\u4e2d\u{1f600}"]], { encoding: getEncoding("gbk") })).toBe("q=%D6%D0%26%23128512%3B");
    expect(serialize([["q", "\uac00"]], { encoding: getEncoding("euc-kr") })).toBe("q=%B0%A1");
    expect(serialize([["q", "\u4e2d"]], { encoding: getEncoding("big5") })).toBe("q=%A4%A4");
  });

  it("ISO-2022-JP: escapes are bytes like any other, the encoder ends in ASCII", () => {
    expect(serialize([["\u3042", "\u00a5 ~"]], { encoding: getEncoding("iso-2022-jp") })).toBe(
      "%1B%24B%24%22%1B%28B=%1B%28J%5C+%1B%28B%7E",
    );
    expect(serialize([["q", "\u3042\u2603"]], { encoding: getEncoding("iso-2022-jp") })).toBe(
      "q=%1B%24B%24%22%1B%28B%26%239731%3B",
    );
  });

  it("UTF-16 and replacement labels serialize as UTF-8", () => {
    for (const label of ["utf-16", "utf-16be", "replacement"]) {
      expect(getEncoding(label)).toBe(UTF_8);
      expect(serialize([["\u00e9", "\u2603"]], { encoding: getEncoding(label) })).toBe("%C3%A9=%E2%98%83");
    }
  });
});
