import { parseHostToString, type ValidationError, type ValidationErrorType } from "@urlkit/host";
import {
  C0_CONTROL_SET,
  type Encoding,
  FRAGMENT_SET,
  PATH_SET,
  percentEncode,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  toScalarValueString,
  USERINFO_SET,
  UTF_8,
} from "@urlkit/percent-encoding";
import {
  defaultPortOfType,
  dotSegmentKind,
  FILE,
  isDoubleDotSegment,
  isNormalizedWindowsDriveLetter,
  isSingleDotSegment,
  isWindowsDriveLetter,
  NOT_SPECIAL,
  schemeTypeOf,
  startsWithWindowsDriveLetter,
  WS,
  WSS,
} from "./url-miscellaneous.ts";
import { parseFast } from "./url-parsing-fast.ts";
import { assembleRecord, URLParts as Parts, partsFromRecord, type URLParts } from "./url-parts.ts";
import { asRecord, assignRecord, type URLRecord, type URLRecordImpl } from "./url-record.ts";

/** The state overrides the API setters use: the standard's state names without "state", kebab-case. */
export type StateOverride = "scheme-start" | "host" | "hostname" | "port" | "path-start" | "query" | "fragment";

export interface ParseOptions {
  /** A parsed base URL, or a string parsed first (when it fails, the parse fails). */
  base?: URLRecord | string | null;
  /** The query's encoding override (default UTF-8). */
  encoding?: Encoding;
  /** Receives each validation error, in order. Nothing is allocated for errors when absent. */
  onValidationError?: (error: ValidationError) => void;
}

export interface BasicURLParseOptions {
  /** A parsed base URL (the basic URL parser takes records only). */
  base?: URLRecord | null;
  encoding?: Encoding;
  onValidationError?: (error: ValidationError) => void;
  /** With `stateOverride`: the record to modify in place. */
  url?: URLRecord;
  stateOverride?: StateOverride;
}

const EOF = -1;

const SCHEME_START = 0;
const SCHEME = 1;
const NO_SCHEME = 2;
const SPECIAL_RELATIVE_OR_AUTHORITY = 3;
const PATH_OR_AUTHORITY = 4;
const RELATIVE = 5;
const RELATIVE_SLASH = 6;
const SPECIAL_AUTHORITY_SLASHES = 7;
const SPECIAL_AUTHORITY_IGNORE_SLASHES = 8;
const AUTHORITY = 9;
const HOST = 10;
const HOSTNAME = 11;
const PORT = 12;
const FILE_STATE = 13;
const FILE_SLASH = 14;
const FILE_HOST = 15;
const PATH_START = 16;
const PATH = 17;
const OPAQUE_PATH = 18;
const QUERY = 19;
const FRAGMENT = 20;
const NO_OVERRIDE = -1;

const OVERRIDES: { readonly [name: string]: number } = {
  "scheme-start": SCHEME_START,
  host: HOST,
  hostname: HOSTNAME,
  port: PORT,
  "path-start": PATH_START,
  query: QUERY,
  fragment: FRAGMENT,
};

/** Maps offsets in the cleaned input back to the caller's input and delivers errors. */
class Reporter {
  readonly cb: (error: ValidationError) => void;
  /** Original index of each cleaned index (only when tabs or newlines were removed). */
  map: Int32Array | null = null;
  shift = 0;
  readonly forHost: (error: ValidationError) => void;

  constructor(cb: (error: ValidationError) => void) {
    this.cb = cb;
    this.forHost = (error) => this.report(error.type, error.index);
  }

  original(index: number): number {
    const map = this.map;
    if (map === null) return index + this.shift;
    return index < map.length ? map[index] : map[map.length - 1] + 1;
  }

  report(type: ValidationErrorType, index: number): void {
    this.cb({ type, index: this.original(index) });
  }
}

