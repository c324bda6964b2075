import { isJavaScriptMIMEType, isJSONMIMEType, isXMLMIMEType } from "./groups.ts";
import { checkedMIMEType, describe, type MIMEType } from "./mime-type.ts";

/**
 * The least a MIME type says about how it is processed: "text/javascript" for every JavaScript MIME type,
 * "application/json" for JSON, "image/svg+xml", "application/xml" for every other XML MIME type, else the
 * essence when `isSupported` says the user agent supports the MIME type, else "". Whether a MIME type is
 * supported is the caller's knowledge (a browser supports `text/html` and `image/png`, for example).
 */
// https://mimesniff.spec.whatwg.org/#minimize-a-supported-mime-type
export function minimizeMIMEType(mimeType: MIMEType, isSupported: (mimeType: MIMEType) => boolean): string {
  checkedMIMEType(mimeType, "minimizeMIMEType");
  if (typeof isSupported !== "function") {
    throw new TypeError(`minimizeMIMEType: expected an isSupported function, got ${describe(isSupported)}`);
  }
  if (isJavaScriptMIMEType(mimeType)) return "text/javascript";
  if (isJSONMIMEType(mimeType)) return "application/json";
  const essence = mimeType.essence;
  if (essence === "image/svg+xml") return essence;
  if (isXMLMIMEType(mimeType)) return "application/xml";
  return isSupported(mimeType) ? essence : "";
}
