import { DEFAULT_PORTS, FILE, FTP, HTTP, HTTPS, WS, WSS } from "./url-miscellaneous.ts";
import { URLRecordImpl } from "./url-record.ts";

// A special URL the basic URL parser serializes back to itself: "scheme://host[:port]" with a lower-case ASCII
// domain host (parseCanonical checks its last label for a number), a path without dot segments, a backslash, "|" or
// code points of the path percent-encode set, then "?query" and "#fragment" with nothing to percent-encode. Sticky:
// the match ends where the path does (lastIndex), the lookahead checks the query and fragment.
// Why a regex: V8's regex engine scans characters in native code, 2-3x faster than a charCodeAt loop (measured).
const CANONICAL =
  /(?:(?:https?|wss?|ftp):\/\/[^\0- #%/:<>?@-^|\x7f-\uffff]+(?::(?:0|[1-9]\d{0,4}))?|file:\/\/(?!localhost\/)[^\0- #%/:<>?@-^|\x7f-\uffff]*)(?:\/(?!(?:\.|%2[eE]){1,2}(?:[/?#]|$))[^\0- "#/<>?\\^`{|}\x7f-\uffff]*)+(?=(?:\?[^\0- "#'<>\x7f-\uffff]*)?(?:#[^\0- "<>`\x7f-\uffff]*)?$)/y;

/**
 * The basic URL parser's result for an input that is already a canonical special URL (the common case): a
 * record whose href is the input itself; null when the input is anything else (the general parser decides).
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function parseCanonical(input: string): URLRecordImpl | null {
  // Each path segment takes room on the regex engine's backtrack stack (V8 throws past ~4M of them).
  if (input.length > 0xffff) return null;
  const first = input.charCodeAt(0);
  let schemeEnd: number;
  let type: number;
  if (first === 0x68) {
    schemeEnd = input.charCodeAt(4) === 0x3a ? 4 : 5;
    type = schemeEnd === 4 ? HTTP : HTTPS;
  } else if (first === 0x66) {
    type = input.charCodeAt(1) === 0x69 ? FILE : FTP;
    schemeEnd = type === FILE ? 4 : 3;
  } else if (first === 0x77) {
    schemeEnd = input.charCodeAt(2) === 0x3a ? 2 : 3;
    type = schemeEnd === 2 ? WS : WSS;
  } else {
    return null;
  }
  CANONICAL.lastIndex = 0;
  if (!CANONICAL.test(input)) return null;
  const pathEnd = CANONICAL.lastIndex;
  const next = input.charCodeAt(pathEnd);
  const queryStart = next === 0x3f ? pathEnd : -1;
  const fragmentStart = next === 0x23 ? pathEnd : queryStart < 0 ? -1 : input.indexOf("#", pathEnd);
  const hostStart = schemeEnd + 3;
  const pathStart = input.charCodeAt(hostStart) === 0x2f ? hostStart : input.indexOf("/", hostStart);
  let hostEnd = pathStart;
  let port = 0;
  let scale = 1;
  for (let c = input.charCodeAt(hostEnd - 1); c >= 0x30 && c <= 0x39; c = input.charCodeAt(--hostEnd - 1)) {
    port += (c - 0x30) * scale;
    scale *= 10;
  }
  if (input.charCodeAt(hostEnd - 1) === 0x3a) {
    if (port > 0xffff || port === DEFAULT_PORTS[type]) return null;
    hostEnd--;
  } else {
    hostEnd = pathStart;
    port = -1;
  }
  // The host ends in a number (IPv4) when its last label, before an optional final ".", starts with a digit.
  let label = input.charCodeAt(hostEnd - 1) === 0x2e ? hostEnd - 1 : hostEnd;
  while (label > hostStart && input.charCodeAt(label - 1) !== 0x2e) label--;
  const c = input.charCodeAt(label);
  if (c >= 0x30 && c <= 0x39) return null;
  return new URLRecordImpl(
    input,
    schemeEnd,
    hostStart,
    hostStart,
    hostEnd,
    port,
    pathStart,
    queryStart,
    fragmentStart,
    type,
    false,
  );
}
