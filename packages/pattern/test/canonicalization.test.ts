// The encoding callbacks against whatwg-url's basic URL parser run on the same dummy URLs with the same state
// overrides (an independent implementation of the URL Standard), over random text: the canonical-text shortcuts
// must give what the parser gives, and a callback must throw exactly where the parser fails.

import { tr46IDNA } from "@urlkit/host";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  basicURLParse,
  serializeHost,
  serializePath,
  setThePassword,
  setTheUsername,
  type URLRecord,
} from "whatwg-url";
import { canonicalizeAnIPv6Hostname, canonicalizeAPort, encodingCallbacksWith } from "../src/canonicalization.ts";

const callbacks = encodingCallbacksWith(tr46IDNA);

function dummy(scheme = "https"): URLRecord {
  return basicURLParse(`${scheme}://dummy.invalid/`) as URLRecord;
}

// What whatwg-url makes of `value`, or "failure".
const reference = {
  protocol(value: string): string {
    return value === "" ? "" : (basicURLParse(`${value}://dummy.invalid/`)?.scheme ?? "failure");
  },
  username(value: string): string {
    const url = dummy();
    setTheUsername(url, value);
    return url.username;
  },
  password(value: string): string {
    const url = dummy();
    setThePassword(url, value);
    return url.password;
  },
  hostname(value: string): string {
    const url = dummy();
    if (value === "") return "";
    if (basicURLParse(value, { url, stateOverride: "hostname" }) === null) return "failure";
    return url.host === null ? "" : serializeHost(url.host);
  },
  port(value: string, protocol?: string): string {
    if (value === "") return "";
    // Without a protocol, no port is the default one (see canonicalizeAPort).
    const url = dummy(protocol || "a");
    if (basicURLParse(value, { url, stateOverride: "port" }) === null) return "failure";
    return url.port === null ? "" : String(url.port);
  },
  pathname(value: string): string {
    if (value === "") return "";
    const leadingSlash = value[0] === "/";
    const url = dummy();
    url.path = [];
    basicURLParse(leadingSlash ? value : `/-${value}`, { url, stateOverride: "path start" });
    const result = serializePath(url);
    return leadingSlash ? result : result.slice(2);
  },
  opaquePathname(value: string): string {
    if (value === "") return "";
    const url = dummy();
    url.path = "";
    basicURLParse(value, { url, stateOverride: "opaque path" });
    return serializePath(url);
  },
  search(value: string): string {
    if (value === "") return "";
    const url = dummy();
    url.query = "";
    basicURLParse(value, { url, stateOverride: "query" });
    return url.query ?? "";
  },
  hash(value: string): string {
    if (value === "") return "";
    const url = dummy();
    url.fragment = "";
    basicURLParse(value, { url, stateOverride: "fragment" });
    return url.fragment ?? "";
  },
};

function ours(callback: () => string): string {
  try {
    return callback();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return "failure";
  }
}

// Text from the code points each component treats specially, common pattern text, and some that is neither.
const unit = fc.constantFrom(
  ..."aZ09-._~!$&'()*+,;=:@/?#[]\\%2eE<>\"` {}|^\t\n\r".split(""),
  "%2e",
  "%2E",
  "..",
  "xn--",
  "é",
  "тест",
  "\u00ad",
  "\ud800",
  "😀",
  "\u0000",
  "\u007f",
  "ß",
  "1",
  "0x",
);
const text = fc.array(unit, { maxLength: 8 }).map((units) => units.join(""));
const hostText = fc
  .array(fc.constantFrom("a", "b", "z", "0", "1", "9", "f", "x", "xn--", "-", ".", "é", "A", "%", "41", " ", "g"), {
    maxLength: 8,
  })
  .map((units) => units.join(""));

describe("the encoding callbacks agree with whatwg-url's parser", () => {
  const cases: [string, (value: string) => string, (value: string) => string, fc.Arbitrary<string>][] = [
    ["protocol", callbacks.protocol, reference.protocol, fc.oneof(text, fc.constantFrom("http", "A+b", "web+x", "1a"))],
    ["username", callbacks.username, reference.username, text],
    ["password", callbacks.password, reference.password, text],
    ["hostname", callbacks.hostname, reference.hostname, fc.oneof(text, hostText)],
    ["port", callbacks.port, (value) => reference.port(value), fc.oneof(text, fc.stringMatching(/^\d{0,6}$/))],
    ["pathname", callbacks.pathname, reference.pathname, text],
    ["opaque pathname", callbacks.opaquePathname, reference.opaquePathname, text],
    ["search", callbacks.search, reference.search, text],
    ["hash", callbacks.hash, reference.hash, text],
  ];
  for (const [name, callback, expected, arbitrary] of cases) {
    it(name, () => {
      fc.assert(
        fc.property(arbitrary, (value) => {
          expect(ours(() => callback(value))).toBe(expected(value));
        }),
        { numRuns: 2000 },
      );
    });
  }

  it("port, with a protocol deciding the default port", () => {
    const protocols = fc.constantFrom("http", "https", "ws", "wss", "ftp", "file", "foo", "");
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,5}[a-z/]?$/), protocols, (value, protocol) => {
        expect(ours(() => canonicalizeAPort(value, protocol, tr46IDNA))).toBe(reference.port(value, protocol));
      }),
      { numRuns: 2000 },
    );
    expect(canonicalizeAPort("443", "https", tr46IDNA)).toBe("");
    expect(canonicalizeAPort("443", undefined, tr46IDNA)).toBe("443");
  });
});

describe("canonicalizeAnIPv6Hostname", () => {
  it("lowercases hex digits, brackets and colons and rejects anything else", () => {
    expect(canonicalizeAnIPv6Hostname("[::AB:1]")).toBe("[::ab:1]");
    expect(() => canonicalizeAnIPv6Hostname("[::g]")).toThrow(TypeError);
    expect(() => canonicalizeAnIPv6Hostname("[::é]")).toThrow(/is not a valid IPv6 hostname/);
  });
});
