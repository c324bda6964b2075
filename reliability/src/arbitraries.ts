// fast-check arbitraries for URL-shaped strings: built from the pieces the standard's parser branches on,
// so generated inputs reach every state (schemes, userinfo, hosts of every kind, ports, dot segments,
// queries, fragments, backslashes, tabs and newlines), plus plain arbitrary strings and mutations of seeds.
import { URL_ATTRIBUTES, type URLAttribute } from "@urlkit/tooling";
import fc from "fast-check";

/** Code points the parser treats specially, and a few it should not care about. */
export const SIGNIFICANT_CHARS: readonly string[] = [
  ..."aAzZ09fFxXeE.-_~/\\:@?#[]%&=+;,$!*'\"<>`{}|^() ",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u0001",
  "\u001f",
  "\u007f",
  "\u0080",
  "\u00a0",
  "\u00ad",
  "é",
  "ß",
  "İ",
  "\u200b",
  "\u200d",
  "\u3002",
  "\uff0e",
  "ｆ",
  "\ufeff",
  "\ufffd",
  "\ud800",
  "\udbff",
  "\udc00",
  "💩",
];

const significantChar = fc.constantFrom(...SIGNIFICANT_CHARS);

/** Short strings over URL-significant code points (lone surrogates included). */
export const significantText = (maxLength = 12): fc.Arbitrary<string> =>
  fc.string({ unit: significantChar, maxLength });

/** Arbitrary strings of several kinds: UTF-16 code units (lone surrogates, C0), graphemes, ASCII. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary-ascii", maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 30 }),
  significantText(40),
);

export const SCHEMES: readonly string[] = [
  "http",
  "https",
  "ws",
  "wss",
  "ftp",
  "file",
  "HTTP",
  "hTtPs",
  "FILE",
  "Ws",
  "foo",
  "sc",
  "web+demo",
  "javascript",
  "data",
  "blob",
  "mailto",
  "about",
  "a",
  "x-1.2+3",
  "h\tttp",
  "ht\ntps",
];

const scheme = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...SCHEMES).map((s) => `${s}:`) },
  { weight: 1, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom("1a:", "a", ":", "a b:", "é:", "-x:", "HTTP;", "http") },
);

const slashes = fc.constantFrom("", "/", "//", "//", "//", "///", "\\", "\\\\", "/\\", "\\/", "////", "/./", "/../");

const LABELS: readonly string[] = [
  "example",
  "EXAMPLE",
  "a",
  "b",
  "com",
  "xn--zca",
  "xn--",
  "xn--a",
  "xn--8i7caa",
  "xn--ls8h",
  "xn--tešla",
  "bücher",
  "BÜCHER",
  "faß",
  "ß",
  "ＡＢ",
  "例え",
  "тест",
  "ﬀ",
  "a-b",
  "-a",
  "a-",
  "ab--c",
  "",
  "0x7f",
  "0X7F",
  "0x",
  "127",
  "1",
  "0",
  "09",
  "010",
  "4294967295",
  "4294967296",
  "256",
  "%41",
  "%2e",
  "%2E",
  "%00",
  "%zz",
  "%",
  "%C3%BC",
  "%ef%bc%a1",
  "a%2Eb",
  "\u00ad",
  "\u200d",
  "localhost",
  "LocalHost",
  "a b",
  "a<b",
  "a^b",
  "a|b",
  "a*b",
  "a'b",
  "\u0000",
  "\u3000",
  "\ufffd",
  "٢",
  "a\u0301",
  "🏳️‍🌈",
];

const domain = fc
  .tuple(
    fc.array(fc.constantFrom(...LABELS), { minLength: 1, maxLength: 4 }),
    fc.constantFrom(".", ".", ".", "\u3002", "\uff0e", "\uff61"),
    fc.boolean(),
  )
  .map(([labels, dot, trailingDot]) => labels.join(dot) + (trailingDot ? "." : ""));

const ipv4Number = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map(String),
  fc.integer({ min: 0, max: 0xffffffff }).map(String),
  fc.integer({ min: 0, max: 0x1ffffffff }).map((n) => `0x${n.toString(16)}`),
  fc.integer({ min: 0, max: 0o777 }).map((n) => `0${n.toString(8)}`),
  fc.constantFrom("", "0x", "0X", "08", "09", "00", "1e", "99999999999999999999"),
);

const ipv4 = fc
  .tuple(fc.array(ipv4Number, { minLength: 1, maxLength: 5 }), fc.boolean())
  .map(([parts, trailingDot]) => parts.join(".") + (trailingDot ? "." : ""));

const ipv6Piece = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16)),
  fc.constantFrom("0", "00000", "ffff", "FFFF", "g", "1.2.3.4", "255.255.255.255", "1.2.3", "01.2.3.4", "256.1.1.1"),
);

const ipv6 = fc
  .tuple(
    fc.array(ipv6Piece, { maxLength: 9 }),
    fc.integer({ min: -1, max: 9 }),
    fc.constantFrom("", "", "", ":", "::", "%0", "]", "[", "%25eth0"),
  )
  .map(([pieces, compressAt, junk]) => {
    const parts = [...pieces];
    if (compressAt >= 0 && compressAt <= parts.length) parts.splice(compressAt, 0, "");
    let body = parts.join(":");
    if (compressAt === 0) body = `:${body}`;
    if (compressAt === pieces.length) body = `${body}:`;
    return `[${body}${junk}]`;
  });

/** Hosts of every kind: domains (ASCII, IDNA, percent-encoded), IPv4 in every radix, IPv6, junk. */
export const host: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: domain },
  { weight: 3, arbitrary: ipv4 },
  { weight: 3, arbitrary: ipv6 },
  { weight: 1, arbitrary: significantText(8) },
  { weight: 1, arbitrary: fc.constantFrom("", "[", "]", "[::1", "::1]", "[:]", "[::]", "[::1]:80", "a:b@c") },
);

