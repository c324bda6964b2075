// UTF-8 as the Encoding Standard defines it, without TextEncoder/TextDecoder so every runtime
// (React Native's Hermes included) behaves alike.

/** UTF-8 encode a string; lone surrogates become U+FFFD (the string is treated as a USVString). */
// https://encoding.spec.whatwg.org/#utf-8-encode
export function utf8Encode(input: string): Uint8Array {
  if (typeof input !== "string") throw new TypeError("utf8Encode takes a string");
  const length = input.length;
  let size = 0;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x80) size += 1;
    else if (c < 0x800) size += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < length && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      size += 4;
      i++;
    } else size += 3;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (let i = 0; i < length; i++) {
    let c = input.charCodeAt(i);
    if (c < 0x80) {
      bytes[at++] = c;
      continue;
    }
    if (c < 0x800) {
      bytes[at++] = 0xc0 | (c >> 6);
      bytes[at++] = 0x80 | (c & 0x3f);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = i + 1 < length ? input.charCodeAt(i + 1) : 0;
      if (c <= 0xdbff && (next & 0xfc00) === 0xdc00) {
        c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
        bytes[at++] = 0xf0 | (c >> 18);
        bytes[at++] = 0x80 | ((c >> 12) & 0x3f);
        bytes[at++] = 0x80 | ((c >> 6) & 0x3f);
        bytes[at++] = 0x80 | (c & 0x3f);
        continue;
      }
      c = 0xfffd;
    }
    bytes[at++] = 0xe0 | (c >> 12);
    bytes[at++] = 0x80 | ((c >> 6) & 0x3f);
    bytes[at++] = 0x80 | (c & 0x3f);
  }
  return bytes;
}

/** `input` with each lone surrogate replaced by U+FFFD (a USVString); `input` itself when already well formed. */
// https://infra.spec.whatwg.org/#javascript-string-convert
export function toScalarValueString(input: string): string {
  if (typeof input !== "string") throw new TypeError("toScalarValueString takes a string");
  return scalarValues(input);
}

/** {@link toScalarValueString} without the argument check, for callers that hold a string (urlkit's parsers). */
export function scalarValues(input: string): string {
  // ES2024's isWellFormed where the runtime has it: V8 answers at once for a one-byte string (no surrogates).
  if ((input as { isWellFormed?(): boolean }).isWellFormed?.()) return input;
  let out = "";
  let runStart = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if ((c & 0xf800) !== 0xd800) continue;
    if (c < 0xdc00 && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      i++;
      continue;
    }
    out += input.slice(runStart, i) + "\ufffd";
    runStart = i + 1;
  }
  return runStart === 0 ? input : out + input.slice(runStart);
}

const CHUNK = 0x2000;

/** UTF-8 decode without BOM: invalid sequences become U+FFFD (one per maximal subpart), a BOM is kept. */
// https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
export function utf8DecodeWithoutBOM(bytes: Uint8Array): string {
  if (!(bytes instanceof Uint8Array)) throw new TypeError("utf8DecodeWithoutBOM takes a Uint8Array");
  const length = bytes.length;
  let i = 0;
  while (i < length && bytes[i] < 0x80) i++;
  if (i === length) return latin1(bytes, 0, length);
  let out = latin1(bytes, 0, i);
  const units = new Uint16Array(Math.min(length - i, CHUNK) + 1);
  let n = 0;
  while (i < length) {
    if (n >= CHUNK - 1) {
      out += String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]);
      n = 0;
    }
    const b = bytes[i++];
    if (b < 0x80) {
      units[n++] = b;
      continue;
    }
    let needed: number;
    let cp: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) {
      needed = 1;
      cp = b & 0x1f;
    } else if (b >= 0xe0 && b <= 0xef) {
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f;
      needed = 2;
      cp = b & 0xf;
    } else if (b >= 0xf0 && b <= 0xf4) {
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
      needed = 3;
      cp = b & 0x7;
    } else {
      units[n++] = 0xfffd;
      continue;
    }
    for (; needed > 0; needed--) {
      const next = i < length ? bytes[i] : -1;
      if (next < lower || next > upper) break;
      lower = 0x80;
      upper = 0xbf;
      cp = (cp << 6) | (next & 0x3f);
      i++;
    }
    if (needed > 0) {
      units[n++] = 0xfffd;
    } else if (cp >= 0x10000) {
      cp -= 0x10000;
      units[n++] = 0xd800 + (cp >> 10);
      units[n++] = 0xdc00 + (cp & 0x3ff);
    } else {
      units[n++] = cp;
    }
  }
  return out + String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]);
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let out = "";
  for (let i = start; i < end; i += CHUNK) {
    out += String.fromCharCode.apply(null, bytes.subarray(i, Math.min(end, i + CHUNK)) as unknown as number[]);
  }
  return out;
}
