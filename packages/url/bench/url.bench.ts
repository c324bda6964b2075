// @urlkit/url (built dist) against the running Node's native URL and URLSearchParams (ada in C++ for URL),
// interleaved in one process; the ratio column is time relative to native (< 1 = faster than native).
// Run: pnpm --filter @urlkit/url bench (build first; BENCH_ROUNDS / BENCH_BATCH_MS tune the runner,
// BENCH_ONLY=url or params runs one half).
// Every case is its own function literal: closures made by one shared factory would share V8's feedback,
// turning each call site polymorphic (two classes) and skewing the ratio against whichever case runs second.
import { compare, DATASETS, loadFamilies, readDataset, readText, URL_ATTRIBUTES } from "@urlkit/tooling";
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

const GETTERS = URL_ATTRIBUTES;

if (only !== "params") {
  for (const file of DATASETS) {
    const inputs = readDataset(file);
    checkSameHref(file, inputs);
    const info = { items: inputs.length, bytes: utf8Length(inputs) };
    compare(
      `new URL(x).href over ${file} (${inputs.length} URLs)`,
      [
        {
          name: "urlkit",
          fn: () => {
            let n = 0;
            for (let i = 0; i < inputs.length; i++) {
              try {
                n += readText(new OurURL(inputs[i]).href);
              } catch {
                n++;
              }
            }
            return n;
          },
        },
        {
          name: "native",
          fn: () => {
            let n = 0;
            for (let i = 0; i < inputs.length; i++) {
              try {
                n += readText(new NativeURL(inputs[i]).href);
              } catch {
                n++;
              }
            }
            return n;
          },
        },
      ],
      info,
    );
    compare(
      `URL.canParse(x) over ${file}`,
      [
        {
          name: "urlkit",
          fn: () => {
            let n = 0;
            for (let i = 0; i < inputs.length; i++) if (OurURL.canParse(inputs[i])) n++;
            return n;
          },
        },
        {
          name: "native",
          fn: () => {
            let n = 0;
            for (let i = 0; i < inputs.length; i++) if (NativeURL.canParse(inputs[i])) n++;
            return n;
          },
        },
      ],
      info,
    );
  }

  // Getters and the search setter on already-parsed URLs: the first 5,000 of kasztp.txt.
  const sample = readDataset("kasztp.txt").slice(0, 5000);
  const ours = sample.map((input) => OurURL.parse(input)).filter((url) => url !== null);
  const natives = sample.map((input) => NativeURL.parse(input)).filter((url) => url !== null);
  compare(
    `reading every getter (${GETTERS.join(", ")}) of ${ours.length} parsed kasztp.txt URLs`,
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (let i = 0; i < ours.length; i++) {
            const url = ours[i];
            n += readText(url.href) + readText(url.origin) + readText(url.protocol) + readText(url.username);
            n += readText(url.password) + readText(url.host) + readText(url.hostname) + readText(url.port);
            n += readText(url.pathname) + readText(url.search) + readText(url.hash);
          }
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (let i = 0; i < natives.length; i++) {
            const url = natives[i];
            n += readText(url.href) + readText(url.origin) + readText(url.protocol) + readText(url.username);
            n += readText(url.password) + readText(url.host) + readText(url.hostname) + readText(url.port);
            n += readText(url.pathname) + readText(url.search) + readText(url.hash);
          }
          return n;
        },
      },
    ],
    { items: ours.length * GETTERS.length },
  );
  // A page's links resolved against the page's URL, as a string (`new URL(href, document.baseURI)`): tooling's mixed
  // hrefs family, first each link against a page of its own, then ten links in turn against each page's URL, which
  // the class parses once for the ten (it keeps the last base it parsed).
  const links = loadFamilies().find((family) => family.name.startsWith("a page's hrefs"))?.inputs ?? [];
  const linksPerPage = links.map(({ input }, i) => ({ input, base: links[i - (i % 10)].base as string }));
  for (const { input, base } of [...links, ...linksPerPage]) {
    if (new OurURL(input, base).href !== new NativeURL(input, base).href) {
      console.log(`  ${JSON.stringify(input)} against ${base}: href differs from native`);
    }
  }
  compare(
    `new URL(href, base).href for ${links.length} links, each against a page of its own`,
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (const { input, base } of links) n += readText(new OurURL(input, base).href);
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (const { input, base } of links) n += readText(new NativeURL(input, base).href);
          return n;
        },
      },
    ],
    { items: links.length },
  );
  compare(
    `new URL(href, base).href for the same links, ten against each page`,
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (const { input, base } of linksPerPage) n += readText(new OurURL(input, base).href);
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (const { input, base } of linksPerPage) n += readText(new NativeURL(input, base).href);
          return n;
        },
      },
    ],
    { items: linksPerPage.length },
  );

  const searches = ["?q=1", "?a=b&c=d e", "", "?utm_source=newsletter&utm_medium=email&page=2", "x=ü"];
  compare(
    `url.search = … on ${ours.length} parsed kasztp.txt URLs`,
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (let i = 0; i < ours.length; i++) {
            ours[i].search = searches[i % searches.length];
            n += readText(ours[i].search);
          }
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (let i = 0; i < natives.length; i++) {
            natives[i].search = searches[i % searches.length];
            n += readText(natives[i].search);
          }
          return n;
        },
      },
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
  compare(
    `new URLSearchParams(search) over ${queries.length} kasztp.txt queries`,
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (let i = 0; i < queries.length; i++) n += new OurParams(queries[i]).size;
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (let i = 0; i < queries.length; i++) n += new NativeParams(queries[i]).size;
          return n;
        },
      },
    ],
    info,
  );
  compare(
    "new URLSearchParams(search) then sort()",
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (let i = 0; i < queries.length; i++) {
            const params = new OurParams(queries[i]);
            params.sort();
            n += params.size;
          }
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (let i = 0; i < queries.length; i++) {
            const params = new NativeParams(queries[i]);
            params.sort();
            n += params.size;
          }
          return n;
        },
      },
    ],
    info,
  );
  // Node caches toString per object, so each round serializes fresh objects built from the same pairs.
  const lists = queries.map((query) => [...new NativeParams(query)]);
  compare(
    "new URLSearchParams(pairs).toString()",
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (let i = 0; i < lists.length; i++) n += readText(new OurParams(lists[i]).toString());
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (let i = 0; i < lists.length; i++) n += readText(new NativeParams(lists[i]).toString());
          return n;
        },
      },
    ],
    info,
  );
}
