// Every code point through every legacy encoder, checked against decoders: Node's TextDecoder (ICU, an
// implementation independent of @exodus/bytes) where it follows the Encoding Standard, and @exodus/bytes's
// TextDecoder (the standard's decoders, WPT-tested) for all. ICU's Big5 is not the standard's Big5-HKSCS,
// its EUC-KR is not the windows-949 superset, and its Shift_JIS swaps 0x1A/0x1C/0x7F and rejects 0x80, so
// Node's decoder is not used for those three.
import { TextDecoder as StandardDecoder } from "@exodus/bytes/encoding.js";
import { getEncoding } from "@urlkit/percent-encoding/legacy";
import { describe, expect, it } from "vitest";

const SINGLE_BYTE = [
  ...["IBM866", "ISO-8859-2", "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6", "ISO-8859-7", "ISO-8859-8"],
  ...["ISO-8859-8-I", "ISO-8859-10", "ISO-8859-13", "ISO-8859-14", "ISO-8859-15", "ISO-8859-16", "KOI8-R"],
  ...["KOI8-U", "macintosh", "windows-874", "windows-1250", "windows-1251", "windows-1252", "windows-1253"],
  ...["windows-1254", "windows-1255", "windows-1256", "windows-1257", "windows-1258", "x-mac-cyrillic"],
  "x-user-defined",
];

function scalarValues(from: number, to: number, skip: readonly number[] = []): string {
  const parts: string[] = [];
  let chunk = "";
  for (let cp = from; cp <= to; cp++) {
    if ((cp >= 0xd800 && cp <= 0xdfff) || skip.includes(cp)) continue;
    chunk += String.fromCodePoint(cp);
    if (chunk.length >= 0x4000) {
      parts.push(chunk);
      chunk = "";
    }
  }
  return parts.join("") + chunk;
}

const BMP = scalarValues(0, 0xffff);

describe("single-byte encoders are the inverse of the decoders", () => {
  it.each(SINGLE_BYTE)("%s: each of the BMP's code points encodes as the byte that decodes to it, or fails", (name) => {
    const decoders = [new TextDecoder(name), new StandardDecoder(name)];
    const byteOf = new Map<number, number>();
    for (let b = 0; b < 256; b++) {
      const [icu, standard] = decoders.map((d) => d.decode(Uint8Array.of(b)).codePointAt(0)!);
      expect(icu, `byte ${b}`).toBe(standard);
      if (icu === 0xfffd) continue;
      expect(byteOf.has(icu), `U+${icu.toString(16)} decoded twice`).toBe(false);
      byteOf.set(icu, b);
    }
    const encoded = getEncoding(name).encode(BMP);
    expect(encoded.length).toBe(BMP.length);
    const wrong: string[] = [];
    for (let i = 0; i < BMP.length; i++) {
      const cp = BMP.charCodeAt(i);
      const expected = byteOf.get(cp) ?? -cp;
      if (encoded[i] !== expected) wrong.push(`U+${cp.toString(16)}: ${encoded[i]} (expected ${expected})`);
    }
    expect(wrong).toEqual([]);
    expect(Array.from(getEncoding(name).encode("\u{10000}\u{1f600}\u{10ffff}"))).toEqual([
      -0x10000, -0x1f600, -0x10ffff,
    ]);
  });
});

interface MultiByte {
  name: string;
  /** Whether Node's (ICU's) decoder implements this encoding as the standard does. */
  icu: boolean;
  /**
   * Highest code point checked: the BMP, or up to plane 2 for the two encodings that go past it (Big5-HKSCS
   * ideographs are in plane 2; gb18030 maps every supplementary code point by one formula).
   */
  max: number;
  /** Code points that encode to bytes decoding to another code point, as the standard's encoder says. */
  oneWay: (cp: number) => boolean;
  /** Two-byte sequences whose code point the encoder does not produce from those bytes, as the standard says. */
  decodeOnly: (lead: number, trail: number, cp: number) => boolean;
  leads: [number, number];
}

const JIS_ONE_WAY = (cp: number) => cp === 0xa5 || cp === 0x203e || cp === 0x2212;
// The gb18030 encoder's table of 18 private-use code points kept for GB 18030-2005 compatibility.
const GB_PUA = [0xe78d, 0xe78e, 0xe78f, 0xe790, 0xe791, 0xe792, 0xe793, 0xe794, 0xe795, 0xe796];
GB_PUA.push(0xe81e, 0xe826, 0xe82b, 0xe82c, 0xe832, 0xe843, 0xe854, 0xe864);

