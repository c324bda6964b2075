import { tr46IDNA } from "@urlkit/host";
import { readFixture } from "@urlkit/tooling";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canParseURL, parseURL, type URLRecord } from "../src/index.ts";
import {
  parseCanonical,
  parseNonSpecialCanonical,
  parseSpecialAuthority,
  printableASCIIExcept,
  resolveOnBase,
  surelyParses,
  withBaseScheme,
} from "../src/url-parsing-fast.ts";
import type { URLRecordImpl } from "../src/url-record.ts";
import { expectSameRecord, general } from "./records.ts";

interface FastPathCases {
  /** Canonical inputs: the fast path keeps each as its href. */
  canonical: string[];
  /** Inputs whose href is not the input (some parse through the authority path). */
  notCanonical: string[];
  /** Canonical but for a special scheme's default port. */
  defaultPorts: string[];
  /** What random inputs are made of. */
  pieces: string[];
  /** Special URLs canonical but for upper-case letters in the scheme and host, and others the route leaves. */
  upperCaseAuthority: { taken: string[]; left: string[] };
  /** Special URLs whose authority needs normalizing, those the authority path leaves to the state machine, and pieces. */
  specialAuthority: { normalized: string[]; failing: string[]; unclean: string[]; pieces: string[] };
  /** Bases, and what random references against them are made of. */
  relative: { bases: string[]; pieces: string[] };
  /** What random inputs after a scheme that is not special are made of. */
  nonSpecialPieces: string[];
}

const FIXTURE = readFixture<FastPathCases>(new URL("fixtures/url-parsing-fast.json", import.meta.url));

describe("the canonical patterns' character classes (printableASCIIExcept)", () => {
  const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 }, (_, i) => String.fromCharCode(0x21 + i));

  /** The first UTF-16 code unit that the class for `excluded` matches or misses wrongly, else -1. */
  function firstMismatch(excluded: string): number {
    const pattern = new RegExp(`^${printableASCIIExcept(excluded)}$`);
    for (let c = 0; c <= 0xffff; c++) {
      const member = String.fromCharCode(c);
      if (pattern.test(member) !== (c >= 0x21 && c <= 0x7e && !excluded.includes(member))) return c;
    }
    return -1;
  }

  it("match exactly the printable ASCII code points not excluded, over every UTF-16 code unit", () => {
    // The patterns' own sets, then the class syntax's characters at the edges of ranges and alone.
    for (const excluded of ['"#/<>?\\^`{|}', "#%/:<>?@[\\]^|", "#?", "", "!~", "]", "\\", "^", "-", "[", "Z\\^"]) {
      expect(firstMismatch(excluded), excluded).toBe(-1);
    }
    expect(printableASCIIExcept(PRINTABLE_ASCII.join(""))).toBe("[]");
  });

  it("match exactly the printable ASCII code points not excluded, for random sets", () => {
    fc.assert(
      fc.property(fc.subarray(PRINTABLE_ASCII), (excluded) => firstMismatch(excluded.join("")) === -1),
      { numRuns: 60 },
    );
  });
});

