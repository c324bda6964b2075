// whatwg-mimetype ships no types; the tests and the benchmark use only these members of its MIMEType.
declare module "whatwg-mimetype" {
  export class MIMEType {
    static parse(input: string): MIMEType | null;
    readonly essence: string;
    readonly parameters: Map<string, string>;
    toString(): string;
  }
}
