import { parseHostToString } from "@urlkit/host";
import {
  type Encoding,
  FRAGMENT_SET,
  PATH_SET,
  percentEncode,
  SPECIAL_QUERY_SET,
  toScalarValueString,
  UTF_8,
} from "@urlkit/percent-encoding";
import { defaultPortOfType, FILE, isDotSegmentRange, schemeTypeOfPrefix, WS, WSS } from "./url-miscellaneous.ts";
import { URLRecordImpl } from "./url-record.ts";

// One table of ASCII classes for the single pass over a special URL.
const HOST_OK = 1; // a-z 0-9 - . : a canonical domain code unit
const PATH_ENCODE = 2; // in the path percent-encode set
const QUERY_ENCODE = 4; // in the special-query percent-encode set
const FRAGMENT_ENCODE = 8; // in the fragment percent-encode set
const BAIL = 16; // tab or newline: the general parser removes them
const HOST_STOP = 32; // ends the host or needs the general parser: / ? # : @ [ \ and C0/space

const CLASS = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0x61; c <= 0x7a; c++) table[c] = HOST_OK;
  for (let c = 0x30; c <= 0x39; c++) table[c] = HOST_OK;
  table[0x2d] = HOST_OK;
  table[0x2e] = HOST_OK;
  for (let c = 0; c <= 0x20; c++) table[c] = PATH_ENCODE | QUERY_ENCODE | FRAGMENT_ENCODE | HOST_STOP;
  table[0x7f] = PATH_ENCODE | QUERY_ENCODE | FRAGMENT_ENCODE;
  table[0x09] |= BAIL;
  table[0x0a] |= BAIL;
  table[0x0d] |= BAIL;
  table[0x5c] = HOST_STOP;
  table[0x22] = PATH_ENCODE | QUERY_ENCODE | FRAGMENT_ENCODE;
  table[0x3c] = PATH_ENCODE | QUERY_ENCODE | FRAGMENT_ENCODE;
  table[0x3e] = PATH_ENCODE | QUERY_ENCODE | FRAGMENT_ENCODE;
  table[0x60] = PATH_ENCODE | FRAGMENT_ENCODE;
  table[0x7b] = PATH_ENCODE;
  table[0x7d] = PATH_ENCODE;
  table[0x5e] = PATH_SET.has(0x5e) ? PATH_ENCODE : 0;
  table[0x27] = QUERY_ENCODE;
  for (const c of "/?#:@[") table[c.charCodeAt(0)] |= HOST_STOP;
  return table;
})();

// Classes for the path, query and fragment loops, indexed by min(code unit, 0x7F): every code unit above
// U+007E needs percent-encoding like U+007F, so one branch-free min() maps non-ASCII onto DEL's entry.
const NEEDS_ENCODING = 1;
const NEEDS_GENERAL_PARSER = 2; // tab or newline (removed by the general parser); a backslash in a path
const MAYBE_DOT_SEGMENT = 4; // "." or "%" right after "/" (index | 0x80 means "after a slash")
const ENDS_COMPONENT = 8; // "?" or "#" in a path, "#" in a query
const IS_SLASH = 0x80;

function componentTable(encodeFlag: number, ends: string): Uint8Array {
  const table = new Uint8Array(256);
  for (let c = 0; c < 128; c++) {
    const f = CLASS[c];
    table[c] = ((f & encodeFlag) !== 0 ? NEEDS_ENCODING : 0) | ((f & BAIL) !== 0 ? NEEDS_GENERAL_PARSER : 0);
  }
  for (const c of ends) table[c.charCodeAt(0)] = ENDS_COMPONENT;
  return table;
}

const PATH_CLASS = /* @__PURE__ */ (() => {
  const table = componentTable(PATH_ENCODE, "?#");
  table[0x5c] = NEEDS_GENERAL_PARSER;
  table[0x2f] = IS_SLASH;
  table.copyWithin(128, 0, 128);
  table[0x80 | 0x2e] |= MAYBE_DOT_SEGMENT;
  table[0x80 | 0x25] |= MAYBE_DOT_SEGMENT;
  return table;
})();
const QUERY_CLASS = /* @__PURE__ */ componentTable(QUERY_ENCODE, "#");
const FRAGMENT_CLASS = /* @__PURE__ */ componentTable(FRAGMENT_ENCODE, "");

