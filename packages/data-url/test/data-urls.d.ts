// data-urls ships no types; the tests and the benchmark use only its string entry point, whose MIME type is a
// whatwg-mimetype MIMEType.
declare module "data-urls" {
  export default function parseDataURL(input: string): { mimeType: { toString(): string }; body: Uint8Array } | null;
}
