export {
  asciiHexDigitValue,
  type PercentDecodeOptions,
  percentDecode,
  percentDecodeString,
  stringPercentDecode,
} from "./decode.ts";
export {
  type Encoding,
  PERCENT_BYTE,
  type PercentEncodeOptions,
  percentEncode,
  percentEncodeAfterEncoding,
  UTF_8,
} from "./encode.ts";
export {
  C0_CONTROL_SET,
  COMPONENT_SET,
  type CodePointLike,
  FORM_URLENCODED_SET,
  FRAGMENT_SET,
  PATH_SET,
  PercentEncodeSet,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
} from "./sets.ts";
export { toScalarValueString, utf8DecodeWithoutBOM, utf8Encode } from "./utf8.ts";
