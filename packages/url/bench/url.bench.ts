// @urlkit/url (built dist) against the running Node's native URL and URLSearchParams (ada in C++ for URL),
// interleaved in one process; the ratio column is time relative to native (< 1 = faster than native).
// Run: pnpm --filter @urlkit/url bench (build first; BENCH_ROUNDS / BENCH_BATCH_MS tune the runner,
// BENCH_ONLY=url or params runs one half).
import { compare, DATASETS, readDataset } from "@urlkit/tooling";
import { URLSearchParams as OurParams, URL as OurURL } from "@urlkit/url";

const NativeURL = globalThis.URL;
const NativeParams = globalThis.URLSearchParams;
const only = process.env.BENCH_ONLY;

const utf8Length = (strings: string[]) => strings.reduce((n, s) => n + Buffer.byteLength(s, "utf8"), 0);

// Both sides must compute the same thing for a comparison to mean anything: report any input where they differ.
function checkSameHref(name: string, inputs: string[]): void {
  let differ = 0;
  for (const input of inputs) {
    const ours = OurURL.parse(input)?.href ?? null;
    const native = NativeURL.parse(input)?.href ?? null;
    if (ours !== native && differ++ < 3)
      console.log(`  ${name}: ${JSON.stringify(input)} → ${ours} vs native ${native}`);
  }
  if (differ > 0) console.log(`  ${name}: ${differ} of ${inputs.length} inputs give a different href than native`);
}

const GETTERS = [
  "href",
  "origin",
  "protocol",
  "username",
  "password",
  "host",
  "hostname",
  "port",
  "pathname",
  "search",
  "hash",
] as const;

if (only !== "params") {
  for (const file of DATASETS) {
    const inputs = readDataset(file);
    checkSameHref(file, inputs);
    const info = { items: inputs.length, bytes: utf8Length(inputs) };
    const hrefOf = (Class: typeof NativeURL) => () => {
      let n = 0;
      for (let i = 0; i < inputs.length; i++) {
        const url = Class.parse(inputs[i]);
        if (url !== null) n += url.href.length;
      }
      return n;
    };
    const construct = (Class: typeof NativeURL) => () => {
      let n = 0;
      for (let i = 0; i < inputs.length; i++) {
        try {
          n += new Class(inputs[i]).href.length;
        } catch {
          n++;
        }
      }
      return n;
    };
    compare(
      `new URL(x).href over ${file} (${inputs.length} URLs)`,
      [
        { name: "urlkit", fn: construct(OurURL as unknown as typeof NativeURL) },
        { name: "native", fn: construct(NativeURL) },
      ],
      info,
    );
    compare(
      `URL.parse(x)?.href over ${file}`,
      [
        { name: "urlkit", fn: hrefOf(OurURL as unknown as typeof NativeURL) },
        { name: "native", fn: hrefOf(NativeURL) },
      ],
      info,
    );
    const canParse = (Class: typeof NativeURL) => () => {
      let n = 0;
      for (let i = 0; i < inputs.length; i++) if (Class.canParse(inputs[i])) n++;
      return n;
    };
    compare(
      `URL.canParse(x) over ${file}`,
      [
        { name: "urlkit", fn: canParse(OurURL as unknown as typeof NativeURL) },
        { name: "native", fn: canParse(NativeURL) },
      ],
      info,
    );
  }

  // Getters and the search setter on already-parsed URLs: the first 5,000 of kasztp.txt.
  const sample = readDataset("kasztp.txt").slice(0, 5000);
  const parsed = <T>(Class: { parse(input: string): T | null }) =>
    sample.map((input) => Class.parse(input)).filter((url): url is T => url !== null);
  const ours = parsed(OurURL);
  const natives = parsed(NativeURL);
  const readAll = (urls: Record<string, unknown>[]) => () => {
    let n = 0;
    for (let i = 0; i < urls.length; i++) {
      const url = urls[i];
      for (let g = 0; g < GETTERS.length; g++) n += (url[GETTERS[g]] as string).length;
    }
    return n;
  };
  compare(
    `reading every getter (${GETTERS.join(", ")}) of ${ours.length} parsed kasztp.txt URLs`,
    [
      { name: "urlkit", fn: readAll(ours as unknown as Record<string, unknown>[]) },
      { name: "native", fn: readAll(natives as unknown as Record<string, unknown>[]) },
    ],
    { items: ours.length * GETTERS.length },
  );
  const searches = ["?q=1", "?a=b&c=d e", "", "?utm_source=newsletter&utm_medium=email&page=2", "x=ü"];
  const setSearch = (urls: { search: string }[]) => () => {
    let n = 0;
    for (let i = 0; i < urls.length; i++) {
      urls[i].search = searches[i % searches.length];
      n += urls[i].search.length;
    }
    return n;
  };
  compare(
    `url.search = … on ${ours.length} parsed kasztp.txt URLs`,
    [
      { name: "urlkit", fn: setSearch(ours) },
      { name: "native", fn: setSearch(natives) },
    ],
    { items: ours.length },
  );
}

if (only !== "url") {
  // Real queries: the search of each kasztp.txt URL that has one.
  const queries: string[] = [];
  for (const line of readDataset("kasztp.txt")) {
    const url = NativeURL.parse(line);
    if (url !== null && url.search.length > 1) queries.push(url.search);
  }
  const info = { items: queries.length, bytes: utf8Length(queries) };
  for (const query of queries) {
    if (new OurParams(query).toString() !== new NativeParams(query).toString()) {
      console.log(`  URLSearchParams differs from native for ${JSON.stringify(query)}`);
    }
  }
  const parseAll = (Class: typeof NativeParams, sort: boolean) => () => {
    let n = 0;
    for (let i = 0; i < queries.length; i++) {
      const params = new Class(queries[i]);
      if (sort) params.sort();
      n += params.size;
    }
    return n;
  };
  compare(
    `new URLSearchParams(search) over ${queries.length} kasztp.txt queries`,
    [
      { name: "urlkit", fn: parseAll(OurParams as unknown as typeof NativeParams, false) },
      { name: "native", fn: parseAll(NativeParams, false) },
    ],
    info,
  );
  compare(
    "new URLSearchParams(search) then sort()",
    [
      { name: "urlkit", fn: parseAll(OurParams as unknown as typeof NativeParams, true) },
      { name: "native", fn: parseAll(NativeParams, true) },
    ],
    info,
  );
  // Node caches toString per object, so each round serializes fresh objects built from the same pairs.
  const lists = queries.map((query) => [...new NativeParams(query)]);
  const serializeAll = (Class: typeof NativeParams) => () => {
    let n = 0;
    for (let i = 0; i < lists.length; i++) n += new Class(lists[i]).toString().length;
    return n;
  };
  compare(
    "new URLSearchParams(pairs).toString()",
    [
      { name: "urlkit", fn: serializeAll(OurParams as unknown as typeof NativeParams) },
      { name: "native", fn: serializeAll(NativeParams) },
    ],
    info,
  );
}
