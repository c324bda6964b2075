// Signature for MP3 without ID3: two consecutive MPEG audio layer III frame headers, the second where the first
// frame's size says it starts.
//
// The standard transcribes Gecko's mp3sniff.c and its text has slips that make it reject every MP3 as written
// (whatwg/mimesniff#70, #168, #208): `x & m >> n` means `(x & m) >> n`, "not 0xFF and" means "or", the length
// checks are at offset `s`, "skipped-bytes > s - length" means "length - s", and "final-layer" is 4 minus the
// layer field, which must be layer III. The bit rate table is mp3-rates when the version's low bit is set (MPEG-1,
// 0b11) and mp2.5-rates otherwise, as in mp3sniff.c; the standard's text names them the other way round.

/** Frame sync: 11 set bits, the first byte and the top 3 bits of the second. */
const FRAME_SYNC_BYTE = 0xff;
const FRAME_SYNC_MASK = 0xe0;
const MP3_HEADER_LENGTH = 4;

// https://mimesniff.spec.whatwg.org/#mp3-rates-table (bits per second, by bit rate index; 15 is invalid)
const MP3_RATES: readonly number[] = [
  0, 32000, 40000, 48000, 56000, 64000, 80000, 96000, 112000, 128000, 160000, 192000, 224000, 256000, 320000,
];
// https://mimesniff.spec.whatwg.org/#mp2.5-rates-table
const MP25_RATES: readonly number[] = [
  0, 8000, 16000, 24000, 32000, 40000, 48000, 56000, 64000, 80000, 96000, 112000, 128000, 144000, 160000,
];
// https://mimesniff.spec.whatwg.org/#sample-rate-table (by sample rate index; 3 is invalid)
const SAMPLE_RATES: readonly number[] = [44100, 48000, 32000];

const layerOf = (sequence: Uint8Array, s: number) => (sequence[s + 1] & 0x06) >> 1;
const versionOf = (sequence: Uint8Array, s: number) => (sequence[s + 1] & 0x18) >> 3;
const bitRateIndexOf = (sequence: Uint8Array, s: number) => (sequence[s + 2] & 0xf0) >> 4;
const sampleRateIndexOf = (sequence: Uint8Array, s: number) => (sequence[s + 2] & 0x0c) >> 2;
const padOf = (sequence: Uint8Array, s: number) => (sequence[s + 2] & 0x02) >> 1;

/** Whether `sequence` holds a valid layer III frame header at `s`. */
// https://mimesniff.spec.whatwg.org/#match-an-mp3-header
function matchAnMP3Header(sequence: Uint8Array, s: number): boolean {
  if (sequence.length < s + MP3_HEADER_LENGTH) return false;
  if (sequence[s] !== FRAME_SYNC_BYTE || (sequence[s + 1] & FRAME_SYNC_MASK) !== FRAME_SYNC_MASK) return false;
  if (bitRateIndexOf(sequence, s) === 15) return false;
  if (sampleRateIndexOf(sequence, s) === 3) return false;
  // The layer field counts down: 0b01 is layer III (and the reserved 0b00 fails too).
  return 4 - layerOf(sequence, s) === 3;
}

/** The size in bytes of the frame whose (valid) header is at `s`. */
// https://mimesniff.spec.whatwg.org/#parse-an-mp3-frame
// https://mimesniff.spec.whatwg.org/#compute-an-mp3-frame-size
function computeAnMP3FrameSize(sequence: Uint8Array, s: number): number {
  const version = versionOf(sequence, s);
  const bitRate = ((version & 0x01) !== 0 ? MP3_RATES : MP25_RATES)[bitRateIndexOf(sequence, s)];
  const sampleRate = SAMPLE_RATES[sampleRateIndexOf(sequence, s)];
  const scale = version === 1 ? 72 : 144;
  // Bytes are whole: the size is the integer part, as in mp3sniff.c's integer arithmetic.
  return Math.floor((bitRate * scale) / sampleRate) + padOf(sequence, s);
}

// https://mimesniff.spec.whatwg.org/#matches-the-signature-for-mp3-without-id3
export function matchesTheSignatureForMP3WithoutID3(sequence: Uint8Array): boolean {
  if (!matchAnMP3Header(sequence, 0)) return false;
  const skippedBytes = computeAnMP3FrameSize(sequence, 0);
  // The standard's s is 0 until the second header, which starts skipped-bytes in.
  if (skippedBytes < 4 || skippedBytes > sequence.length) return false;
  return matchAnMP3Header(sequence, skippedBytes);
}
