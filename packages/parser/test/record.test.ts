import { tr46IDNA } from "@urlkit/host";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cannotHaveUsernamePasswordPort,
  canParseURL,
  defaultPort,
  hasOpaquePath,
  includesCredentials,
  isSpecial,
  isSpecialScheme,
  origin,
  parseURL,
  serializeAnOrigin,
  serializeOrigin,
  serializePath,
  serializeURL,
  type URLRecord,
} from "../src/index.ts";
import { parseCanonical, parseSpecialAuthority, surelyParses } from "../src/url-parsing-fast.ts";

function parse(input: string, base?: string): URLRecord {
  const url = parseURL(input, { base });
  if (url === null) throw new Error(`expected ${input} to parse`);
  return url;
}

describe("the record", () => {
  it("exposes the standard's components as slices of one string", () => {
    const url = parse("https://us%20er:pa@EXAMPLE.com:8080/a/./b/../c?q=1#frag");
    expect(url.href).toBe("https://us%20er:pa@example.com:8080/a/c?q=1#frag");
    expect([url.scheme, url.username, url.password, url.host, url.hostname, url.port]).toEqual([
      "https",
      "us%20er",
      "pa",
      "example.com",
      "example.com",
      8080,
    ]);
    expect([url.pathname, url.path, url.query, url.fragment]).toEqual(["/a/c", ["a", "c"], "q=1", "frag"]);
    expect([isSpecial(url), url.hasOpaquePath, includesCredentials(url), cannotHaveUsernamePasswordPort(url)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    const { href, schemeEnd, usernameEnd, hostStart, hostEnd, portNumber, pathStart, queryStart, fragmentStart } = url;
    expect(href[schemeEnd]).toBe(":");
    expect(href.slice(schemeEnd + 3, usernameEnd)).toBe("us%20er");
    expect(href.slice(hostStart, hostEnd)).toBe("example.com");
    expect(portNumber).toBe(8080);
    expect(href.slice(pathStart, queryStart)).toBe("/a/c");
    expect(href[queryStart]).toBe("?");
    expect(href.slice(fragmentStart)).toBe("#frag");
  });

  it("distinguishes a null host, an empty host and an opaque path", () => {
    const opaque = parse("mailto:someone@example.org?subject=hi");
    expect([opaque.host, opaque.hostname, opaque.path, opaque.hasOpaquePath]).toEqual([
      null,
      "",
      "someone@example.org",
      true,
    ]);
    expect(cannotHaveUsernamePasswordPort(opaque)).toBe(true);
    const file = parse("file:///C:/x");
    expect([file.host, file.path, cannotHaveUsernamePasswordPort(file)]).toEqual(["", ["C:", "x"], true]);
    const noHost = parse("web+demo:/.//not-a-host/");
    expect([noHost.href, noHost.host, noHost.pathname, noHost.path]).toEqual([
      "web+demo:/.//not-a-host/",
      null,
      "//not-a-host/",
      ["", "not-a-host", ""],
    ]);
    const emptyHost = parse("foo://");
    expect([emptyHost.host, emptyHost.path, emptyHost.pathname]).toEqual(["", [], ""]);
  });

  it("is the canonical input itself when nothing changes", () => {
    const input = "https://example.org/a/b?c#d";
    expect(parse(input).href).toBe(input);
    expect(parse("HTTPS://Example.ORG:443").href).toBe("https://example.org/");
  });

  it("serializes with and without the fragment, and the path", () => {
    const url = parse("https://example.org/p?q#f");
    expect(serializeURL(url)).toBe("https://example.org/p?q#f");
    expect(serializeURL(url, { excludeFragment: true })).toBe("https://example.org/p?q");
    expect(serializeURL(parse("https://example.org/p"), { excludeFragment: true })).toBe("https://example.org/p");
    expect(serializePath(url)).toBe("/p");
    expect(serializePath(parse("sc:opaque"))).toBe("opaque");
  });

  it("predicates and the special-scheme table", () => {
    expect(hasOpaquePath(parse("a:b"))).toBe(true);
    expect(includesCredentials(parse("https://:p@h/"))).toBe(true);
    expect(includesCredentials(parse("https://h/"))).toBe(false);
    expect(["ftp", "file", "http", "https", "ws", "wss"].map(isSpecialScheme)).toEqual(Array(6).fill(true));
    expect(["HTTP", "foo", "", "httpx"].map(isSpecialScheme)).toEqual([false, false, false, false]);
    expect(["ftp", "file", "http", "https", "ws", "wss", "foo"].map(defaultPort)).toEqual([
      21,
      null,
      80,
      443,
      80,
      443,
      null,
    ]);
  });

  it("rejects objects that are not records", () => {
    expect(() => serializeURL({ href: "x" } as unknown as URLRecord)).toThrow(/expected a URL record/);
    expect(() => parseURL("x", { base: {} as URLRecord })).toThrow(TypeError);
  });

  it("resolves against a record or a string base; a failing base string fails", () => {
    const base = parse("https://example.org/dir/file?x#y");
    expect(parseURL("../a", { base })?.href).toBe("https://example.org/a");
    expect(parseURL("?z", { base: "https://example.org/dir/file?x#y" })?.href).toBe("https://example.org/dir/file?z");
    expect(parseURL("#z", { base: "sc:opaque?q" })?.href).toBe("sc:opaque?q#z");
    expect(parseURL("a", { base: "https://[::1" })).toBeNull();
    expect(parseURL("https://ok.example/", { base: "https://[::1" })).toBeNull();
  });
});

describe("origin", () => {
  it("is a tuple for http(s), ws(s), ftp and opaque otherwise", () => {
    expect(origin(parse("https://u:p@example.org:8443/x"))).toEqual({
      type: "tuple",
      scheme: "https",
      host: "example.org",
      port: 8443,
      domain: null,
    });
    expect(serializeOrigin(parse("https://u:p@example.org:8443/x"))).toBe("https://example.org:8443");
    expect(serializeOrigin(parse("ws://[::1]/"))).toBe("ws://[::1]");
    expect(serializeOrigin(parse("ftp://h:21/"))).toBe("ftp://h");
    expect(origin(parse("file:///x"))).toEqual({ type: "opaque" });
    expect(serializeOrigin(parse("data:,x"))).toBe("null");
  });
  it("of a blob: URL is that of its path's http(s) URL, else opaque", () => {
    expect(serializeOrigin(parse("blob:https://whatwg.org/d0360e2f"))).toBe("https://whatwg.org");
    expect(serializeOrigin(parse("blob:http://h:81/x"))).toBe("http://h:81");
    expect(serializeOrigin(parse("blob:file:///x"))).toBe("null");
    expect(serializeOrigin(parse("blob:ftp://h/x"))).toBe("null");
    expect(serializeOrigin(parse("blob:not a url"))).toBe("null");
  });
  it("serializeAnOrigin", () => {
    expect(serializeAnOrigin({ type: "opaque" })).toBe("null");
    expect(serializeAnOrigin({ type: "tuple", scheme: "http", host: "h", port: null, domain: null })).toBe("http://h");
  });
});

const OFFSETS = [
  "href",
  "schemeEnd",
  "usernameEnd",
  "hostStart",
  "hostEnd",
  "portNumber",
  "pathStart",
  "queryStart",
  "fragmentStart",
  "hasOpaquePath",
] as const;

/** The state machine's record (a listener keeps parseURL off the canonical fast path). */
function general(input: string): URLRecord | null {
  return parseURL(input, { onValidationError: () => {} });
}

function expectSameRecord(input: string, actual: URLRecord | null, expected: URLRecord | null): void {
  expect(actual === null, `${input}: null`).toBe(expected === null);
  if (actual === null || expected === null) return;
  for (const key of OFFSETS) expect(actual[key], `${input}: ${key}`).toBe(expected[key]);
  expect(isSpecial(actual), `${input}: isSpecial`).toBe(isSpecial(expected));
}

describe("the canonical fast path", () => {
  const canonical = [
    "https://example.com/",
    "http://a.b.c/d/e?f=g#h",
    "ws://h:1/",
    "wss://h:0/?#",
    "ftp://ftp.example.org:2121/pub/",
    "https://example.com:65535/a",
    "https://example.com./",
    "https://a..b/",
    "https://1a.b2/",
    "https://x_y-z!$&'()*+,;=`{}~\"/",
    "file:///",
    "file:////x",
    "file:///C:/x",
    "file://host/C:/x",
    "file://localhost.example/",
    "https://h//x/.a/..b/.../%2e%2ex/x.%2e",
    "https://h/%zz/%/%2",
    "https://h/a?b?c/../d\\e|f^g`{h}#i#j?k'l\\m|{}^",
    "https://h/?#",
    "https://1.2.3.4/",
    "http://127.0.0.1:8080/x",
    "https://0.0.0.0/",
    "https://255.255.255.255/",
    "file://10.0.0.1/x",
    // The last label starts with a digit but is no number: the host parser keeps it.
    "https://1.2.3.4e0/",
    "https://example.0a/",
  ];
  for (const input of canonical) {
    it(`keeps ${JSON.stringify(input)} as its href, with the state machine's offsets`, () => {
      const record = parseCanonical(input, tr46IDNA);
      expect(record?.href).toBe(input);
      expectSameRecord(input, record, general(input));
      expect(record?.href).toBe(URL.parse(input)?.href);
    });
  }

  const others = [
    "HTTPS://example.com/",
    "https://Example.com/",
    "https://example.com",
    "https://example.com?x",
    "https://example.com:/",
    "https://example.com:65536/",
    "https://example.com:0443/",
    "https://1.2.3.4./",
    "https://01.2.3.4/",
    "https://1.2.3.04/",
    "https://0x1.2.3.4/",
    "https://-1.2.3.4/",
    "https://1.2.3/",
    "https://1.2.3.4.5/",
    "https://1.2.3.256/",
    "https://1..3.4/",
    "https://example.1/",
    "https://example.0x1/",
    "https://example.1./",
    "https://exa%41mple.com/",
    "https://ex\u00e4mple.com/",
    "https://user@example.com/",
    "https://[::1]/",
    "https:example.com/",
    "https:///example.com/",
    "https://example.com\\x",
    "https://example.com/./x",
    "https://example.com/x/..",
    "https://example.com/x/%2E/",
    "https://example.com/x/.%2e?y",
    "https://example.com/a b",
    "https://example.com/a|b",
    "https://example.com/a^b",
    "https://example.com/\u00e9",
    "https://example.com/?a b",
    "https://example.com/?a'b",
    "https://example.com/#a`b",
    "https://example.com/#a\u00e9",
    "https://example.com/\t",
    " https://example.com/",
    "https://example.com/ ",
    "file://localhost/x",
    "file://h:1/",
    "file:///C|/x",
    "file://C:/x",
    "file:/x",
    "foo://example.com/",
    "?https://example.com/",
    "#https://example.com/",
    "",
  ];
  for (const input of others) {
    it(`does not keep ${JSON.stringify(input)} as its href`, () => {
      // A canonical path, query and fragment after a host to rewrite go on to the authority path.
      const record = parseCanonical(input, tr46IDNA);
      expect(record?.href ?? null).not.toBe(input);
      if (record !== null) expectSameRecord(input, record, general(input));
      expectSameRecord(input, parseURL(input), general(input));
      expect(parseURL(input)?.href ?? null).toBe(URL.parse(input)?.href ?? null);
    });
  }

  const defaultPorts = [
    "https://example.com:443/",
    "http://example.com:80/a?b#c",
    "ws://example.com:80/",
    "wss://example.com:443/?#",
    "ftp://example.com:21/x#y",
  ];
  for (const input of defaultPorts) {
    it(`drops the default port of ${JSON.stringify(input)}, with the state machine's offsets`, () => {
      const record = parseCanonical(input, tr46IDNA);
      expect(record?.href).toBe(input.replace(/:\d+/, "").replace(/^(\w+)\/\//, "$1://"));
      expectSameRecord(input, record, general(input));
      expect(record?.href).toBe(URL.parse(input)?.href);
    });
  }

  it("takes inputs that are canonical once cleaned (surrounding C0/space, tabs, newlines) with the same records", () => {
    for (const input of [
      "\t https://example.com/a?b#c \n",
      "https://exa\nmple.com/",
      "\0file:///C:/x\r\n",
      " ws://h:1/",
    ]) {
      const cleaned = input.replace(/^[\0- ]+|[\0- ]+$|[\t\n\r]/g, "");
      expect(parseCanonical(cleaned, tr46IDNA)?.href, input).toBe(cleaned);
      expectSameRecord(input, parseURL(input), general(input));
      expect(parseURL(input)?.href).toBe(URL.parse(input)?.href);
    }
  });

  const PIECES = [
    "http://",
    "https://",
    "ws://",
    "file://",
    "file:///",
    "localhost",
    "a",
    "Z",
    "0",
    "1",
    "x1",
    ".",
    "..",
    "/",
    "//",
    ":",
    ":80",
    ":443",
    ":08",
    "?",
    "#",
    "%",
    "%2e",
    "%2E",
    "%41",
    "|",
    "\\",
    " ",
    "\t",
    "'",
    "`",
    "^",
    "{",
    '"',
    "\u00e9",
    "\ud800",
    "C:",
    "c|",
    "@",
    "[",
  ];
  it("agrees with the state machine on random inputs made of URL pieces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join("")),
        (input) => {
          const record = parseCanonical(input, tr46IDNA);
          if (record !== null) expectSameRecord(input, record, general(input));
          expectSameRecord(input, parseURL(input), general(input));
          if (surelyParses(input)) expect(parseURL(input)).not.toBeNull();
          expect(canParseURL(input)).toBe(parseURL(input) !== null);
        },
      ),
      { numRuns: 20000 },
    );
  });
});

describe("special URLs whose authority needs normalizing (parseSpecialAuthority)", () => {
  const inputs = [
    "HTTPS://WWW.EXAMPLE.COM/a?b#c",
    "Http://Example.com",
    "https://example.com:443/a b",
    "https://example.com/a/./b/../c/%2E%2e/d?\u00e9 q#\u00e9 f",
    "https://h/x/..",
    "https://h/x/.?q",
    "https://h/../..",
    "https://h\\a\\b\\..\\c",
    "https://h/%2e/a%2",
    "https://h?q/../",
    "https://h#f?/..",
    "wss://example.com:0443?x",
    "https://user:pa%20ss@example.com/",
    "https://us er:p@ss:w@example.com/",
    "https://:@example.com/",
    "https://user:@example.com/",
    "https://:pass@example.com/",
    "https:\\\\example.com\\a",
    "https:/\\//example.com/",
    "http://[2001:DB8::01]:8080/x",
    "http://[::1.2.3.4]/",
    "http://0x7f.0.1.01/",
    "http://127.1/",
    "http://b\u00fccher.example/",
    "http://exa%41mple.com/",
  ];
  for (const input of inputs) {
    it(`gives the state machine's record for ${JSON.stringify(input)}`, () => {
      const record = parseSpecialAuthority(input, input.indexOf(":"), tr46IDNA, undefined);
      expect(record, input).not.toBeNull();
      expectSameRecord(input, record, general(input));
      expect(record?.href).toBe(URL.parse(input)?.href);
    });
  }

  const failing = [
    "https://user@/",
    "https://:443/",
    "https://h:8x/",
    "https://h:65536/",
    "https://[::1/",
    "https://a b/",
  ];
  for (const input of failing) {
    it(`leaves ${JSON.stringify(input)} to the state machine, which fails it`, () => {
      expect(parseSpecialAuthority(input, input.indexOf(":"), tr46IDNA, undefined)).toBeNull();
      expect(general(input)).toBeNull();
    });
  }

  // Cleaning removes these tabs and newlines and trims the controls and spaces; percent-encoding would keep them.
  const unclean = ["https://us\ter@h/", "https://h/a\nb", "https://h/a b?q\r", "https://h/a b ", "https://h/a\u0001"];
  for (const input of unclean) {
    it(`leaves ${JSON.stringify(input)} to the parser, which cleans it first`, () => {
      expect(parseSpecialAuthority(input, input.indexOf(":"), tr46IDNA, undefined)).toBeNull();
      expect(parseURL(input)?.href).toBe(URL.parse(input)?.href);
    });
  }

  const PIECES = [
    "HTTP://",
    "https://",
    "Ws:\\\\",
    "ftp:/\\",
    "u",
    "@",
    ":",
    ":80",
    ":443",
    ":21",
    ":0",
    "%20",
    " ",
    "A",
    "b",
    "0x7f",
    ".",
    "1",
    "[",
    "]",
    "::",
    "\u00fc",
    "/",
    "\\",
    "?",
    "#",
    "..",
    "%2e",
    "\u00e9",
    "\ud800",
    "`",
    "\t",
    "\n",
    "\u0001",
  ];
  it("agrees with the state machine on random inputs made of authority pieces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join("")),
        (input) => {
          // parseSpecialAuthority takes the input as given and leaves what cleaning would change to the parser.
          const schemeEnd = input.indexOf(":");
          const record = schemeEnd > 0 ? parseSpecialAuthority(input, schemeEnd, tr46IDNA, undefined) : null;
          if (record !== null) expectSameRecord(input, record, general(input));
          expectSameRecord(input, parseURL(input), general(input));
        },
      ),
      { numRuns: 20000 },
    );
  });
});

