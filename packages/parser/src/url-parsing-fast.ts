import {
  type HostFailure,
  type IDNA,
  isValidIPv4AddressStringIn,
  parseHostToString,
  parseIPv6HostToString,
  parseLowerCaseASCIIHostToString,
} from "@urlkit/host";
import {
  asciiHexDigitValue,
  charCodeAt,
  FRAGMENT_TABLE,
  lengthOf,
  PATH_TABLE,
  type PercentEncodeTable,
  QUERY_TABLE,
  SPECIAL_QUERY_TABLE,
  USERINFO_TABLE,
  utf8PercentEncodeString,
} from "@urlkit/percent-encoding";
import { CodePoint, MAX_PORT } from "./code-points.ts";
import {
  canonicalSchemeType,
  codeUnitAt,
  DEFAULT_PORTS,
  dotSegmentKind,
  endsHost,
  firstTabOrNewline,
  isASCIIDigit,
  isASCIIUpperAlpha,
  isC0ControlOrSpace,
  isTabOrNewline,
  isURLSlash,
  Scheme,
  schemeTypeOf,
  specialSchemeLength,
} from "./url-miscellaneous.ts";
import { URLRecordImpl } from "./url-record.ts";

/** UTF-8 percent-encode `input` using the set `table`. */
// https://url.spec.whatwg.org/#string-utf-8-percent-encode
export function utf8PercentEncode(input: string, table: PercentEncodeTable): string {
  return utf8PercentEncodeString(input, table, false);
}

/**
 * A query's percent-encoder for an encoding override. The parser takes one instead of the `Encoding`, so that a bundle
 * whose entry points never take an encoding (`@urlkit/parser/unchecked`) leaves the legacy-encoding path out.
 */
export type QueryEncoder = (query: string, table: PercentEncodeTable) => string;

/** The query state's percent-encoding of a query: the encoding override only for special URLs other than ws: and wss:. */
// https://url.spec.whatwg.org/#query-state
export function queryPercentEncode(value: string, type: Scheme, encodeQuery: QueryEncoder | undefined): string {
  const special = type !== Scheme.NOT_SPECIAL;
  const table = special ? SPECIAL_QUERY_TABLE : QUERY_TABLE;
  return encodeQuery && special && type !== Scheme.WS && type !== Scheme.WSS
    ? encodeQuery(value, table)
    : utf8PercentEncode(value, table);
}

/**
 * A regex character class of the printable ASCII code points, U+0021 (!) to U+007E (~), but those in `excluded`, as
 * ranges. Every class of the canonical patterns is one: JavaScriptCore (Bun, Safari) reads a class of a few ASCII
 * ranges much faster than its complement spelled as a negated class over all of Unicode (the canonical regex over
 * kasztp.txt's URLs: 204 -> 129 ns in Bun 1.4, 109 -> 97 ns in Node 24).
 */
export function printableASCIIExcept(excluded: string): string {
  let ranges = "";
  for (let c = CodePoint.ExclamationMark; c <= CodePoint.Tilde; c++) {
    if (excluded.includes(String.fromCharCode(c))) continue;
    const first = c;
    while (c < CodePoint.Tilde && !excluded.includes(String.fromCharCode(c + 1))) c++;
    ranges += c === first ? classMember(first) : `${classMember(first)}-${classMember(c)}`;
  }
  return `[${ranges}]`;
}

/** The code point c as a member of a regex character class: escaped where the class syntax would read it. */
function classMember(c: number): string {
  const member = String.fromCharCode(c);
  return "\\]-^[".includes(member) ? `\\${member}` : member;
}

// The pieces of the canonical patterns, as regex source strings (a bundler keeps a module that reads a property at
// its top level, such as a regex literal's source). What a segment starts with when it may be a dot segment ("." or
// "..", "%2e" in any case for a "."): "." or ".." and its end, or ".%" or "%2e" (a dot segment or not: the slower path
// tells). Without a group or a count: JavaScriptCore runs those slowly in a lookahead. With the exact lookahead
// (`(?!(?:\.|%2[eE]){1,2}(?:[/?#]|$))`) after each "/", CANONICAL took 102-103, 181-224 and 103-120 ns per URL over
// the three datasets in Bun 1.4; with this one 84-87, 160-205 and 85-106 ns (V8 70-145 ns with either; two runs).
// `new URL(x).href` in Bun: 184 -> 165, 156 -> 147 and 234 -> 216 ns.
const MAYBE_DOT_SEGMENT = "\\.\\.?(?![^/\\\\?#])|\\.%|%2[eE]";
// A canonical path: "/" segments without dot segments, a backslash, "|" or code points of the path percent-encode
// set. Then "?query" and "#fragment" with nothing to percent-encode, to the end. A segment that may be a dot segment
// ends the match before its "/".
const PATH_CODE_POINT = /* @__PURE__ */ printableASCIIExcept('"#/<>?\\^`{|}');
const QUERY_CODE_POINT = /* @__PURE__ */ printableASCIIExcept("\"#'<>");
const FRAGMENT_CODE_POINT = /* @__PURE__ */ printableASCIIExcept('"<>`');
const PATH = `(?:\\/(?!${MAYBE_DOT_SEGMENT})${PATH_CODE_POINT}*)+`;
const QUERY_FRAGMENT = `(?:\\?${QUERY_CODE_POINT}*)?(?:#${FRAGMENT_CODE_POINT}*)?$`;
// A lower-case ASCII domain host (needsIPv4Parser checks its last label for a number: only a canonical IPv4 address
// stays as it is) and an optional port.
const HOST = /* @__PURE__ */ printableASCIIExcept("#%/:<>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^|");
const PORT = "(?::(?:0|[1-9]\\d{0,4}))?";
// A HOST code point or an upper-case ASCII letter.
const ANY_CASE_HOST = /* @__PURE__ */ printableASCIIExcept("#%/:<>?@[\\]^|");

// A special scheme other than file in lower case, then "//", a host and an optional port: no credentials.
const SPECIAL_SCHEME = "(?:https?|wss?|ftp)";
const PLAIN_SCHEME_HOST_PORT = `${SPECIAL_SCHEME}://${HOST}+${PORT}`;
// An IPv6 address in brackets (the host parser checks and rewrites it) or a domain host.
const IPV6_OR_DOMAIN_HOST = `(?:${HOST}+|\\[[\\dA-Fa-f:.]+\\])`;
// Credentials that the serializer writes as they are: a username, then ":" and a password, then "@"; either may be
// empty, not both, and an empty password has no ":".
const USERINFO_CODE_POINT = /* @__PURE__ */ printableASCIIExcept('"#/:;<=>?@[\\]^`{|}');
const CREDENTIALS = `(?:${USERINFO_CODE_POINT}+(?::${USERINFO_CODE_POINT}+)?|:${USERINFO_CODE_POINT}+)@`;
// The end of an authority: a "/", "\\", "?" or "#" follows, or nothing (a negative lookahead: faster than "(?=[…]|$)").
const AT_AUTHORITY_END = "(?![^/\\\\?#])";