const MULTI_BYTE: MultiByte[] = [
  {
    name: "GBK",
    icu: true,
    max: 0xffff,
    oneWay: (cp) => GB_PUA.includes(cp),
    decodeOnly: (_l, _t, cp) => cp === 0xe5e5,
    leads: [0x81, 0xfe],
  },
  {
    name: "gb18030",
    icu: true,
    max: 0x2ffff,
    oneWay: (cp) => GB_PUA.includes(cp),
    decodeOnly: (_l, _t, cp) => cp === 0xe5e5,
    leads: [0x81, 0xfe],
  },
  {
    name: "Big5",
    icu: false,
    max: 0x2ffff,
    oneWay: () => false,
    // The encoder's index excludes pointers below (0xA1 - 0x81) × 157 (HKSCS).
    decodeOnly: (lead) => lead < 0xa1,
    leads: [0x81, 0xfe],
  },
  {
    name: "EUC-JP",
    icu: true,
    max: 0xffff,
    oneWay: JIS_ONE_WAY,
    decodeOnly: () => false,
    leads: [0xa1, 0xfe],
  },
  {
    name: "Shift_JIS",
    icu: false,
    max: 0xffff,
    oneWay: JIS_ONE_WAY,
    // Pointers 8836–10715 decode to the private use area (U+E000–U+E757) and are never encoded.
    decodeOnly: (_l, _t, cp) => cp >= 0xe000 && cp <= 0xe757,
    leads: [0x81, 0xfc],
  },
  {
    name: "EUC-KR",
    icu: false,
    max: 0xffff,
    oneWay: () => false,
    decodeOnly: () => false,
    leads: [0x81, 0xfe],
  },
  {
    name: "ISO-2022-JP",
    icu: true,
    max: 0xffff,
    // Half-width katakana go through index ISO-2022-JP katakana to their full-width forms.
    oneWay: (cp) => cp === 0x2212 || (cp >= 0xff61 && cp <= 0xff9f),
    decodeOnly: () => false,
    leads: [0, -1],
  },
];

function fromCodePoints(list: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < list.length; i += 0x2000) parts.push(String.fromCodePoint(...list.slice(i, i + 0x2000)));
  return parts.join("");
}

function codePoints(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) out.push(ch.codePointAt(0)!);
  return out;
}

describe("multi-byte encoders against the decoders", () => {
  it.each(MULTI_BYTE.map((m) => [m.name, m] as const))("%s", (name, m) => {
    // U+000E, U+000F and U+001B fail as U+FFFD in ISO-2022-JP (legacy.test.ts covers them).
    const input = scalarValues(0, m.max, name === "ISO-2022-JP" ? [0x0e, 0x0f, 0x1b] : []);
    const encoding = getEncoding(name);
    const all = Array.from(encoding.encode(input));

    const failed: number[] = [];
    for (const b of all) if (b < 0) failed.push(-b);
    expect(failed.every((cp, i) => i === 0 || cp > failed[i - 1])).toBe(true);
    const unencodable = new Set(failed);
    const encodable = codePoints(input).filter((cp) => !unencodable.has(cp));
    const ok = fromCodePoints(encodable);

    const bytes = Uint8Array.from(encoding.encode(ok), (b) => {
      if (b < 0 || b > 255) throw new Error(`${name}: ${b} in the encoding of encodable code points`);
      return b;
    });
    if (name !== "ISO-2022-JP") expect(bytes).toEqual(Uint8Array.from(all.filter((b) => b >= 0)));

    const decoders = [new StandardDecoder(name, { fatal: true })];
    if (m.icu) decoders.push(new TextDecoder(name, { fatal: true }));
    for (const decoder of decoders) {
      const decoded = codePoints(decoder.decode(bytes));
      expect(decoded.length).toBe(encodable.length);
      const differs: number[] = [];
      for (let i = 0; i < encodable.length; i++) if (decoded[i] !== encodable[i]) differs.push(i);
      const unexpected = differs.filter((i) => !m.oneWay(encodable[i]));
      expect(unexpected.map((i) => `U+${encodable[i].toString(16)} → U+${decoded[i].toString(16)}`)).toEqual([]);
      const expectedOneWay = encodable.filter((cp) => m.oneWay(cp));
      expect(differs.map((i) => encodable[i])).toEqual(expectedOneWay);
      if (name === "ISO-2022-JP") {
        for (const i of differs) {
          const cp = decoded[i];
          expect(encodable[i] === 0x2212 ? cp === 0xff0d : cp >= 0x3000 && cp <= 0x30ff).toBe(true);
        }
      } else if (name !== "GBK" && name !== "gb18030") {
        const jis = new Map([
          [0xa5, 0x5c],
          [0x203e, 0x7e],
          [0x2212, 0xff0d],
        ]);
        for (const i of differs) expect(decoded[i]).toBe(jis.get(encodable[i]));
      }
    }

    // Every code point a two-byte sequence decodes to is encodable, unless the standard says otherwise.
    const standard = new StandardDecoder(name);
    const refused: string[] = [];
    for (let lead = m.leads[0]; lead <= m.leads[1]; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        const cps = codePoints(standard.decode(Uint8Array.of(lead, trail)));
        if (cps.length !== 1 || cps[0] < 0x80 || cps[0] === 0xfffd) continue;
        if (unencodable.has(cps[0]) && !m.decodeOnly(lead, trail, cps[0])) {
          refused.push(`${lead.toString(16)}${trail.toString(16)} → U+${cps[0].toString(16)}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});
