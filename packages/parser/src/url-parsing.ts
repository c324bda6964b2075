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
  DEFAULT_PORTS,
  dotSegmentKind,
  FILE,
  isASCIIAlpha,
  isWindowsDriveLetter,
  NOT_SPECIAL,
  schemeTypeOf,
  startsWithWindowsDriveLetter,
  WS,
  WSS,
} from "./url-miscellaneous.ts";
import { parseCanonical } from "./url-parsing-fast.ts";
import { assembleRecord, partsFromRecord, URLParts } from "./url-parts.ts";
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

// The states; 0 is "no state override".
const SCHEME_START = 1;
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

const OVERRIDES: { readonly [name: string]: number } = {
  "scheme-start": SCHEME_START,
  host: HOST,
  hostname: HOSTNAME,
  port: PORT,
  "path-start": PATH_START,
  query: QUERY,
  fragment: FRAGMENT,
};

const EOF = -1;
const MISSING_SOLIDUS = "special-scheme-missing-following-solidus";

/** Delivers validation errors at the caller's indexes (`map`: cleaned input index → caller's input index). */
class Reporter {
  readonly cb: (error: ValidationError) => void;
  map: Int32Array = new Int32Array(1);
  readonly forHost = (error: ValidationError): void => this.report(error.type, error.index);

  constructor(cb: (error: ValidationError) => void) {
    this.cb = cb;
  }

  report(type: ValidationErrorType, index: number): void {
    this.cb({ type, index: this.map[Math.min(index, this.map.length - 1)] });
  }
}

// https://url.spec.whatwg.org/#url-code-points
const URL_UNIT_OK = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (let c = 0x30; c < 0x7b; c++) if (isASCIIAlpha(c) || c <= 0x39) table[c] = 1;
  for (const c of "!$&'()*+,-./:;=?@_~") table[c.charCodeAt(0)] = 1;
  return table;
})();

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
}

/** Reports invalid-URL-unit for each code unit of input[start, end) that is not a URL code point or a good "%". */
function checkURLUnits(input: string, start: number, end: number, r: Reporter): void {
  for (let i = start; i < end; i++) {
    const at = i;
    let c = input.charCodeAt(i);
    if (c < 0x80) {
      if (c === 0x25 ? !isHexDigit(input.charCodeAt(i + 1)) || !isHexDigit(input.charCodeAt(i + 2)) : !URL_UNIT_OK[c]) {
        r.report("invalid-URL-unit", at);
      }
      continue;
    }
    if (c < 0xdc00 && c >= 0xd800 && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00 && i + 1 < end) {
      c = 0x10000 + ((c - 0xd800) << 10) + (input.charCodeAt(++i) - 0xdc00);
    }
    // Lone surrogates were made U+FFFD (a URL code point).
    if (c < 0xa0 || (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) === 0xfffe) r.report("invalid-URL-unit", at);
  }
}

function isSchemeCodePoint(c: number): boolean {
  return isASCIIAlpha(c) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
}

// https://url.spec.whatwg.org/#shorten-a-urls-path
function shorten(url: URLParts): void {
  const path = url.path;
  if (url.type !== FILE || path.length !== 1 || !isWindowsDriveLetter(path[0], true)) path.pop();
}

function copyAuthority(url: URLParts, base: URLParts): void {
  url.username = base.username;
  url.password = base.password;
  url.host = base.host;
  url.port = base.port;
}

