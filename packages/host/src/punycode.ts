import { charCodeAt, lengthOf } from "@urlkit/percent-encoding";
import { appendPiece, joinPieces, PIECE_LENGTH } from "@urlkit/percent-encoding/unchecked";
// Punycode (RFC 3492) for one label, as UTS #46 uses it: the part after "xn--", lower-case digits.
// https://www.rfc-editor.org/rfc/rfc3492#section-6
import { CodePoint } from "./code-points.ts";

enum Parameter {
  BASE = 36,
  T_MIN = 1,
  T_MAX = 26,
  SKEW = 38,
  DAMP = 700,
  INITIAL_BIAS = 72,
  INITIAL_N = 0x80,
}

// Arithmetic stays below 2 ** 31 - 1, as the RFC's overflow checks assume.
const MAX_INT = 0x7fffffff;

// https://www.rfc-editor.org/rfc/rfc3492#section-6.1
function adapt(delta: number, points: number, firstTime: boolean): number {
  delta = firstTime ? Math.floor(delta / Parameter.DAMP) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  while (delta > ((Parameter.BASE - Parameter.T_MIN) * Parameter.T_MAX) >> 1) {
    delta = Math.floor(delta / (Parameter.BASE - Parameter.T_MIN));
    k += Parameter.BASE;
  }
  return k + Math.floor(((Parameter.BASE - Parameter.T_MIN + 1) * delta) / (delta + Parameter.SKEW));
}

// The threshold t for the digit at position k.
function threshold(k: number, bias: number): number {
  return k <= bias ? Parameter.T_MIN : k >= bias + Parameter.T_MAX ? Parameter.T_MAX : k - bias;
}

// The Punycode digits: "a" to "z" for 0 to 25, then "0" to "9" for 26 to 35.
const DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789";

// The digit value of a code unit (either case), or BASE when it is not a digit.
function decodeDigit(c: number): number {
  if (c >= CodePoint.DigitZero && c <= CodePoint.DigitNine) return c - CodePoint.DigitZero + 26;
  if (c >= CodePoint.UpperA && c <= CodePoint.UpperZ) return c - CodePoint.UpperA;
  if (c >= CodePoint.LowerA && c <= CodePoint.LowerZ) return c - CodePoint.LowerA;
  return Parameter.BASE;
}

/** The Punycode encoding of `label` (a scalar value string), or `null` on overflow. */
// https://www.rfc-editor.org/rfc/rfc3492#section-6.3
export function punycodeEncode(label: string): string | null {
  // The output is a string from the start: the basic code points copied in runs, then each digit appended (for
  // "bücher-17", 3,061 -> 2,296 instructions against code units pushed to an array and one fromCharCode at the end).
  // The array of code points is allocated at its largest: grown by push, it cost ~200 more.
  const labelLength = lengthOf(label);
  const codePoints = new Array<number>(labelLength);
  let length = 0;
  let output = "";
  let copied = 0;
  for (let i = 0; i < labelLength; i++) {
    const c = label.codePointAt(i) as number;
    codePoints[length++] = c;
    if (c < Parameter.INITIAL_N) continue;
    output += label.slice(copied, i);
    if (c > CodePoint.BMPMax) i++;
    copied = i + 1;
  }
  output += label.slice(copied);
  const basic = output.length;
  if (basic > 0) output += "-";
  // A long label's digits would make a rope of millions of pieces: past PIECE_LENGTH code units `output` goes to
  // `pieces` (see appendPiece), as the percent-encoder's does.
  let pieces: string[] | undefined;
  let n: number = Parameter.INITIAL_N;
  let delta = 0;
  let bias: number = Parameter.INITIAL_BIAS;
  for (let handled = basic; handled < length; ) {
    let next = MAX_INT;
    for (let i = 0; i < length; i++) {
      const c = codePoints[i];
      if (c >= n && c < next) next = c;
    }
    if (next - n > Math.floor((MAX_INT - delta) / (handled + 1))) return null;
    delta += (next - n) * (handled + 1);
    n = next;
    for (let i = 0; i < length; i++) {
      const c = codePoints[i];
      if (c < n && ++delta > MAX_INT) return null;
      if (c !== n) continue;
      let q = delta;
      for (let k: number = Parameter.BASE; ; k += Parameter.BASE) {
        const t = threshold(k, bias);
        if (q < t) break;
        output += DIGITS[t + ((q - t) % (Parameter.BASE - t))];
        q = Math.floor((q - t) / (Parameter.BASE - t));
      }
      output += DIGITS[q];
      if (output.length > PIECE_LENGTH) {
        pieces = appendPiece(pieces, output);
        output = "";
      }
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return joinPieces(pieces) + output;
}

/** The label that the Punycode `input` encodes, or `null` when it is not valid Punycode. */
// https://www.rfc-editor.org/rfc/rfc3492#section-6.2
export function punycodeDecode(input: string): string | null {
  // The basic code points stand before the last delimiter (none without one).
  const basic = Math.max(input.lastIndexOf("-"), 0);
  const output: number[] = [];
  for (let j = 0; j < basic; j++) {
    const c = charCodeAt(input, j);
    if (c >= Parameter.INITIAL_N) return null;
    output.push(c);
  }
  let n: number = Parameter.INITIAL_N;
  let bias: number = Parameter.INITIAL_BIAS;
  let i = 0;
  const end = lengthOf(input);
  for (let position = basic > 0 ? basic + 1 : 0; position < end; ) {
    const oldI = i;
    let weight = 1;
    for (let k: number = Parameter.BASE; ; k += Parameter.BASE) {
      if (position >= end) return null;
      const digit = decodeDigit(charCodeAt(input, position++));
      if (digit >= Parameter.BASE || digit > Math.floor((MAX_INT - i) / weight)) return null;
      i += digit * weight;
      const t = threshold(k, bias);
      if (digit < t) break;
      if (weight > Math.floor(MAX_INT / (Parameter.BASE - t))) return null;
      weight *= Parameter.BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldI, length, oldI === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    if (n > CodePoint.Max || (n >= CodePoint.SurrogateMin && n <= CodePoint.SurrogateMax)) return null;
    output.splice(i++, 0, n);
  }
  let label = "";
  for (const c of output) label += String.fromCodePoint(c);
  return label;
}

/** The prefix of a label in Punycode (an ACE label), as UTS #46 writes it. */
export const ACE_PREFIX = "xn--";

const ACE_LABEL = /(?:^|\.)xn--/;

/** Whether one of `domain`'s labels starts with {@link ACE_PREFIX} (lower case). */
export function hasACELabel(domain: string): boolean {
  return ACE_LABEL.test(domain);
}

/** A label's ACE form: {@link ACE_PREFIX} and its Punycode, or `null` on overflow. */
export function encodeACELabel(label: string): string | null {
  const encoded = punycodeEncode(label);
  return encoded === null ? null : ACE_PREFIX + encoded;
}

/** The labels of `domain`, each ACE label decoded from Punycode; `null` when one does not decode. */
export function decodeACELabels(domain: string): string[] | null {
  const labels = domain.split(".");
  for (let i = 0; i < labels.length; i++) {
    if (!labels[i].startsWith(ACE_PREFIX)) continue;
    const decoded = punycodeDecode(labels[i].slice(ACE_PREFIX.length));
    if (decoded === null) return null;
    labels[i] = decoded;
  }
  return labels;
}
