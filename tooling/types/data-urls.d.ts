// data-urls ships no types; the tests and the benchmark use these members of it (7 and 8 alike).
declare module "data-urls" {
  interface DataURL {
    mimeType: import("whatwg-mimetype").MIMEType;
    body: Uint8Array;
  }
  function parse(input: string): DataURL | null;
  namespace parse {
    function fromURLRecord(record: unknown): DataURL | null;
  }
  export default parse;
}
declare module "data-urls-7" {
  import parse from "data-urls";
  export default parse;
}
