// whatwg-mimetype 5 (a root dev dependency) ships no types. The one shim for the tests and benchmarks of
// @urlkit/mime-type and the drop-ins: what they use of it.
declare module "whatwg-mimetype" {
  export class MIMEType {
    constructor(input: string);
    static parse(input: string): MIMEType | null;
    type: string;
    subtype: string;
    readonly essence: string;
    readonly parameters: Map<string, string>;
    toString(): string;
    isHTML(): boolean;
    isXML(): boolean;
    isJavaScript(options?: { prohibitParameters?: boolean }): boolean;
  }
  export function computedMIMEType(
    resource: Uint8Array,
    options?: {
      contentTypeHeader?: unknown;
      providedType?: unknown;
      noSniff?: boolean;
      isSupported?: (mimeType: MIMEType) => boolean;
    },
  ): MIMEType;
}
