import {
  HostValidator,
  hostFailureType,
  type IDNA,
  parseHostToString,
  tr46IDNA,
  type ValidationError,
  type ValidationErrorType,
} from "@urlkit/host";
import {
  C0_CONTROL_TABLE,
  charCodeAt,
  type Encoding,
  FRAGMENT_TABLE,
  lengthOf,
  PATH_TABLE,
  percentEncodeAfterEncoding,
  USERINFO_TABLE,
} from "@urlkit/percent-encoding";
import { appendPiece, joinPieces, PIECE_LENGTH, toScalarValueString } from "@urlkit/percent-encoding/unchecked";
import { CodePoint, MAX_PORT } from "./code-points.ts";
import { setFragmentUnchecked, setQueryUnchecked } from "./setters.ts";
import {
  codeUnitAt,
  DEFAULT_PORTS,
  dotSegmentKind,
  endsHost,
  firstTabOrNewline,
  isASCIIAlpha,
  isASCIIDigit,
  isC0ControlOrSpace,
  isSchemeCodePoint,
  isURLSlash,
  isWindowsDriveLetter,
  Scheme,
  schemeTypeOf,
  startsWithWindowsDriveLetter,
} from "./url-miscellaneous.ts";
import {
  mayBeSpecial,
  parseCanonical,
  parseNonSpecialCanonical,
  parseSpecialAuthority,
  type QueryEncoder,
  queryPercentEncode,
  resolveOnBase,
  surelyParses,
  utf8PercentEncode,
  withBaseScheme,
} from "./url-parsing-fast.ts";
import { assembleRecord, partsFromRecord, URLParts } from "./url-parts.ts";
import { asRecord, assignRecord, type URLRecord, type URLRecordImpl } from "./url-record.ts";

/** The state overrides the API setters use: the standard's state names without "state", kebab-case. */
export type StateOverride = "scheme-start" | "host" | "hostname" | "port" | "path-start" | "query" | "fragment";

export interface ParseURLOptions {
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
enum State {
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
  "scheme-start": State.SCHEME_START,
  host: State.HOST,
  hostname: State.HOSTNAME,
  port: State.PORT,
  "path-start": State.PATH_START,
  query: State.QUERY,
  fragment: State.FRAGMENT,
};

const EOF = -1;

function queryEncoder(encoding: Encoding | undefined): QueryEncoder | undefined {
  return encoding && ((query, table) => percentEncodeAfterEncoding(query, table, false, encoding));
}

// The validation errors that never make the parser fail, by number: their names and every check that exists only to
// report them live in URLValidator, so a bundle that never creates one (the URL class's) leaves them out.
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

/**
 * Delivers validation errors at the caller's indexes (`map`: cleaned input index → caller's input index) and runs the
 * checks that only report. Created only by the entry points that take `onValidationError`.
 */
class URLValidator {
  readonly onValidationError: (error: ValidationError) => void;
  /** The caller's index of each code unit of the cleaned input, then of its end. */
  readonly map: number[] = [];
  readonly host = new HostValidator((error) => this.report(error.type, error.index));

  constructor(onValidationError: (error: ValidationError) => void) {
    this.onValidationError = onValidationError;
  }

  report(type: ValidationErrorType, index: number): void {
    this.onValidationError({ type, index: this.map[Math.min(index, this.map.length - 1)] });
  }

  warn(warning: Warning, index: number): void {
    this.report(WARNINGS[warning], index);
  }

  /** invalid-URL-unit at an index of the caller's input (input cleaning, before `map` exists). */
  invalidURLUnit(index: number): void {
    this.onValidationError({ type: "invalid-URL-unit", index });
  }

