import { tr46IDNA } from "@urlkit/host";
import { defineURLPattern, type URLPatternConstructor, type URLPatternObject } from "./url-pattern.ts";

/** A URLPattern object (the URL Pattern Standard's URLPattern interface). */
export type URLPattern = URLPatternObject;

/** The URLPattern class with full UTS #46 processing of international domain names (tr46). */
export const URLPattern: URLPatternConstructor = /* @__PURE__ */ defineURLPattern(tr46IDNA);