/**
 * The basic URL parser's state machine over `input` (already trimmed and without tabs or newlines),
 * writing into `url`. Returns false for failure. States that consume runs of code points scan them at once.
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
function runStateMachine(
  input: string,
  url: URLParts,
  base: URLParts | null,
  encoding: Encoding,
  override: number,
  r: Reporter | null,
): boolean {
  const length = input.length;
  let state = override || SCHEME_START;
  // Only the file host state's Windows drive letter is carried into the path state.
  let buffer = "";
  for (let p = 0; ; p++) {
    const c = p < length ? input.charCodeAt(p) : EOF;
    let special = url.type !== NOT_SPECIAL;
    switch (state) {
      case SCHEME_START: {
        let k = p;
        if (isASCIIAlpha(c)) while (k < length && isSchemeCodePoint(input.charCodeAt(k))) k++;
        if (k > p && input.charCodeAt(k) === 0x3a) {
          const scheme = input.slice(p, k).toLowerCase();
          const type = schemeTypeOf(scheme);
          if (override) {
            if (
              special === (type === NOT_SPECIAL) ||
              ((url.username || url.password || url.port >= 0) && type === FILE) ||
              (url.type === FILE && url.host === "")
            ) {
              return true;
            }
            url.scheme = scheme;
            url.type = type;
            if (url.port === DEFAULT_PORTS[type]) url.port = -1;
            return true;
          }
          url.scheme = scheme;
          url.type = type;
          p = k;
          if (type === FILE) {
            if (!input.startsWith("//", k + 1)) r?.report(MISSING_SOLIDUS, k + 1);
            state = FILE_STATE;
          } else if (type !== NOT_SPECIAL) {
            state = base?.type === type ? SPECIAL_RELATIVE_OR_AUTHORITY : SPECIAL_AUTHORITY_SLASHES;
          } else if (input.charCodeAt(k + 1) === 0x2f) {
            state = PATH_OR_AUTHORITY;
            p++;
          } else {
            url.opaque = "";
            state = OPAQUE_PATH;
          }
        } else if (override) {
          return false;
        } else {
          state = NO_SCHEME;
          p = -1;
        }
        break;
      }

      case NO_SCHEME:
        if (base === null || (base.opaque !== null && c !== 0x23)) {
          r?.report("missing-scheme-non-relative-URL", p);
          return false;
        }
        if (base.opaque !== null) {
          url.scheme = base.scheme;
          url.type = base.type;
          url.opaque = base.opaque;
          url.query = base.query;
          url.fragment = "";
          state = FRAGMENT;
        } else {
          state = base.type === FILE ? FILE_STATE : RELATIVE;
          p--;
        }
        break;

      case SPECIAL_RELATIVE_OR_AUTHORITY:
      case SPECIAL_AUTHORITY_SLASHES:
        if (c === 0x2f && input.charCodeAt(p + 1) === 0x2f) {
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p++;
        } else {
          r?.report(MISSING_SOLIDUS, p);
          state = state === SPECIAL_AUTHORITY_SLASHES ? SPECIAL_AUTHORITY_IGNORE_SLASHES : RELATIVE;
          p--;
        }
        break;

      case PATH_OR_AUTHORITY:
        if (c === 0x2f) {
          state = AUTHORITY;
        } else {
          state = PATH;
          p--;
        }
        break;

      case RELATIVE: {
        const b = base as URLParts;
        url.scheme = b.scheme;
        url.type = b.type;
        special = b.type !== NOT_SPECIAL;
        if (c === 0x2f || (special && c === 0x5c)) {
          if (c === 0x5c) r?.report("invalid-reverse-solidus", p);
          state = RELATIVE_SLASH;
        } else {
          copyAuthority(url, b);
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
            p--;
          }
        }
        break;
      }

      case RELATIVE_SLASH:
        if (special && (c === 0x2f || c === 0x5c)) {
          if (c === 0x5c) r?.report("invalid-reverse-solidus", p);
          state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === 0x2f) {
          state = AUTHORITY;
        } else {
          copyAuthority(url, base as URLParts);
          state = PATH;
          p--;
        }
        break;

      case SPECIAL_AUTHORITY_IGNORE_SLASHES:
        if (c !== 0x2f && c !== 0x5c) {
          state = AUTHORITY;
          p--;
        } else {
          r?.report(MISSING_SOLIDUS, p);
        }
        break;

      case AUTHORITY: {
        let end = p;
        let at = -1;
        for (let d = c; end < length; d = input.charCodeAt(++end)) {
          if (d === 0x2f || d === 0x3f || d === 0x23 || (special && d === 0x5c)) break;
          if (d === 0x40) {
            r?.report("invalid-credentials", end);
            at = end;
          }
        }
        if (at >= 0) {
          const colon = input.indexOf(":", p);
          const userEnd = colon < 0 || colon > at ? at : colon;
          url.username += percentEncode(input.slice(p, userEnd), USERINFO_SET);
          if (userEnd < at) url.password += percentEncode(input.slice(userEnd + 1, at), USERINFO_SET);
          if (at + 1 === end) {
            r?.report("host-missing", end);
            return false;
          }
          p = at + 1;
        }
        state = HOST;
        p--;
        break;
      }

      case HOST:
      case HOSTNAME: {
        if (override && url.type === FILE) {
          state = FILE_HOST;
          p--;
          break;
        }
        let k = p;
        let brackets = false;
        let d = c;
        for (; k < length; d = input.charCodeAt(++k)) {
          if ((d === 0x3a && !brackets) || d === 0x2f || d === 0x3f || d === 0x23 || (special && d === 0x5c)) break;
          if (d === 0x5b) brackets = true;
          else if (d === 0x5d) brackets = false;
        }
        const port = k < length && d === 0x3a;
        if (k === p && (port || special)) {
          r?.report("host-missing", k);
          return false;
        }
        if (override && (port ? override === HOSTNAME : k === p && (url.username || url.password || url.port >= 0))) {
          return false;
        }
        const host = parseHostToString(input.slice(p, k), !special, r?.forHost, p);
        if (host === null) return false;
        url.host = host;
        if (port) {
          state = PORT;
          p = k;
        } else {
          if (override) return true;
          state = PATH_START;
          p = k - 1;
        }
        break;
      }

      case PORT: {
        let k = p;
        let port = 0;
        for (let d = c; d >= 0x30 && d <= 0x39; d = input.charCodeAt(++k))
          port = Math.min(port * 10 + d - 0x30, 0x10000);
        const d = k < length ? input.charCodeAt(k) : EOF;
        if (!(d === EOF || d === 0x2f || d === 0x3f || d === 0x23 || (special && d === 0x5c) || override)) {
          r?.report("port-invalid", k);
          return false;
        }
        if (k > p) {
          if (port > 0xffff) {
            r?.report("port-out-of-range", p);
            return false;
          }
          url.port = port === DEFAULT_PORTS[url.type] ? -1 : port;
          if (override) return true;
        }
        if (override) return false;
        state = PATH_START;
        p = k - 1;
        break;
      }

      case FILE_STATE:
        url.scheme = "file";
        url.type = FILE;
        url.host = "";
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c) r?.report("invalid-reverse-solidus", p);
          state = FILE_SLASH;
        } else if (base?.type === FILE) {
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
            if (!startsWithWindowsDriveLetter(input, p)) {
              shorten(url);
            } else {
              r?.report("file-invalid-Windows-drive-letter", p);
              url.path = [];
            }
            state = PATH;
            p--;
          }
        } else {
          state = PATH;
          p--;
        }
        break;

      case FILE_SLASH:
        if (c === 0x2f || c === 0x5c) {
          if (c === 0x5c) r?.report("invalid-reverse-solidus", p);
          state = FILE_HOST;
        } else {
          if (base?.type === FILE) {
            url.host = base.host;
            if (!startsWithWindowsDriveLetter(input, p) && isWindowsDriveLetter(base.path[0] ?? "", true)) {
              url.path.push(base.path[0]);
            }
          }
          state = PATH;
          p--;
        }
        break;

      case FILE_HOST: {
        let k = p;
        for (let d = c; k < length && d !== 0x2f && d !== 0x5c && d !== 0x3f && d !== 0x23; d = input.charCodeAt(++k));
        buffer = input.slice(p, k);
        state = PATH_START;
        if (!override && isWindowsDriveLetter(buffer)) {
          r?.report("file-invalid-Windows-drive-letter-host", p);
          state = PATH;
        } else {
          const host = buffer && parseHostToString(buffer, false, r?.forHost, p);
          if (host === null) return false;
          url.host = host === "localhost" ? "" : host;
          if (override) return true;
          buffer = "";
        }
        p = k - 1;
        break;
      }

      case PATH_START:
        if (special) {
          if (c === 0x5c) r?.report("invalid-reverse-solidus", p);
          state = PATH;
          if (c !== 0x2f && c !== 0x5c) p--;
        } else if (!override && c === 0x3f) {
          url.query = "";
          state = QUERY;
        } else if (!override && c === 0x23) {
          url.fragment = "";
          state = FRAGMENT;
        } else if (c !== EOF) {
          state = PATH;
          if (c !== 0x2f) p--;
        } else if (override && url.host === null) {
          url.path.push("");
        }
        break;

      case PATH:
        for (;;) {
          let k = p;
          let d = input.charCodeAt(p);
          for (; k < length; d = input.charCodeAt(++k)) {
            if (d === 0x2f || (special && d === 0x5c) || (!override && (d === 0x3f || d === 0x23))) break;
          }
          if (k === length) d = EOF;
          if (r !== null) {
            checkURLUnits(input, p, k, r);
            if (special && d === 0x5c) r.report("invalid-reverse-solidus", k);
          }
          let segment = buffer + percentEncode(input.slice(p, k), PATH_SET);
          const dots = dotSegmentKind(segment, 0, segment.length);
          const slash = d === 0x2f || (special && d === 0x5c);
          buffer = "";
          if (dots === 2) shorten(url);
          if (dots === 0) {
            if (url.type === FILE && url.path.length === 0 && isWindowsDriveLetter(segment)) segment = segment[0] + ":";
            url.path.push(segment);
          } else if (!slash) {
            url.path.push("");
          }
          p = k;
          if (d === 0x3f) {
            url.query = "";
            state = QUERY;
          } else if (d === 0x23) {
            url.fragment = "";
            state = FRAGMENT;
          } else if (slash) {
            p = k + 1;
            continue;
          }
          break;
        }
        break;

      case OPAQUE_PATH: {
        let k = p;
        for (let d = c; k < length && d !== 0x3f && d !== 0x23; d = input.charCodeAt(++k));
        if (r !== null) checkURLUnits(input, p, k, r);
        let encoded = percentEncode(input.slice(p, k), C0_CONTROL_SET);
        if (k < length && input.charCodeAt(k - 1) === 0x20) encoded = encoded.slice(0, -1) + "%20";
        url.opaque += encoded;
        p = k;
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
        const type = url.type;
        let k = override ? -1 : input.indexOf("#", p);
        if (k < 0) k = length;
        if (r !== null) checkURLUnits(input, p, k, r);
        url.query += percentEncode(
          input.slice(p, k),
          special ? SPECIAL_QUERY_SET : QUERY_SET,
          encoding === UTF_8 || !special || type === WS || type === WSS ? undefined : { encoding },
        );
        p = k;
        if (k < length) {
          url.fragment = "";
          state = FRAGMENT;
        }
        break;
      }

      case FRAGMENT:
        if (r !== null) checkURLUnits(input, p, length, r);
        url.fragment += percentEncode(input.slice(p), FRAGMENT_SET);
        p = length;
        break;
    }
    if (p >= length) return true;
  }
}

/** Removes leading/trailing C0 control or space (when `trim`) and all tabs and newlines, reporting them. */
function cleanInput(raw: string, trim: boolean, r: Reporter | null): string {
  // The standard's input is a scalar value string: lone surrogates are U+FFFD before tabs go (removing a tab
  // must not join two of them into a pair). Same length, so indexes stay the caller's.
  const input = toScalarValueString(raw);
  let start = 0;
  let end = input.length;
  if (trim) {
    while (start < end && input.charCodeAt(start) <= 0x20) start++;
    while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
    if (start > 0 || end < input.length) r?.cb({ type: "invalid-URL-unit", index: start > 0 ? 0 : end });
  }
  const map = r === null ? null : new Int32Array(end - start + 1);
  let out = "";
  let runStart = start;
  let at = 0;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      if (runStart === start && out === "") r?.cb({ type: "invalid-URL-unit", index: i });
      out += input.slice(runStart, i);
      runStart = i + 1;
    } else if (map !== null) {
      map[at++] = i;
    }
  }
  if (r !== null && map !== null) {
    map[at] = end;
    r.map = map.subarray(0, at + 1);
  }
  return runStart === start ? input.slice(start, end) : out + input.slice(runStart, end);
}

