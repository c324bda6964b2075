// whatwg-mimetype ships no types; the tests and the benchmark use only these members of it.
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
