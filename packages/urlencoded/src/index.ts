export { type NameValue, parse } from "./parse.ts";
export { type SerializeOptions, serialize } from "./serialize.ts";
