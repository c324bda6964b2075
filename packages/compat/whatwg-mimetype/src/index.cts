// The CommonJS entry: module.exports is { MIMEType, computedMIMEType }, as require("whatwg-mimetype") gives.
import { computedMIMEType } from "./computed-mime-type.ts";
import { MIMEType } from "./mime-type.ts";

export = { MIMEType, computedMIMEType };
