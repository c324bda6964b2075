import { solelyHTTPTokenCodePoints } from "./code-points.ts";
import { checkedMIMEType, type MIMEType } from "./mime-type.ts";

const QUOTE_OR_BACKSLASH = /["\\]/g;

/**
 * Serializes a MIME type: `type/subtype`, then `;name=value` for each parameter, the value in double quotes
 * (with `"` and `\` escaped by a backslash) when it is empty or not an HTTP token.
 */
// https://mimesniff.spec.whatwg.org/#serialize-a-mime-type
export function serializeMIMEType(mimeType: MIMEType): string {
  let serialization = checkedMIMEType(mimeType, "serializeMIMEType").essence;
  for (const [name, value] of mimeType.parameters) {
    serialization += `;${name}=`;
    serialization +=
      value === "" || !solelyHTTPTokenCodePoints(value, 0, value.length)
        ? `"${value.replace(QUOTE_OR_BACKSLASH, "\\$&")}"`
        : value;
  }
  return serialization;
}
