import { dataURLs, fromURLRecord } from "./data-urls.ts";

export type { DataURL, WhatwgURLRecord } from "./data-urls.ts";
export { fromURLRecord };

/** The module itself: the parse function with fromURLRecord on it, as data-urls' ESM default export is. */
const parse: typeof dataURLs & { fromURLRecord: typeof fromURLRecord } = /* @__PURE__ */ Object.assign(
  (stringInput: string) => dataURLs(stringInput),
  { fromURLRecord },
);
export default parse;
