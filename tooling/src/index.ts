export { type BenchCase, type CaseResult, type CompareOptions, compare, median, readText } from "./bench.ts";
export { type Bundle, type BundleOptions, bundle } from "./bundle.ts";
export { DATASETS, datasetsDir, readDataset, readFixture, readWPT, repoRoot, wptDir } from "./data.ts";
export { asLines, type Family, type FamilyInput, loadFamilies } from "./families.ts";
export {
  ADVERSARIAL_URLS,
  fill,
  GROWTH_LIMIT,
  type GrowthFamily,
  type GrowthRow,
  type GrowthSubject,
  LINEAR_TIME_SIZES,
  measureGrowth,
  printGrowth,
} from "./linear-time.ts";
export { packageDir } from "./packages.ts";
export { readsOutsideTheString } from "./reads.ts";
export { urlkitFromSource } from "./source-plugin.ts";
export { readWPTCases, URL_ATTRIBUTES, type URLAttribute, type URLTestCase } from "./wpt.ts";
export { idnaInput } from "./wpt-check.ts";
