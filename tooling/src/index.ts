export { type BenchCase, type CaseResult, type CompareOptions, compare } from "./bench.ts";
export { type Bundle, type BundleOptions, bundle, packageDir } from "./bundle.ts";
export { DATASETS, datasetsDir, readDataset, readFixture, readWPT, repoRoot, wptDir } from "./data.ts";
export { urlkitFromSource } from "./source-plugin.ts";
export { readWPTCases, URL_ATTRIBUTES, type URLAttribute, type URLTestCase } from "./wpt.ts";
export { idnaInput } from "./wpt-check.ts";
