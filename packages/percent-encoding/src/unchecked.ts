// `@urlkit/percent-encoding/unchecked`: functions of the main entry under their names, without argument checks or
// options objects, for callers that hold a string already (urlkit's parsers). Wrong types fail in unspecified ways.
export { percentDecodeStringUnchecked as percentDecodeString } from "./decode.ts";
export { toScalarValueStringUnchecked as toScalarValueString } from "./utf8.ts";