// What follows an authority, as far as it is canonical: the longest canonical start of a path, then how it ends
// (see pathEndAfter): where a query and fragment with nothing to percent-encode follow to the end (a lookahead: the
// match ends with the path); or at a "?" or "#" whose query or fragment needs work (the match takes it, to tell);
// or, the empty alternative, at a path code point that needs work. Without that alternative, a match that fails
// would give back the path one code point at a time (~130 ns on a 60-character path).
const PATH_END = `(?:(?=${QUERY_FRAGMENT})|[?#]|)`;
const REST = `(?:${PATH})?${PATH_END}`;

// A special URL's scheme and authority as the serializer writes them (but for a default port, or an IPv4 or IPv6
// address to rewrite), then REST (sticky; lastIndex tells how far the URL is canonical).
// Why a regex: V8's regex engine scans characters in native code, 2-3x faster than a charCodeAt loop (measured).
// (An IPv6 host costs other URLs nothing measurable here: no domain code point is "[".)
const CANONICAL = /* @__PURE__ */ new RegExp(
  `(?:${SPECIAL_SCHEME}://${IPV6_OR_DOMAIN_HOST}${PORT}|file://(?!localhost/)${HOST}*)${AT_AUTHORITY_END}${REST}`,
  "y",
);

// CANONICAL with credentials: a pattern of its own, tried when CANONICAL fails on an input with an "@" (optional
// credentials in CANONICAL would slow every URL without them).
const CANONICAL_WITH_CREDENTIALS = /* @__PURE__ */ new RegExp(
  `${SPECIAL_SCHEME}://${CREDENTIALS}${IPV6_OR_DOMAIN_HOST}${PORT}${AT_AUTHORITY_END}${REST}`,
  "y",
);

// CANONICAL for a special scheme other than file and a domain host with ASCII letters of either case in both, which
// parseCanonical lower-cases: a pattern of its own, for a URL that starts with one or whose host does. (In CANONICAL,
// telling whether a host needs lower-casing would cost every URL a read of its host: ~50 ns in Node, in a JavaScript
// loop.) Without the "u" flag, "i" matches no code point above U+007F to an ASCII letter; the other classes hold
// letters of both cases already.
const CANONICAL_ANY_CASE = /* @__PURE__ */ new RegExp(
  `${SPECIAL_SCHEME}://${ANY_CASE_HOST}+${PORT}${AT_AUTHORITY_END}${REST}`,
  "iy",
);

// The longest canonical start of a path (sticky; it always matches, lastIndex is where it ends): specialPath skips
// the canonical segments that follow one it had to work on with it.
const CANONICAL_PATH_PREFIX = /* @__PURE__ */ new RegExp(`${PATH}|`, "y");

/**
 * Whether `input`'s scheme may be special: its first letter, in either case, is the first of a special scheme.
 * Other inputs ("mailto:", "blob:", "data:") go to {@link parseNonSpecialCanonical} only. Callers ask before
 * {@link parseCanonical}, so that it is not called for inputs it returns at once: V8 counts how often each call in a
 * function runs per call of the function, and inlines less where that is rare (a dot-segment URL after a run of
 * upper-case ones took 480 ns instead of 350).
 */
export function mayBeSpecial(input: string): boolean {
  const first = codeUnitAt(input, 0) | CodePoint.ASCIICaseBit;
  return first === CodePoint.LowerH || first === CodePoint.LowerF || first === CodePoint.LowerW;
}

/**
 * The basic URL parser's result for an input that is already a canonical special URL (the common case), or one but
 * for upper-case ASCII letters in its scheme and domain host, which are lower-cased: a record whose href is the input
 * itself (without a default port, and with the host the host parser writes when it rewrites it: an IPv6 address, an
 * IPv4 address in another form). A special URL whose path, query or fragment needs work goes on to
 * {@link parsePlainAuthority}. null when the input is anything else: the general parser decides.
 */
// https://url.spec.whatwg.org/#concept-basic-url-parser
export function parseCanonical(input: string, encodeQuery: QueryEncoder | undefined): URLRecordImpl | null {
  // The scheme, if the input has a special one (as every input that a pattern below matches has).
  const type = canonicalSchemeType(input);
  const schemeEnd = specialSchemeLength(type);
  let pattern = CANONICAL;
  try {
    // A domain host that starts with an upper-case ASCII letter, as typed addresses and many generated links have,
    // goes to a pattern of its own at once and is lower-cased below, as the host parser would (the bench's family of
    // `https://WWW.EXAMPLE.COM/…`: 1.9–2.1x Node's time -> 1.2x). CANONICAL would fail on it, and a regex call that
    // fails costs ~60 ns in Node. (Upper case elsewhere in the scheme or host, as in "www.Example.com", is tried
    // after CANONICAL fails.)
    if (isASCIIUpperAlpha(codeUnitAt(input, schemeEnd + 3))) pattern = CANONICAL_ANY_CASE;
    pattern.lastIndex = 0;
    if (!pattern.test(input)) {
      const afterSlashes = schemeEnd + 3;
      // The first "\\" of the two after the scheme, if there is one.
      const first =
        codeUnitAt(input, afterSlashes - 2) === CodePoint.ReverseSolidus
          ? afterSlashes - 2
          : codeUnitAt(input, afterSlashes - 1) === CodePoint.ReverseSolidus
            ? afterSlashes - 1
            : -1;
      if (first >= 0 && !isSpecialSlash(codeUnitAt(input, afterSlashes))) {
        // Two slashes, one of them "\\", then a host (more slashes are left to the state machine): backslashes for
        // the slashes, written by hand or by a Windows path join. With slashes, the URL is most often canonical. (A
        // pattern that takes either slash, on the input as it stands, then one conversion saved such URLs 50 ns, but
        // cost canonical input 7–35 ns in each of the three arrangements measured.) Only a changed input is read
        // again: with a ":\\\\" in a query, as in "h?a:\\\\b", there is nothing to change (reading it again recursed
        // until the stack overflowed, ~600 µs).
        const slashed = backslashesAsSlashes(input, first);
        if (slashed !== null) return parseCanonical(slashed, encodeQuery);
      }
      // An "@" after the scheme: canonical credentials, perhaps. Without one: upper case in the scheme or host.
      if (input.indexOf("@", afterSlashes) >= 0) pattern = CANONICAL_WITH_CREDENTIALS;
      else if (pattern === CANONICAL) pattern = CANONICAL_ANY_CASE;
      else return null;
      pattern.lastIndex = 0;
      if (!pattern.test(input)) return null;
    }
  } catch {
    // Each path segment takes room on the regex engine's backtrack stack: past ~4M of them V8 throws a RangeError.
    return null;
  }
  const end = pattern.lastIndex;
  // A tab or newline where the match stopped: the input is cleaned first (see parseFast), with its host not yet read
  // (the bench's "newline in the path" family: ~10% of its time).
  if (isTabOrNewline(codeUnitAt(input, end))) return null;
  // Canonical credentials hold one "@", the last code point before the host.
  const at = pattern === CANONICAL_WITH_CREDENTIALS ? input.indexOf("@", schemeEnd) : -1;
  const hostStart = at < 0 ? schemeEnd + 3 : at + 1;
  const usernameEnd = at < 0 ? hostStart : usernameEndOf(input, schemeEnd + 3, at);
  const pathStart = codeUnitAt(input, hostStart) === CodePoint.Solidus ? hostStart : input.indexOf("/", hostStart);
  // Without a path before lastIndex, the match ended with the authority (and perhaps a "?" or "#" after it).
  const hasPath = pathStart >= 0 && pathStart < end;
  const authorityEnd = hasPath ? pathStart : pathEndAfter(input, end);
  const hostEnd = hostEndOf(input, hostStart, authorityEnd);
  const port = hostEnd < authorityEnd ? portNumberOf(input, hostEnd + 1, authorityEnd) : -1;
  if (port > MAX_PORT) return null;
  // The parser drops a port equal to the scheme's default.
  const portNumber = port === DEFAULT_PORTS[type] ? -1 : port;
  // The offsets stay: lower-casing ASCII keeps every length.
  if (pattern === CANONICAL_ANY_CASE) input = withLowerCaseAuthority(input, hostEnd);
  // Most hosts end in a letter that no number and no IPv6 address ends in: no call. (rewrittenHost is seldom inlined
  // here; a profile of `new URL(x)` over kasztp.txt put 7% in it. parseURL over kasztp.txt and node_files.txt: up to
  // 12% less time, in 11 of 12 interleaved runs.)
  const host = mayBeRewritten(charCodeAt(input, hostEnd - 1)) ? rewrittenHost(input, hostStart, hostEnd) : null;
  if (typeof host === "number") return null;
  if (!hasPath || !isCanonicalAfter(input, end)) {
    if (type === Scheme.FILE) return parseFileWithBackslashes(input, end, encodeQuery);
    const authority = new URLRecordImpl({
      // parsePlainAuthority writes the authority, with its host rewritten or as it stands.
      href: "",
      schemeEnd,
      usernameEnd,
      hostStart,
      hostEnd,
      portNumber,
      // withPathQueryFragment sets the offsets of what follows the authority.
      pathStart: -1,
      queryStart: -1,
      fragmentStart: -1,
      schemeType: type,
      opaquePath: false,
    });
    return parsePlainAuthority(authority, input, authorityEnd, host, encodeQuery, end);
  }
  // The match ended with the path.
  const next = codeUnitAt(input, end);
  const queryStart = next === CodePoint.QuestionMark ? end : -1;
  const fragmentStart = fragmentStartAfterPath(input, end, next);
  // What follows the host (the port, unless it is the default, then the path) moves by `shift`. The href written at
  // once, not through parsePlainAuthority's appends (instructions per URL, valgrind, three runs each: IPv6 family
  // ~7,700 -> ~7,000, non-canonical IPv4 ~7,100 -> ~6,300).
  const restStart = portNumber === port ? hostEnd : pathStart;
  const newHostEnd = host === null ? hostEnd : hostStart + lengthOf(host);
  const shift = newHostEnd - restStart;
  return new URLRecordImpl({
    href:
      host !== null
        ? input.slice(0, hostStart) + host + input.slice(restStart)
        : shift !== 0
          ? input.slice(0, hostEnd) + input.slice(restStart)
          : input,
    schemeEnd,
    usernameEnd,
    hostStart,
    hostEnd: newHostEnd,
    portNumber,
    pathStart: pathStart + shift,
    queryStart: queryStart < 0 ? -1 : queryStart + shift,
    fragmentStart: fragmentStart < 0 ? -1 : fragmentStart + shift,
    schemeType: type,
    opaquePath: false,
  });
}

