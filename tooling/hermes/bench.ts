// Run in the Hermes VM by `pnpm hermes --bench` (tooling/scripts/hermes.ts embeds the data): urlkit's URL (tr46 and
// platform-idna entries) beside the two URL classes React Native apps use today, react-native-url-polyfill 4 and
// Expo's whatwg-url-minimum, in one process: the WPT URL files through each, `new URL(x).href` over a URL list
// (best of several interleaved rounds), and every assigned code point in a host label against tr46 (urlkit's main entry).
// @ts-expect-error: a module the bundler makes up (see tooling/scripts/hermes.ts)
import data from "urlkit-hermes:bench";
import { URL as PolyfillURL } from "react-native-url-polyfill";
import { URL as MinimumURL } from "whatwg-url-minimum";
// The builds, as an app gets them (tooling does not depend on the packages it serves).
import { URL as TR46URL } from "../../packages/url/dist/index.js";
import { URL as PlatformIDNAURL } from "../../packages/url/dist/platform-idna.js";
import { checkWPTFiles, type URLClass, type WPTFiles } from "../src/wpt-check.ts";

declare function print(...values: unknown[]): void;

interface Dataset {
  name: string;
  urls: string[];
}
const { datasets, wpt, rounds, repeat } = data as {
  datasets: Dataset[];
  wpt: WPTFiles;
  rounds: number;
  repeat: number;
};

// Each name starts with the module the class comes from: the bench script bundles that module for its size.
const SUBJECTS: [name: string, URL: URLClass][] = [
  ["@urlkit/url", TR46URL as unknown as URLClass],
  ["@urlkit/url/platform-idna", PlatformIDNAURL as unknown as URLClass],
  ["whatwg-url-minimum 0.2.0", MinimumURL as unknown as URLClass],
  ["react-native-url-polyfill 4.0.0", PolyfillURL as unknown as URLClass],
];

/** Microseconds per `new URL(x).href` over `urls`, the best of `rounds` interleaved rounds of `repeat` passes. */
function timeParsing(urls: string[]): number[] {
  const best = SUBJECTS.map(() => Number.POSITIVE_INFINITY);
  let sink = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [index, [, URL]] of SUBJECTS.entries()) {
      const start = Date.now();
      for (let pass = 0; pass < repeat; pass++) {
        for (const url of urls) {
          try {
            sink += new URL(url).href.length;
          } catch {
            sink++;
          }
        }
      }
      best[index] = Math.min(best[index], ((Date.now() - start) * 1000) / (repeat * urls.length));
    }
  }
  if (sink === 0) throw new Error("nothing parsed");
  return best;
}

const hostOf = (URL: URLClass, input: string) => {
  try {
    return new URL(input).hostname;
  } catch {
    return null;
  }
};

// `a<cp>b.com` for every code point from U+0080 that the engine's Unicode data says is assigned, with the host
// tr46 gives it (a failure is null).
const ASSIGNED = /\P{Cn}/u;
const idnaInputs: string[] = [];
for (let codePoint = 0x80; codePoint <= 0x10ffff; codePoint++) {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
  const text = String.fromCodePoint(codePoint);
  if (ASSIGNED.test(text)) idnaInputs.push(`http://a${text}b.com/`);
}
const tr46Hosts = idnaInputs.map((input) => hostOf(TR46URL as unknown as URLClass, input));

/** How many of those inputs give another host than tr46's. */
function idnaDifferences(URL: URLClass): { compared: number; different: number } {
  let different = 0;
  for (const [index, input] of idnaInputs.entries()) if (hostOf(URL, input) !== tr46Hosts[index]) different++;
  return { compared: idnaInputs.length, different };
}

const results = SUBJECTS.map(([name, URL]) => {
  const tallies = checkWPTFiles(URL, wpt);
  return {
    name,
    wptPassed: tallies.reduce((sum, tally) => sum + tally.passed, 0),
    wptCases: tallies.reduce((sum, tally) => sum + tally.cases, 0),
    idna: name === "@urlkit/url" ? { compared: 0, different: 0 } : idnaDifferences(URL),
  };
});
const timings = datasets.map(({ name, urls }) => ({ name, urls: urls.length, microseconds: timeParsing(urls) }));
print(`RESULT ${JSON.stringify({ results, timings })}`);