describe("relative references against a base (joined to the base's href when that is canonical)", () => {
  const BASES = [
    "https://example.com/dir/sub/page.html?x=1#top",
    "https://example.com/",
    "http://example.com:8080/a/b",
    "wss://h/a?q",
    "ftp://h/a/b/",
    "https://u:p@example.com/a/b",
    "http://1.2.3.4/a/b",
    "file:///C:/dir/file",
    "file://host/share/x",
    "foo://h/a/b",
    "foo:/a/b",
  ];
  const REF_PIECES = [
    "a",
    "b.html",
    "/",
    "//",
    "\\",
    ".",
    "..",
    "./",
    "../",
    "?",
    "#",
    "q=1",
    "%2e",
    ":",
    "C:",
    "h",
    "\t",
    " ",
  ];
  it("gives the state machine's record and native's href for random references", () => {
    const baseRecords = BASES.map((base) => parseURL(base) as URLRecord);
    fc.assert(
      fc.property(
        fc.nat(BASES.length - 1),
        fc.array(fc.constantFrom(...REF_PIECES), { maxLength: 8 }).map((parts) => parts.join("")),
        (b, input) => {
          const base = baseRecords[b];
          const record = parseURL(input, { base });
          expectSameRecord(input, record, parseURL(input, { base, onValidationError: () => {} }));
          expect(record?.href ?? null, `${input} against ${BASES[b]}`).toBe(URL.parse(input, BASES[b])?.href ?? null);
        },
      ),
      { numRuns: 20000 },
    );
  });
});