/**
 * {@link parseCanonical}'s result for a file URL canonical up to input[end] but for the "\\" there and after it in
 * its path, as Windows paths have them ("file:///C:\\Users\\x.txt"): the same URL with slashes for them, when that is
 * canonical (the path state reads either as a slash). null for any other: the state machine decides (the drive letter
 * rules, among others, are its).
 */
function parseFileWithBackslashes(
  input: string,
  end: number,
  encodeQuery: QueryEncoder | undefined,
): URLRecordImpl | null {
  // Not after a "?" or "#" that REST took: such a "\\" is in the query or fragment, which backslashesAsSlashes must
  // leave as it is. (The query or fragment is not canonical there: parseCanonical would refuse the result anyway.)
  if (codeUnitAt(input, end) !== CodePoint.ReverseSolidus || isQueryOrFragmentStart(charCodeAt(input, end - 1))) {
    return null;
  }
  const slashed = backslashesAsSlashes(input, end);
  return slashed === null ? null : parseCanonical(slashed, encodeQuery);
}

/** Where the canonical start of a path ends, from the lastIndex `end` of a match that ends in REST. */
function pathEndAfter(input: string, end: number): number {
  return isQueryOrFragmentStart(charCodeAt(input, end - 1)) ? end - 1 : end;
}

/**
 * Whether what follows the authority is canonical to the end, from the lastIndex `end` of a match that ends in REST:
 * then `end` is where the path ends.
 */
function isCanonicalAfter(input: string, end: number): boolean {
  // REST takes a "?" or "#" only when something that needs work follows it: never the last code point.
  return (
    end === lengthOf(input) ||
    (isQueryOrFragmentStart(charCodeAt(input, end)) && !isQueryOrFragmentStart(charCodeAt(input, end - 1)))
  );
}

/**
 * Where the fragment's "#" is in a special URL whose path ends at input[pathEnd], the code unit `next` (-1 past the
 * end), else -1. Only a query can hold it: no search without one.
 */
function fragmentStartAfterPath(input: string, pathEnd: number, next: number): number {
  if (next === CodePoint.NumberSign) return pathEnd;
  return next === CodePoint.QuestionMark ? input.indexOf("#", pathEnd) : -1;
}

/** Whether c is "?" or "#". */
function isQueryOrFragmentStart(c: number): boolean {
  return c === CodePoint.QuestionMark || c === CodePoint.NumberSign;
}

// A special URL's scheme and authority as CANONICAL has them, up to where its path, query or fragment starts, with
// "localhost" allowed as a file host.
const AUTHORITY = /* @__PURE__ */ new RegExp(`(?:${PLAIN_SCHEME_HOST_PORT}|file://${HOST}*)${AT_AUTHORITY_END}`, "y");

/**
 * True when the basic URL parser (no base) surely succeeds on `input`: a special URL whose scheme and authority
 * are as in a canonical one. What follows them (path, query, fragment) never makes the parser fail, so it is not
 * read. False means "run the parser".
 */
export function surelyParses(input: string): boolean {
  AUTHORITY.lastIndex = 0;
  if (!AUTHORITY.test(input)) return false;
  const end = AUTHORITY.lastIndex;
  const hostStart = input.indexOf(":") + 3;
  const hostEnd = hostEndOf(input, hostStart, end);
  return (
    (hostEnd === end || portNumberOf(input, hostEnd + 1, end) <= MAX_PORT) &&
    !needsIPv4Parser(input, hostStart, hostEnd)
  );
}

/** Where the host ends in an authority input[hostStart, end) that CANONICAL or AUTHORITY matched: its port's ":", or end. */
function hostEndOf(input: string, hostStart: number, end: number): number {
  let hostEnd = end;
  while (hostEnd > hostStart && isASCIIDigit(charCodeAt(input, hostEnd - 1))) hostEnd--;
  // A port has a digit: without one, the host ends at `end` (most authorities, told without a second read).
  if (hostEnd === end) return end;
  return charCodeAt(input, hostEnd - 1) === CodePoint.Colon ? hostEnd - 1 : end;
}

