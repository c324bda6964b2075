export { type ComputedMIMETypeOptions, computedMIMEType } from "./computed-mime-type.ts";
export { MIMEType } from "./mime-type.ts";

import { computedMIMEType } from "./computed-mime-type.ts";
import { MIMEType } from "./mime-type.ts";

/** The CommonJS module object, as whatwg-mimetype's ESM default export is. */
export default { MIMEType, computedMIMEType };