describe("the input is read as its scalar value string", () => {
  const inputs = [
    "https://x/\ud800\t\udc00",
    "https://x/?\udc00\n\ud800#\ud800",
    "foo://h\ud800/",
    "https://\ud800.example/",
    "sc:\ud800\t\udc00",
  ];
  for (const input of inputs) {
    it(JSON.stringify(input), () => {
      const usv = input.replace(/[\ud800-\udfff]/g, "\ufffd");
      expect(parseURL(input)?.href ?? null).toBe(parseURL(usv)?.href ?? null);
      expect(parseURL(input, { onValidationError: () => {} })?.href ?? null).toBe(parseURL(usv)?.href ?? null);
      expect(parseURL(input)?.href ?? null).toBe(URL.parse(input)?.href ?? null);
    });
  }
});

describe("canParseURL", () => {
  // Read from the scheme and authority alone: whatever follows them never fails.
  const sure = [
    "https://example.com",
    "https://example.com/",
    "https://example.com:65535/\u00e9 ../?\t#`",
    "http://example.com:80/a/../b",
    "ws://a_b-c.d:0?x",
    "ftp://x#",
    "https://example.com\\x",
    "https://xn--a.example/",
    "file://",
    "file:///C|/x",
    "file://localhost/x",
    "file://host.example?",
    "https://1.2.3.4/",
    "file://1.2.3.4/",
    "http://127.0.0.1:8080",
  ];
  for (const input of sure) {
    it(`knows ${JSON.stringify(input)} parses without running the parser`, () => {
      expect(surelyParses(input)).toBe(true);
      expect(parseURL(input)).not.toBeNull();
      expect(canParseURL(input)).toBe(true);
    });
  }

  // Left to the parser, which fails on some of them.
  const unsure: [string, boolean][] = [
    ["https://example.com:65536/", false],
    ["https://example.com:99999", false],
    ["https://1.2.3.999/", false],
    ["https://example.1/", false],
    ["https://example.0x1./", false],
    ["https://example.1a/", true],
    ["https://1.2.3.4./", true],
    ["https://1.2.3.256/", false],
    ["https://", false],
    ["https:///example.com/", true],
    ["https://user@/", false],
    ["https://ex ample.com/", false],
    ["https://example.com /", false],
    ["https://example.com ", true],
    ["https://[::1/", false],
    ["https://Example.com/", true],
    ["https://example.com:/", true],
    ["https://example.com:08/", true],
    ["https://exa%41mple.com/", true],
    ["https://ex\u00e4mple.com/", true],
    ["file://C:/x", true],
    ["foo://example.com/", true],
    ["relative/path", false],
    ["", false],
  ];
  for (const [input, parses] of unsure) {
    it(`leaves ${JSON.stringify(input)} to the parser (${parses ? "parses" : "fails"})`, () => {
      expect(surelyParses(input)).toBe(false);
      expect(parseURL(input) !== null).toBe(parses);
      expect(canParseURL(input)).toBe(parses);
    });
  }

  it("parses a base first, as parseURL does", () => {
    expect(canParseURL("x", "https://a/")).toBe(true);
    expect(canParseURL("x", parse("https://a/"))).toBe(true);
    expect(canParseURL("https://a/", "not a base")).toBe(false);
    expect(canParseURL("//[::1", "https://a/")).toBe(false);
    expect(canParseURL("x", null)).toBe(false);
  });

  it("takes a string", () => {
    const notAString = { toString: () => "https://a/" } as unknown as string;
    expect(() => canParseURL(notAString)).toThrow(new TypeError("canParseURL: input must be a string, got object"));
    expect(() => canParseURL(notAString, "https://a/")).toThrow(TypeError);
  });
});
