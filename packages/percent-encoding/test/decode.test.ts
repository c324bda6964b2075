import { Buffer } from "node:buffer";
import {
  asciiHexDigitValue,
  percentDecode,
  percentDecodeString,
  utf8DecodeWithoutBOM,
  utf8Encode,
} from "@urlkit/percent-encoding";
import * as unchecked from "@urlkit/percent-encoding/unchecked";
import { readsOutsideTheString } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as whatwgUrl from "whatwg-url/lib/percent-encoding.js";
import { anyString, expectSame, MiB, mixed, toWellFormed } from "./arbitraries.ts";

const bytesOf = (s: string) => Array.from(s, (ch) => ch.charCodeAt(0));
// The Encoding Standard's "UTF-8 decode without BOM": TextDecoder keeps a BOM only with ignoreBOM.
const utf8Oracle = new TextDecoder("utf-8", { ignoreBOM: true });
const isHex = (b: number) => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);

/** https://url.spec.whatwg.org/#percent-decode, step by step, over a plain array. */
function specPercentDecode(input: ArrayLike<number>): number[] {
  const output: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const byte = input[i];
    if (byte !== 0x25) output.push(byte);
    else if (!(i + 2 < input.length && isHex(input[i + 1]) && isHex(input[i + 2]))) output.push(byte);
    else {
      output.push(Number.parseInt(String.fromCharCode(input[i + 1], input[i + 2]), 16));
      i += 2;
    }
  }
  return output;
}

/** Bytes written as a string the way a URL carries them: %XX for some, the byte itself for others. */
const percentEncodedBytes = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 0xff }), fc.boolean(), fc.boolean()), { maxLength: 40 })
  .map((items) => {
    let text = "";
    for (const [b, literal, lower] of items) {
      if (literal && b < 0x80 && b !== 0x25) text += String.fromCharCode(b);
      else {
        const hex = b.toString(16).padStart(2, "0");
        text += `%${lower ? hex : hex.toUpperCase()}`;
      }
    }
    return text;
  });

describe("the standard's examples (https://url.spec.whatwg.org/#example-percent-encode-operations)", () => {
  it("percent-decode a byte sequence", () => {
    expect(Array.from(percentDecode(new Uint8Array(bytesOf("%25%s%1G"))))).toEqual(bytesOf("%%s%1G"));
  });

  it("percent-decode a string", () => {
    expect(Array.from(percentDecode("‽%25%2E"))).toEqual([0xe2, 0x80, 0xbd, 0x25, 0x2e]);
  });
});