function checkInput(input: unknown, caller: string): string {
  if (typeof input !== "string") throw new TypeError(`${caller}: input must be a string, got ${typeof input}`);
  return input;
}

/** A new record from `input` (no state override), or null for failure. */
function parseNew(
  input: string,
  base: URLRecord | null | undefined,
  encoding: Encoding,
  cb: ((error: ValidationError) => void) | undefined,
  caller: string,
): URLRecordImpl | null {
  const baseRecord = base == null ? null : asRecord(base, `${caller} (options.base)`);
  if (cb === undefined) {
    const canonical = parseCanonical(input);
    if (canonical !== null) return canonical;
  }
  const baseParts = baseRecord && partsFromRecord(baseRecord);
  const r = cb === undefined ? null : new Reporter(cb);
  const url = new URLParts();
  return runStateMachine(cleanInput(input, true, r), url, baseParts, encoding, 0, r) ? assembleRecord(url) : null;
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
  if (stateOverride === undefined) return parseNew(input, options?.base, encoding, cb, "basicURLParse");
  const record = asRecord(target, "basicURLParse (options.url)");
  const override = Object.hasOwn(OVERRIDES, stateOverride) ? OVERRIDES[stateOverride] : 0;
  if (!override) {
    throw new TypeError(
      `basicURLParse: unknown stateOverride ${JSON.stringify(stateOverride)}; expected one of ${Object.keys(OVERRIDES).join(", ")}`,
    );
  }
  const base = options?.base;
  const baseParts = base == null ? null : partsFromRecord(asRecord(base, "basicURLParse (options.base)"));
  const r = cb === undefined ? null : new Reporter(cb);
  const cleaned = cleanInput(input, false, r);
  const url = partsFromRecord(record);
  if (override === QUERY) url.query = "";
  else if (override === FRAGMENT) url.fragment = "";
  else if (override === PATH_START) url.path = [];
  const ok = runStateMachine(cleaned, url, baseParts, encoding, override, r);
  assignRecord(record, assembleRecord(url));
  return ok ? record : null;
}

