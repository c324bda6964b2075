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

/**
 * The standard's one case where a setter leaves an href that does not reparse to itself: the protocol
 * setter may turn a special URL into a file URL (URL Standard, scheme state with a state override checks
 * credentials, port and an empty host, not the path), and a first path segment that is a Windows drive
 * letter written with "|" (`ws://h/c|/x` → `file://h/c|/x`) is normalized to "c:" when the file URL is
 * parsed again (path state: "If url's scheme is "file", url's path is empty, and buffer is a Windows drive
 * letter, then replace the second code point in buffer with U+003A (:)"). Returns the href a reparse gives
 * in that case, or null when the case does not apply. (Related: whatwg/url#559, the same drive-letter
 * normalization on reparse, through the host.)
 */
export function protocolSetterDriveLetterReparse(
  setter: string,
  protocolBefore: string,
  url: { href: string; protocol: string; host: string; pathname: string },
): string | null {
  if (setter !== "protocol" || protocolBefore === "file:" || url.protocol !== "file:") return null;
  const p = url.pathname;
  const alpha = (p.charCodeAt(1) | 0x20) >= 0x61 && (p.charCodeAt(1) | 0x20) <= 0x7a;
  if (p[0] !== "/" || !alpha || p[2] !== "|" || (p.length > 3 && p[3] !== "/")) return null;
  const at = `file://${url.host}`.length + 2;
  if (url.href.slice(0, at - 2) !== `file://${url.host}` || url.href[at] !== "|") return null;
  return `${url.href.slice(0, at)}:${url.href.slice(at + 1)}`;
}