describe("the canonical fast path", () => {
  // The canonical inputs include hosts whose last label starts with a digit but is no number ("1.2.3.4e0",
  // "example.0a"): the host parser keeps them.
  for (const input of FIXTURE.canonical) {
    it(`keeps ${JSON.stringify(input)} as its href, with the state machine's offsets`, () => {
      const record = parseCanonical(input, undefined);
      expect(record?.href).toBe(input);
      expectSameRecord(input, record, general(input));
      expect(record?.href).toBe(URL.parse(input)?.href);
    });
  }

  for (const input of FIXTURE.notCanonical) {
    it(`does not keep ${JSON.stringify(input)} as its href`, () => {
      // A scheme and authority that are canonical but for a default port or an IPv4 address to rewrite go on to
      // parsePlainAuthority, with what follows them as it is or percent-encoded.
      const record = parseCanonical(input, undefined);
      expect(record?.href ?? null).not.toBe(input);
      if (record !== null) expectSameRecord(input, record, general(input));
      expectSameRecord(input, parseURL(input), general(input));
      expect(parseURL(input)?.href ?? null).toBe(URL.parse(input)?.href ?? null);
    });
  }

  for (const input of FIXTURE.defaultPorts) {
    it(`drops the default port of ${JSON.stringify(input)}, with the state machine's offsets`, () => {
      const record = parseCanonical(input, undefined);
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
      "https://example.com/\npath/a.html?q",
      "https://example.com/a/b?q=1&\nr=2",
      "https://example.com/a\tb#c",
    ]) {
      const cleaned = input.replace(/^[\0- ]+|[\0- ]+$|[\t\n\r]/g, "");
      expect(parseCanonical(cleaned, undefined)?.href, input).toBe(cleaned);
      expectSameRecord(input, parseURL(input), general(input));
      expect(parseURL(input)?.href).toBe(URL.parse(input)?.href);
    }
  });

  it("agrees with the state machine on random inputs made of URL pieces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...FIXTURE.pieces), { maxLength: 12 }).map((parts) => parts.join("")),
        (input) => {
          const record = parseCanonical(input, undefined);
          if (record !== null) expectSameRecord(input, record, general(input));
          expectSameRecord(input, parseURL(input), general(input));
          if (surelyParses(input)) expect(parseURL(input)).not.toBeNull();
          expect(canParseURL(input)).toBe(parseURL(input) !== null);
        },
      ),
      { numRuns: 20000 },
    );
  });

  it("reads a file URL's backslashes in its path as slashes (Windows paths), else leaves it to the state machine", () => {
    for (const input of ["file:///C:\\Users\\u\\x.txt", "file://host\\share\\x", "file:///a/b\\c?q#f"]) {
      const record = parseCanonical(input, undefined);
      expect(record?.href, input).toBe(input.replace(/\\/g, "/"));
      expectSameRecord(input, record, general(input));
    }
    // A dot segment, a drive letter with "|", something to percent-encode, "localhost", a "\\" in the query.
    for (const input of [
      "file:///C:\\..\\x",
      "file:///C|\\x",
      "file:///C:\\a b",
      "file://localhost\\x",
      "file:///a?\\ b",
    ]) {
      expect(parseCanonical(input, undefined), input).toBeNull();
      expect(parseURL(input)?.href, input).toBe(URL.parse(input)?.href);
    }
  });

  it("agrees with the state machine on random file URLs with backslashes in the path", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("file:///", "file:///C:", "file://host", "file://localhost", "file://h/"),
        fc
          .array(fc.constantFrom(...FIXTURE.pieces, "\\", "\\..", "\\.", "\\%2e", "?\\", "#\\"), { maxLength: 12 })
          .map((parts) => parts.join("")),
        (prefix, rest) => {
          const input = prefix + rest;
          const record = parseCanonical(input, undefined);
          if (record !== null) expectSameRecord(input, record, general(input));
          expectSameRecord(input, parseURL(input), general(input));
        },
      ),
      { numRuns: 20000 },
    );
  });

  it("agrees with the state machine on random special URLs with backslashes for slashes", () => {
    // parseCanonical reads such an input again with its backslashes before the query made slashes.
    fc.assert(
      fc.property(
        fc.constantFrom("https:", "ws:", "file:"),
        fc.constantFrom("\\\\", "\\/", "/\\"),
        fc
          .array(fc.constantFrom(...FIXTURE.pieces, "\\", "\\..", "\\%2e"), { maxLength: 12 })
          .map((parts) => parts.join("")),
        (scheme, slashes, rest) => {
          const input = scheme + slashes + rest;
          const record = parseCanonical(input, undefined);
          if (record !== null) expectSameRecord(input, record, general(input));
          expectSameRecord(input, parseURL(input), general(input));
        },
      ),
      { numRuns: 20000 },
    );
  });
});