// https://url.spec.whatwg.org/#url-code-points
const URL_UNIT_OK = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0x30; c <= 0x39; c++) table[c] = 1;
  for (let c = 0x41; c <= 0x5a; c++) table[c] = 1;
  for (let c = 0x61; c <= 0x7a; c++) table[c] = 1;
  for (const c of "!$&'()*+,-./:;=?@_~") table[c.charCodeAt(0)] = 1;
  return table;
})();

function isASCIIHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/** Reports invalid-URL-unit for each code unit in input[start, end) that is not a URL code point or a good "%". */
function checkURLUnits(input: string, start: number, end: number, reporter: Reporter): void {
  for (let i = start; i < end; i++) {
    let c = input.charCodeAt(i);
    if (c < 0x80) {
      if (c === 0x25) {
        if (!isASCIIHexDigit(input.charCodeAt(i + 1)) || !isASCIIHexDigit(input.charCodeAt(i + 2))) {
          reporter.report("invalid-URL-unit", i);
        }
      } else if (URL_UNIT_OK[c] === 0) {
        reporter.report("invalid-URL-unit", i);
      }
      continue;
    }
    const at = i;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const next = input.charCodeAt(i + 1);
      if ((next & 0xfc00) === 0xdc00) {
        c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    // Lone surrogates count as U+FFFD, as the percent-encoder treats them.
    if (c < 0xa0 || (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) === 0xfffe) {
      reporter.report("invalid-URL-unit", at);
    }
  }
}

function isASCIIAlpha(c: number): boolean {
  return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
}

function isSchemeCodePoint(c: number): boolean {
  return isASCIIAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
}

function toASCIILowercase(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return s.toLowerCase();
  }
  return s;
}

// https://url.spec.whatwg.org/#shorten-a-urls-path
function shorten(url: URLParts): void {
  const path = url.path;
  if (url.schemeType === FILE && path.length === 1 && isNormalizedWindowsDriveLetter(path[0])) return;
  path.pop();
}

function includesCredentials(url: URLParts): boolean {
  return url.username !== "" || url.password !== "";
}

