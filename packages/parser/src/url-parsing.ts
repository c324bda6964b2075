import {
  HostValidator,
  hostFailure,
  type IDNA,
  parseHostToString,
  tr46IDNA,
  type ValidationError,
  type ValidationErrorType,
} from "@urlkit/host";
import {
  C0_CONTROL_TABLE,
  type Encoding,
  FRAGMENT_TABLE,
  PATH_TABLE,
  percentEncodeAfterEncoding,
  scalarValues,
  USERINFO_TABLE,
} from "@urlkit/percent-encoding";
import { CodePoint, MAX_PORT } from "./code-points.ts";
import { replaceFragment, replaceQuery } from "./setters.ts";
import {
  DEFAULT_PORTS,
  dotSegmentKind,
  endsHost,
  isASCIIAlpha,
  isASCIIDigit,
  isWindowsDriveLetter,
  Scheme,
  schemeTypeOf,
  startsWithWindowsDriveLetter,
} from "./url-miscellaneous.ts";
import {
  parseCanonical,
  parseSpecialAuthority,
  type QueryEncoder,
  queryPercentEncode,
  resolveOnBase,
  surelyParses,
  utf8PercentEncode,
} from "./url-parsing-fast.ts";
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
enum S {
  NONE,
  SCHEME_START,
  NO_SCHEME,
  SPECIAL_RELATIVE_OR_AUTHORITY,
  PATH_OR_AUTHORITY,
  RELATIVE,
  RELATIVE_SLASH,
  SPECIAL_AUTHORITY_SLASHES,
  SPECIAL_AUTHORITY_IGNORE_SLASHES,
  AUTHORITY,
  HOST,
  HOSTNAME,
  PORT,
  FILE_STATE,
  FILE_SLASH,
  FILE_HOST,
  PATH_START,
  PATH,
  OPAQUE_PATH,
  QUERY,
  FRAGMENT,
  COPY_BASE,
}

const OVERRIDES: { readonly [name: string]: number } = {
  "scheme-start": S.SCHEME_START,
  host: S.HOST,
  hostname: S.HOSTNAME,
  port: S.PORT,
  "path-start": S.PATH_START,
  query: S.QUERY,
  fragment: S.FRAGMENT,
};

const EOF = -1;

function queryEncoder(encoding: Encoding | undefined): QueryEncoder | undefined {
  return encoding && ((query, table) => percentEncodeAfterEncoding(query, table, false, encoding));
}

// The validation errors that never make the parser fail, by number: their names and every check that exists only to
// report them live in Reporter, so a bundle that never creates one (the URL class's) leaves them out.
enum Warning {
  MISSING_SOLIDUS,
  INVALID_REVERSE_SOLIDUS,
  INVALID_CREDENTIALS,
  FILE_INVALID_WINDOWS_DRIVE_LETTER,
  FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST,
}

const WARNINGS: readonly ValidationErrorType[] = [
  "special-scheme-missing-following-solidus",
  "invalid-reverse-solidus",
  "invalid-credentials",
  "file-invalid-Windows-drive-letter",
  "file-invalid-Windows-drive-letter-host",
];

// A code point that is not a URL code point, or a "%" not followed by two ASCII hex digits (the input is a scalar
// value string: no lone surrogates).
// https://url.spec.whatwg.org/#url-code-points
const INVALID_URL_UNIT = /[^\w!$%&-/:;=?@~\xa0-\u{10ffff}]|\p{Noncharacter_Code_Point}|%(?![\da-fA-F]{2})/gu;

/**
 * Delivers validation errors at the caller's indexes (`map`: cleaned input index → caller's input index) and runs the
 * checks that only report. Created only by the entry points that take `onValidationError`.
 */
class Reporter {
  readonly cb: (error: ValidationError) => void;
  /** The caller's index of each code unit of the cleaned input, then of its end. */
  readonly map: number[] = [];
  readonly host = new HostValidator((error) => this.report(error.type, error.index));

  constructor(cb: (error: ValidationError) => void) {
    this.cb = cb;
  }

  report(type: ValidationErrorType, index: number): void {
    this.cb({ type, index: this.map[Math.min(index, this.map.length - 1)] });
  }

  warn(warning: Warning, index: number): void {
    this.report(WARNINGS[warning], index);
  }

