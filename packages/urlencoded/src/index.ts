export { type NameValue, parse, urlencodedStringParser } from "./parse.ts";
export { type SerializeOptions, serialize, urlencodedSerializer } from "./serialize.ts";