  /** invalid-URL-unit for each code point of input[start, end) that is not a URL unit. */
  checkURLUnits(input: string, start: number, end: number): void {
    this.host.urlUnits(input.slice(start, end), start);
  }
}

function urlValidatorFor(onValidationError: ((error: ValidationError) => void) | undefined): URLValidator | null {
  return onValidationError === undefined ? null : new URLValidator(onValidationError);
}

/**
 * How a run of the state machine ends: true for success, the fatal validation error's type for failure, false for
 * a state override that stops without one (the standard's "return" from a setter's state).
 */
type Outcome = boolean | ValidationErrorType;

/** A fatal validation error: reported when there is a listener, and returned as the outcome. */
function fail(validator: URLValidator | null, type: ValidationErrorType, index: number): ValidationErrorType {
  validator?.report(type, index);
  return type;
}

/** Whether c is "/", or "\\" in a special URL (an invalid-reverse-solidus validation error). */
function isSlash(c: number, special: boolean, validator: URLValidator | null, pointer: number): boolean {
  if (special && c === CodePoint.ReverseSolidus) validator?.warn(Warning.INVALID_REVERSE_SOLIDUS, pointer);
  return isURLSlash(c, special);
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

/** The length of the scheme that input starts with (the scheme start and scheme states up to ":"), or 0. */
function schemeLength(input: string): number {
  let length = 0;
  if (isASCIIAlpha(codeUnitAt(input, 0))) while (isSchemeCodePoint(codeUnitAt(input, length))) length++;
  return codeUnitAt(input, length) === CodePoint.Colon ? length : 0;
}

/** The scheme state's steps with a state override (the protocol setter); false for failure. */
// https://url.spec.whatwg.org/#scheme-state
function overrideScheme(input: string, url: URLParts): boolean {
  const schemeEnd = schemeLength(input);
  const scheme = input.slice(0, schemeEnd).toLowerCase();
  const type = schemeTypeOf(scheme);
  if (
    schemeEnd > 0 &&
    (url.type === Scheme.NOT_SPECIAL) === (type === Scheme.NOT_SPECIAL) &&
    !((url.username || url.password || url.port >= 0) && type === Scheme.FILE) &&
    !(url.type === Scheme.FILE && url.host === "")
  ) {
    url.scheme = scheme;
    url.type = type;
    if (url.port === DEFAULT_PORTS[type]) url.port = -1;
  }
  return schemeEnd > 0;
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
  validator: URLValidator | null,
): Outcome {
  const length = lengthOf(input);
  let state = override || State.SCHEME_START;
  // Only the file host state's Windows drive letter is carried into the path state.
  let buffer = "";
  for (let pointer = 0; ; pointer++) {
    const codePoint = pointer < length ? charCodeAt(input, pointer) : EOF;
    const special = url.type !== Scheme.NOT_SPECIAL;
    switch (state) {
      case State.SCHEME_START: {
        const schemeEnd = schemeLength(input);
        if (schemeEnd > 0) {
          const scheme = input.slice(0, schemeEnd).toLowerCase();
          const type = schemeTypeOf(scheme);
          url.scheme = scheme;
          url.type = type;
          pointer = schemeEnd;
          if (type === Scheme.FILE) {
            if (!input.startsWith("//", schemeEnd + 1)) validator?.warn(Warning.MISSING_SOLIDUS, schemeEnd + 1);
            state = State.FILE_STATE;
          } else if (type !== Scheme.NOT_SPECIAL) {
            state = base?.type === type ? State.SPECIAL_RELATIVE_OR_AUTHORITY : State.SPECIAL_AUTHORITY_SLASHES;
          } else if (codeUnitAt(input, schemeEnd + 1) === CodePoint.Solidus) {
            state = State.PATH_OR_AUTHORITY;
            pointer++;
          } else {
            state = State.OPAQUE_PATH;
          }
        } else {
          state = State.NO_SCHEME;
          pointer = -1;
        }
        break;
      }

      case State.NO_SCHEME:
        if (base === null || (base.opaque !== null && codePoint !== CodePoint.NumberSign))
          return fail(validator, "missing-scheme-non-relative-URL", pointer);
        // With an opaque base and "#", the relative state's steps are the standard's (the base has no host).
        state = base.type === Scheme.FILE ? State.FILE_STATE : State.RELATIVE;
        pointer--;
        break;

      case State.SPECIAL_RELATIVE_OR_AUTHORITY:
      case State.SPECIAL_AUTHORITY_SLASHES:
        if (codePoint === CodePoint.Solidus && codeUnitAt(input, pointer + 1) === CodePoint.Solidus) {
          state = State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
          pointer++;
        } else {
          validator?.warn(Warning.MISSING_SOLIDUS, pointer);
          state = state === State.SPECIAL_AUTHORITY_SLASHES ? State.SPECIAL_AUTHORITY_IGNORE_SLASHES : State.RELATIVE;
          pointer--;
        }
        break;

      case State.PATH_OR_AUTHORITY:
        if (codePoint === CodePoint.Solidus) {
          state = State.AUTHORITY;
        } else {
          state = State.PATH;
          pointer--;
        }
        break;

      case State.RELATIVE:
        url.scheme = (base as URLParts).scheme;
        url.type = (base as URLParts).type;
        if (isSlash(codePoint, url.type !== Scheme.NOT_SPECIAL, validator, pointer)) {
          state = State.RELATIVE_SLASH;
        } else {
          state = State.COPY_BASE;
          pointer--;
        }
        break;

      // The relative state's and the file state's "otherwise" steps: everything but the fragment from base (a
      // file base has no credentials or port; an opaque one no host), then the path goes on from it.
      case State.COPY_BASE:
        copyBase(url, base as URLParts, true);
        if (codePoint === CodePoint.QuestionMark) {
          state = State.QUERY;
        } else if (codePoint === CodePoint.NumberSign) {
          state = State.FRAGMENT;
        } else if (codePoint !== EOF) {
          url.query = null;
          if (url.type === Scheme.FILE && startsWithWindowsDriveLetter(input, pointer)) {
            validator?.warn(Warning.FILE_INVALID_WINDOWS_DRIVE_LETTER, pointer);
            url.path = [];
          } else {
            shorten(url);
          }
          state = State.PATH;
          pointer--;
        }
        break;

      case State.RELATIVE_SLASH:
        if (special && isSlash(codePoint, true, validator, pointer)) {
          state = State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
        } else if (codePoint === CodePoint.Solidus) {
          state = State.AUTHORITY;
        } else {
          copyBase(url, base as URLParts, false);
          state = State.PATH;
          pointer--;
        }
        break;

      case State.SPECIAL_AUTHORITY_IGNORE_SLASHES:
        if (codePoint !== CodePoint.Solidus && codePoint !== CodePoint.ReverseSolidus) {
          state = State.AUTHORITY;
          pointer--;
        } else {
          validator?.warn(Warning.MISSING_SOLIDUS, pointer);
        }
        break;

      case State.AUTHORITY: {
        let end = pointer;
        let at = -1;
        for (; end < length; end++) {
          const delimiter = charCodeAt(input, end);
          if (endsHost(delimiter, special)) break;
          if (delimiter === CodePoint.CommercialAt) {
            validator?.warn(Warning.INVALID_CREDENTIALS, end);
            at = end;
          }
        }
        if (at >= 0) {
          const colon = input.indexOf(":", pointer);
          const userEnd = colon < 0 || colon > at ? at : colon;
          url.username += utf8PercentEncode(input.slice(pointer, userEnd), USERINFO_TABLE);
          if (userEnd < at) url.password += utf8PercentEncode(input.slice(userEnd + 1, at), USERINFO_TABLE);
          if (at + 1 === end) return fail(validator, "host-missing", end);
          pointer = at + 1;
        }
        state = State.HOST;
        pointer--;
        break;
      }

      case State.HOST:
      case State.HOSTNAME: {
        let end = pointer;
        let brackets = false;
        let delimiter = EOF;
        for (; end < length; end++) {
          delimiter = charCodeAt(input, end);
          if ((delimiter === CodePoint.Colon && !brackets) || endsHost(delimiter, special)) break;
          if (delimiter === CodePoint.LeftSquareBracket) brackets = true;
          else if (delimiter === CodePoint.RightSquareBracket) brackets = false;
        }
        const port = end < length && delimiter === CodePoint.Colon;
        if (end === pointer && (port || special)) return fail(validator, "host-missing", end);
        if (
          override &&
          (port ? override === State.HOSTNAME : end === pointer && (url.username || url.password || url.port >= 0))
        ) {
          return false;
        }
        const host = parseHostToString(input.slice(pointer, end), !special, idna, validator?.host, pointer);
        if (typeof host === "number") return hostFailureType(host);
        url.host = host;
        if (port) {
          state = State.PORT;
          pointer = end;
        } else {
          if (override) return true;
          state = State.PATH_START;
          pointer = end - 1;
        }
        break;
      }

      case State.PORT: {
        let end = pointer;
        let port = 0;
        for (; end < length && isASCIIDigit(charCodeAt(input, end)); end++) {
          port = Math.min(port * 10 + charCodeAt(input, end) - CodePoint.DigitZero, MAX_PORT + 1);
        }
        if (!(end >= length || endsHost(charCodeAt(input, end), special) || override))
          return fail(validator, "port-invalid", end);
        if (end > pointer) {
          if (port > MAX_PORT) return fail(validator, "port-out-of-range", pointer);
          url.port = port === DEFAULT_PORTS[url.type] ? -1 : port;
        }
        if (override) return end > pointer;
        state = State.PATH_START;
        pointer = end - 1;
        break;
      }

      case State.FILE_STATE:
        url.scheme = "file";
        url.type = Scheme.FILE;
        url.host = "";
        if (isSlash(codePoint, true, validator, pointer)) {
          state = State.FILE_SLASH;
        } else {
          state = base?.type === Scheme.FILE ? State.COPY_BASE : State.PATH;
          pointer--;
        }
        break;

      case State.FILE_SLASH:
        if (isSlash(codePoint, true, validator, pointer)) {
          state = State.FILE_HOST;
        } else {
          if (base?.type === Scheme.FILE) {
            url.host = base.host;
            if (!startsWithWindowsDriveLetter(input, pointer) && isWindowsDriveLetter(base.path[0] ?? "", true)) {
              url.path.push(base.path[0]);
            }
          }
          state = State.PATH;
          pointer--;
        }
        break;

      case State.FILE_HOST: {
        let end = pointer;
        while (end < length && !endsHost(charCodeAt(input, end), true)) end++;
        buffer = input.slice(pointer, end);
        state = State.PATH_START;
        if (!override && isWindowsDriveLetter(buffer)) {
          validator?.warn(Warning.FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST, pointer);
          state = State.PATH;
        } else {
          const host = buffer && parseHostToString(buffer, false, idna, validator?.host, pointer);
          if (typeof host === "number") return hostFailureType(host);
          url.host = host === "localhost" ? "" : host;
          if (override) return true;
          buffer = "";
        }
        pointer = end - 1;
        break;
      }

      case State.PATH_START:
        if (special) {
          state = State.PATH;
          if (!isSlash(codePoint, true, validator, pointer)) pointer--;
        } else if (!override && (codePoint === CodePoint.QuestionMark || codePoint === CodePoint.NumberSign)) {
          state = codePoint === CodePoint.QuestionMark ? State.QUERY : State.FRAGMENT;
        } else if (codePoint !== EOF) {
          state = State.PATH;
          if (codePoint !== CodePoint.Solidus) pointer--;
        } else if (override && url.host === null) {
          url.path.push("");
        }
        break;

      case State.PATH: {
        let end = pointer;
        let delimiter = EOF;
        for (; end < length; end++) {
          delimiter = charCodeAt(input, end);
          if (
            override
              ? delimiter === CodePoint.Solidus || (special && delimiter === CodePoint.ReverseSolidus)
              : endsHost(delimiter, special)
          )
            break;
        }
        if (end >= length) delimiter = EOF;
        if (validator !== null) {
          validator.checkURLUnits(input, pointer, end);
          if (special && delimiter === CodePoint.ReverseSolidus) validator.warn(Warning.INVALID_REVERSE_SOLIDUS, end);
        }
        // A drive letter from the file host state is the whole segment (that state stopped where this one does).
        const dots = buffer ? 0 : dotSegmentKind(input, pointer, end);
        if (dots === 2) shorten(url);
        if (dots === 0) {
          let segment = buffer || utf8PercentEncode(input.slice(pointer, end), PATH_TABLE);
          if (url.type === Scheme.FILE && url.path.length === 0 && isWindowsDriveLetter(segment))
            segment = segment[0] + ":";
          url.path.push(segment);
          buffer = "";
        } else if (delimiter === EOF || delimiter === CodePoint.QuestionMark || delimiter === CodePoint.NumberSign) {
          url.path.push("");
        }
        if (delimiter === CodePoint.QuestionMark || delimiter === CodePoint.NumberSign)
          state = delimiter === CodePoint.QuestionMark ? State.QUERY : State.FRAGMENT;
        pointer = end;
        break;
      }

      case State.OPAQUE_PATH:
      case State.QUERY:
      case State.FRAGMENT: {
        let end = pointer;
        for (; end < length; end++) {
          const delimiter = charCodeAt(input, end);
          if (
            state === State.OPAQUE_PATH
              ? delimiter === CodePoint.QuestionMark || delimiter === CodePoint.NumberSign
              : state === State.QUERY && !override && delimiter === CodePoint.NumberSign
          )
            break;
        }
        validator?.checkURLUnits(input, pointer, end);
        const value = input.slice(pointer, end);
        if (state === State.FRAGMENT) {
          url.fragment = utf8PercentEncode(value, FRAGMENT_TABLE);
        } else if (state === State.QUERY) {
          url.query = queryPercentEncode(value, url.type, encodeQuery);
        } else {
          url.opaque = utf8PercentEncode(value, C0_CONTROL_TABLE);
          if (end < length && charCodeAt(input, end - 1) === CodePoint.Space)
            url.opaque = url.opaque.slice(0, -1) + "%20";
        }
        pointer = end;
        if (end < length) state = charCodeAt(input, end) === CodePoint.QuestionMark ? State.QUERY : State.FRAGMENT;
        break;
      }
    }
    if (pointer >= length) return true;
  }
}

/** Removes leading/trailing C0 control or space (when `trim`) and all tabs and newlines, reporting them. */
function cleanInput(raw: string, trim: boolean, validator: URLValidator | null): string {
  // The standard's input is a scalar value string: lone surrogates are U+FFFD before tabs go (removing a tab
  // must not join two of them into a pair). Same length, so indexes stay the caller's.
  const input = toScalarValueString(raw);
  const length = lengthOf(input);
  let start = 0;
  let end = length;
  if (trim) {
    while (start < end && isC0ControlOrSpace(charCodeAt(input, start))) start++;
    while (end > start && isC0ControlOrSpace(charCodeAt(input, end - 1))) end--;
    if (start > 0 || end < length) validator?.invalidURLUnit(start > 0 ? 0 : end);
  }
  // One native scan finds the first tab or newline (a charCodeAt loop took ~50 instructions per code unit); most
  // inputs have none.
  const first = firstTabOrNewline(input, start, end);
  if (first < 0 && validator === null) return input.slice(start, end);
  if (first >= 0) validator?.invalidURLUnit(first);
  // `out` gets a slice per tab or newline; past PIECE_LENGTH code units it goes to `pieces` (see appendPiece): a rope
  // of millions of slices would make each scavenge copy it.
  let pieces: string[] | undefined;
  let out = "";
  let runStart = start;
  // From one tab or newline to the next by the native scan: the code units between are not read here (a loop that
  // read each was a fifth of the "newline in the path" family's time; a 1 MiB path after one newline: 9.9 -> 3.1 ns
  // per code unit). Inputs dense with tabs pay a scan per tab instead (every other code unit a tab: 14 -> 18-21 ns,
  // still linear). A validator's map gets the indices of the code units kept.
  for (let i = first; ; i = firstTabOrNewline(input, runStart, end)) {
    const runEnd = i < 0 ? end : i;
    if (validator !== null) for (let kept = runStart; kept < runEnd; kept++) validator.map.push(kept);
    if (i < 0) break;
    out += input.slice(runStart, i);
    runStart = i + 1;
    if (out.length > PIECE_LENGTH) {
      pieces = appendPiece(pieces, out);
      out = "";
    }
  }
  validator?.map.push(end);
  return joinPieces(pieces) + out + input.slice(runStart, end);
}

function checkInput(input: unknown, caller: string): string {
  if (typeof input !== "string") throw new TypeError(`${caller}: input must be a string, got ${typeof input}`);
  return input;
}

/** A new record from `input` (no state override), or the type of its fatal validation error for failure. */
export function parseNew(
  input: string,
  base: URLRecordImpl | null,
  idna: IDNA,
  encodeQuery: QueryEncoder | undefined,
  validator: URLValidator | null,
): URLRecordImpl | ValidationErrorType {
  if (validator === null) {
    // The fast paths read the input as given: they return null for a tab, a newline or a surrounding C0 control or
    // space, which cleaning would remove, and read a lone surrogate as U+FFFD as cleaning does. Most inputs are never
    // copied. One that cleaning trims is cleaned first: each fast path would read all of it and then give up.
    // (The empty input, a reference to the base without its fragment, has no code unit to read.)
    const last = lengthOf(input) - 1;
    if (last < 0 || (!isC0ControlOrSpace(charCodeAt(input, 0)) && !isC0ControlOrSpace(charCodeAt(input, last)))) {
      const record = parseFast(input, base, idna, encodeQuery);
      if (record !== null) return record;
    }
  }
  const cleaned = cleanInput(input, true, validator);
  if (validator === null && cleaned !== input) {
    const record = parseFast(cleaned, base, idna, encodeQuery);
    if (record !== null) return record;
  }
  const url = new URLParts();
  const outcome = runStateMachine(cleaned, url, base && partsFromRecord(base), idna, encodeQuery, 0, validator);
  return outcome === true ? assembleRecord(url) : (outcome as ValidationErrorType);
}

/**
 * A canonical special URL (or one but for upper-case letters in its scheme and host), a special URL whose authority
 * only needs normalizing, a canonical URL whose scheme is not special, or a scheme-less reference resolved on its
 * base's href (a scheme-relative one read with the base's scheme): the record without the state machine. null: the
 * state machine decides.
 */
function parseFast(
  input: string,
  base: URLRecordImpl | null,
  idna: IDNA,
  encodeQuery: QueryEncoder | undefined,
): URLRecordImpl | null {
  const special = mayBeSpecial(input);
  if (special) {
    const canonical = parseCanonical(input, encodeQuery);
    if (canonical !== null) return canonical;
    // A tab or newline (HTML attributes wrap long hrefs) stops every route where it stands: the caller cleans the
    // input first, and the other routes would each read it to there in vain (with parseCanonical's own check, the
    // bench's "newline in the path" family went from 3.6x to 1.1x Node's time). One native scan, which only inputs
    // that parseCanonical refused pay for.
    if (firstTabOrNewline(input, 0, lengthOf(input)) >= 0) return null;
  }
  const schemeEnd = schemeLength(input);
  if (schemeEnd === 0) {
    if (base === null) return null;
    const absolute = withBaseScheme(input, base);
    return absolute === null ? resolveOnBase(input, base, encodeQuery) : parseFast(absolute, null, idna, encodeQuery);
  }
  if (!special) return parseNonSpecialCanonical(input, schemeEnd);
  return parseSpecialAuthority(input, schemeEnd, idna, encodeQuery, base) ?? parseNonSpecialCanonical(input, schemeEnd);
}

/** `result` as the checked entry points return it: null for a failure. */
function recordOrNull(result: URLRecordImpl | ValidationErrorType): URLRecordImpl | null {
  return typeof result === "string" ? null : result;
}

/**
 * The basic URL parser without url and state override, for callers that do their own argument checks and report no
 * validation errors (`@urlkit/parser/unchecked`): a new record, or the type of the fatal validation error (the reason
 * it failed, e.g. `"IPv6-unclosed"`). `base` must be a record of this package; `idna` converts the domains that
 * are not ASCII (`tr46IDNA` from `@urlkit/host`, or `platformIDNA` from `@urlkit/host/platform-idna`).
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function basicURLParseUnchecked(
  input: string,
  base: URLRecord | null | undefined,
  idna: IDNA,
): URLRecord | ValidationErrorType {
  return parseNew(input, (base ?? null) as URLRecordImpl | null, idna, undefined, null);
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
    return recordOrNull(
      parseNew(
        input,
        base == null ? null : asRecord(base, "basicURLParse (options.base)"),
        tr46IDNA,
        queryEncoder(options?.encoding),
        urlValidatorFor(options?.onValidationError),
      ),
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
    urlValidatorFor(options?.onValidationError),
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
  override: State,
  base: URLRecordImpl | null,
  idna: IDNA,
  encodeQuery: QueryEncoder | undefined,
  validator: URLValidator | null,
): boolean {
  const cleaned = cleanInput(input, false, validator);
  if (override === State.QUERY || override === State.FRAGMENT) {
    // Only the query or fragment changes: the state runs to the end of the input (with an override "#" is part of
    // the query), so it is encoded whole and spliced in, the path neither split nor joined.
    validator?.checkURLUnits(cleaned, 0, lengthOf(cleaned));
    if (override === State.QUERY)
      setQueryUnchecked(record, queryPercentEncode(cleaned, record.schemeType, encodeQuery));
    else setFragmentUnchecked(record, utf8PercentEncode(cleaned, FRAGMENT_TABLE));
    return true;
  }
  const parts = partsFromRecord(record);
  if (override === State.PATH_START) parts.path = [];
  const ok =
    override === State.SCHEME_START
      ? overrideScheme(cleaned, parts)
      : runStateMachine(
          cleaned,
          parts,
          base && partsFromRecord(base),
          idna,
          encodeQuery,
          (override === State.HOST || override === State.HOSTNAME) && parts.type === Scheme.FILE
            ? State.FILE_HOST
            : override,
          validator,
        );
  assignRecord(record, assembleRecord(parts));
  return ok === true;
}

/**
 * The URL parser: the basic URL parser without a blob URL entry (this package has no blob URL store).
 * `options.base` may be a record or a string (parsed first; a failing base string makes this fail).
 */
// https://url.spec.whatwg.org/#concept-url-parser
export function parseURL(input: string, options?: ParseURLOptions): URLRecord | null {
  checkInput(input, "parseURL");
  let base = options?.base;
  if (typeof base === "string") {
    const parsedBase = basicURLParseBaseUnchecked(base, tr46IDNA);
    if (typeof parsedBase === "string") return null;
    base = parsedBase;
  }
  return recordOrNull(
    parseNew(
      input,
      base == null ? null : asRecord(base, "parseURL (options.base)"),
      tr46IDNA,
      queryEncoder(options?.encoding),
      urlValidatorFor(options?.onValidationError),
    ),
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
  if (base == null) return surelyParses(input) || typeof parseNew(input, null, idna, undefined, null) !== "string";
  const baseRecord = typeof base === "string" ? basicURLParseBaseUnchecked(base, idna) : (base as URLRecordImpl);
  return typeof baseRecord !== "string" && typeof parseNew(input, baseRecord, idna, undefined, null) !== "string";
}

// The last base string parsed, the IDNA implementation that parsed it, and the result: a page's links resolved one
// after another against the page's URL (`new URL(href, document.baseURI)`, or a URL object as the base, whose href is
// the same string each time) pass one base again and again. A base record is only read (every URL parsed against it
// gets a record of its own), so one serves every call.
let lastBase: string | undefined;
let lastBaseIDNA: IDNA | undefined;
let lastParsedBase: URLRecordImpl | ValidationErrorType | undefined;

/**
 * The basic URL parser on a base string, without validation errors (`@urlkit/parser/unchecked`): the record, or
 * the type of the fatal validation error. When the base string and `idna` are those of the last call, that call's
 * result, parsed once: {@link parseURL} and {@link canParseURL} with a string base use it, as does the URL class.
 */
// https://url.spec.whatwg.org/#api-url-parser
export function basicURLParseBaseUnchecked(base: string, idna: IDNA): URLRecordImpl | ValidationErrorType {
  if (lastParsedBase === undefined || base !== lastBase || idna !== lastBaseIDNA) {
    lastParsedBase = parseNew(base, null, idna, undefined, null);
    lastBase = base;
    lastBaseIDNA = idna;
  }
  return lastParsedBase;
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