describe("percentDecode", () => {
  it("decodes %XX with upper- and lower-case hex digits, and leaves % without two hex digits alone", () => {
    const cases: [string, number[]][] = [
      ["", []],
      ["%", [0x25]],
      ["%%", [0x25, 0x25]],
      ["%2", [0x25, 0x32]],
      ["%2f%2F%aA%00%ff", [0x2f, 0x2f, 0xaa, 0x00, 0xff]],
      ["%g0", bytesOf("%g0")],
      ["%0g", bytesOf("%0g")],
      ["%%41", [0x25, 0x41]],
      ["%4%41", [0x25, 0x34, 0x41]],
      ["a%41", [0x61, 0x41]],
      ["%41a", [0x41, 0x61]],
      ["%2", [0x25, 0x32]],
      ["x%", [0x78, 0x25]],
      ["%252F", bytesOf("%2F")],
      ["%:0%/0%@0%G0%`0", bytesOf("%:0%/0%@0%G0%`0")],
    ];
    for (const [input, expected] of cases) {
      expect(Array.from(percentDecode(input)), input).toEqual(expected);
      expect(Array.from(percentDecode(new Uint8Array(bytesOf(input)))), input).toEqual(expected);
    }
  });

  it("UTF-8 encodes a string first, lone surrogates as U+FFFD", () => {
    expect(Array.from(percentDecode("é%41\ud800"))).toEqual([0xc3, 0xa9, 0x41, 0xef, 0xbf, 0xbd]);
  });

  it("passes bytes 0x80 to 0xFF through, written as themselves or as %XX", () => {
    const all = Uint8Array.from({ length: 256 }, (_, b) => b);
    expect(Array.from(percentDecode(all))).toEqual(Array.from(all));
    let text = "";
    for (let b = 0; b < 256; b++) text += `%${b.toString(16).padStart(2, "0")}`;
    expect(Array.from(percentDecode(text))).toEqual(Array.from(all));
    expect(Array.from(percentDecode(new Uint8Array([0x80, 0x25, 0xff, 0x25, 0x38, 0x30, 0xfe])))).toEqual([
      0x80, 0x25, 0xff, 0x80, 0xfe,
    ]);
  });

  it("agrees with the standard's steps on any bytes", () => {
    const interesting = fc.oneof(
      fc.integer({ min: 0, max: 0xff }),
      fc.constantFrom(0x25, 0x30, 0x39, 0x41, 0x46, 0x47, 0x61, 0x66, 0x67, 0x2f, 0x40, 0x60),
    );
    fc.assert(
      fc.property(fc.array(interesting, { maxLength: 30 }), (bytes) => {
        const got = Array.from(percentDecode(Uint8Array.from(bytes)));
        const expected = specPercentDecode(bytes);
        return JSON.stringify(got) === JSON.stringify(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees with whatwg-url on any string", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const got = Array.from(percentDecode(s));
        return JSON.stringify(got) === JSON.stringify(Array.from(whatwgUrl.percentDecodeString(s)));
      }),
      { numRuns: 2000 },
    );
  });

  it("returns a new plain Uint8Array, never the input or a view of it", () => {
    const input = new Uint8Array([0x61, 0x62]);
    const out = percentDecode(input);
    expect(out).not.toBe(input);
    out[0] = 0x7a;
    expect(input[0]).toBe(0x61);
    const buffer = Buffer.from("abc");
    const fromBuffer = percentDecode(buffer);
    expect(Object.getPrototypeOf(fromBuffer)).toBe(Uint8Array.prototype);
    fromBuffer[0] = 0x7a;
    expect(buffer.toString()).toBe("abc");
    expect(Array.from(percentDecode(Buffer.from("a%41")))).toEqual([0x61, 0x41]);
  });

  it("says what is wrong with a bad input", () => {
    for (const bad of [undefined, null, 42, [0x41], new Uint16Array(1), new ArrayBuffer(1)]) {
      expect(() => percentDecode(bad as never)).toThrow(new TypeError("percentDecode takes a string or a Uint8Array"));
    }
  });
});

describe("percentDecodeString", () => {
  it("decodes percent-encoded UTF-8 and keeps everything else", () => {
    expect(percentDecodeString("")).toBe("");
    expect(percentDecodeString("a%20b")).toBe("a b");
    expect(percentDecodeString("%C3%A9t%C3%A9")).toBe("été");
    expect(percentDecodeString("%E2%80%BD%F0%9F%98%80")).toBe("‽😀");
    expect(percentDecodeString("100%")).toBe("100%");
    expect(percentDecodeString("%zz%2")).toBe("%zz%2");
    expect(percentDecodeString("%2541")).toBe("%41");
    expect(percentDecodeString("+")).toBe("+");
    expect(percentDecodeString("é%C3%A9😀")).toBe("éé😀");
  });

  it("returns the input itself when there is nothing to decode", () => {
    for (const s of ["abc", "é😀", "100%", "%zz", "a".repeat(10_000)]) expect(percentDecodeString(s)).toBe(s);
  });

  it("writes U+FFFD for each maximal subpart of an invalid UTF-8 sequence", () => {
    const cases: [string, string][] = [
      ["%80", "\ufffd"],
      ["%C3", "\ufffd"],
      ["%C3a", "\ufffda"],
      ["%C3%28", "\ufffd("],
      ["%C0%AF", "\ufffd\ufffd"],
      ["%E2%82", "\ufffd"],
      ["%E2%82%28", "\ufffd("],
      ["%E0%80%AF", "\ufffd\ufffd\ufffd"],
      ["%ED%A0%80", "\ufffd\ufffd\ufffd"],
      ["%F0%9F%98", "\ufffd"],
      ["%F0%9F%98é", "\ufffdé"],
      ["%F0%9F%98\ud800", "\ufffd\ufffd"],
      ["%F0%9F%98%41", "\ufffdA"],
      ["%F4%90%80%80", "\ufffd\ufffd\ufffd\ufffd"],
      ["%F5", "\ufffd"],
      ["%FF%FE", "\ufffd\ufffd"],
      ["%E2%82%AC%82", "€\ufffd"],
      ["é%82", "é\ufffd"],
      ["%C3%", "\ufffd%"],
      ["%C3%A", "\ufffd%A"],
    ];
    for (const [input, expected] of cases) expect(percentDecodeString(input), input).toBe(expected);
  });

  it("keeps a BOM, decoded or not (UTF-8 decode *without BOM*)", () => {
    expect(percentDecodeString("%EF%BB%BFa")).toBe("\ufeffa");
    expect(percentDecodeString("\ufeff%41")).toBe("\ufeffA");
  });

  it("makes lone surrogates U+FFFD, as its input is a scalar value string", () => {
    expect(percentDecodeString("\ud800")).toBe("\ufffd");
    expect(percentDecodeString("a\udc00%41")).toBe("a\ufffdA");
    expect(percentDecodeString("%41\ud83d")).toBe("A\ufffd");
    expect(percentDecodeString("\ud83d\ude00%41\udc00\ud800")).toBe("😀A\ufffd\ufffd");
  });

  it("equals UTF-8 decode without BOM (TextDecoder) of percentDecode, on percent-encoded bytes", () => {
    fc.assert(
      fc.property(percentEncodedBytes, (s) => percentDecodeString(s) === utf8Oracle.decode(percentDecode(s))),
      { numRuns: 3000 },
    );
  });

  it("equals UTF-8 decode without BOM (TextDecoder) of percentDecode, on any string", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const expected = utf8Oracle.decode(percentDecode(s));
        return percentDecodeString(s) === expected && utf8DecodeWithoutBOM(percentDecode(s)) === expected;
      }),
      { numRuns: 3000 },
    );
  });

  it("decodes random bytes written as %XX as TextDecoder decodes the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 48 }), (bytes) => {
        let s = "";
        for (const b of bytes) s += `%${b.toString(16).padStart(2, "0")}`;
        return percentDecodeString(s) === utf8Oracle.decode(bytes);
      }),
      { numRuns: 3000 },
    );
  });

  it("undoes utf8Encode-based encoding of any string, made well formed", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        let encoded = "";
        for (const b of utf8Encode(s)) encoded += `%${b.toString(16).padStart(2, "0")}`;
        return percentDecodeString(encoded) === toWellFormed(s);
      }),
      { numRuns: 2000 },
    );
  });

  it("with spaceAsPlus, decodes + as a space first (form data), %2B as +", () => {
    const form = { spaceAsPlus: true };
    expect(percentDecodeString("a+b%2Bc++", form)).toBe("a b+c  ");
    expect(percentDecodeString("a+b", { spaceAsPlus: false })).toBe("a+b");
    expect(percentDecodeString("a+b", {})).toBe("a+b");
    // A space byte ends a UTF-8 sequence like any other byte that is not a continuation byte.
    expect(percentDecodeString("%C3+%A9", form)).toBe("\ufffd \ufffd");
    expect(percentDecodeString("plain", form)).toBe("plain");
    fc.assert(
      fc.property(anyString, (s) => {
        const expected = utf8Oracle.decode(percentDecode(s.replaceAll("+", " ")));
        return percentDecodeString(s, form) === expected;
      }),
      { numRuns: 3000 },
    );
  });

  it("says what is wrong with a bad input", () => {
    for (const bad of [undefined, null, 42, new Uint8Array(1)]) {
      expect(() => percentDecodeString(bad as never)).toThrow(new TypeError("percentDecodeString takes a string"));
    }
  });
});

