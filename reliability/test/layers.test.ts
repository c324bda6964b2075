// Round trips and no-mutation properties of the lower layers (@urlkit/percent-encoding, urlencoded, host,
// parser), with frozen arguments so any write throws, and deep snapshots compared before/after.

import { parseHost, serializeHost } from "@urlkit/host";
import { basicURLParse, cannotHaveUsernamePasswordPort, parseURL, serializeURL, type URLRecord } from "@urlkit/parser";
import {
  C0_CONTROL_SET,
  COMPONENT_SET,
  FORM_URLENCODED_SET,
  FRAGMENT_SET,
  PATH_SET,
  percentDecode,
  percentDecodeString,
  percentEncode,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
  utf8DecodeWithoutBOM,
  utf8Encode,
} from "@urlkit/percent-encoding";
import { parse, serialize } from "@urlkit/urlencoded";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { URLSearchParams as WhatwgURLSearchParams } from "whatwg-url";
import { anyString, BASES, host, relativeString, significantText, urlString } from "../src/arbitraries.ts";
import { toWellFormed } from "../src/strings.ts";

const SEED = 20260708;
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 400);
const params = { seed: SEED, numRuns: RUNS };

const SETS = {
  C0_CONTROL_SET,
  FRAGMENT_SET,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  PATH_SET,
  USERINFO_SET,
  COMPONENT_SET,
  FORM_URLENCODED_SET,
};

/** Every readable property of a URL record (the documented accessors and offsets), for before/after. */
const RECORD_KEYS = [
  "href",
  "scheme",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "path",
  "query",
  "fragment",
  "hasOpaquePath",
  "schemeEnd",
  "usernameEnd",
  "hostStart",
  "hostEnd",
  "portNumber",
  "pathStart",
  "queryStart",
  "fragmentStart",
] as const;

function recordSnapshot(record: URLRecord): string {
  return JSON.stringify(RECORD_KEYS.map((key) => [key, record[key]]));
}

describe("@urlkit/percent-encoding", () => {
  for (const [name, set] of Object.entries(SETS)) {
    it(`decode(encode(s, ${name})) is s made well-formed, for any string`, () => {
      fc.assert(
        fc.property(anyString, (s) => {
          expect(percentDecodeString(percentEncode(s, set))).toBe(toWellFormed(s));
          // With spaceAsPlus a space becomes "+", which a form decoder turns back (a "+" of the input is
          // encoded as %2B by the sets that contain it, and is read as a space otherwise).
          const plus = percentEncode(s, set, { spaceAsPlus: true });
          expect(percentDecodeString(plus.replaceAll("+", " "))).toBe(
            toWellFormed(set.has(0x2b) ? s : s.replaceAll("+", " ")),
          );
        }),
        params,
      );
    });
  }

  it("encoding is idempotent for the sets that contain %: encode(encode(s)) adds only %25", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const once = percentEncode(s, COMPONENT_SET);
        expect(percentEncode(once, COMPONENT_SET)).toBe(once.replaceAll("%", "%25"));
      }),
      params,
    );
  });

  it("utf8DecodeWithoutBOM(utf8Encode(s)) is s made well-formed; percentDecode leaves its bytes alone", () => {
    fc.assert(
      fc.property(anyString, fc.uint8Array({ maxLength: 40 }), (s, bytes) => {
        expect(utf8DecodeWithoutBOM(utf8Encode(s))).toBe(toWellFormed(s));
        const copy = bytes.slice();
        const decoded = percentDecode(bytes);
        expect(bytes).toEqual(copy);
        if (decoded.length > 0) {
          decoded[0] ^= 0xff; // the result must not alias the argument
          expect(bytes).toEqual(copy);
        }
      }),
      params,
    );
  });
});