/**
 * The basic URL parser's state machine over `input` (already trimmed and without tabs or newlines),
 * writing into `url`. Returns false for failure.
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
function runStateMachine(
  input: string,
  url: URLParts,
  base: URLParts | null,
  encodingIn: Encoding,
  override: number,
  reporter: Reporter | null,
): boolean {
  const length = input.length;
  let encoding = encodingIn;
  let state = override === NO_OVERRIDE ? SCHEME_START : override;
  let buffer = "";
  let pointer = 0;
  for (;;) {
    const c = pointer < length ? input.charCodeAt(pointer) : EOF;
    switch (state) {
      case SCHEME_START:
        if (isASCIIAlpha(c)) {
          state = SCHEME;
          pointer--;
        } else if (override === NO_OVERRIDE) {
          state = NO_SCHEME;
          pointer--;
        } else {
          return false;
        }
        break;

      case SCHEME: {
        const start = pointer;
        let k = pointer;
        while (k < length && isSchemeCodePoint(input.charCodeAt(k))) k++;
        if (k < length && input.charCodeAt(k) === 0x3a) {
          const scheme = toASCIILowercase(input.slice(start, k));
          const type = schemeTypeOf(scheme);
          if (override !== NO_OVERRIDE) {
            if ((url.schemeType !== NOT_SPECIAL) !== (type !== NOT_SPECIAL)) return true;
            if ((includesCredentials(url) || url.port !== -1) && type === FILE) return true;
            if (url.schemeType === FILE && url.host === "") return true;
          }
          url.scheme = scheme;
          url.schemeType = type;
          if (override !== NO_OVERRIDE) {
            if (url.port === defaultPortOfType(type)) url.port = -1;
            return true;
          }
          pointer = k;
          if (type === FILE) {
            if (input.charCodeAt(k + 1) !== 0x2f || input.charCodeAt(k + 2) !== 0x2f) {
              reporter?.report("special-scheme-missing-following-solidus", k + 1);
            }
            state = FILE_STATE;
          } else if (type !== NOT_SPECIAL && base !== null && base.schemeType === type) {
            state = SPECIAL_RELATIVE_OR_AUTHORITY;
          } else if (type !== NOT_SPECIAL) {
            state = SPECIAL_AUTHORITY_SLASHES;
          } else if (input.charCodeAt(k + 1) === 0x2f) {
            state = PATH_OR_AUTHORITY;
            pointer++;
          } else {
            url.opaquePath = "";
            state = OPAQUE_PATH;
          }
        } else if (override === NO_OVERRIDE) {
          state = NO_SCHEME;
          pointer = -1;
        } else {
          return false;
        }
        break;
      }

      case NO_SCHEME:
        if (base === null || (base.opaquePath !== null && c !== 0x23)) {
          reporter?.report("missing-scheme-non-relative-URL", pointer);
          return false;
        } else if (base.opaquePath !== null && c === 0x23) {
          url.scheme = base.scheme;
          url.schemeType = base.schemeType;
          url.opaquePath = base.opaquePath;
          url.query = base.query;
          url.fragment = "";
          state = FRAGMENT;
        } else if (base.schemeType !== FILE) {
          state = RELATIVE;
          pointer--;
        } else {
          state = FILE_STATE;
          pointer--;
        }
        break;

      case SPECIAL_RELATIVE_OR_AUTHORITY:
        if (c === 0x2f && input.charCodeAt(pointer + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer++;
        } else {
          reporter?.report("special-scheme-missing-following-solidus", pointer);
          state = RELATIVE;
          pointer--;
        }
        break;

      case PATH_OR_AUTHORITY:
        if (c === 0x2f) {
          state = AUTHORITY;
        } else {
          state = PATH;
          pointer--;
        }
        break;

      case RELATIVE: {
        const b = base as URLParts;
        url.scheme = b.scheme;
        url.schemeType = b.schemeType;
        if (c === 0x2f) {
          state = RELATIVE_SLASH;
        } else if (url.schemeType !== NOT_SPECIAL && c === 0x5c) {
          reporter?.report("invalid-reverse-solidus", pointer);
          state = RELATIVE_SLASH;
        } else {
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          url.path = b.path.slice();
          url.query = b.query;
          if (c === 0x3f) {
            url.query = "";
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = "";
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            shorten(url);
            state = PATH;
            pointer--;
          }
        }
        break;
      }

      case RELATIVE_SLASH:
        if (url.schemeType !== NOT_SPECIAL && (c === 0x2f || c === 0x5c)) {
          if (c === 0x5c) reporter?.report("invalid-reverse-solidus", pointer);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === 0x2f) {
          state = AUTHORITY;
        } else {
          const b = base as URLParts;
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          state = PATH;
          pointer--;
        }
        break;

      case SPECIAL_AUTHORITY_SLASHES:
        if (c === 0x2f && input.charCodeAt(pointer + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer++;
        } else {
          reporter?.report("special-scheme-missing-following-solidus", pointer);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer--;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES:
        if (c !== 0x2f && c !== 0x5c) {
          state = AUTHORITY;
          pointer--;
        } else {
          reporter?.report("special-scheme-missing-following-solidus", pointer);
        }
        break;

      case AUTHORITY: {
        const special = url.schemeType !== NOT_SPECIAL;
        let end = pointer;
        let lastAt = -1;
        for (; end < length; end++) {
          const d = input.charCodeAt(end);
          if (d === 0x2f || d === 0x3f || d === 0x23 || (special && d === 0x5c)) break;
          if (d === 0x40) {
            reporter?.report("invalid-credentials", end);
            lastAt = end;
          }
        }
        if (lastAt !== -1) {
          const colon = input.indexOf(":", pointer);
          if (colon === -1 || colon > lastAt) {
            url.username += percentEncode(input.slice(pointer, lastAt), USERINFO_SET);
          } else {
            url.username += percentEncode(input.slice(pointer, colon), USERINFO_SET);
            url.password += percentEncode(input.slice(colon + 1, lastAt), USERINFO_SET);
          }
          if (lastAt + 1 === end) {
            reporter?.report("host-missing", end);
            return false;
          }
          pointer = lastAt + 1;
        }
        state = HOST;
        pointer--;
        break;
      }

      case HOST:
      case HOSTNAME: {
        if (override !== NO_OVERRIDE && url.schemeType === FILE) {
          pointer--;
          state = FILE_HOST;
          break;
        }
        const special = url.schemeType !== NOT_SPECIAL;
        let k = pointer;
        let insideBrackets = false;
        let d = EOF;
        for (; k < length; k++) {
          d = input.charCodeAt(k);
          if (d === 0x3a && !insideBrackets) break;
          if (d === 0x2f || d === 0x3f || d === 0x23 || (special && d === 0x5c)) break;
          if (d === 0x5b) insideBrackets = true;
          else if (d === 0x5d) insideBrackets = false;
        }
        if (k === length) d = EOF;
        if (d === 0x3a) {
          if (k === pointer) {
            reporter?.report("host-missing", k);
            return false;
          }
          if (override === HOSTNAME) return false;
          const host = parseHostToString(input.slice(pointer, k), !special, reporter?.forHost, pointer);
          if (host === null) return false;
          url.host = host;
          state = PORT;
          pointer = k;
        } else {
          if (special && k === pointer) {
            reporter?.report("host-missing", k);
            return false;
          }
          if (override !== NO_OVERRIDE && k === pointer && (includesCredentials(url) || url.port !== -1)) {
            return false;
          }
          const host = parseHostToString(input.slice(pointer, k), !special, reporter?.forHost, pointer);
          if (host === null) return false;
          url.host = host;
          state = PATH_START;
          if (override !== NO_OVERRIDE) return true;
          pointer = k - 1;
        }
        break;
      }

      case PORT: {
        const special = url.schemeType !== NOT_SPECIAL;
        let k = pointer;
        let port = 0;
        for (; k < length; k++) {
          const d = input.charCodeAt(k);
          if (d < 0x30 || d > 0x39) break;
          port = port * 10 + (d - 0x30);
          if (port > 0xffff) port = 0x10000;
        }
        const d = k < length ? input.charCodeAt(k) : EOF;
        if (
          d === EOF ||
          d === 0x2f ||
          d === 0x3f ||
          d === 0x23 ||
          (special && d === 0x5c) ||
          override !== NO_OVERRIDE
        ) {
          if (k > pointer) {
            if (port > 0xffff) {
              reporter?.report("port-out-of-range", pointer);
              return false;
            }
            url.port = port === defaultPortOfType(url.schemeType) ? -1 : port;
            if (override !== NO_OVERRIDE) return true;
          }
          if (override !== NO_OVERRIDE) return false;
          state = PATH_START;
          pointer = k - 1;
        } else {
          reporter?.report("port-invalid", k);
          return false;
        }
        break;
      }

      case FILE_STATE:
        url.scheme = "file";
        url.schemeType = FILE;
        url.host = "";
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c) reporter?.report("invalid-reverse-solidus", pointer);
          state = FILE_SLASH;
        } else if (base !== null && base.schemeType === FILE) {
          url.host = base.host;
          url.path = base.path.slice();
          url.query = base.query;
          if (c === 0x3f) {
            url.query = "";
            state = QUERY;
          } else if (c === 0x23) {
            url.fragment = "";
            state = FRAGMENT;
          } else if (c !== EOF) {
            url.query = null;
            if (!startsWithWindowsDriveLetter(input, pointer)) {
              shorten(url);
            } else {
              reporter?.report("file-invalid-Windows-drive-letter", pointer);
              url.path = [];
            }
            state = PATH;
            pointer--;
          }
        } else {
          state = PATH;
          pointer--;
        }
        break;

      case FILE_SLASH:
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c) reporter?.report("invalid-reverse-solidus", pointer);
          state = FILE_HOST;
        } else {
          if (base !== null && base.schemeType === FILE) {
            url.host = base.host;
            if (
              !startsWithWindowsDriveLetter(input, pointer) &&
              base.path.length > 0 &&
              isNormalizedWindowsDriveLetter(base.path[0])
            ) {
              url.path.push(base.path[0]);
            }
          }
          state = PATH;
          pointer--;
        }
        break;

      case FILE_HOST: {
        let k = pointer;
        for (; k < length; k++) {
          const d = input.charCodeAt(k);
          if (d === 0x2f || d === 0x5c || d === 0x3f || d === 0x23) break;
        }
        const hostBuffer = input.slice(pointer, k);
        if (override === NO_OVERRIDE && isWindowsDriveLetter(hostBuffer)) {
          reporter?.report("file-invalid-Windows-drive-letter-host", pointer);
          buffer = hostBuffer;
          state = PATH;
        } else if (hostBuffer === "") {
          url.host = "";
          if (override !== NO_OVERRIDE) return true;
          state = PATH_START;
        } else {
          let host = parseHostToString(hostBuffer, false, reporter?.forHost, pointer);
          if (host === null) return false;
          if (host === "localhost") host = "";
          url.host = host;
          if (override !== NO_OVERRIDE) return true;
          state = PATH_START;
        }
        pointer = k - 1;
        break;
      }

      case PATH_START:
        if (url.schemeType !== NOT_SPECIAL) {
          if (c === 0x5c) reporter?.report("invalid-reverse-solidus", pointer);
          state = PATH;
          if (c !== 0x2f && c !== 0x5c) pointer--;
        } else if (override === NO_OVERRIDE && c === 0x3f) {
          url.query = "";
          state = QUERY;
        } else if (override === NO_OVERRIDE && c === 0x23) {
          url.fragment = "";
          state = FRAGMENT;
        } else if (c !== EOF) {
          state = PATH;
          if (c !== 0x2f) pointer--;
        } else if (override !== NO_OVERRIDE && url.host === null) {
          url.path.push("");
        }
        break;

      case PATH: {
        const special = url.schemeType !== NOT_SPECIAL;
        for (;;) {
          let k = pointer;
          let d = EOF;
          for (; k < length; k++) {
            d = input.charCodeAt(k);
            if (d === 0x2f || (special && d === 0x5c) || (override === NO_OVERRIDE && (d === 0x3f || d === 0x23))) {
              break;
            }
          }
          if (k === length) d = EOF;
          let dots = 0;
          if (buffer === "") {
            dots = dotSegmentKind(input, pointer, k);
            if (dots === 0 && k > pointer) buffer = percentEncode(input.slice(pointer, k), PATH_SET);
          } else {
            if (k > pointer) buffer += percentEncode(input.slice(pointer, k), PATH_SET);
            dots = isDoubleDotSegment(buffer) ? 2 : isSingleDotSegment(buffer) ? 1 : 0;
          }
          if (reporter !== null && k > pointer) checkURLUnits(input, pointer, k, reporter);
          const slash = d === 0x2f || (special && d === 0x5c);
          if (special && d === 0x5c) reporter?.report("invalid-reverse-solidus", k);
          if (dots === 2) {
            shorten(url);
            if (!slash) url.path.push("");
          } else if (dots === 1) {
            if (!slash) url.path.push("");
          } else {
            if (url.schemeType === FILE && url.path.length === 0 && isWindowsDriveLetter(buffer)) {
              buffer = `${buffer[0]}:`;
            }
            url.path.push(buffer);
          }
          buffer = "";
          pointer = k;
          if (d === 0x3f) {
            url.query = "";
            state = QUERY;
            break;
          }
          if (d === 0x23) {
            url.fragment = "";
            state = FRAGMENT;
            break;
          }
          if (!slash) break;
          pointer = k + 1;
        }
        break;
      }

      case OPAQUE_PATH: {
        let k = pointer;
        for (; k < length; k++) {
          const d = input.charCodeAt(k);
          if (d === 0x3f || d === 0x23) break;
        }
        if (k > pointer) {
          if (reporter !== null) checkURLUnits(input, pointer, k, reporter);
          let encoded = percentEncode(input.slice(pointer, k), C0_CONTROL_SET);
          if (k < length && input.charCodeAt(k - 1) === 0x20) encoded = `${encoded.slice(0, -1)}%20`;
          url.opaquePath += encoded;
        }
        pointer = k;
        if (k < length) {
          if (input.charCodeAt(k) === 0x3f) {
            url.query = "";
            state = QUERY;
          } else {
            url.fragment = "";
            state = FRAGMENT;
          }
        }
        break;
      }

      case QUERY: {
        const type = url.schemeType;
        if (encoding !== UTF_8 && (type === NOT_SPECIAL || type === WS || type === WSS)) encoding = UTF_8;
        let k = length;
        if (override === NO_OVERRIDE) {
          k = input.indexOf("#", pointer);
          if (k === -1) k = length;
        }
        if (k > pointer) {
          if (reporter !== null) checkURLUnits(input, pointer, k, reporter);
          url.query += percentEncode(
            input.slice(pointer, k),
            type === NOT_SPECIAL ? QUERY_SET : SPECIAL_QUERY_SET,
            encoding === UTF_8 ? undefined : { encoding },
          );
        }
        pointer = k;
        if (k < length) {
          url.fragment = "";
          state = FRAGMENT;
        }
        break;
      }

      case FRAGMENT:
        if (pointer < length) {
          if (reporter !== null) checkURLUnits(input, pointer, length, reporter);
          url.fragment += percentEncode(input.slice(pointer), FRAGMENT_SET);
        }
        pointer = length;
        break;
    }
    if (pointer >= length) return true;
    pointer++;
  }
}

/** Removes leading/trailing C0 control or space (when `trim`) and all tabs and newlines, reporting them. */
function cleanInput(raw: string, trim: boolean, reporter: Reporter | null): string {
  // The standard's input is a scalar value string: lone surrogates are U+FFFD before tabs go (removing a tab
  // must not join two of them into a pair). Same length, so indexes stay the caller's.
  const input = toScalarValueString(raw);
  let start = 0;
  let end = input.length;
  if (trim) {
    while (start < end && input.charCodeAt(start) <= 0x20) start++;
    while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
    if (start > 0 || end < input.length) reporter?.report("invalid-URL-unit", start > 0 ? 0 : end);
  }
  let firstTab = -1;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      firstTab = i;
      break;
    }
  }
  if (reporter !== null) reporter.shift = start;
  if (firstTab === -1) return start === 0 && end === input.length ? input : input.slice(start, end);
  reporter?.cb({ type: "invalid-URL-unit", index: firstTab });
  const map = reporter === null ? null : new Int32Array(end - start + 1);
  let at = 0;
  let out = "";
  let runStart = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      if (runStart < i) out += input.slice(runStart, i);
      runStart = i + 1;
    } else if (map !== null) {
      map[at++] = i;
    }
  }
  if (runStart < end) out += input.slice(runStart, end);
  if (reporter !== null && map !== null) {
    map[at] = end;
    reporter.map = map.subarray(0, at + 1);
  }
  return out;
}

