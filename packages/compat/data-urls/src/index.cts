// The CommonJS entry: module.exports is the parse function with fromURLRecord on it, as require("data-urls")
// gives.
import { dataURLs, fromURLRecord } from "./data-urls.ts";

export = Object.assign((stringInput: string) => dataURLs(stringInput), { fromURLRecord });
