// @urlkit/pattern (built dist) against the running Node's native URLPattern (ada in C++) and urlpattern-polyfill,
// interleaved in one process; the ratio column is time relative to native (< 1 = faster than native).
// Run: pnpm --filter @urlkit/pattern bench (build first; BENCH_ROUNDS / BENCH_BATCH_MS tune the runner,
// BENCH_URLS sets how many URLs of each dataset are matched, default 5,000, spread evenly over the file).
// Every case is its own function literal: closures made by one shared factory would share V8's feedback, turning
// each call site polymorphic and skewing the ratio against whichever case runs second.
import { URLPattern as OurPattern } from "@urlkit/pattern";
import { compare, DATASETS, readDataset, readText } from "@urlkit/tooling";
import { URLPattern as PolyfillPattern } from "urlpattern-polyfill/urlpattern";

type Input = string | Record<string, string>;

interface AnyPattern {
  test(input: string): boolean;
  exec(input: string): { pathname: { groups: Record<string, string | undefined> } } | null;
}

const NativePattern = (globalThis as unknown as { URLPattern: new (input: Input) => AnyPattern }).URLPattern;
if (typeof NativePattern !== "function") throw new Error("this Node has no native URLPattern (Node 24 or later)");

// A router's table: path patterns with named groups, regexp groups, optional and repeated groups and wildcards,
// and two whole-URL patterns.
const ROUTES: Input[] = [
  { pathname: "/" },
  { pathname: "/index.htm{l}?" },
  { pathname: "/:section/index.:ext(html?|php|asp)" },
  { pathname: "/users/:id(\\d+)" },
  { pathname: "/:lang(en|de|fr|es)/*" },
  { pathname: "/blog/:year(\\d{4})/:month(\\d{2})/:slug" },
  { pathname: "/:dir/:file.:ext" },
  { pathname: "/api/:version/:resource/:id?" },
  { pathname: "/static/*" },
  { pathname: "/:segments+/" },
  "https://www.angelfire.com/:state/:site/*",
  "http{s}?://{:subdomain.}?:domain.:tld/*",
];

function sample(file: string, count: number): string[] {
  const lines = readDataset(file);
  if (lines.length <= count) return lines;
  const step = lines.length / count;
  return Array.from({ length: count }, (_, i) => lines[Math.floor(i * step)]);
}

const ours = ROUTES.map((route) => new OurPattern(route));
const polyfill = ROUTES.map((route) => new PolyfillPattern(route) as unknown as AnyPattern);
const native = ROUTES.map((route) => new NativePattern(route));

// A match's pathname groups as a string that does not depend on the order of the groups' properties.
function groupsOf(result: ReturnType<AnyPattern["exec"]>): string {
  return result === null ? "null" : JSON.stringify(Object.entries(result.pathname.groups).sort());
}

// The three must compute the same matches for the comparison to mean anything: report where they differ.
function checkSameMatches(name: string, urls: string[]): void {
  let ourDiffs = 0;
  let polyfillDiffs = 0;
  for (const url of urls) {
    for (let p = 0; p < ROUTES.length; p++) {
      const expected = groupsOf(native[p].exec(url));
      if (groupsOf(ours[p].exec(url)) !== expected && ourDiffs++ < 3) {
        console.log(`  ${name}: ${JSON.stringify(url)} ~ ${JSON.stringify(ROUTES[p])}: urlkit and native differ`);
      }
      if (groupsOf(polyfill[p].exec(url)) !== expected) polyfillDiffs++;
    }
  }
  console.log(
    `  ${name}: of ${urls.length * ROUTES.length} (URL, pattern) pairs, urlkit differs from native on ${ourDiffs}, ` +
      `urlpattern-polyfill on ${polyfillDiffs}`,
  );
}

const perDataset = Number(process.env.BENCH_URLS ?? 5000);