function checkInput(input: unknown, caller: string): string {
  if (typeof input !== "string") throw new TypeError(`${caller}: input must be a string, got ${typeof input}`);
  return input;
}

function baseParts(base: URLRecord | null | undefined, caller: string): URLParts | null {
  if (base === undefined || base === null) return null;
  return partsFromRecord(asRecord(base, `${caller} (options.base)`));
}

/**
 * The basic URL parser. Without `url`/`stateOverride` it returns a new record or null (failure). With both,
 * it modifies `url` in place (replacing the component the override names) and returns `url`, or null for
 * failure; as in the standard, a failure can leave earlier changes in place.
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function basicURLParse(input: string, options?: BasicURLParseOptions): URLRecord | null {
  checkInput(input, "basicURLParse");
  const cb = options?.onValidationError;
  const encoding = options?.encoding ?? UTF_8;
  const stateOverride = options?.stateOverride;
  const target = options?.url;
  if ((stateOverride === undefined) !== (target === undefined)) {
    throw new TypeError("basicURLParse: options.url and options.stateOverride must be given together");
  }
  if (stateOverride === undefined) {
    const base = options?.base;
    if (cb === undefined && (base === undefined || base === null)) {
      const fast = parseFast(input, encoding);
      if (fast !== undefined) return fast;
    }
    return parseSlow(input, baseParts(base, "basicURLParse"), encoding, cb);
  }
  const record = asRecord(target, "basicURLParse (options.url)");
  const override = Object.hasOwn(OVERRIDES, stateOverride) ? OVERRIDES[stateOverride] : undefined;
  if (override === undefined) {
    throw new TypeError(
      `basicURLParse: unknown stateOverride ${JSON.stringify(stateOverride)}; expected one of ${Object.keys(OVERRIDES).join(", ")}`,
    );
  }
  const reporter = cb === undefined ? null : new Reporter(cb);
  const cleaned = cleanInput(input, false, reporter);
  const url = partsFromRecord(record);
  if (override === QUERY) url.query = "";
  else if (override === FRAGMENT) url.fragment = "";
  else if (override === PATH_START) url.path = [];
  const ok = runStateMachine(cleaned, url, baseParts(options?.base, "basicURLParse"), encoding, override, reporter);
  assignRecord(record, assembleRecord(url));
  return ok ? record : null;
}

function parseSlow(
  input: string,
  base: URLParts | null,
  encoding: Encoding,
  cb: ((error: ValidationError) => void) | undefined,
): URLRecordImpl | null {
  const reporter = cb === undefined ? null : new Reporter(cb);
  const cleaned = cleanInput(input, true, reporter);
  const url = new Parts();
  if (!runStateMachine(cleaned, url, base, encoding, NO_OVERRIDE, reporter)) return null;
  return assembleRecord(url);
}

/**
 * The URL parser: the basic URL parser without a blob URL entry (this package has no blob URL store).
 * `options.base` may be a record or a string (parsed first; a failing base string makes this fail).
 */
