/** `s` with each lone surrogate replaced by U+FFFD (String#toWellFormed, written out for the ES2023 lib). */
export function toWellFormed(s: string): string {
  let out = "";
  let runStart = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      i++;
      continue;
    }
    out += `${s.slice(runStart, i)}\ufffd`;
    runStart = i + 1;
  }
  return runStart === 0 ? s : out + s.slice(runStart);
}
