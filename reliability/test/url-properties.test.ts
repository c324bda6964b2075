// Properties of the subject's URL class alone (fast-check, fixed seed so failures reproduce, shrunk counterexamples).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anyString,
  BASES,
  relativeString,
  SETTERS,
  type SetterName,
  setterValue,
  significantText,
  urlString,
} from "../src/arbitraries.ts";
import { type Impl, subject, type URLLike } from "../src/impls.ts";
import { snapshotURL } from "../src/outcome.ts";
import { protocolSetterDriveLetterReparse } from "../src/strings.ts";

const SEED = 20260708;
const RUNS = Number(process.env.RELIABILITY_RUNS ?? 400);
const params = (numRuns = RUNS) => ({ seed: SEED, numRuns });

/** Any input: URL-shaped, relative, or arbitrary code units (lone surrogates, C0 controls, non-ASCII). */
const input = fc.oneof(urlString, relativeString, anyString);
const base = fc.option(fc.oneof(fc.constantFrom(...BASES), urlString), { nil: undefined });

function tryParse(impl: Impl, s: string, b?: string): URLLike | Error {
  try {
    return b === undefined ? new impl.URL(s) : new impl.URL(s, b);
  } catch (error) {
    return error as Error;
  }
}

describe("URL constructor", () => {
  const impl = subject();

  it("returns a URL or throws a TypeError, nothing else; URL.parse and URL.canParse agree", () => {
    fc.assert(
      fc.property(input, base, (s, b) => {
        const result = tryParse(impl, s, b);
        if (result instanceof Error) {
          expect(result).toBeInstanceOf(TypeError);
          expect(impl.URL.parse(s, b)).toBeNull();
          expect(impl.URL.canParse(s, b)).toBe(false);
        } else {
          expect(impl.URL.parse(s, b)?.href).toBe(result.href);
          expect(impl.URL.canParse(s, b)).toBe(true);
        }
      }),
      params(RUNS * 3),
    );
  });

  it("is idempotent: new URL(u.href) has the same href and every same component", () => {
    // The URL Standard's "URL serializing" makes no exception: the "/." it writes for a null host with a path starting
    // with an empty segment (web+demo:/.//not-a-host/) is exactly what keeps that case idempotent.
    fc.assert(
      fc.property(input, base, (s, b) => {
        const url = tryParse(impl, s, b);
        fc.pre(!(url instanceof Error));
        const again = new impl.URL(url.href);
        expect(snapshotURL(again)).toEqual(snapshotURL(url));
        expect(new impl.URL(again.href).href).toBe(url.href);
      }),
      params(RUNS * 3),
    );
  });

  it("keeps the standard's idempotence examples (URL Standard, URL serializer note)", () => {
    for (const s of ["web+demo:/.//not-a-host/", "web+demo:/path/..//not-a-host/"]) {
      expect(new impl.URL(s).href).toBe("web+demo:/.//not-a-host/");
      expect(new impl.URL(new impl.URL(s).href).pathname).toBe("//not-a-host/");
    }
  });

  it("accepts a URL object as base as its href, and leaves it unchanged", () => {
    fc.assert(
      fc.property(fc.oneof(relativeString, urlString), fc.constantFrom(...BASES), (s, b) => {
        const baseURL = new impl.URL(b);
        const before = snapshotURL(baseURL);
        const viaObject = tryParse(impl, s, baseURL as unknown as string);
        const viaString = tryParse(impl, s, b);
        expect(snapshotURL(baseURL)).toEqual(before);
        if (viaString instanceof Error) expect(viaObject).toBeInstanceOf(TypeError);
        else expect((viaObject as URLLike).href).toBe(viaString.href);
      }),
      params(),
    );
  });
});

describe("URL setters", () => {
  const impl = subject();
  const validHref = fc.oneof(urlString, fc.constantFrom(...BASES)).filter((s) => !(tryParse(impl, s) instanceof Error));

  for (const setter of SETTERS) {
    it(`${setter}: only the href setter throws (a TypeError); afterwards href reparses to itself`, () => {
      fc.assert(
        fc.property(validHref, setterValue(setter as SetterName), (href, value) => {
          const url = new impl.URL(href);
          const before = url.href;
          const protocolBefore = url.protocol;
          try {
            url[setter] = value;
          } catch (error) {
            expect(setter).toBe("href");
            expect(error).toBeInstanceOf(TypeError);
            expect(url.href).toBe(before);
          }
          const driveLetter = protocolSetterDriveLetterReparse(setter, protocolBefore, url);
          if (driveLetter !== null) {
            // The standard's one href exception (src/strings.ts): the reparse normalizes "c|" to "c:", once.
            expect(new impl.URL(url.href).href).toBe(driveLetter);
            expect(new impl.URL(driveLetter).href).toBe(driveLetter);
            return;
          }
          const again = new impl.URL(url.href);
          expect(again.href).toBe(url.href);
          const mine = snapshotURL(url);
          const reparsed = snapshotURL(again);
          // The query object follows the URL's query (after the search setter too, as in Node and whatwg-url).
          expect(mine.searchParams).toBe(new impl.URLSearchParams(url.search).toString());
          expect(reparsed).toEqual(mine);
        }),
        params(),
      );
    });
  }

  it("the standard's protocol-setter exception: special → file with a c| first segment reparses to c:", () => {
    for (const [href, expected] of [
      ["ws://h/c|/x", "file://h/c:/x"],
      ["http://h/C|", "file://h/C:"],
      ["https://h/a|?q#f", "file://h/a:?q#f"],
    ]) {
      const url = new impl.URL(href);
      url.protocol = "file";
      expect(url.href).toBe(href.replace(/^[a-z]+:/, "file:"));
      expect(protocolSetterDriveLetterReparse("protocol", "ws:", url)).toBe(expected);
      expect(new impl.URL(url.href).href).toBe(expected);
    }
    const plain = new impl.URL("ws://h/c:/x");
    plain.protocol = "file";
    expect(protocolSetterDriveLetterReparse("protocol", "ws:", plain)).toBeNull();
    expect(new impl.URL(plain.href).href).toBe(plain.href);
  });

  it("searchParams mutations write through, and the href still reparses to itself", () => {
    const op = fc.oneof(
      fc.tuple(fc.constant("append" as const), significantText(4), significantText(4)),
      fc.tuple(fc.constant("set" as const), significantText(4), significantText(4)),
      fc.tuple(fc.constant("delete" as const), significantText(4), fc.constant("")),
      fc.tuple(fc.constant("sort" as const), fc.constant(""), fc.constant("")),
    );
    fc.assert(
      fc.property(validHref, fc.array(op, { maxLength: 6 }), (href, ops) => {
        const url = new impl.URL(href);
        for (const [name, a, b] of ops) {
          if (name === "append" || name === "set") url.searchParams[name](a, b);
          else if (name === "delete") url.searchParams.delete(a);
          else url.searchParams.sort();
        }
        const serialized = url.searchParams.toString();
        if (ops.length > 0) expect(url.search).toBe(serialized === "" ? "" : `?${serialized}`);
        expect(new impl.URL(url.href).href).toBe(url.href);
      }),
      params(),
    );
  });
});
