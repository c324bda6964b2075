import type { MIMEType } from "./mime-type.ts";
import { matchesTheSignatureForMP3WithoutID3 } from "./mp3.ts";
import { matchesTheSignatureForMP4 } from "./mp4.ts";
import { anyBytes, firstMatch, type PatternRow, row } from "./pattern-matching.ts";
import { checkedBytes, matchedMIMEType } from "./resource.ts";
import { matchesTheSignatureForWebM } from "./webm.ts";

// https://mimesniff.spec.whatwg.org/#matching-an-audio-or-video-type-pattern
const AUDIO_OR_VIDEO_PATTERNS: readonly PatternRow[] = /* @__PURE__ */ (() => [
  row("audio/aiff", ["FORM", anyBytes(4), "AIFF"]),
  // ID3v2-tagged MP3.
  row("audio/mpeg", ["ID3"]),
  // "OggS" followed by NUL, the Ogg container.
  row("application/ogg", ["OggS", [0x00]]),
  // "MThd" followed by the number 6 in 32 bits, big-endian.
  row("audio/midi", ["MThd", [0x00, 0x00, 0x00, 0x06]]),
  row("video/avi", ["RIFF", anyBytes(4), "AVI "]),
  row("audio/wave", ["RIFF", anyBytes(4), "WAVE"]),
])();

/** The audio or video MIME type (an essence) whose signature `input` starts with, or null. */
// https://mimesniff.spec.whatwg.org/#audio-or-video-type-pattern-matching-algorithm
export function audioOrVideoTypePatternMatchingAlgorithm(input: Uint8Array): string | null {
  const matched = firstMatch(input, AUDIO_OR_VIDEO_PATTERNS);
  if (matched !== null) return matched;
  if (matchesTheSignatureForMP4(input)) return "video/mp4";
  if (matchesTheSignatureForWebM(input)) return "video/webm";
  if (matchesTheSignatureForMP3WithoutID3(input)) return "audio/mpeg";
  return null;
}

/** The audio or video MIME type whose signature \`input\` has (AIFF, MP3, Ogg, MIDI, AVI, WAVE, MP4, WebM), or null. */
export function matchAudioOrVideoTypePattern(input: Uint8Array): MIMEType | null {
  return matchedMIMEType(audioOrVideoTypePatternMatchingAlgorithm(checkedBytes(input, "matchAudioOrVideoTypePattern")));
}