  /** invalid-URL-unit at an index of the caller's input (input cleaning, before `map` exists). */
  invalidURLUnit(index: number): void {
    this.cb({ type: "invalid-URL-unit", index });
  }

  /** invalid-URL-unit for each code point of input[start, end) that is not a URL unit. */
  checkURLUnits(input: string, start: number, end: number): void {
    for (const match of input.slice(start, end).matchAll(INVALID_URL_UNIT)) {
      this.report("invalid-URL-unit", start + match.index);
    }
  }
}

function reporterFor(cb: ((error: ValidationError) => void) | undefined): Reporter | null {
  return cb === undefined ? null : new Reporter(cb);
}

// The type of the fatal validation error of the most recent parse that failed.
let failure: ValidationErrorType = "host-missing";

/** A fatal validation error: recorded as the failure, reported when there is a listener. */
function fail(r: Reporter | null, type: ValidationErrorType, index: number): false {
  failure = type;
  r?.report(type, index);
  return false;
}

/** A failed host: its fatal validation error was recorded (and reported) by the host parser. */
function hostFailed(): false {
  failure = hostFailure();
  return false;
}

/** Whether c is "/", or "\\" in a special URL (an invalid-reverse-solidus validation error). */
function isSlash(c: number, special: boolean, r: Reporter | null, p: number): boolean {
  if (special && c === CodePoint.ReverseSolidus) r?.warn(Warning.INVALID_REVERSE_SOLIDUS, p);
  return c === CodePoint.Solidus || (special && c === CodePoint.ReverseSolidus);
}

/** The relative states' copies from base: credentials, host and port, then with `all` the rest but the fragment. */
function copyBase(url: URLParts, base: URLParts, all: boolean): void {
  url.username = base.username;
  url.password = base.password;
  url.host = base.host;
  url.port = base.port;
  if (all) {
    url.scheme = base.scheme;
    url.type = base.type;
    url.path = base.path.slice();
    url.opaque = base.opaque;
    url.query = base.query;
  }
}

function isSchemeCodePoint(c: number): boolean {
  return (
    isASCIIAlpha(c) ||
    isASCIIDigit(c) ||
    c === CodePoint.PlusSign ||
    c === CodePoint.HyphenMinus ||
    c === CodePoint.FullStop
  );
}

/** The length of the scheme that input starts with (the scheme start and scheme states up to ":"), or 0. */
function schemeLength(input: string): number {
  let k = 0;
  if (isASCIIAlpha(input.charCodeAt(0))) while (isSchemeCodePoint(input.charCodeAt(k))) k++;
  return input.charCodeAt(k) === CodePoint.Colon ? k : 0;
}

/** The scheme state's steps with a state override (the protocol setter); false for failure. */
// https://url.spec.whatwg.org/#scheme-state
function overrideScheme(input: string, url: URLParts): boolean {
  const k = schemeLength(input);
  const scheme = input.slice(0, k).toLowerCase();
  const type = schemeTypeOf(scheme);
  if (
    k > 0 &&
    (url.type === Scheme.NOT_SPECIAL) === (type === Scheme.NOT_SPECIAL) &&
    !((url.username || url.password || url.port >= 0) && type === Scheme.FILE) &&
    !(url.type === Scheme.FILE && url.host === "")
  ) {
    url.scheme = scheme;
    url.type = type;
    if (url.port === DEFAULT_PORTS[type]) url.port = -1;
  }
  return k > 0;
}