/** Whether the path input[start, end) (start at its first "/") has a "." or ".." segment (percent-encoded too). */
function hasDotSegment(input: string, start: number, end: number): boolean {
  let segmentStart = start + 1;
  for (let k = segmentStart; k <= end; k++) {
    if (k === end || input.charCodeAt(k) === 0x2f) {
      if (k > segmentStart && isDotSegmentRange(input, segmentStart, k)) return true;
      segmentStart = k + 1;
    }
  }
  return false;
}

/**
 * The common case of the basic URL parser in one pass: a special URL written as `scheme://host[:port]`
 * followed by a path, query and fragment that need at most percent-encoding, with no base needed and no
 * validation-error listener. Returns the record (the input itself as href when it is already canonical),
 * null for a failure it is sure of, or undefined to hand the input to the general parser.
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function parseFast(input: string, encoding: Encoding): URLRecordImpl | null | undefined {
  const length = input.length;
  if (length < 4 || input.charCodeAt(length - 1) <= 0x20) return undefined;
  let i = 0;
  let c = 0;
  let upperCaseScheme = false;
  for (; i < length; i++) {
    c = input.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) continue;
    if (c < 0x41 || c > 0x5a) break;
    upperCaseScheme = true;
  }
  if (c !== 0x3a) return undefined;
  const schemeEnd = i;
  const scheme = upperCaseScheme ? input.slice(0, schemeEnd).toLowerCase() : input;
  const type = schemeTypeOfPrefix(scheme, schemeEnd);
  if (type === 0 || input.charCodeAt(i + 1) !== 0x2f || input.charCodeAt(i + 2) !== 0x2f) return undefined;
  const hostStartIn = i + 3;
  let k = hostStartIn;
  // Host: canonical domain code units only, unless the host parser has to look at it.
  let needsHostParser = false;
  let labelStart = k;
  let lastLabelStart = k;
  for (; k < length; k++) {
    c = input.charCodeAt(k);
    if (c < 0x80) {
      const f = CLASS[c];
      if ((f & HOST_OK) !== 0) {
        if (c === 0x2e) {
          if (k > labelStart) lastLabelStart = labelStart;
          labelStart = k + 1;
        } else if (c === 0x78 && k === labelStart && input.startsWith("n--", k + 1)) {
          needsHostParser = true;
        }
        continue;
      }
      if ((f & HOST_STOP) !== 0) break;
    }
    needsHostParser = true;
  }
  const hostEndIn = k;
  if (k < length && c !== 0x2f && c !== 0x3f && c !== 0x23 && c !== 0x3a) return undefined;
  if (labelStart < hostEndIn) lastLabelStart = labelStart;
  const first = input.charCodeAt(lastLabelStart);
  if (first >= 0x30 && first <= 0x39) needsHostParser = true;
  // Port (-2: none written).
  let host: string | undefined;
  let changed = upperCaseScheme;
  let port = -2;
  if (c === 0x3a) {
    k++;
    const digitsStart = k;
    port = 0;
    for (; k < length; k++) {
      c = input.charCodeAt(k);
      if (c < 0x30 || c > 0x39) break;
      port = port * 10 + (c - 0x30);
      if (port > 0xffff) return undefined;
    }
    if (k < length && c !== 0x2f && c !== 0x3f && c !== 0x23) return undefined;
    const digits = k - digitsStart;
    if (type === FILE) return undefined;
    if (digits === 0 || port === defaultPortOfType(type)) {
      port = -1;
      changed = true;
    } else if (input.charCodeAt(digitsStart) === 0x30 && digits > 1) {
      changed = true;
    }
  }
  // The host parser runs only once the authority is known to be host[:port].
  if (type === FILE) {
    if (port !== -2) return undefined;
    if (hostEndIn > hostStartIn) {
      if (hostEndIn - hostStartIn === 2 && input.charCodeAt(hostStartIn + 1) === 0x7c) return undefined;
      if (needsHostParser) {
        const parsed = parseHostToString(toScalarValueString(input.slice(hostStartIn, hostEndIn)), false);
        if (parsed === null) return null;
        host = parsed === "localhost" ? "" : parsed;
        changed = true;
      } else if (hostEndIn - hostStartIn === 9 && input.startsWith("localhost", hostStartIn)) {
        host = "";
        changed = true;
      }
    }
  } else {
    if (hostEndIn === hostStartIn) return undefined;
    if (needsHostParser) {
      const raw = input.slice(hostStartIn, hostEndIn);
      const parsed = parseHostToString(toScalarValueString(raw), false);
      if (parsed === null) return null;
      if (parsed !== raw) {
        host = parsed;
        changed = true;
      }
    }
  }
  if (port === -2) port = -1;
  // Path, query and fragment: one table lookup per code unit and one well-predicted branch.
  const pathStartIn = k;
  let pathEncode = false;
  if (k < length && input.charCodeAt(k) === 0x2f) {
    if (type === FILE && length - k >= 3 && input.charCodeAt(k + 2) === 0x7c) return undefined;
    let flags = 0;
    let previous = IS_SLASH;
    for (k++; k < length; k++) {
      const t = PATH_CLASS[Math.min(input.charCodeAt(k), 0x7f) | previous];
      if (t === ENDS_COMPONENT) break;
      flags |= t;
      previous = t & IS_SLASH;
    }
    if ((flags & NEEDS_GENERAL_PARSER) !== 0) return undefined;
    if ((flags & MAYBE_DOT_SEGMENT) !== 0 && hasDotSegment(input, pathStartIn, k)) return undefined;
    pathEncode = (flags & NEEDS_ENCODING) !== 0;
  } else {
    changed = true;
  }
  const pathEndIn = k;
  let queryStartIn = -1;
  let queryEncode = false;
  if (k < length && input.charCodeAt(k) === 0x3f) {
    queryStartIn = k;
    let flags = 0;
    for (k++; k < length; k++) {
      const t = QUERY_CLASS[Math.min(input.charCodeAt(k), 0x7f)];
      if (t === ENDS_COMPONENT) break;
      flags |= t;
    }
    if ((flags & NEEDS_GENERAL_PARSER) !== 0) return undefined;
    queryEncode = flags !== 0;
  }
  const queryEndIn = k;
  let fragmentStartIn = -1;
  let fragmentEncode = false;
  if (k < length) {
    fragmentStartIn = k;
    let flags = 0;
    for (k++; k < length; k++) flags |= FRAGMENT_CLASS[Math.min(input.charCodeAt(k), 0x7f)];
    if ((flags & NEEDS_GENERAL_PARSER) !== 0) return undefined;
    fragmentEncode = flags !== 0;
  }
  if (!changed && !pathEncode && !queryEncode && !fragmentEncode) {
    return new URLRecordImpl(
      input,
      schemeEnd,
      hostStartIn,
      hostStartIn,
      hostEndIn,
      port,
      pathStartIn,
      queryStartIn,
      fragmentStartIn,
      type,
      false,
    );
  }
  let href = upperCaseScheme ? `${scheme}://` : input.slice(0, hostStartIn);
  href += host === undefined ? input.slice(hostStartIn, hostEndIn) : host;
  const hostEnd = href.length;
  if (port !== -1) href += `:${port}`;
  const pathStart = href.length;
  if (pathStartIn === pathEndIn) {
    href += "/";
  } else {
    const path = input.slice(pathStartIn, pathEndIn);
    href += pathEncode ? percentEncode(path, PATH_SET) : path;
  }
  let queryStart = -1;
  if (queryStartIn !== -1) {
    queryStart = href.length;
    if (queryEncode) {
      const query = input.slice(queryStartIn + 1, queryEndIn);
      href +=
        encoding === UTF_8 || type === WS || type === WSS
          ? `?${percentEncode(query, SPECIAL_QUERY_SET)}`
          : `?${percentEncode(query, SPECIAL_QUERY_SET, { encoding })}`;
    } else {
      href += input.slice(queryStartIn, queryEndIn);
    }
  }
  let fragmentStart = -1;
  if (fragmentStartIn !== -1) {
    fragmentStart = href.length;
    href += fragmentEncode
      ? `#${percentEncode(input.slice(fragmentStartIn + 1), FRAGMENT_SET)}`
      : input.slice(fragmentStartIn);
  }
  return new URLRecordImpl(
    href,
    schemeEnd,
    hostStartIn,
    hostStartIn,
    hostEnd,
    port,
    pathStart,
    queryStart,
    fragmentStart,
    type,
    false,
  );
}
