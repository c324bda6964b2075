// Every exported function of ours against whatwg-url 17 and 16 over WPT's URL files: the same records (deep equality),
// serializations and errors.
import { toScalarValueString } from "@urlkit/percent-encoding";
import { readWPT, readWPTCases, type URLTestCase } from "@urlkit/tooling";
import { describe, it } from "vitest";
import type { URLRecord } from "../src/index.ts";
import { expectSameAs, originals, outcome, type WhatwgURL } from "./originals.ts";

interface SetterCase {
  href: string;
  new_value: string;
  expected: Record<string, string>;
}

interface HostCase {
  input: string;
  output: string | null;
}

/** What one implementation makes of a urltestdata case through its low-level API. */
function lowLevel(api: WhatwgURL, test: URLTestCase) {
  const baseURL = typeof test.base === "string" ? api.basicURLParse(test.base) : null;
  if (typeof test.base === "string" && baseURL === null) return { base: null };
  const url = api.basicURLParse(test.input, { baseURL });
  const parsed = api.parseURL(test.input, { baseURL });
  if (url === null) return { url, parsed };
  return {
    url,
    parsed,
    href: api.serializeURL(url),
    withoutFragment: api.serializeURL(url, true),
    path: api.serializePath(url),
    origin: api.serializeURLOrigin(url),
    host: url.host === null ? null : api.serializeHost(url.host),
    opaque: api.hasAnOpaquePath(url),
    noCredentials: api.cannotHaveAUsernamePasswordPort(url),
    // Parsing the serialization gives the record back.
    reparsed: api.parseURL(api.serializeURL(url)),
  };
}

/** What one implementation's URL class makes of a urltestdata case. */
function classLevel(api: WhatwgURL, test: URLTestCase) {
  return outcome(() => {
    const url = new api.URL(test.input, test.base ?? undefined);
    const { href, origin, protocol, username, password, host, hostname, port, pathname, search, hash } = url;
    const params = [...url.searchParams];
    return { href, origin, protocol, username, password, host, hostname, port, pathname, search, hash, params };
  });
}

/** The URL API setter `name` over a record, as whatwg-url's URL-impl.js runs it on the low-level API. */
function setOnRecord(api: WhatwgURL, url: URLRecord, name: string, value: string): URLRecord | null {
  switch (name) {
    case "href":
      return api.basicURLParse(value);
    case "protocol":
      api.basicURLParse(`${value}:`, { url, stateOverride: "scheme start" });
      break;
    case "username":
    case "password":
      if (!api.cannotHaveAUsernamePasswordPort(url)) {
        (name === "username" ? api.setTheUsername : api.setThePassword)(url, value);
      }
      break;
    case "host":
    case "hostname":
      if (!api.hasAnOpaquePath(url)) api.basicURLParse(value, { url, stateOverride: name });
      break;
    case "port":
      if (api.cannotHaveAUsernamePasswordPort(url)) break;
      if (value === "") url.port = null;
      else api.basicURLParse(value, { url, stateOverride: "port" });
      break;
    case "pathname":
      if (api.hasAnOpaquePath(url)) break;
      url.path = [];
      api.basicURLParse(value, { url, stateOverride: "path start" });
      break;
    case "search":
    case "hash": {
      const field = name === "search" ? "query" : "fragment";
      if (value === "") {
        url[field] = null;
        break;
      }
      url[field] = "";
      const input = value[0] === (name === "search" ? "?" : "#") ? value.slice(1) : value;
      api.basicURLParse(input, { url, stateOverride: field });
      break;
    }
  }
  return url;
}

const urlFiles = ["urltestdata.json", "urltestdata-javascript-only.json"];

for (const [name] of originals) {
  describe(`against ${name}`, () => {
    for (const file of urlFiles) {
      const cases = readWPTCases<URLTestCase>(file);
      it(`${file}: basicURLParse, parseURL, every serializer and predicate (${cases.length} cases)`, () => {
        expectSameAs(
          name,
          `${file} low-level`,
          cases,
          (test) => JSON.stringify(test.input),
          (api, test) => lowLevel(api, test),
        );
      });
      it(`${file}: the URL class, its errors included`, () => {
        expectSameAs(name, `${file} URL class`, cases, (test) => JSON.stringify(test.input), classLevel);
      });
    }

    const setters = readWPT<Record<string, (SetterCase | string)[]>>("setters_tests.json");
    for (const [setter, list] of Object.entries(setters)) {
      if (setter === "comment") continue;
      const cases = list.filter((c): c is SetterCase => typeof c === "object");
      it(`setters_tests.json ${setter}: state overrides on a copied record, and the URL class (${cases.length})`, () => {
        const label = (test: SetterCase) => `${test.href} .${setter} = ${JSON.stringify(test.new_value)}`;
        expectSameAs(name, `setters ${setter} low-level`, cases, label, (api, test) => {
          const record = api.basicURLParse(test.href) as URLRecord;
          const copy = { ...record, path: Array.isArray(record.path) ? [...record.path] : record.path };
          const result = setOnRecord(api, copy, setter, toScalarValueString(test.new_value));
          return { result, href: result === null ? null : api.serializeURL(result) };
        });
        expectSameAs(name, `setters ${setter} URL class`, cases, label, (api, test) =>
          outcome(() => {
            const url = new api.URL(test.href);
            (url as unknown as Record<string, string>)[setter] = test.new_value;
            return { href: url.href, search: [...url.searchParams] };
          }),
        );
      });
    }

    const percentCases = readWPTCases<{ input: string; output: Record<string, string> }>("percent-encoding.json");
    it(`percent-encoding.json: the query in each encoding (${percentCases.length})`, () => {
      const inputs = percentCases.flatMap(({ input, output }) =>
        Object.keys(output).map((encoding) => ({ input, encoding })),
      );
      expectSameAs(
        name,
        "percent-encoding",
        inputs,
        (c) => `${JSON.stringify(c.input)} in ${c.encoding}`,
        (api, c) =>
          outcome(() => api.parseURL(`https://doesnotmatter.invalid/?${c.input}#${c.input}`, { encoding: c.encoding })),
      );
    });

    const hostCases = readWPTCases<HostCase>("toascii.json");
    it(`toascii.json: the host of special and opaque-host URLs, serializeHost (${hostCases.length})`, () => {
      const hrefs = hostCases.flatMap(({ input }) =>
        ["https://", "foo://", "file://"].map((scheme) => `${scheme}${input}`),
      );
      expectSameAs(
        name,
        "toascii",
        hrefs,
        (href) => href,
        (api, href) => {
          const url = api.parseURL(`${href}/x`);
          return url === null ? null : { host: url.host, serialized: api.serializeHost(url.host as string) };
        },
      );
    });
  });
}