// https://url.spec.whatwg.org/#concept-url-parser
export function parseURL(input: string, options?: ParseOptions): URLRecord | null {
  checkInput(input, "parseURL");
  if (options === undefined) {
    const fast = parseFast(input, UTF_8);
    return fast !== undefined ? fast : parseSlow(input, null, UTF_8, undefined);
  }
  const cb = options.onValidationError;
  const encoding = options.encoding ?? UTF_8;
  let base = options.base;
  if (typeof base === "string") {
    base = parseURL(base);
    if (base === null) return null;
  }
  if (cb === undefined) {
    const fast = parseFast(input, encoding);
    if (fast !== undefined) return fast;
  }
  return parseSlow(input, baseParts(base, "parseURL"), encoding, cb);
}

// https://url.spec.whatwg.org/#set-the-username
export function setTheUsername(url: URLRecord, username: string): void {
  const record = asRecord(url, "setTheUsername");
  const parts = partsFromRecord(record);
  parts.username = percentEncode(checkInput(username, "setTheUsername"), USERINFO_SET);
  assignRecord(record, assembleRecord(parts));
}

// https://url.spec.whatwg.org/#set-the-password
export function setThePassword(url: URLRecord, password: string): void {
  const record = asRecord(url, "setThePassword");
  const parts = partsFromRecord(record);
  parts.password = percentEncode(checkInput(password, "setThePassword"), USERINFO_SET);
  assignRecord(record, assembleRecord(parts));
}