/** The number the ASCII digits input[start, end) spell (at most five, as the canonical patterns' port takes). */
function portNumberOf(input: string, start: number, end: number): number {
  let port = 0;
  for (let i = start; i < end; i++) port = port * 10 + charCodeAt(input, i) - CodePoint.DigitZero;
  return port;
}

/**
 * Whether a host of CANONICAL's host code points, input[hostStart, hostEnd), ends in a number but is not a valid
 * IPv4-address string (as the host serializer writes one): the IPv4 parser rewrites it or fails.
 */
function needsIPv4Parser(input: string, hostStart: number, hostEnd: number): boolean {
  // The host ends in a number when its last label, before an optional final ".", starts with a digit.
  let label = hostEnd;
  let last = charCodeAt(input, label - 1);
  if (last === CodePoint.FullStop) last = charCodeAt(input, --label - 1);
  // Most top-level domains end in a letter that no number ends in, and are told without reading back over their label.
  if (!mayEndANumber(last)) return false;
  while (label > hostStart && charCodeAt(input, label - 1) !== CodePoint.FullStop) label--;
  return isASCIIDigit(charCodeAt(input, label)) && !isValidIPv4AddressStringIn(input, hostStart, hostEnd);
}

/** Whether c may be the last code point of a number in a host: a digit, "a" to "f" (hexadecimal) or "x" ("0x"). */
function mayEndANumber(c: number): boolean {
  return asciiHexDigitValue(c) >= 0 || c === CodePoint.LowerX;
}

/**
 * Whether a host of a canonical pattern's code points that ends in c may be one {@link rewrittenHost} rewrites: an
 * IPv6 address ("]"), or a host that may end in a number (its last label's, or before a final ".").
 */
function mayBeRewritten(c: number): boolean {
  return c === CodePoint.RightSquareBracket || c === CodePoint.FullStop || mayEndANumber(c);
}

/**
 * The host input[hostStart, hostEnd) that a canonical pattern matched, as the host parser writes it where that is not
 * the host as it stands: an IPv6 address, through the host parser's entry for one in brackets, read where it stands;
 * a number that is not an IPv4 address as the serializer writes it, through its entry for lower-case ASCII hosts.
 * null when the host stays (a domain, a canonical IPv4 address, an IPv6 address as the serializer writes it such as
 * "[::1]": the caller keeps the input's text, with nothing to join); a HostFailure when it fails.
 */
function rewrittenHost(input: string, hostStart: number, hostEnd: number): string | HostFailure | null {
  if (codeUnitAt(input, hostStart) === CodePoint.LeftSquareBracket)
    return parseIPv6HostToString(input, hostStart, hostEnd);
  const host = needsIPv4Parser(input, hostStart, hostEnd)
    ? parseLowerCaseASCIIHostToString(input, hostStart, hostEnd)
    : null;
  return typeof host === "string" && lengthOf(host) === hostEnd - hostStart && input.startsWith(host, hostStart)
    ? null
    : host;
}

/**
 * `input`, whose scheme and authority input[0, end) hold no credentials, with them in lower case: with only ASCII and
 * no upper case after them (most typed addresses), the whole input lower-cased, one flat string. (The authority and the
 * rest joined are a rope, which the first read of a code unit copies flat: the bench's upper-case families took 10–15%
 * longer in Node, 20–50% in Bun.)
 */
function withLowerCaseAuthority(input: string, end: number): string {
  NO_UPPER_CASE_AFTER.lastIndex = end;
  return NO_UPPER_CASE_AFTER.test(input) ? input.toLowerCase() : input.slice(0, end).toLowerCase() + input.slice(end);
}

// Only ASCII code points other than upper-case letters from lastIndex to the end (sticky).
const NO_UPPER_CASE_AFTER = /[^A-Z\u0080-\uffff]*$/y;

/** Whether c is "/" or "\\" (both are slashes in a special URL). */
function isSpecialSlash(c: number): boolean {
  return isURLSlash(c, true);
}

/**
 * The basic URL parser's result for a special URL other than file whose scheme and authority input[0, end) a
 * canonical pattern matched, from `authority`, its record so far (its offsets; this writes its href, the authority
 * without a default port): `host` in place of the input's when it is not null ({@link rewrittenHost}), then the
 * path, query and fragment ({@link withPathQueryFragment}).
 */
function parsePlainAuthority(
  authority: URLRecordImpl,
  input: string,
  end: number,
  host: string | null,
  encodeQuery: QueryEncoder | undefined,
  restEnd: number,
): URLRecordImpl | null {
  const { hostStart, hostEnd, portNumber } = authority;
  if (host !== null) {
    const href = input.slice(0, hostStart) + host;
    authority.hostEnd = lengthOf(href);
    authority.href = portNumber < 0 ? href : href + ":" + portNumber;
  } else {
    authority.href = input.slice(0, portNumber < 0 ? hostEnd : end);
  }
  return withPathQueryFragment(authority, input, end, encodeQuery, restEnd);
}