// https://url.spec.whatwg.org/#shorten-a-urls-path
function shorten(url: URLParts): void {
  const path = url.path;
  if (url.type !== Scheme.FILE || path.length !== 1 || !isWindowsDriveLetter(path[0], true)) path.pop();
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
  idna: IDNA,
  encodeQuery: QueryEncoder | undefined,
  override: number,
  r: Reporter | null,
): boolean {
  const length = input.length;
  let state = override || S.SCHEME_START;
  // Only the file host state's Windows drive letter is carried into the path state.
  let buffer = "";
  for (let p = 0; ; p++) {
    const c = p < length ? input.charCodeAt(p) : EOF;
    const special = url.type !== Scheme.NOT_SPECIAL;
    switch (state) {
      case S.SCHEME_START: {
        const k = schemeLength(input);
        if (k > 0) {
          const scheme = input.slice(0, k).toLowerCase();
          const type = schemeTypeOf(scheme);
          url.scheme = scheme;
          url.type = type;
          p = k;
          if (type === Scheme.FILE) {
            if (!input.startsWith("//", k + 1)) r?.warn(Warning.MISSING_SOLIDUS, k + 1);
            state = S.FILE_STATE;
          } else if (type !== Scheme.NOT_SPECIAL) {
            state = base?.type === type ? S.SPECIAL_RELATIVE_OR_AUTHORITY : S.SPECIAL_AUTHORITY_SLASHES;
          } else if (input.charCodeAt(k + 1) === CodePoint.Solidus) {
            state = S.PATH_OR_AUTHORITY;
            p++;
          } else {
            state = S.OPAQUE_PATH;
          }
        } else {
          state = S.NO_SCHEME;
          p = -1;
        }
        break;
      }

      case S.NO_SCHEME:
        if (base === null || (base.opaque !== null && c !== CodePoint.NumberSign))
          return fail(r, "missing-scheme-non-relative-URL", p);
        // With an opaque base and "#", the relative state's steps are the standard's (the base has no host).
        state = base.type === Scheme.FILE ? S.FILE_STATE : S.RELATIVE;
        p--;
        break;

      case S.SPECIAL_RELATIVE_OR_AUTHORITY:
      case S.SPECIAL_AUTHORITY_SLASHES:
        if (c === CodePoint.Solidus && input.charCodeAt(p + 1) === CodePoint.Solidus) {
          state = S.SPECIAL_AUTHORITY_IGNORE_SLASHES;
          p++;
        } else {
          r?.warn(Warning.MISSING_SOLIDUS, p);
          state = state === S.SPECIAL_AUTHORITY_SLASHES ? S.SPECIAL_AUTHORITY_IGNORE_SLASHES : S.RELATIVE;
          p--;
        }
        break;

      case S.PATH_OR_AUTHORITY:
        if (c === CodePoint.Solidus) {
          state = S.AUTHORITY;
        } else {
          state = S.PATH;
          p--;
        }
        break;

      case S.RELATIVE:
        url.scheme = (base as URLParts).scheme;
        url.type = (base as URLParts).type;
        if (isSlash(c, url.type !== Scheme.NOT_SPECIAL, r, p)) {
          state = S.RELATIVE_SLASH;
        } else {
          state = S.COPY_BASE;
          p--;
        }
        break;

      // The relative state's and the file state's "otherwise" steps: everything but the fragment from base (a
      // file base has no credentials or port; an opaque one no host), then the path goes on from it.
      case S.COPY_BASE:
        copyBase(url, base as URLParts, true);
        if (c === CodePoint.QuestionMark) {
          state = S.QUERY;
        } else if (c === CodePoint.NumberSign) {
          state = S.FRAGMENT;
        } else if (c !== EOF) {
          url.query = null;
          if (url.type === Scheme.FILE && startsWithWindowsDriveLetter(input, p)) {
            r?.warn(Warning.FILE_INVALID_WINDOWS_DRIVE_LETTER, p);
            url.path = [];
          } else {
            shorten(url);
          }
          state = S.PATH;
          p--;
        }
        break;

      case S.RELATIVE_SLASH:
        if (special && isSlash(c, true, r, p)) {
          state = S.SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (c === CodePoint.Solidus) {
          state = S.AUTHORITY;
        } else {
          copyBase(url, base as URLParts, false);
          state = S.PATH;
          p--;
        }
        break;

      case S.SPECIAL_AUTHORITY_IGNORE_SLASHES:
        if (c !== CodePoint.Solidus && c !== CodePoint.ReverseSolidus) {
          state = S.AUTHORITY;
          p--;
        } else {
          r?.warn(Warning.MISSING_SOLIDUS, p);
        }
        break;

      case S.AUTHORITY: {
        let end = p;
        let at = -1;
        for (; end < length; end++) {
          const d = input.charCodeAt(end);
          if (endsHost(d, special)) break;
          if (d === CodePoint.CommercialAt) {
            r?.warn(Warning.INVALID_CREDENTIALS, end);
            at = end;
          }
        }
        if (at >= 0) {
          const colon = input.indexOf(":", p);
          const userEnd = colon < 0 || colon > at ? at : colon;
          url.username += utf8PercentEncode(input.slice(p, userEnd), USERINFO_TABLE);
          if (userEnd < at) url.password += utf8PercentEncode(input.slice(userEnd + 1, at), USERINFO_TABLE);
          if (at + 1 === end) return fail(r, "host-missing", end);
          p = at + 1;
        }
        state = S.HOST;
        p--;
        break;
      }

      case S.HOST:
      case S.HOSTNAME: {
        let k = p;
        let brackets = false;
        let d = EOF;
        for (; k < length; k++) {
          d = input.charCodeAt(k);
          if ((d === CodePoint.Colon && !brackets) || endsHost(d, special)) break;
          if (d === CodePoint.LeftSquareBracket) brackets = true;
          else if (d === CodePoint.RightSquareBracket) brackets = false;
        }
        const port = k < length && d === CodePoint.Colon;
        if (k === p && (port || special)) return fail(r, "host-missing", k);
        if (override && (port ? override === S.HOSTNAME : k === p && (url.username || url.password || url.port >= 0))) {
          return false;
        }
        const host = parseHostToString(input.slice(p, k), !special, idna, r?.host, p);
        if (host === null) return hostFailed();
        url.host = host;
        if (port) {
          state = S.PORT;
          p = k;
        } else {
          if (override) return true;
          state = S.PATH_START;
          p = k - 1;
        }
        break;
      }

      case S.PORT: {
        let k = p;
        let port = 0;
        for (; k < length && isASCIIDigit(input.charCodeAt(k)); k++) {
          port = Math.min(port * 10 + input.charCodeAt(k) - CodePoint.DigitZero, MAX_PORT + 1);
        }
        if (!(k >= length || endsHost(input.charCodeAt(k), special) || override)) return fail(r, "port-invalid", k);
        if (k > p) {
          if (port > MAX_PORT) return fail(r, "port-out-of-range", p);
          url.port = port === DEFAULT_PORTS[url.type] ? -1 : port;
        }
        if (override) return k > p;
        state = S.PATH_START;
        p = k - 1;
        break;
      }

      case S.FILE_STATE:
        url.scheme = "file";
        url.type = Scheme.FILE;
        url.host = "";
        if (isSlash(c, true, r, p)) {
          state = S.FILE_SLASH;
        } else {
          state = base?.type === Scheme.FILE ? S.COPY_BASE : S.PATH;
          p--;
        }
        break;

      case S.FILE_SLASH:
        if (isSlash(c, true, r, p)) {
          state = S.FILE_HOST;
        } else {
          if (base?.type === Scheme.FILE) {
            url.host = base.host;
            if (!startsWithWindowsDriveLetter(input, p) && isWindowsDriveLetter(base.path[0] ?? "", true)) {
              url.path.push(base.path[0]);
            }
          }
          state = S.PATH;
          p--;
        }
        break;

      case S.FILE_HOST: {
        let k = p;
        while (k < length && !endsHost(input.charCodeAt(k), true)) k++;
        buffer = input.slice(p, k);
        state = S.PATH_START;
        if (!override && isWindowsDriveLetter(buffer)) {
          r?.warn(Warning.FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST, p);
          state = S.PATH;
        } else {
          const host = buffer && parseHostToString(buffer, false, idna, r?.host, p);
          if (host === null) return hostFailed();
          url.host = host === "localhost" ? "" : host;
          if (override) return true;
          buffer = "";
        }
        p = k - 1;
        break;
      }

      case S.PATH_START:
        if (special) {
          state = S.PATH;
          if (!isSlash(c, true, r, p)) p--;
        } else if (!override && (c === CodePoint.QuestionMark || c === CodePoint.NumberSign)) {
          state = c === CodePoint.QuestionMark ? S.QUERY : S.FRAGMENT;
        } else if (c !== EOF) {
          state = S.PATH;
          if (c !== CodePoint.Solidus) p--;
        } else if (override && url.host === null) {
          url.path.push("");
        }
        break;

      case S.PATH: {
        let k = p;
        let d = EOF;
        for (; k < length; k++) {
          d = input.charCodeAt(k);
          if (override ? d === CodePoint.Solidus || (special && d === CodePoint.ReverseSolidus) : endsHost(d, special))
            break;
        }
        if (k >= length) d = EOF;
        if (r !== null) {
          r.checkURLUnits(input, p, k);
          if (special && d === CodePoint.ReverseSolidus) r.warn(Warning.INVALID_REVERSE_SOLIDUS, k);
        }
        // A drive letter from the file host state is the whole segment (that state stopped where this one does).
        const dots = buffer ? 0 : dotSegmentKind(input, p, k);
        if (dots === 2) shorten(url);
        if (dots === 0) {
          let segment = buffer || utf8PercentEncode(input.slice(p, k), PATH_TABLE);
          if (url.type === Scheme.FILE && url.path.length === 0 && isWindowsDriveLetter(segment))
            segment = segment[0] + ":";
          url.path.push(segment);
          buffer = "";
        } else if (d === EOF || d === CodePoint.QuestionMark || d === CodePoint.NumberSign) {
          url.path.push("");
        }
        if (d === CodePoint.QuestionMark || d === CodePoint.NumberSign)
          state = d === CodePoint.QuestionMark ? S.QUERY : S.FRAGMENT;
        p = k;
        break;
      }

      case S.OPAQUE_PATH:
      case S.QUERY:
      case S.FRAGMENT: {
        let k = p;
        for (; k < length; k++) {
          const d = input.charCodeAt(k);
          if (
            state === S.OPAQUE_PATH
              ? d === CodePoint.QuestionMark || d === CodePoint.NumberSign
              : state === S.QUERY && !override && d === CodePoint.NumberSign
          )
            break;
        }
        r?.checkURLUnits(input, p, k);
        const value = input.slice(p, k);
        if (state === S.FRAGMENT) {
          url.fragment = utf8PercentEncode(value, FRAGMENT_TABLE);
        } else if (state === S.QUERY) {
          url.query = queryPercentEncode(value, url.type, encodeQuery);
        } else {
          url.opaque = utf8PercentEncode(value, C0_CONTROL_TABLE);
          if (k < length && input.charCodeAt(k - 1) === CodePoint.Space) url.opaque = url.opaque.slice(0, -1) + "%20";
        }
        p = k;
        if (k < length) state = input.charCodeAt(k) === CodePoint.QuestionMark ? S.QUERY : S.FRAGMENT;
        break;
      }
    }
    if (p >= length) return true;
  }
}

const TAB_OR_NEWLINE = /[\t\n\r]/;

/** Removes leading/trailing C0 control or space (when `trim`) and all tabs and newlines, reporting them. */
function cleanInput(raw: string, trim: boolean, r: Reporter | null): string {
  // The standard's input is a scalar value string: lone surrogates are U+FFFD before tabs go (removing a tab
  // must not join two of them into a pair). Same length, so indexes stay the caller's.
  const input = scalarValues(raw);
  // The common case: nothing to trim at either end, and a regex (a native scan) finds no tab or newline.
  if (
    r === null &&
    trim &&
    input.charCodeAt(0) > CodePoint.Space &&
    input.charCodeAt(input.length - 1) > CodePoint.Space &&
    !TAB_OR_NEWLINE.test(input)
  ) {
    return input;
  }
  let start = 0;
  let end = input.length;
  if (trim) {
    while (start < end && input.charCodeAt(start) <= CodePoint.Space) start++;
    while (end > start && input.charCodeAt(end - 1) <= CodePoint.Space) end--;
    if (start > 0 || end < input.length) r?.invalidURLUnit(start > 0 ? 0 : end);
  }
  let i = start;
  while (i < end && !isTabOrNewline(input.charCodeAt(i))) i++;
  if (i === end && r === null) return input.slice(start, end);
  if (i < end) r?.invalidURLUnit(i);
  let out = "";
  let runStart = start;
  for (i = start; i < end; i++) {
    if (isTabOrNewline(input.charCodeAt(i))) {
      out += input.slice(runStart, i);
      runStart = i + 1;
    } else {
      r?.map.push(i);
    }
  }
  r?.map.push(end);
  return out + input.slice(runStart, end);
}

function isTabOrNewline(c: number): boolean {
  return c === CodePoint.Tab || c === CodePoint.LineFeed || c === CodePoint.CarriageReturn;
}

function checkInput(input: unknown, caller: string): string {
  if (typeof input !== "string") throw new TypeError(`${caller}: input must be a string, got ${typeof input}`);
  return input;
}

/** A new record from `input` (no state override), or null for failure (its fatal error is in `failure`). */
export function parseNew(
  input: string,
  base: URLRecordImpl | null,
  idna: IDNA,
  encodeQuery: QueryEncoder | undefined,
  r: Reporter | null,
): URLRecordImpl | null {
  let canonical = r === null ? parseCanonical(input, idna) : null;
  if (canonical !== null) return canonical;
  const cleaned = cleanInput(input, true, r);
  // A special URL whose authority only needs normalizing, or a reference resolved on its base's href, or the input
  // cleaned of surrounding spaces, tabs and newlines (else it was just tried), may skip the state machine.
  if (r === null) {
    const schemeEnd = schemeLength(cleaned);
    canonical =
      schemeEnd === 0
        ? base && resolveOnBase(cleaned, base)
        : ((cleaned.length < input.length ? parseCanonical(cleaned, idna) : null) ??
          parseSpecialAuthority(cleaned, schemeEnd, idna, encodeQuery));
    if (canonical !== null) return canonical;
  }
  const url = new URLParts();
  return runStateMachine(cleaned, url, base && partsFromRecord(base), idna, encodeQuery, 0, r)
    ? assembleRecord(url)
    : null;
}

/**
 * The basic URL parser without url and state override, for callers that do their own argument checks and report no
 * validation errors (`@urlkit/parser/unchecked`): a new record, or the type of the fatal validation error (the reason
 * it failed, e.g. `"IPv6-unclosed"`). `base` must be a record of this package; `idna` converts the domains that
 * are not ASCII (`tr46IDNA` from `@urlkit/host`, or `platformIDNA` from `@urlkit/host/platform-idna`).
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function basicURLParser(
  input: string,
  base: URLRecord | null | undefined,
  idna: IDNA,
): URLRecord | ValidationErrorType {
  return parseNew(input, (base ?? null) as URLRecordImpl | null, idna, undefined, null) ?? failure;
}

/**
 * The basic URL parser. Without `url`/`stateOverride` it returns a new record or null (failure). With both,
 * it modifies `url` in place (replacing the component the override names) and returns `url`, or null for
 * failure; as in the standard, a failure can leave earlier changes in place.
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function basicURLParse(input: string, options?: BasicURLParseOptions): URLRecord | null {
  const stateOverride = options?.stateOverride;
  const url = options?.url;
  if ((stateOverride === undefined) !== (url === undefined)) {
    throw new TypeError("basicURLParse: options.url and options.stateOverride must be given together");
  }
  if (url === undefined) {
    checkInput(input, "basicURLParse");
    const base = options?.base;
    return parseNew(
      input,
      base == null ? null : asRecord(base, "basicURLParse (options.base)"),
      tr46IDNA,
      queryEncoder(options?.encoding),
      reporterFor(options?.onValidationError),
    );
  }
  return applyStateOverride(url, input, stateOverride as StateOverride, options) ? url : null;
}

/**
 * The basic URL parser with `url` and `stateOverride` (what the URL API setters run): replaces the component
 * the override names in `url`, in place. False for failure, which can leave earlier changes in place, as in
 * the standard. `options` as for basicURLParse (`base` must be a record).
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function applyStateOverride(
  url: URLRecord,
  input: string,
  stateOverride: StateOverride,
  options?: Omit<BasicURLParseOptions, "url" | "stateOverride">,
): boolean {
  const record = asRecord(url, "applyStateOverride");
  checkInput(input, "applyStateOverride");
  if (!Object.hasOwn(OVERRIDES, stateOverride)) {
    throw new TypeError(`applyStateOverride: unknown state override ${String(stateOverride)}`);
  }
  const base = options?.base;
  return runOverride(
    record,
    input,
    OVERRIDES[stateOverride],
    base == null ? null : asRecord(base, "applyStateOverride (options.base)"),
    tr46IDNA,
    queryEncoder(options?.encoding),
    reporterFor(options?.onValidationError),
  );
}

/**
 * {@link applyStateOverride} without the argument checks, the options and validation errors, as the URL API setters
 * run it (`@urlkit/parser/unchecked`), with the IDNA implementation given.
 */
export function applyStateOverrideUnchecked(
  url: URLRecord,
  input: string,
  stateOverride: StateOverride,
  idna: IDNA,
): boolean {
  return runOverride(url as URLRecordImpl, input, OVERRIDES[stateOverride], null, idna, undefined, null);
}

function runOverride(
  record: URLRecordImpl,
  input: string,
  override: S,
  base: URLRecordImpl | null,
  idna: IDNA,
  encodeQuery: QueryEncoder | undefined,
  r: Reporter | null,
): boolean {
  const cleaned = cleanInput(input, false, r);
  if (override === S.QUERY || override === S.FRAGMENT) {
    // Only the query or fragment changes: the state runs to the end of the input (with an override "#" is part of
    // the query), so it is encoded whole and spliced in, the path neither split nor joined.
    r?.checkURLUnits(cleaned, 0, cleaned.length);
    if (override === S.QUERY) replaceQuery(record, queryPercentEncode(cleaned, record.schemeType, encodeQuery));
    else replaceFragment(record, utf8PercentEncode(cleaned, FRAGMENT_TABLE));
    return true;
  }
  const parts = partsFromRecord(record);
  if (override === S.PATH_START) parts.path = [];
  const ok =
    override === S.SCHEME_START
      ? overrideScheme(cleaned, parts)
      : runStateMachine(
          cleaned,
          parts,
          base && partsFromRecord(base),
          idna,
          encodeQuery,
          (override === S.HOST || override === S.HOSTNAME) && parts.type === Scheme.FILE ? S.FILE_HOST : override,
          r,
        );
  assignRecord(record, assembleRecord(parts));
  return ok;
}

/**
 * The URL parser: the basic URL parser without a blob URL entry (this package has no blob URL store).
 * `options.base` may be a record or a string (parsed first; a failing base string makes this fail).
 */
// https://url.spec.whatwg.org/#concept-url-parser
export function parseURL(input: string, options?: ParseOptions): URLRecord | null {
  checkInput(input, "parseURL");
  let base = options?.base;
  if (typeof base === "string") {
    base = parseURL(base);
    if (base === null) return null;
  }
  return parseNew(
    input,
    base == null ? null : asRecord(base, "parseURL (options.base)"),
    tr46IDNA,
    queryEncoder(options?.encoding),
    reporterFor(options?.onValidationError),
  );
}

/**
 * Whether {@link parseURL} succeeds on `input` with `base`, without building the record when the input's scheme
 * and authority decide it (a special URL's path, query and fragment never make the parser fail).
 */
// https://url.spec.whatwg.org/#dom-url-canparse
export function canParseURL(input: string, base?: URLRecord | string | null): boolean {
  checkInput(input, "canParseURL");
  if (base != null && typeof base !== "string") asRecord(base, "canParseURL (base)");
  return canParseURLUnchecked(input, base, tr46IDNA);
}

/** {@link canParseURL} without the argument checks (`@urlkit/parser/unchecked`), with the IDNA implementation given. */
export function canParseURLUnchecked(input: string, base: URLRecord | string | null | undefined, idna: IDNA): boolean {
  if (base == null) return surelyParses(input) || parseNew(input, null, idna, undefined, null) !== null;
  const baseRecord = typeof base === "string" ? parseNew(base, null, idna, undefined, null) : (base as URLRecordImpl);
  return baseRecord !== null && parseNew(input, baseRecord, idna, undefined, null) !== null;
}

/** Sets the username (`password` false) or the password of `url` to `value`, percent-encoded. */
// https://url.spec.whatwg.org/#set-the-username
function setUserinfo(url: URLRecord, value: string, password: boolean): void {
  const record = url as URLRecordImpl;
  const parts = partsFromRecord(record);
  parts[password ? "password" : "username"] = utf8PercentEncode(value, USERINFO_TABLE);
  assignRecord(record, assembleRecord(parts));
}

/** {@link setTheUsername} without the argument checks (`@urlkit/parser/unchecked`). */
export function setTheUsernameUnchecked(url: URLRecord, username: string): void {
  setUserinfo(url, username, false);
}

/** {@link setThePassword} without the argument checks (`@urlkit/parser/unchecked`). */
export function setThePasswordUnchecked(url: URLRecord, password: string): void {
  setUserinfo(url, password, true);
}

// https://url.spec.whatwg.org/#set-the-username
export function setTheUsername(url: URLRecord, username: string): void {
  setUserinfo(asRecord(url, "setTheUsername"), checkInput(username, "setTheUsername"), false);
}

// https://url.spec.whatwg.org/#set-the-password
export function setThePassword(url: URLRecord, password: string): void {
  setUserinfo(asRecord(url, "setThePassword"), checkInput(password, "setThePassword"), true);
}