/**
 * The URL parser: the basic URL parser without a blob URL entry (this package has no blob URL store).
 * `options.base` may be a record or a string (parsed first; a failing base string makes this fail).
 */
// https://url.spec.whatwg.org/#concept-url-parser
export function parseURL(input: string, options?: ParseOptions): URLRecord | null {
  checkInput(input, "parseURL");
  if (options === undefined) return parseCanonical(input) ?? parseNew(input, null, UTF_8, undefined, "parseURL");
  let base = options?.base;
  if (typeof base === "string") {
    base = parseURL(base);
    if (base === null) return null;
  }
  return parseNew(input, base, options?.encoding ?? UTF_8, options?.onValidationError, "parseURL");
}

function setUserinfo(url: URLRecord, value: string, password: boolean, caller: string): void {
  const record = asRecord(url, caller);
  const parts = partsFromRecord(record);
  parts[password ? "password" : "username"] = percentEncode(checkInput(value, caller), USERINFO_SET);
  assignRecord(record, assembleRecord(parts));
}

// https://url.spec.whatwg.org/#set-the-username
export function setTheUsername(url: URLRecord, username: string): void {
  setUserinfo(url, username, false, "setTheUsername");
}

// https://url.spec.whatwg.org/#set-the-password
export function setThePassword(url: URLRecord, password: string): void {
  setUserinfo(url, password, true, "setThePassword");
}