// A special URL's authority, up to the "/", "\\", "?" or "#" that ends it (sticky; lastIndex is its end).
const AUTHORITY_END = /[^/\\?#]*/y;

/**
 * The basic URL parser's result for a special URL other than file, written straight into one string: the scheme
 * lower-cased, the credentials percent-encoded, the host through the host parser (upper case, IP addresses, IDNA), a
 * default port dropped, then the path, query and fragment ({@link withPathQueryFragment}). The scheme is followed by
 * two slashes ("/" or "\\"), or by fewer when `base` is null or of another scheme (`https:host` reads as
 * `https://host`; against an https base it is a relative reference). `schemeEnd` is the index of the scheme's ":"
 * in `input` (not cleaned yet). null when the input is anything else or fails: the state machine decides.
 */
// https://url.spec.whatwg.org/#authority-state
export function parseSpecialAuthority(
  input: string,
  schemeEnd: number,
  idna: IDNA,
  encodeQuery: QueryEncoder | undefined,
  base: URLRecordImpl | null = null,
): URLRecordImpl | null {
  const scheme = input.slice(0, schemeEnd).toLowerCase();
  const type = schemeTypeOf(scheme);
  if (type === Scheme.NOT_SPECIAL || type === Scheme.FILE) return null;
  let start = schemeEnd + 1;
  // The special authority slashes state goes on in the ignore slashes state with or without them; the special
  // relative or authority state, for a base of the same scheme, does only after two.
  const twoSlashes = isSpecialSlash(codeUnitAt(input, start)) && isSpecialSlash(codeUnitAt(input, start + 1));
  if (!twoSlashes && base !== null && base.schemeType === type) return null;
  // The special authority ignore slashes state.
  while (isSpecialSlash(codeUnitAt(input, start))) start++;
  AUTHORITY_END.lastIndex = start;
  AUTHORITY_END.test(input);
  const end = AUTHORITY_END.lastIndex;
  // The last "@" ends the credentials. (Most authorities have none: a forward search, which V8 runs faster than a
  // backward one, rules that out first.)
  let at = input.indexOf("@", start);
  if (at >= end) at = -1;
  else if (at >= 0) at = input.lastIndexOf("@", end - 1);
  let userinfo = "";
  let usernameLength = 0;
  if (at >= 0) {
    const credentials = at + 1 < end ? serializedCredentials(input, start, at) : null;
    if (credentials === null) return null;
    ({ userinfo, usernameLength } = credentials);
    start = at + 1;
  }
  // The host ends at the first ":" outside brackets. (A "[" that does not start the host is a forbidden host code
  // point: the host fails however it is split.)
  const closing = codeUnitAt(input, start) === CodePoint.LeftSquareBracket ? input.indexOf("]", start) : start;
  if (closing < 0 || closing >= end) return null;
  let hostEnd = input.indexOf(":", closing);
  if (hostEnd < 0 || hostEnd > end) hostEnd = end;
  if (hostEnd === start) return null;
  let port = -1;
  if (hostEnd + 1 < end) {
    port = 0;
    for (let i = hostEnd + 1; i < end; i++) {
      const c = charCodeAt(input, i);
      if (!isASCIIDigit(c)) return null;
      port = Math.min(port * 10 + c - CodePoint.DigitZero, MAX_PORT + 1);
    }
    if (port > MAX_PORT) return null;
    if (port === DEFAULT_PORTS[type]) port = -1;
  }
  const host = parseHostToString(input.slice(start, hostEnd), false, idna, undefined, start);
  if (typeof host === "number") return null;
  const hostStart = schemeEnd + 3 + lengthOf(userinfo);
  let serialization = scheme + "://" + userinfo + host;
  if (port >= 0) serialization += ":" + port;
  const authority = new URLRecordImpl({
    href: serialization,
    schemeEnd,
    // (From the lengths: a search in the serialization would join its pieces, all of the percent-encoded credentials.)
    usernameEnd: userinfo ? schemeEnd + 3 + usernameLength : hostStart,
    hostStart,
    hostEnd: hostStart + lengthOf(host),
    portNumber: port,
    // withPathQueryFragment sets the offsets of what follows the authority.
    pathStart: -1,
    queryStart: -1,
    fragmentStart: -1,
    schemeType: type,
    opaquePath: false,
  });
  return withPathQueryFragment(authority, input, end, encodeQuery, canonicalRestEnd(input, end));
}

/**
 * `url` (a special URL other than file, so far its scheme and authority and nothing after them) with the path, query
 * and fragment of input[end, length) appended: as they are when canonical, else percent-encoded (the path through
 * {@link specialPath}). `restEnd` is the lastIndex of a match from `end` that ends in REST: it tells how far they
 * are canonical. null when what is left needs cleaning first: the state machine decides.
 */
// https://url.spec.whatwg.org/#path-start-state
function withPathQueryFragment(
  url: URLRecordImpl,
  input: string,
  end: number,
  encodeQuery: QueryEncoder | undefined,
  restEnd: number,
): URLRecordImpl | null {
  let href = url.href;
  url.pathStart = lengthOf(href);
  if (isCanonicalAfter(input, restEnd)) {
    // All of it as it is (an empty path serializes as "/").
    const pathEnd = restEnd;
    if (end === pathEnd) href += "/";
    const shift = lengthOf(href) - end;
    const next = codeUnitAt(input, pathEnd);
    const fragmentStart = fragmentStartAfterPath(input, pathEnd, next);
    if (next === CodePoint.QuestionMark) url.queryStart = pathEnd + shift;
    if (fragmentStart >= 0) url.fragmentStart = fragmentStart + shift;
    url.href = href + input.slice(end);
    return url;
  }
  const length = lengthOf(input);
  // Not cleaned yet: cleaning drops a trailing C0 control or space, which percent-encoding would keep.
  if (isC0ControlOrSpace(charCodeAt(input, length - 1))) return null;
  // The path: as it is when canonical to its end, else through specialPath, which finds where it ends (no search for
  // the "?" and "#" first: two builtin calls, ~240 instructions per URL).
  const canonicalEnd = pathEndAfter(input, restEnd);
  let pathEnd = canonicalEnd;
  if (isPathEnd(input, canonicalEnd)) {
    // An empty path serializes as "/".
    url.href = href + (input.slice(end, canonicalEnd) || "/");
  } else {
    url.href = href;
    pathEnd = specialPath(url, input, end, canonicalEnd);
    if (pathEnd < 0) return null;
  }
  href = url.href;
  // A "?" or "#" ends the path before the input's end.
  let fragmentStart = length;
  if (pathEnd < length) {
    fragmentStart =
      charCodeAt(input, pathEnd) === CodePoint.QuestionMark ? fragmentStartOf(input, pathEnd + 1) : pathEnd;
  }
  // Without a query or fragment, nothing to match: a regex call costs ~200 instructions before it reads anything.
  // Nor where the match that gave restEnd took the "?" or "#" at pathEnd: REST's lookahead found them not canonical.
  const canonicalQuery = pathEnd === length || (pathEnd !== restEnd - 1 && isCanonicalQueryAndFragment(input, pathEnd));
  // Cleaning removes tabs and newlines, which percent-encoding would keep (specialPath looks for them in the path).
  if (!canonicalQuery && firstTabOrNewline(input, pathEnd, length) >= 0) return null;
  // The query and fragment: as they are when canonical, else percent-encoded.
  if (pathEnd < fragmentStart) {
    url.queryStart = lengthOf(href);
    const query = input.slice(pathEnd + 1, fragmentStart);
    href += "?" + (canonicalQuery ? query : queryPercentEncode(query, url.schemeType, encodeQuery));
  }
  if (fragmentStart < length) {
    url.fragmentStart = lengthOf(href);
    const fragment = input.slice(fragmentStart + 1);
    href += "#" + (canonicalQuery ? fragment : utf8PercentEncode(fragment, FRAGMENT_TABLE));
  }
  url.href = href;
  return url;
}

/** Whether a special URL's path ends at input[i]: its query's "?", its fragment's "#", or the input's end. */
function isPathEnd(input: string, i: number): boolean {
  return i === lengthOf(input) || isQueryOrFragmentStart(charCodeAt(input, i));
}

/** Where the fragment's "#" is in input[start, length), else the input's length. */
function fragmentStartOf(input: string, start: number): number {
  const numberSign = input.indexOf("#", start);
  return numberSign < 0 ? lengthOf(input) : numberSign;
}

/**
 * Where a special URL's path that starts at input[start] ends: at its query's "?", else at fragmentStart (its "#",
 * or the input's length).
 */
function pathEndOf(input: string, start: number, fragmentStart: number): number {
  const questionMark = input.indexOf("?", start);
  return questionMark < 0 || questionMark > fragmentStart ? fragmentStart : questionMark;
}

/**
 * A special URL with every "\\" before its query and fragment made "/", from the first, input[first]: the same URL,
 * as the parser reads either as a slash there (its validation errors aside); null when that "\\" is in the query
 * or fragment.
 */
function backslashesAsSlashes(input: string, first: number): string | null {
  const end = pathEndOf(input, first, fragmentStartOf(input, first));
  if (first >= end) return null;
  let output = "";
  let from = 0;
  let count = 0;
  for (let i = first; i >= 0 && i < end; i = input.indexOf("\\", i + 1)) {
    // Past a few, split and join: appending would build a rope of as many pieces, which V8 flattens in more than
    // linear time (the linear-time bench's slash runs after the scheme grew 3.2x per character).
    if (++count > FEW_PIECES) return output + input.slice(from, end).split("\\").join("/") + input.slice(end);
    output += input.slice(from, i) + "/";
    from = i + 1;
  }
  return output + input.slice(from);
}

// Credentials with nothing to percent-encode (sticky).
const CANONICAL_CREDENTIALS = /* @__PURE__ */ new RegExp(CREDENTIALS, "y");

/**
 * The credentials input[start, at) (`at` is the "@" that ends them) as the serializer writes them before the host,
 * "username:password@" percent-encoded without an empty password ("" when both are empty), and the length of the
 * username in it; null when they hold a tab or newline (the parser's cleaning removes those).
 */
function serializedCredentials(
  input: string,
  start: number,
  at: number,
): { userinfo: string; usernameLength: number } | null {
  const colon = input.indexOf(":", start);
  const userEnd = colon < 0 || colon > at ? at : colon;
  CANONICAL_CREDENTIALS.lastIndex = start;
  if (CANONICAL_CREDENTIALS.test(input) && CANONICAL_CREDENTIALS.lastIndex === at + 1)
    return { userinfo: input.slice(start, at + 1), usernameLength: userEnd - start };
  if (firstTabOrNewline(input, start, at) >= 0) return null;
  const username = utf8PercentEncodeString(input.slice(start, userEnd), USERINFO_TABLE, false);
  let userinfo = username;
  if (userEnd < at) {
    const password = utf8PercentEncodeString(input.slice(userEnd + 1, at), USERINFO_TABLE, false);
    if (password) userinfo += ":" + password;
  }
  return { userinfo: userinfo && userinfo + "@", usernameLength: lengthOf(username) };
}

/**
 * Where the username ends in credentials input[start, at) as the serializer writes them (a ":" in a username is
 * percent-encoded): at their ":", or at the "@".
 */
function usernameEndOf(input: string, start: number, at: number): number {
  const colon = input.indexOf(":", start);
  return colon >= 0 && colon < at ? colon : at;
}

// Query and fragment with nothing to percent-encode, from "?" or "#" to the end (sticky).
const CANONICAL_QUERY_FRAGMENT = /* @__PURE__ */ new RegExp(QUERY_FRAGMENT, "y");

// What follows an authority, or a path-relative reference's leading dot segments (a first segment, then REST), as far
// as it is canonical (sticky). After an authority, which a "/", "\\", "?" or "#" ends, there is no first segment.
const CANONICAL_REST = /* @__PURE__ */ new RegExp(`(?:${PATH_CODE_POINT}+)?${REST}`, "y");

/**
 * The lastIndex of CANONICAL_REST matched at input[start] (see pathEndAfter and isCanonicalAfter). (Each regex is
 * called from a site of its own: through one shared helper, V8 runs them generically, ~10 ns slower per URL.)
 */
function canonicalRestEnd(input: string, start: number): number {
  CANONICAL_REST.lastIndex = start;
  try {
    CANONICAL_REST.test(input);
    return CANONICAL_REST.lastIndex;
  } catch {
    // As in parseCanonical: millions of path segments overflow the backtrack stack. Nothing from `start` on is then
    // canonical.
    return start;
  }
}

/** Where the longest canonical start of the path at input[start] ends. */
function canonicalPathEnd(input: string, start: number): number {
  CANONICAL_PATH_PREFIX.lastIndex = start;
  try {
    CANONICAL_PATH_PREFIX.test(input);
    return CANONICAL_PATH_PREFIX.lastIndex;
  } catch {
    // As in parseCanonical: millions of path segments overflow the backtrack stack.
    return start;
  }
}

/** Whether the query and fragment at input[start] (the "?" or "#" that ends the path, or the end) are canonical. */
function isCanonicalQueryAndFragment(input: string, start: number): boolean {
  CANONICAL_QUERY_FRAGMENT.lastIndex = start;
  return CANONICAL_QUERY_FRAGMENT.test(input);
}

// What in a special URL's path needs more than percent-encoding (a "\\", a tab or newline, or a segment that may be a
// dot segment), or the "?" or "#" that ends the path (global; lastIndex is where the first ends).
const SEGMENT_WORK = /* @__PURE__ */ new RegExp(`[\\\\\\t\\n\\r?#]|[/\\\\](?:${MAYBE_DOT_SEGMENT})`, "g");

/**
 * Appends to `url`'s href the serialized path of a special URL other than file from input[start], which is a slash
 * ("/" or "\\"), to the "?" or "#" that ends it or the input's end: segments percent-encoded, backslashes made slashes,
 * dot segments resolved, in one pass over what follows the canonical start input[start, canonicalEnd), or with one
 * call to the percent-encoder when that is all the rest needs. Returns where the path ends, or -1 when it holds a
 * tab or newline (the parser's cleaning removes those first). Segments that stay as they are, side by side after "/",
 * are copied as one slice (the run); the others become pieces of their own. ".." pops from the run while it has a
 * segment, else from the last piece: each pop reads one segment, so the whole is linear.
 */
// https://url.spec.whatwg.org/#path-state
function specialPath(url: URLRecordImpl, input: string, start: number, canonicalEnd: number): number {
  const length = lengthOf(input);
  let runEnd = wholeSegmentsEnd(input, start, canonicalEnd);
  // (Not when the segment at runEnd starts with "." or "%": most often a dot segment, which the regex would find there.)
  const next = codeUnitAt(input, runEnd + 1);
  if (next !== CodePoint.FullStop && next !== CodePoint.PercentSign) {
    SEGMENT_WORK.lastIndex = runEnd;
    const found = SEGMENT_WORK.test(input);
    const pathEnd = found ? SEGMENT_WORK.lastIndex - 1 : length;
    if (!found || isQueryOrFragmentStart(charCodeAt(input, pathEnd))) {
      // Only code points to percent-encode follow the whole canonical segments: one call encodes them all (spaces or
      // non-ASCII in the path: 7,030 -> 6,278 instructions per URL).
      url.href += input.slice(start, runEnd) + utf8PercentEncode(input.slice(runEnd, pathEnd), PATH_TABLE);
      return pathEnd;
    }
  }
  let pieces: string[] = [];
  let runStart = start;
  // How far the canonical path regex has read. After a segment that needed work (the run starts anew), it finds the
  // canonical segments that follow at native speed; only then, so that it reads each segment at most once more than
  // this loop (where millions of segments overflow its backtrack stack, it reads them and gives up).
  let checked = canonicalEnd;
  let dots = 0;
  // How many pieces at the start are pieces joined into one.
  let joined = 0;
  // A segment starts after each slash; the path ends where no slash follows a segment.
  let slash = runEnd;
  while (slash < length && isSpecialSlash(charCodeAt(input, slash))) {
    if (slash === runStart && slash > checked && charCodeAt(input, slash) === CodePoint.Solidus) {
      checked = canonicalPathEnd(input, slash);
      const end = wholeSegmentsEnd(input, slash, checked);
      if (end > slash) {
        runEnd = slash = end;
        dots = 0;
        continue;
      }
    }
    const segmentStart = slash + 1;
    let segmentEnd = segmentStart;
    let encode = false;
    for (; segmentEnd < length; segmentEnd++) {
      const c = charCodeAt(input, segmentEnd);
      if (isSpecialSlash(c)) break;
      if (c >= CodePoint.NonASCII || PATH_TABLE[c] !== 0) {
        if (isQueryOrFragmentStart(c)) break;
        if (isTabOrNewline(c)) return -1;
        encode = true;
      }
    }
    // Percent-encoding leaves "." and "%2e" as they are: the input's segment tells a dot segment.
    dots = dotSegmentKind(input, segmentStart, segmentEnd);
    if (dots === 0 && !encode && slash === runEnd && charCodeAt(input, slash) === CodePoint.Solidus) {
      runEnd = segmentEnd;
    } else {
      if (dots === 2) {
        if (runEnd > runStart) runEnd = lastSlashBefore(input, runEnd);
        else {
          popSegment(pieces);
          joined = Math.min(joined, pieces.length);
        }
      }
      if (runEnd > runStart) pieces = withPiece(pieces, input.slice(runStart, runEnd));
      if (dots === 0) {
        const segment = input.slice(segmentStart, segmentEnd);
        pieces = withPiece(pieces, "/" + (encode ? utf8PercentEncode(segment, PATH_TABLE) : segment));
      }
      // Past many pieces, the newest are joined into one: a piece per segment (`\\a\\b\\..` repeated) holds ~30
      // bytes per segment to the end, and once those outgrew the CPU caches, such paths took 3–5x longer per
      // character.
      if (pieces.length - joined > MANY_PIECES) {
        pieces.push(pieces.splice(joined).join(""));
        joined++;
      }
      runStart = runEnd = segmentEnd;
    }
    slash = segmentEnd;
  }
  // join copies every piece, slower than appending the few of a usual path; a rope of very many slows the GC.
  let path = "";
  if (pieces.length > FEW_PIECES) path = pieces.join("");
  else for (const piece of pieces) path += piece;
  // A dot segment last in the path leaves an empty segment.
  url.href += path + input.slice(runStart, runEnd) + (dots === 0 ? "" : "/");
  return slash;
}

/**
 * Where the whole segments of a canonical path start input[slash, canonicalEnd) end: at canonicalEnd when a "/" or
 * the path's end is there, else where the last segment starts (canonical only in part, or followed by a "\\", which
 * the regex does not take for a slash: ".." before one is a dot segment all the same).
 */
function wholeSegmentsEnd(input: string, slash: number, canonicalEnd: number): number {
  if (canonicalEnd === slash || canonicalEnd === lengthOf(input)) return canonicalEnd;
  const c = charCodeAt(input, canonicalEnd);
  return c === CodePoint.Solidus || isQueryOrFragmentStart(c) ? canonicalEnd : lastSlashBefore(input, canonicalEnd);
}

/** More path pieces than this are joined rather than appended one by one. */
const FEW_PIECES = 32;

/** specialPath joins its newest pieces into one when there are more than this. */
const MANY_PIECES = 1024;

/**
 * Where the last "/" in input[0, end) is, else -1. A loop: the segment it reads back over is short, and V8 runs
 * String#lastIndexOf in C++, which costs ~300 instructions a call before it reads a code unit, and whose code and the
 * parser's evict each other from the instruction cache.
 */
function lastSlashBefore(input: string, end: number): number {
  let i = end - 1;
  while (i >= 0 && charCodeAt(input, i) !== CodePoint.Solidus) i--;
  return i;
}

/**
 * `pieces` with `piece` appended: the first as an array literal, since pushing onto an empty array calls a builtin
 * (~200 instructions).
 */
function withPiece(pieces: string[], piece: string): string[] {
  if (pieces.length === 0) return [piece];
  pieces.push(piece);
  return pieces;
}

/** Removes the last segment from path pieces ("/a/b" or "/c" each), if there is one. */
function popSegment(pieces: string[]): void {
  const last = pieces.pop() ?? "";
  const slash = lastSlashBefore(last, lengthOf(last));
  if (slash > 0) pieces.push(last.slice(0, slash));
}

// An opaque host's code points that it keeps as they are: neither forbidden host code points nor percent-encoded.
const OPAQUE_HOST = /* @__PURE__ */ printableASCIIExcept("#/:<>?@[\\]^|");
// An opaque path's code points that it keeps as they are, but for the space (below).
const OPAQUE_PATH_CODE_POINT = /* @__PURE__ */ printableASCIIExcept("#?");

// A URL whose scheme is not special as the serializer writes it (sticky; the whole input): a lower-case scheme, then
// "//", an opaque host and a port, then a path; or a path that does not start with "//"; or an opaque path (its
// code points but "?" and "#" as they are, a space only where no "?" or "#" follows, nor the end that cleaning
// trims). Then query and fragment.
const NON_SPECIAL_CANONICAL = /* @__PURE__ */ new RegExp(
  `[a-z][a-z\\d+.-]*:(?://${OPAQUE_HOST}+${PORT}(?:${PATH})?|(?!//)${PATH}|(?!/)(?:${OPAQUE_PATH_CODE_POINT}| (?![?#]|$))*)${QUERY_FRAGMENT}`,
  "y",
);

/**
 * The basic URL parser's result for an input whose scheme, input[0, schemeEnd), is not special, when it is as the
 * serializer writes it (as most "mailto:", "javascript:" and "foo://host/path" URLs are): a record whose href is
 * the input. null for any other input: the state machine decides.
 */
// https://url.spec.whatwg.org/#scheme-state
export function parseNonSpecialCanonical(input: string, schemeEnd: number): URLRecordImpl | null {
  // (An upper-case scheme is no special one here, and the pattern's first letter fails it.)
  if (schemeTypeOf(input.slice(0, schemeEnd)) !== Scheme.NOT_SPECIAL) return null;
  NON_SPECIAL_CANONICAL.lastIndex = 0;
  try {
    if (!NON_SPECIAL_CANONICAL.test(input)) return null;
  } catch {
    // As in parseCanonical: millions of path segments overflow the backtrack stack.
    return null;
  }
  let hostStart = schemeEnd + 1;
  let hostEnd = hostStart;
  let pathStart = hostStart;
  let port = -1;
  const opaquePath = codeUnitAt(input, hostStart) !== CodePoint.Solidus;
  if (!opaquePath && codeUnitAt(input, hostStart + 1) === CodePoint.Solidus) {
    hostStart += 2;
    AUTHORITY_END.lastIndex = hostStart;
    AUTHORITY_END.test(input);
    pathStart = AUTHORITY_END.lastIndex;
    hostEnd = hostEndOf(input, hostStart, pathStart);
    if (hostEnd < pathStart) port = portNumberOf(input, hostEnd + 1, pathStart);
    if (port > MAX_PORT) return null;
  }
  // Neither the path nor the query holds a "#", nor the path a "?".
  const fragmentStart = fragmentStartOf(input, pathStart);
  const pathEnd = pathEndOf(input, pathStart, fragmentStart);
  return new URLRecordImpl({
    href: input,
    schemeEnd,
    usernameEnd: hostStart,
    hostStart,
    hostEnd,
    portNumber: port,
    pathStart,
    queryStart: pathEnd < fragmentStart ? pathEnd : -1,
    fragmentStart: fragmentStart < lengthOf(input) ? fragmentStart : -1,
    schemeType: Scheme.NOT_SPECIAL,
    opaquePath,
  });
}

/**
 * The last segment of a special URL's path that starts at input[start] and is canonical to input[canonicalEnd],
 * percent-encoded; null when it is not the last (a slash, "?" or "#" follows) or the parser's cleaning would change it
 * (a tab or newline in it, or a C0 control or space at the input's end; one at its start is cleaned before any route).
 */
function encodedLastSegment(input: string, start: number, canonicalEnd: number): string | null {
  const length = lengthOf(input);
  if (isC0ControlOrSpace(charCodeAt(input, length - 1))) return null;
  for (let i = canonicalEnd; i < length; i++) {
    const c = charCodeAt(input, i);
    if (isSpecialSlash(c) || isQueryOrFragmentStart(c) || isTabOrNewline(c)) return null;
  }
  return utf8PercentEncode(input.slice(start), PATH_TABLE);
}

/**
 * For a scheme-relative reference ("//host…", either slash for either "/") against a special base other than file:
 * the base's scheme, ":", then the reference, which the basic URL parser reads without a base as it reads the
 * reference with one (both go on in the special authority ignore slashes state). null for any other reference.
 */
// https://url.spec.whatwg.org/#relative-slash-state
export function withBaseScheme(input: string, base: URLRecordImpl): string | null {
  const type = base.schemeType;
  if (type === Scheme.NOT_SPECIAL || type === Scheme.FILE) return null;
  return isSpecialSlash(codeUnitAt(input, 0)) && isSpecialSlash(codeUnitAt(input, 1))
    ? base.href.slice(0, base.schemeEnd + 1) + input
    : null;
}

/**
 * A scheme-less reference resolved against a base other than file (whose drive letters carry over) on the base's href:
 * the part of it the reference keeps (its leading "." and ".." segments pop the base's), then the rest of the
 * reference, as it is when canonical, else (against a special base) percent-encoded with dot segments resolved
 * ({@link withPathQueryFragment}). A base whose scheme is not special needs a host (without one, a path that starts
 * with an empty segment is written after "/.") or an opaque path, against which only a "#fragment" resolves. null: the
 * state machine decides.
 */
// https://url.spec.whatwg.org/#relative-state
export function resolveOnBase(
  input: string,
  base: URLRecordImpl,
  encodeQuery: QueryEncoder | undefined,
): URLRecordImpl | null {
  const { href, schemeType: type, pathStart, opaquePath } = base;
  const special = type !== Scheme.NOT_SPECIAL;
  if (type === Scheme.FILE || (!special && !opaquePath && !base.hasHost)) return null;
  const c = codeUnitAt(input, 0);
  if (opaquePath && c !== CodePoint.NumberSign) return null;
  // The href is the base's up to `keep`, then the reference from `restStart` (a path-relative one's after its leading
  // dot segments).
  let keep: number;
  let restStart = 0;
  let pathRelative = false;
  if (isURLSlash(c, special)) {
    // A scheme-relative "//host" reference is left to the caller (withBaseScheme) or the state machine.
    if (isURLSlash(codeUnitAt(input, 1), special)) return null;
    keep = pathStart;
  } else if (c === CodePoint.QuestionMark) {
    keep = base.pathEnd;
  } else if (c === CodePoint.NumberSign || !input) {
    keep = base.fragmentStart < 0 ? lengthOf(href) : base.fragmentStart;
  } else {
    // An empty path (a non-special base's, "foo://h") has no "/" to cut after.
    if (pathStart === base.pathEnd) return null;
    // The base's path without its last segment, then the reference's path: each leading ".." pops one more segment.
    let slash = lastSlashBefore(href, base.pathEnd);
    let i = 0;
    for (;;) {
      // A dot segment starts with "." or "%" ("%2e"): most references start with another segment, told unread.
      const first = codeUnitAt(input, i);
      if (first !== CodePoint.FullStop && first !== CodePoint.PercentSign) break;
      const length = lengthOf(input);
      let segmentEnd = i + 1;
      while (segmentEnd < length && !endsHost(charCodeAt(input, segmentEnd), special)) segmentEnd++;
      const dots = dotSegmentKind(input, i, segmentEnd);
      if (dots === 0) break;
      if (dots === 2 && slash > pathStart) slash = lastSlashBefore(href, slash);
      i = segmentEnd;
      if (!isURLSlash(codeUnitAt(input, i), special)) break;
      i++;
    }
    // The base's path up to its "/", then what is kept of the reference.
    pathRelative = true;
    keep = slash + 1;
    restStart = i;
  }
  // The regex reads the reference, not the href, which stays unjoined until its first read: a reference that needs
  // work is then joined once, as it will be written. `end` is its lastIndex in the reference, `shift` turns an index
  // of the reference into one of the href.
  const end = canonicalRestEnd(input, restStart);
  const shift = keep - restStart;
  // As isCanonicalAfter and pathEndAfter, with no read before restStart: the match took a "?" or "#" (at end - 1) when
  // what follows it needs work; else it stopped where the path stops being canonical, or, when that is at a "?" or
  // "#", the path ends there and what follows is canonical to the end.
  const tookQueryOrFragmentStart = end > restStart && isQueryOrFragmentStart(charCodeAt(input, end - 1));
  const canonical =
    end === lengthOf(input) || (!tookQueryOrFragmentStart && isQueryOrFragmentStart(charCodeAt(input, end)));
  const keepsQuery = c === CodePoint.NumberSign || !input;
  // A path or query that needs work is percent-encoded after the base's authority, as for an absolute URL; not after a
  // "#" (the base's query is kept as it is), nor after a scheme that is not special (whose percent-encode sets differ).
  if (!canonical && (keepsQuery || !special)) return null;
  const kept = href.slice(0, keep);
  // The offsets up to the path are the base's; a "#" or empty reference keeps the base's query. The href so far is
  // what it keeps of the base.
  const url = new URLRecordImpl({
    href: kept,
    schemeEnd: base.schemeEnd,
    usernameEnd: base.usernameEnd,
    hostStart: base.hostStart,
    hostEnd: base.hostEnd,
    portNumber: base.portNumber,
    pathStart,
    queryStart: base.queryStart,
    fragmentStart: -1,
    schemeType: type,
    opaquePath,
  });
  if (!canonical) {
    url.queryStart = -1;
    // A file name ("my page.html"): the base's directory, then the name percent-encoded, without the path state.
    const segment = pathRelative
      ? encodedLastSegment(input, restStart, tookQueryOrFragmentStart ? end - 1 : end)
      : null;
    if (segment !== null) {
      url.href = kept + segment;
      return url;
    }
    // What the href keeps of the base is canonical: read from pathStart, the regex would have ended where it did in
    // the reference.
    url.href = href.slice(0, pathStart);
    return withPathQueryFragment(url, kept + input.slice(restStart), pathStart, encodeQuery, end + shift);
  }
  url.href = kept + input.slice(restStart);
  const next = codeUnitAt(input, end);
  const fragmentStart = fragmentStartAfterPath(input, end, next);
  url.fragmentStart = fragmentStart < 0 ? -1 : fragmentStart + shift;
  if (!keepsQuery) url.queryStart = next === CodePoint.QuestionMark ? end + shift : -1;
  return url;
}
