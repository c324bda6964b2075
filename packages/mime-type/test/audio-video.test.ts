import { describe, expect, it } from "vitest";
import { audioOrVideoTypePatternMatchingAlgorithm, matchAudioOrVideoTypePattern } from "../src/audio-video.ts";
import { matchesTheSignatureForMP3WithoutID3 } from "../src/mp3.ts";
import { matchesTheSignatureForMP4 } from "../src/mp4.ts";
import { matchesTheSignatureForWebM } from "../src/webm.ts";
import { bytes, signatures } from "./sniffing-corpus.ts";

describe("audioOrVideoTypePatternMatchingAlgorithm", () => {
  for (const { name, header, essence } of signatures.filter((s) => s.table === "audio-video")) {
    it(`${name}: ${essence}, and no prefix of it matches`, () => {
      expect(audioOrVideoTypePatternMatchingAlgorithm(header)).toBe(essence);
      expect(matchAudioOrVideoTypePattern(header)?.essence).toBe(essence);
      // Cut short of its signature, a header matches nothing (the MP3 and MP4 ones need their length).
      expect(audioOrVideoTypePatternMatchingAlgorithm(header.subarray(0, 2))).toBe(null);
    });
  }
  it("matches no image", () => expect(matchAudioOrVideoTypePattern(bytes("GIF89a"))).toBe(null));
  it("checks its argument", () => {
    expect(() => matchAudioOrVideoTypePattern("ID3" as never)).toThrow(
      new TypeError('matchAudioOrVideoTypePattern: expected a Uint8Array, got "ID3"'),
    );
  });
});

describe("matchesTheSignatureForMP4", () => {
  const box = (size: number, ...brands: string[]) =>
    bytes([0, 0, 0, size], "ftyp", brands[0], [0, 0, 0, 0], ...brands.slice(1));
  it("wants an ftyp box that fits, a multiple of 4 bytes, with a brand starting mp4", () => {
    expect(matchesTheSignatureForMP4(box(16, "mp42"))).toBe(true);
    expect(matchesTheSignatureForMP4(box(16, "mp4v"))).toBe(true);
    expect(matchesTheSignatureForMP4(box(24, "isom", "iso2", "mp41"))).toBe(true);
    expect(matchesTheSignatureForMP4(box(20, "isom", "iso2", "mp41"))).toBe(false);
    expect(matchesTheSignatureForMP4(box(28, "isom", "mp41"))).toBe(false);
    expect(matchesTheSignatureForMP4(box(18, "mp42"))).toBe(false);
    expect(matchesTheSignatureForMP4(box(16, "isom"))).toBe(false);
    expect(matchesTheSignatureForMP4(bytes([0, 0, 0, 16], "moov", "mp42"))).toBe(false);
    expect(matchesTheSignatureForMP4(bytes([0, 0, 0, 8], "ftypmp4"))).toBe(false);
  });
  it("reads the box size as unsigned", () => {
    expect(matchesTheSignatureForMP4(bytes([0x80, 0, 0, 0], "ftypmp42"))).toBe(false);
  });
});

describe("matchesTheSignatureForWebM", () => {
  const ebml = (...rest: (string | number[])[]) => bytes([0x1a, 0x45, 0xdf, 0xa3], ...rest);
  it("finds the DocType webm after its size vint and any padding", () => {
    expect(matchesTheSignatureForWebM(ebml([0x42, 0x82, 0x84], "webm", [0]))).toBe(true);
    expect(matchesTheSignatureForWebM(ebml([0x42, 0x82, 0x40, 0x04], "webm", [0]))).toBe(true);
    expect(matchesTheSignatureForWebM(ebml([0x42, 0x82, 0x86, 0, 0], "webm", [0]))).toBe(true);
    expect(matchesTheSignatureForWebM(ebml([0x42, 0x82, 0x88], "matroska"))).toBe(false);
  });
  it("stops where the standard does", () => {
    // The value must start before the last 4 bytes: "webm" at the very end is not enough.
    expect(matchesTheSignatureForWebM(ebml([0x42, 0x82, 0x84], "webm"))).toBe(false);
    expect(matchesTheSignatureForWebM(ebml(new Array(34).fill(0xec), [0x42, 0x82, 0x84], "webm", [0]))).toBe(false);
    expect(matchesTheSignatureForWebM(ebml(new Array(33).fill(0xec), [0x42, 0x82, 0x84], "webm", [0]))).toBe(true);
    expect(matchesTheSignatureForWebM(bytes([0x1a, 0x45, 0xdf]))).toBe(false);
  });
});

describe("matchesTheSignatureForMP3WithoutID3", () => {
  const frame = (header: number[], size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(header);
    return [...bytes];
  };
  it("wants two layer III frame headers, the second where the first frame ends", () => {
    // MPEG-1, 128 kbit/s, 44.1 kHz: 144 × 128000 / 44100 = 417 bytes.
    expect(matchesTheSignatureForMP3WithoutID3(bytes(frame([0xff, 0xfb, 0x90, 0], 417), [0xff, 0xfb, 0x90, 0]))).toBe(
      true,
    );
    // The same with the padding bit: 418 bytes.
    expect(matchesTheSignatureForMP3WithoutID3(bytes(frame([0xff, 0xfb, 0x92, 0], 418), [0xff, 0xfb, 0x90, 0]))).toBe(
      true,
    );
    expect(matchesTheSignatureForMP3WithoutID3(bytes(frame([0xff, 0xfb, 0x92, 0], 417), [0xff, 0xfb, 0x90, 0]))).toBe(
      false,
    );
    // MPEG-2 (version 0b10), 64 kbit/s, 22.05 kHz field 0 (44100 in the table): 144 × 64000 / 44100 = 208 bytes.
    expect(matchesTheSignatureForMP3WithoutID3(bytes(frame([0xff, 0xf3, 0x80, 0], 208), [0xff, 0xf3, 0x80, 0]))).toBe(
      true,
    );
  });
  it("rejects other layers, bit rate 15, sample rate 3 and a frame that does not fit", () => {
    expect(matchesTheSignatureForMP3WithoutID3(bytes(frame([0xff, 0xfd, 0x90, 0], 417), [0xff, 0xfd, 0x90, 0]))).toBe(
      false,
    );
    expect(matchesTheSignatureForMP3WithoutID3(bytes(frame([0xff, 0xfb, 0xf0, 0], 417), [0xff, 0xfb, 0xf0, 0]))).toBe(
      false,
    );
    expect(matchesTheSignatureForMP3WithoutID3(bytes(frame([0xff, 0xfb, 0x9c, 0], 417), [0xff, 0xfb, 0x9c, 0]))).toBe(
      false,
    );
    expect(matchesTheSignatureForMP3WithoutID3(bytes(frame([0xff, 0xfb, 0x90, 0], 300)))).toBe(false);
    // Bit rate index 0 (free format) gives a frame size of 0.
    expect(matchesTheSignatureForMP3WithoutID3(bytes([0xff, 0xfb, 0x00, 0, 0xff, 0xfb, 0, 0]))).toBe(false);
  });
});