export const port: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("80", "443", "21", "0", "65535", "65536", "8080", "", "00080", "99999999999", " 1", "1a", "-1", "+1"),
  fc.integer({ min: 0, max: 70000 }).map(String),
);

const userinfoText = fc.oneof(
  fc.constantFrom("user", "USER", "u", "", "%40", "a%3Ab", "ü", "a b", "a@b", "a:b", "%zz", "🏳️‍🌈", "a/b", "a\\b"),
  significantText(6),
);

const userinfo = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc
      .tuple(userinfoText, fc.option(userinfoText, { nil: undefined }))
      .map(([user, pass]) => `${user}${pass === undefined ? "" : `:${pass}`}@`),
  },
  { weight: 1, arbitrary: fc.constantFrom("@", ":@", "@@", "a@b@", ":::@", "%40@") },
);

export const SEGMENTS: readonly string[] = [
  "..",
  ".",
  "%2e",
  "%2E",
  "%2e%2e",
  ".%2E",
  "%2e.",
  "%2E%2e",
  "...",
  "a",
  "b",
  "foo",
  "C:",
  "c|",
  "C|",
  "D:",
  "c:",
  "",
  " ",
  "%20",
  "é",
  "💩",
  "a b",
  "{}",
  "^",
  "`",
  "|",
  "%",
  "%zz",
  "%2f",
  "%5C",
  "\u0000",
  "\ud800",
  "localhost",
  "a:b",
  "@",
];

export const path: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom("/", "/", "/", "\\"), fc.constantFrom(...SEGMENTS)), { maxLength: 5 })
      .map((parts) => parts.map(([sep, seg]) => sep + seg).join("")),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 4 })
      .map((segments) => segments.join("/")),
  },
  { weight: 1, arbitrary: significantText(10) },
);

export const query: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "?",
    "?a=b",
    "?a=b&c=d",
    "?a=b c",
    "?'",
    '?"',
    "? ",
    "?%",
    "?%zz",
    "?a+b=%20",
    "??",
    "?🏳️‍🌈",
    "?\ud800",
  ),
  significantText(10).map((s) => `?${s}`),
);

export const fragment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("#", "#a", "#a b", "#`", "#<>", "##", "#%", "#\u0000", "#?x", "#💩"),
  significantText(8).map((s) => `#${s}`),
);

const noise = fc.constantFrom("", "", "", "", "\t", "\n", "\r\n", " ", "\u0000", "\u001f", "\u0020\u0020");

/** URL-shaped strings: scheme, slashes, userinfo, host, port, path, query, fragment, with optional noise. */
export const urlString: fc.Arbitrary<string> = fc
  .record({
    lead: noise,
    scheme,
    slashes,
    userinfo,
    host,
    port: fc.option(
      port.map((p) => `:${p}`),
      { nil: "" },
    ),
    path,
    query: fc.option(query, { nil: "" }),
    fragment: fc.option(fragment, { nil: "" }),
    trail: noise,
    inner: fc.option(fc.tuple(fc.nat(), fc.constantFrom("\t", "\n", "\r")), { nil: undefined }),
  })
  .map((p) => {
    let s = p.scheme + p.slashes + p.userinfo + p.host + p.port + p.path + p.query + p.fragment;
    if (p.inner !== undefined) {
      const at = p.inner[0] % (s.length + 1);
      s = s.slice(0, at) + p.inner[1] + s.slice(at);
    }
    return p.lead + s + p.trail;
  });

