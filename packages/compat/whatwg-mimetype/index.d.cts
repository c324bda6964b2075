// The types of the CommonJS entry: module.exports is { MIMEType, computedMIMEType }.
import type { computedMIMEType, MIMEType } from "./dist/index.js";

declare const whatwgMIMEType: { MIMEType: typeof MIMEType; computedMIMEType: typeof computedMIMEType };
export = whatwgMIMEType;
