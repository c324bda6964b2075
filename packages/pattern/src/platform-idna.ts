// `@urlkit/pattern/platform-idna`: the same URLPattern with the running platform's IDNA instead of tr46.
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
export { URLPattern } from "./url-pattern-platform-idna.ts";