describe("special URLs canonical but for upper-case letters in the scheme and domain host (parseCanonical)", () => {
  // In the scheme, the host or both; with a default port, dot segments or code points to percent-encode after them;
  // with upper case or non-ASCII after the host (lower-cased as a rope); a number in upper-case hexadecimal;
  // backslashes for the slashes.
  for (const input of FIXTURE.upperCaseAuthority.taken) {
    it(`gives the state machine's record for ${JSON.stringify(input)}`, () => {
      const record = parseCanonical(input, undefined);
      expect(record, input).not.toBeNull();
      expectSameRecord(input, record, general(input));
      expect(record?.href).toBe(URL.parse(input)?.href);
    });
  }

  // Non-ASCII that lower-cases to ASCII (U+212A KELVIN SIGN), an IDN or IPv6 host, credentials, file, a host or port
  // that fails, a percent sign in the host, what cleaning changes, no slashes: the other routes decide.
  for (const input of FIXTURE.upperCaseAuthority.left) {
    it(`leaves ${JSON.stringify(input)} to the other routes`, () => {
      expect(parseCanonical(input, undefined)).toBeNull();
      expectSameRecord(input, parseURL(input), general(input));
    });
  }

  it("agrees with the state machine on random canonical URLs with their letters in random case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIXTURE.canonical.filter((input) => /^(?:https?|wss?|ftp):\/\/[a-z]/.test(input))),
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        (input, upper) => {
          const cased = [...input].map((c, i) => (upper[i % 64] ? c.toUpperCase() : c)).join("");
          const record = parseCanonical(cased, undefined);
          if (record !== null) expectSameRecord(cased, record, general(cased));
          expectSameRecord(cased, parseURL(cased), general(cased));
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe("special URLs whose authority needs normalizing (parseSpecialAuthority)", () => {
  for (const input of FIXTURE.specialAuthority.normalized) {
    it(`gives the state machine's record for ${JSON.stringify(input)}`, () => {
      const record = parseSpecialAuthority(input, input.indexOf(":"), tr46IDNA, undefined);
      expect(record, input).not.toBeNull();
      expectSameRecord(input, record, general(input));
      expect(record?.href).toBe(URL.parse(input)?.href);
    });
  }

  for (const input of FIXTURE.specialAuthority.failing) {
    it(`leaves ${JSON.stringify(input)} to the state machine, which fails it`, () => {
      expect(parseSpecialAuthority(input, input.indexOf(":"), tr46IDNA, undefined)).toBeNull();
      expect(general(input)).toBeNull();
    });
  }

  // Cleaning removes their tabs and newlines and trims the controls and spaces; percent-encoding would keep them.
  for (const input of FIXTURE.specialAuthority.unclean) {
    it(`leaves ${JSON.stringify(input)} to the parser, which cleans it first`, () => {
      expect(parseSpecialAuthority(input, input.indexOf(":"), tr46IDNA, undefined)).toBeNull();
      expect(parseURL(input)?.href).toBe(URL.parse(input)?.href);
    });
  }

  it("agrees with the state machine on random inputs made of authority pieces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...FIXTURE.specialAuthority.pieces), { maxLength: 12 }).map((parts) => parts.join("")),
        (input) => {
          // parseSpecialAuthority takes the input as given and leaves what cleaning would change to the parser.
          const schemeEnd = input.indexOf(":");
          const record = schemeEnd > 0 ? parseSpecialAuthority(input, schemeEnd, tr46IDNA, undefined) : null;
          if (record !== null) expectSameRecord(input, record, general(input));
          const upperCase = parseCanonical(input, undefined);
          if (upperCase !== null) expectSameRecord(input, upperCase, general(input));
          expectSameRecord(input, parseURL(input), general(input));
        },
      ),
      { numRuns: 20000 },
    );
  });
});

describe("special URLs with fewer than two slashes after the scheme (parseSpecialAuthority)", () => {
  const httpsBase = parseURL("https://example.com/a/b") as URLRecordImpl;
  const httpBase = parseURL("http://example.com/a/b") as URLRecordImpl;
  for (const input of ["https:example.com/p", "https:/Example.com:443/a b", "WSS:\\h?q", "https:@h/x", "https:u:p@h"]) {
    it(`reads ${JSON.stringify(input)} as the state machine does, without a base or against one of another scheme`, () => {
      for (const base of [null, httpBase]) {
        const record = parseSpecialAuthority(input, input.indexOf(":"), tr46IDNA, undefined, base);
        expect(record, input).not.toBeNull();
        expectSameRecord(input, record, parseURL(input, { base: base ?? undefined, onValidationError: () => {} }));
        expect(record?.href).toBe(URL.parse(input, base?.href)?.href);
      }
    });
  }

  // Against a base of the same scheme, "https:x" is a relative reference.
  it("leaves them to the state machine against a base of the same scheme", () => {
    for (const input of ["https:example.com/p", "https:/x"]) {
      expect(parseSpecialAuthority(input, input.indexOf(":"), tr46IDNA, undefined, httpsBase)).toBeNull();
      expectSameRecord(
        input,
        parseURL(input, { base: httpsBase }),
        parseURL(input, { base: httpsBase, onValidationError: () => {} }),
      );
    }
    expect(parseURL("https:example.com/p", { base: httpsBase })?.href).toBe("https://example.com/a/example.com/p");
  });
});

describe("relative references against a base (joined to the base's href)", () => {
  const { bases, pieces } = FIXTURE.relative;
  it("gives the state machine's record and native's href for random references", () => {
    const baseRecords = bases.map((base) => parseURL(base) as URLRecord);
    fc.assert(
      fc.property(
        fc.nat(bases.length - 1),
        fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((parts) => parts.join("")),
        (b, input) => {
          const base = baseRecords[b];
          const record = parseURL(input, { base });
          expectSameRecord(input, record, parseURL(input, { base, onValidationError: () => {} }));
          expect(record?.href ?? null, `${input} against ${bases[b]}`).toBe(URL.parse(input, bases[b])?.href ?? null);
        },
      ),
      { numRuns: 20000 },
    );
  });

  // The route itself, not only the parser's result: these take it.
  const base = parseURL("https://example.com/dir/page.html?x#y") as URLRecordImpl;
  // File names, one segment after any dot segments: one with something to percent-encode takes a route of its own,
  // the base's directory then the name percent-encoded.
  const fileNames = [
    "my img.png",
    "caf\u00e9.html",
    "a\u0001b\u007f",
    "\ud800x",
    "a%20b c",
    "..",
    "./a b",
    "%2e%2E/a`b",
    "a=b c",
  ];
  for (const input of [...fileNames, "../a b/c\u00e9?q r", "..\\x\\.\\y", "/a/./b/../c d", "?q x", "x?a'b"]) {
    it(`resolves ${JSON.stringify(input)} on the base's href, percent-encoded, with the state machine's record`, () => {
      const record = resolveOnBase(input, base, undefined);
      expect(record, input).not.toBeNull();
      expectSameRecord(input, record, parseURL(input, { base, onValidationError: () => {} }));
      expect(record?.href).toBe(URL.parse(input, base.href)?.href);
    });
  }

  // Left to the other routes: more than one segment, a query or fragment, C0 controls and spaces around the input
  // (the parser cleans an input that starts or ends with one before any route); and tabs and newlines in it, or a
  // C0 control or space at its end, which no route on the base's href takes.
  const toClean = ["a b ", "a b\u0000", "a\tb c", "a\nb"];
  for (const input of ["a b/c", "a\\b c", "a b?c", "a b#c", " a b", "\u0001a b", ...toClean]) {
    it(`resolves ${JSON.stringify(input)} as the state machine does`, () => {
      if (toClean.includes(input)) expect(resolveOnBase(input, base, undefined)).toBeNull();
      expectSameRecord(input, parseURL(input, { base }), parseURL(input, { base, onValidationError: () => {} }));
      expect(parseURL(input, { base })?.href).toBe(URL.parse(input, base.href)?.href);
    });
  }

  it("resolves references against a base whose scheme is not special, when the result is canonical", () => {
    const taken: [string, string][] = [
      ["assets/a.png", "capacitor://localhost/www/index.html"],
      ["../icons/x.svg?v=1", "chrome-extension://abcdefgh/popup/index.html"],
      ["/api/items", "foo://h/a/b?q#f"],
      ["?q=2", "foo:///a/b?q"],
      ["#s", "mailto:a@b.c?subject=x#f"],
      ["", "foo://h/a/b?q#f"],
    ];
    for (const [input, href] of taken) {
      const base = parseURL(href) as URLRecordImpl;
      const record = resolveOnBase(input, base, undefined);
      expect(record, `${input} against ${href}`).not.toBeNull();
      expectSameRecord(input, record, parseURL(input, { base, onValidationError: () => {} }));
      expect(record?.href).toBe(URL.parse(input, href)?.href);
    }
    // No host ("/." may have to precede the path), an empty path, an opaque path, something to percent-encode, a "\\"
    // (no slash there).
    const left: [string, string][] = [
      ["..//x", "foo:/a/b"],
      ["x", "foo://h"],
      ["x", "mailto:a@b.c"],
      ["", "mailto:a@b.c"],
      ["a b", "foo://h/a/b"],
      ["..\\x", "foo://h/a/b"],
    ];
    for (const [input, href] of left) {
      expect(resolveOnBase(input, parseURL(href) as URLRecordImpl, undefined), `${input} against ${href}`).toBeNull();
      expect(parseURL(input, { base: href })?.href ?? null).toBe(URL.parse(input, href)?.href ?? null);
    }
  });

  // After "#" the base's query stays as it is: the state machine decides.
  it("leaves a fragment that needs percent-encoding to the state machine", () => {
    expect(resolveOnBase("#a b", base, undefined)).toBeNull();
    expect(parseURL("#a b", { base })?.href).toBe("https://example.com/dir/page.html?x#a%20b");
  });

  it("reads a scheme-relative reference with the base's scheme", () => {
    for (const input of ["//h/p", "\\\\h\\p", "/\\H:443/a b"]) {
      expect(withBaseScheme(input, base)).toBe(`https:${input}`);
      expectSameRecord(input, parseURL(input, { base }), parseURL(input, { base, onValidationError: () => {} }));
    }
    expect(withBaseScheme("/p", base)).toBeNull();
    expect(withBaseScheme("//h/p", parseURL("file:///x") as URLRecordImpl)).toBeNull();
    expect(withBaseScheme("//h/p", parseURL("foo://x/y") as URLRecordImpl)).toBeNull();
  });
});

describe("URLs whose scheme is not special, as the serializer writes them (parseNonSpecialCanonical)", () => {
  const taken = [
    "mailto:user@example.com",
    "javascript:void(0)",
    "javascript:alert('a b')",
    "tel:+1-555-0100",
    "urn:isbn:0451450523",
    "data:text/plain,hello world#x",
    "blob:https://example.com/0b9f",
    "foo:",
    "foo:?q#f",
    "foo:/a/b?c",
    "foo://h",
    "foo://H.example:0?x",
    "foo://h:65535/a//b/%2",
    "web+x.y-z://%41/p",
  ];
  for (const input of taken) {
    it(`keeps ${JSON.stringify(input)} as its href, with the state machine's offsets`, () => {
      const record = parseNonSpecialCanonical(input, input.indexOf(":"));
      expect(record?.href, input).toBe(input);
      expectSameRecord(input, record, general(input));
      expect(record?.href).toBe(URL.parse(input)?.href);
    });
  }

  // An upper-case scheme, a special one, what the host or port parser rewrites or fails, an empty host, credentials, a
  // dot segment, a space before "?", code points to percent-encode: the state machine decides.
  const left = [
    "Foo:x",
    "https://h/",
    "foo://h:65536/",
    "foo://h:08/",
    "foo:///x",
    "foo://[::1]/",
    "foo://u@h/",
    "foo:/./x",
    "foo://h/a/../b",
    "mailto:a ?b",
    "foo:\u00e9",
    "foo://h/a b",
  ];
  for (const input of left) {
    it(`leaves ${JSON.stringify(input)} to the state machine`, () => {
      expect(parseNonSpecialCanonical(input, input.indexOf(":"))).toBeNull();
      expectSameRecord(input, parseURL(input), general(input));
    });
  }

  it("agrees with the state machine on random inputs with a scheme that is not special", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("foo:", "mailto:", "Foo:", "a+b.c-d:", "http:", "file:"),
        fc.array(fc.constantFrom(...FIXTURE.nonSpecialPieces), { maxLength: 10 }).map((parts) => parts.join("")),
        (scheme, rest) => {
          const input = scheme + rest;
          const record = parseNonSpecialCanonical(input, scheme.length - 1);
          if (record !== null) {
            expect(record.href).toBe(input);
            expectSameRecord(input, record, general(input));
          }
          expectSameRecord(input, parseURL(input), general(input));
        },
      ),
      { numRuns: 20000 },
    );
  });
});
