// Finds the code points on which Node's URL (ada) and whatwg-url (tr46) disagree as hosts, in a few
// contexts (alone, after an ASCII letter, after a digit, before an emoji, before a Hebrew letter), and
// prints them as a regular-expression character class for the "native-idna-unicode-version" entry of
// divergences.json. ~3 minutes.  node scripts/unicode-drift.ts
import { URL as WhatwgURL } from "whatwg-url";

const contexts = [
  (c: string) => c,
  (c: string) => `a${c}`,
  (c: string) => `1${c}`,
  (c: string) => `${c}😴`,
  (c: string) => `${c}א`,
];

function host(Impl: typeof URL, h: string): string | null {
  try {
    return new Impl(`https://${h}/`).host;
  } catch {
    return null;
  }
}

const ranges: [number, number][] = [];
for (let cp = 0x80; cp <= 0x10ffff; cp++) {
  if (cp >= 0xd800 && cp <= 0xdfff) continue;
  const c = String.fromCodePoint(cp);
  const differs = contexts.some((ctx) => host(URL, ctx(c)) !== host(WhatwgURL, ctx(c)));
  if (!differs) continue;
  const last = ranges[ranges.length - 1];
  if (last !== undefined && last[1] === cp - 1) last[1] = cp;
  else ranges.push([cp, cp]);
}
const hex = (n: number) => `\\u{${n.toString(16)}}`;
const count = ranges.reduce((n, [a, b]) => n + b - a + 1, 0);
console.log(`${count} code points in ${ranges.length} ranges`);
console.log(`[${ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join("")}]`);
