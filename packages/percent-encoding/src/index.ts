export {
  asciiHexDigitValue,
  type PercentDecodeOptions,
  percentDecode,
  percentDecodeString,
} from "./decode.ts";
export {
  type Encoding,
  PERCENT_BYTE,
  type PercentEncodeOptions,
  percentEncode,
  percentEncodeAfterEncoding,
  UTF_8,
  utf8PercentEncodeString,
} from "./encode.ts";
export {
  C0_CONTROL_SET,
  C0_CONTROL_TABLE,
  COMPONENT_SET,
  COMPONENT_TABLE,
  type CodePointLike,
  FORM_URLENCODED_SET,
  FORM_URLENCODED_TABLE,
  FRAGMENT_SET,
  FRAGMENT_TABLE,
  PATH_SET,
  PATH_TABLE,
  PercentEncodeSet,
  type PercentEncodeTable,
  QUERY_SET,
  QUERY_TABLE,
  SPECIAL_QUERY_SET,
  SPECIAL_QUERY_TABLE,
  USERINFO_SET,
  USERINFO_TABLE,
} from "./sets.ts";
export { charCodeAt, lengthOf } from "./string-reads.ts";
export { toScalarValueString, utf8DecodeWithoutBOM, utf8Encode } from "./utf8.ts";