describe("asciiHexDigitValue", () => {
  it("gives 0-15 for exactly the ASCII hex digits, over every code unit", () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      const expected = /^[0-9A-Fa-f]$/.test(ch) ? Number.parseInt(ch, 16) : -1;
      if (asciiHexDigitValue(c) !== expected) expect.fail(`U+${c.toString(16)}: ${asciiHexDigitValue(c)}`);
    }
  });

  it("gives -1 for what charCodeAt returns past the end, and for numbers that are no code unit", () => {
    expect(asciiHexDigitValue(Number.NaN)).toBe(-1);
    for (const c of [-1, -0x30, 0x10030, 0x10041, 0x10061, 2 ** 32 + 0x30, 0x30 + 0.5, 0x61 + 0.25]) {
      expect(asciiHexDigitValue(c)).toBe(-1);
    }
  });
});

describe("percentDecodeString from /unchecked", () => {
  it("is percentDecodeString with spaceAsPlus as a boolean", () => {
    fc.assert(
      fc.property(anyString, fc.boolean(), (input, plus) => {
        expect(unchecked.percentDecodeString(input, plus)).toBe(percentDecodeString(input, { spaceAsPlus: plus }));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("percentDecodeString on multi-MiB inputs", () => {
  it.each([
    ["%C3%A9", "%C3%A9".repeat(MiB)],
    ["%20a", "%20a".repeat(MiB)],
    ["%F0%9F%98%80", "%F0%9F%98%80".repeat(MiB / 2)],
  ])("%s repeated equals decodeURIComponent", (_, input) => {
    expectSame(percentDecodeString(input), decodeURIComponent(input));
  });

  it("a mixed 3 MiB string equals UTF-8 decoding of whatwg-url's percent-decode", () => {
    // Escapes split across pieces and invalid sequences ("%C3" then "a", "%ED%A0%80", a lone "%").
    const pieces = [
      "%C3",
      "%A9",
      "%E2%82%AC",
      "%F0%9F%98%80",
      "%ED%A0%80",
      "%",
      "%2",
      "%zz",
      "a",
      "é",
      "😀",
      "\ud800",
      "+",
    ];
    const input = mixed(3 * MiB, pieces, 777);
    const expected = new TextDecoder().decode(whatwgUrl.percentDecodeString(input));
    expectSame(percentDecodeString(input), expected);
  });
});

describe("percent-decoding reads stay inside its input", () => {
  it("no charCodeAt outside the string, for a % anywhere near the end", () => {
    const inputs = ["%", "a%", "%4", "a%4", "%41", "%%", "%%4", "+%", "caf%C3%A9%", "%C3%"];
    const sites = readsOutsideTheString(() => {
      for (const input of inputs) {
        percentDecodeString(input);
        unchecked.percentDecodeString(input, true);
      }
      expect(percentDecodeString("a%4")).toBe("a%4");
    }, /packages[/\\]percent-encoding[/\\]src[/\\]/);
    expect(sites).toEqual([]);
  });
});
