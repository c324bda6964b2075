// The application/x-www-form-urlencoded serializer with an encoding override (form submission in a
// document's legacy encoding).
import { FORM_URLENCODED_SET, PERCENT_BYTE, percentDecode, UTF_8 } from "@urlkit/percent-encoding";
import { getEncoding } from "@urlkit/percent-encoding/legacy";
import { readWPT } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { serialize } from "../src/index.ts";

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
