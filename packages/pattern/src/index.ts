export type {
  URLPatternComponent,
  URLPatternComponentResult,
  URLPatternConstructor,
  URLPatternInit,
  URLPatternInput,
  URLPatternObject,
  URLPatternOptions,
  URLPatternResult,
} from "./url-pattern.ts";
export { URLPattern } from "./url-pattern-tr46.ts";
