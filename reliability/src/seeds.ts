// Seed inputs from the shared test data: WPT parser and setter cases, and the real-world URL datasets.
import { DATASETS, readDataset, readWPT } from "@urlkit/tooling";
import { BASES } from "./arbitraries.ts";

interface URLTestCase {
  input: string;
  base: string | null;
  failure?: boolean;
}

type SetterTests = Record<string, { href: string; new_value: string }[] | string>;

export interface Seeds {
  /** urltestdata.json (+ the JavaScript-only file): every case's input and base. */
  wptCases: { input: string; base: string | undefined }[];
  wptInputs: string[];
  /** The distinct bases of urltestdata.json plus our own BASES. */
  bases: string[];
  /** setters_tests.json: every case, and the hrefs and values alone. */
  setterCases: { setter: string; href: string; value: string }[];
  setterHrefs: string[];
  setterValues: string[];
  /** Dataset lines (every `stride`-th line of each dataset; stride 1 = all). */
  datasetLines: string[];
  /** The queries of the dataset URLs (without `?`), for URLSearchParams. */
  queries: string[];
}

function objects<T>(data: unknown[]): T[] {
  return data.filter((entry): entry is T => typeof entry === "object" && entry !== null);
}

/** Reads the seeds; fails loudly (through readWPT/readDataset) when the data is missing. */
export function loadSeeds(datasetStride = 1): Seeds {
  const wpt = [
    ...objects<URLTestCase>(readWPT<unknown[]>("urltestdata.json")),
    ...objects<URLTestCase>(readWPT<unknown[]>("urltestdata-javascript-only.json")),
  ];
  if (wpt.length < 800) throw new Error(`urltestdata.json has only ${wpt.length} cases`);
  const wptCases = wpt.map((t) => ({ input: t.input, base: t.base ?? undefined }));
  const bases = [...new Set([...BASES, ...wpt.map((t) => t.base).filter((b): b is string => typeof b === "string")])];
  const setters = readWPT<SetterTests>("setters_tests.json");
  const setterCases: Seeds["setterCases"] = [];
  for (const [setter, tests] of Object.entries(setters)) {
    if (setter === "comment" || !Array.isArray(tests)) continue;
    for (const t of tests) setterCases.push({ setter, href: t.href, value: t.new_value });
  }
  if (setterCases.length < 250) throw new Error(`setters_tests.json has only ${setterCases.length} cases`);
  const datasetLines: string[] = [];
  for (const file of DATASETS) {
    const lines = readDataset(file);
    if (lines.length < 1000) throw new Error(`dataset ${file} has only ${lines.length} lines`);
    for (let i = 0; i < lines.length; i += datasetStride) datasetLines.push(lines[i]);
  }
  const queries: string[] = [];
  for (const line of datasetLines) {
    const q = line.indexOf("?");
    if (q !== -1) queries.push(line.slice(q + 1, line.includes("#", q) ? line.indexOf("#", q) : undefined));
  }
  return {
    wptCases,
    wptInputs: [...new Set(wptCases.map((c) => c.input))],
    bases,
    setterCases,
    setterHrefs: [...new Set(setterCases.map((c) => c.href))],
    setterValues: [...new Set(setterCases.map((c) => c.value))],
    datasetLines,
    queries,
  };
}
