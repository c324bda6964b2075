import { platformIDNA } from "@urlkit/host/platform-idna";
import { defineURLPattern, type URLPatternConstructor, type URLPatternObject } from "./url-pattern.ts";

/** A URLPattern object (the URL Pattern Standard's URLPattern interface). */
export type URLPattern = URLPatternObject;

/** The URLPattern class with the running platform's processing of international domain names (no tr46). */
export const URLPattern: URLPatternConstructor = /* @__PURE__ */ defineURLPattern(platformIDNA);
