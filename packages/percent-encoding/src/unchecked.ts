// `@urlkit/percent-encoding/unchecked`: functions of the main entry under their names, without argument checks or
// options objects, for callers that hold a string already (urlkit's parsers), and the encoders' string builder
// (appendPiece, joinPieces, PIECE_LENGTH) and escapes (PERCENT_BYTE_TABLE, not frozen), which they share with urlkit's
// other packages. Wrong types fail in unspecified ways.
export { percentDecodeStringUnchecked as percentDecodeString } from "./decode.ts";
export { appendPiece, joinPieces, PERCENT_BYTE_TABLE, PIECE_LENGTH } from "./encode.ts";
export { toScalarValueStringUnchecked as toScalarValueString } from "./utf8.ts";
