export { type DataURL, parseDataURL } from "./data-url-processor.ts";
export { forgivingBase64Decode } from "./forgiving-base64.ts";
