export {
  URLPattern,
  type URLPatternComponent,
  type URLPatternComponentResult,
  type URLPatternInit,
  type URLPatternInput,
  type URLPatternOptions,
  type URLPatternResult,
} from "./url-pattern.ts";