for (const file of DATASETS) {
  const urls = sample(file, perDataset);
  checkSameMatches(file, urls);
  const items = urls.length * ROUTES.length;
  compare(
    `test(url) over ${file} (${urls.length} URLs × ${ROUTES.length} patterns)`,
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (let i = 0; i < urls.length; i++) for (let p = 0; p < ours.length; p++) if (ours[p].test(urls[i])) n++;
          return n;
        },
      },
      {
        name: "urlpattern-polyfill",
        fn: () => {
          let n = 0;
          for (let i = 0; i < urls.length; i++) {
            for (let p = 0; p < polyfill.length; p++) if (polyfill[p].test(urls[i])) n++;
          }
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (let i = 0; i < urls.length; i++)
            for (let p = 0; p < native.length; p++) if (native[p].test(urls[i])) n++;
          return n;
        },
      },
    ],
    { items },
  );
  compare(
    `exec(url) over ${file} (${urls.length} URLs × ${ROUTES.length} patterns)`,
    [
      {
        name: "urlkit",
        fn: () => {
          let n = 0;
          for (let i = 0; i < urls.length; i++) for (let p = 0; p < ours.length; p++) if (ours[p].exec(urls[i])) n++;
          return n;
        },
      },
      {
        name: "urlpattern-polyfill",
        fn: () => {
          let n = 0;
          for (let i = 0; i < urls.length; i++) {
            for (let p = 0; p < polyfill.length; p++) if (polyfill[p].exec(urls[i])) n++;
          }
          return n;
        },
      },
      {
        name: "native",
        fn: () => {
          let n = 0;
          for (let i = 0; i < urls.length; i++)
            for (let p = 0; p < native.length; p++) if (native[p].exec(urls[i])) n++;
          return n;
        },
      },
    ],
    { items },
  );
}

compare(
  `new URLPattern(route) for the ${ROUTES.length} routes`,
  [
    {
      name: "urlkit",
      fn: () => {
        let n = 0;
        for (let p = 0; p < ROUTES.length; p++) n += readText(new OurPattern(ROUTES[p]).pathname);
        return n;
      },
    },
    {
      name: "urlpattern-polyfill",
      fn: () => {
        let n = 0;
        for (let p = 0; p < ROUTES.length; p++)
          n += readText((new PolyfillPattern(ROUTES[p]) as { pathname: string }).pathname);
        return n;
      },
    },
    {
      name: "native",
      fn: () => {
        let n = 0;
        for (let p = 0; p < ROUTES.length; p++)
          n += readText((new NativePattern(ROUTES[p]) as unknown as { pathname: string }).pathname);
        return n;
      },
    },
  ],
  { items: ROUTES.length },
);

// Patterns never built before: what a router pays once per route (no component compiled earlier can be reused
// except the "*" ones). Each case has its own counter so every construction sees new text.
function uniqueRoutes(i: number): Input[] {
  return [
    { pathname: `/users${i}/:id(\\d+)` },
    { pathname: `/blog${i}/:year(\\d{4})/:slug` },
    `https://www.site${i}.com/:state/:site/*`,
    { pathname: `/api${i}/:version/:resource/:id?` },
  ];
}

let ourCounter = 0;
let polyfillCounter = 0;
let nativeCounter = 0;
compare(
  "new URLPattern(route) for 4 routes never built before",
  [
    {
      name: "urlkit",
      fn: () => {
        let n = 0;
        for (const route of uniqueRoutes(ourCounter++)) n += readText(new OurPattern(route).pathname);
        return n;
      },
    },
    {
      name: "urlpattern-polyfill",
      fn: () => {
        let n = 0;
        for (const route of uniqueRoutes(polyfillCounter++)) {
          n += readText((new PolyfillPattern(route) as { pathname: string }).pathname);
        }
        return n;
      },
    },
    {
      name: "native",
      fn: () => {
        let n = 0;
        for (const route of uniqueRoutes(nativeCounter++)) {
          n += readText((new NativePattern(route) as unknown as { pathname: string }).pathname);
        }
        return n;
      },
    },
  ],
  { items: 4 },
);
