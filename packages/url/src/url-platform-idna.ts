import { platformIDNA } from "@urlkit/host/platform-idna";
import { defineURL, type URLConstructor, type URLObject } from "./url.ts";

/** A URL object (the URL Standard's URL interface). */
export type URL = URLObject;

/** The URL class with the running platform's processing of international domain names (no tr46). */
export const URL: URLConstructor = /* @__PURE__ */ defineURL(platformIDNA);
