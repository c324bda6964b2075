import { tr46IDNA } from "@urlkit/host";
import { defineURL, type URLConstructor, type URLObject } from "./url.ts";

/** A URL object (the URL Standard's URL interface). */
export type URL = URLObject;

/** The URL class with full UTS #46 processing of international domain names (tr46). */
export const URL: URLConstructor = /* @__PURE__ */ defineURL(tr46IDNA);
