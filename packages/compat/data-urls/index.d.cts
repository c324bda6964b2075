// The types of the CommonJS entry: module.exports is the parse function, with fromURLRecord on it.
import type parse from "./dist/index.js";

declare const dataURLs: typeof parse;
export = dataURLs;