/** Relative references (no scheme), the kind of input that needs a base. */
export const relativeString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(slashes, userinfo, host, path).map(([s, u, h, p]) => (s.length >= 2 ? s + u + h + p : s + p)),
  path,
  fc.tuple(path, fc.option(query, { nil: "" }), fc.option(fragment, { nil: "" })).map(([p, q, f]) => p + q + f),
  fc.constantFrom("", "?", "#", "..", ".", "./", "../..", "?x", "#x", "//", "///", "\\\\x", "C:", "/C:/", "c|/x"),
);

/** Plausible base URLs: special, non-special, file, opaque. */
export const BASES: readonly string[] = [
  "http://example.org/foo/bar?q=1#f",
  "https://user:pass@example.com:8443/a/b/c",
  "http://example.org/",
  "file:///C:/a/b",
  "file:///",
  "file://host/share/x",
  "sc://host/a/b",
  "sc:/a/b",
  "sc:opaque?x#y",
  "about:blank",
  "data:text/plain,x",
  "web+demo:/.//not-a-host/",
  "blob:https://example.org/uuid",
  "ws://h/",
];

/** Mutations that turn a seed input into its neighbours. */
type Mutation =
  | { op: "insert"; at: number; text: string }
  | { op: "delete"; at: number; length: number }
  | { op: "replace"; at: number; text: string }
  | { op: "duplicate"; at: number; length: number }
  | { op: "case"; at: number; length: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant("insert" as const), at: fc.nat(), text: significantText(3) }),
  fc.record({ op: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constant("replace" as const), at: fc.nat(), text: significantText(2) }),
  fc.record({ op: fc.constant("duplicate" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ op: fc.constant("case" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
);

function applyMutation(input: string, m: Mutation): string {
  const at = m.at % (input.length + 1);
  switch (m.op) {
    case "insert":
      return input.slice(0, at) + m.text + input.slice(at);
    case "delete":
      return input.slice(0, at) + input.slice(at + m.length);
    case "replace":
      return input.slice(0, at) + m.text + input.slice(at + m.text.length);
    case "duplicate":
      return input.slice(0, at + m.length) + input.slice(at, at + m.length) + input.slice(at + m.length);
    case "case": {
      const part = input.slice(at, at + m.length);
      const flipped = part === part.toUpperCase() ? part.toLowerCase() : part.toUpperCase();
      return input.slice(0, at) + flipped + input.slice(at + m.length);
    }
  }
}

/** A seed, unchanged or with one to four mutations applied. */
export function mutated(seeds: readonly string[]): fc.Arbitrary<string> {
  if (seeds.length === 0) throw new Error("mutated(): no seeds");
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(mutation, { maxLength: 4 }))
    .map(([seed, mutations]) => mutations.reduce(applyMutation, seed));
}

/** The URL class's attributes that have setters. */
export type SetterName = Exclude<URLAttribute, "origin">;
export const SETTERS = URL_ATTRIBUTES.filter((attribute): attribute is SetterName => attribute !== "origin");

/** A value for one setter, shaped like what the setter parses, or arbitrary. */
export function setterValue(setter: SetterName): fc.Arbitrary<string> {
  const shaped: Record<SetterName, fc.Arbitrary<string>> = {
    href: urlString,
    protocol: fc.oneof(
      fc.constantFrom(...SCHEMES),
      fc.constantFrom(...SCHEMES).map((s) => `${s}:`),
      fc.constantFrom(...SCHEMES).map((s) => `${s}://x`),
    ),
    username: userinfoText,
    password: userinfoText,
    host: fc
      .tuple(
        host,
        fc.option(
          port.map((p) => `:${p}`),
          { nil: "" },
        ),
        fc.constantFrom("", "", "/x", "?q", "#f", "\\x"),
      )
      .map(([h, p, rest]) => h + p + rest),
    hostname: fc.tuple(host, fc.constantFrom("", "", ":80", "/x", "?q", "#f")).map(([h, rest]) => h + rest),
    port: fc.oneof(
      port,
      port.map((p) => `${p}/x`),
      port.map((p) => `${p}?`),
    ),
    pathname: path,
    search: fc.oneof(
      query,
      query.map((q) => q.slice(1)),
    ),
    hash: fc.oneof(
      fragment,
      fragment.map((f) => f.slice(1)),
    ),
  };
  return fc.oneof({ weight: 4, arbitrary: shaped[setter] }, { weight: 1, arbitrary: anyString });
}