describe("@urlkit/urlencoded", () => {
  const pairs = fc.array(fc.tuple(anyString, anyString), { maxLength: 8 });

  it("parse(serialize(pairs)) is the pairs made well-formed, and serialize leaves its (frozen) argument alone", () => {
    fc.assert(
      fc.property(pairs, (list) => {
        const before = JSON.stringify(list);
        const frozen = Object.freeze(list.map((pair) => Object.freeze(pair)));
        const serialized = serialize(frozen);
        expect(JSON.stringify(list)).toBe(before);
        expect(parse(serialized)).toEqual(list.map(([n, v]) => [toWellFormed(n), toWellFormed(v)]));
        expect(serialize(parse(serialized))).toBe(serialized);
      }),
      params,
    );
  });

  it("parse agrees with whatwg-url's URLSearchParams on any string, and with its bytes form", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, significantText(30)), (s) => {
        const expected = [...new WhatwgURLSearchParams(s.startsWith("?") ? `?${s}` : s)];
        expect(parse(s)).toEqual(expected);
        const bytes = utf8Encode(s);
        const copy = bytes.slice();
        expect(parse(bytes)).toEqual(expected);
        expect(bytes).toEqual(copy);
      }),
      params,
    );
  });

  it("the parsed pairs are fresh arrays (mutating them changes nothing else)", () => {
    const first = parse("a=1&b=2");
    first[0][1] = "changed";
    first.pop();
    expect(parse("a=1&b=2")).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);
  });
});

describe("@urlkit/host", () => {
  it("parseHost leaves its (frozen) options alone; serializeHost(parseHost(x)) reparses to the same host", () => {
    fc.assert(
      fc.property(fc.oneof(host, anyString), fc.boolean(), (input, isOpaque) => {
        fc.pre(input.length > 0);
        const options = Object.freeze({ isOpaque });
        const parsed = parseHost(input, options);
        if (parsed === null) return;
        const serialized = serializeHost(parsed);
        const again = parseHost(serialized, options);
        expect(again).not.toBeNull();
        expect(serializeHost(again!)).toBe(serialized);
      }),
      params,
    );
  });
});

describe("@urlkit/parser", () => {
  const input = fc.oneof(urlString, relativeString, anyString);
  const baseString = fc.oneof(fc.constantFrom(...BASES), urlString);

  it("parseURL leaves a base record (and frozen options) alone, and a record base equals its string", () => {
    fc.assert(
      fc.property(input, baseString, (s, b) => {
        const base = parseURL(b);
        fc.pre(base !== null);
        const before = recordSnapshot(base);
        const withRecord = parseURL(s, Object.freeze({ base }));
        expect(recordSnapshot(base)).toBe(before);
        const withString = parseURL(s, Object.freeze({ base: b }));
        expect(withRecord?.href ?? null).toBe(withString?.href ?? null);
        if (withRecord !== null) {
          expect(serializeURL(withRecord)).toBe(withRecord.href);
          expect(parseURL(withRecord.href)?.href).toBe(withRecord.href);
        }
      }),
      params,
    );
  });

  it("a state-override parse changes only the record it was given, never the base or another record", () => {
    const overrides = ["host", "hostname", "port", "path-start", "query", "fragment", "scheme-start"] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...BASES),
        fc.constantFrom(...overrides),
        significantText(10),
        (b, stateOverride, value) => {
          const original = parseURL(b)!;
          const target = parseURL(b)!;
          // The preconditions the URL class's setters check before they call the parser (URL Standard, API).
          const needsPath = stateOverride === "host" || stateOverride === "hostname" || stateOverride === "path-start";
          fc.pre(!(needsPath && target.hasOpaquePath));
          fc.pre(!(stateOverride === "port" && (cannotHaveUsernamePasswordPort(target) || value === "")));
          const before = recordSnapshot(original);
          basicURLParse(stateOverride === "scheme-start" ? `${value}:` : value, { url: target, stateOverride });
          expect(recordSnapshot(original)).toBe(before);
          expect(parseURL(target.href)?.href).toBe(target.href);
        },
      ),
      params,
    );
  });
});
