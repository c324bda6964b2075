// What a caller can observe of a MIMEType, from @urlkit/whatwg-mimetype or whatwg-mimetype, as plain data for deep
// equality: the drop-ins' differential tests compare these.

interface MIMETypeLike {
  type: string;
  subtype: string;
  essence: string;
  parameters: { size: number; entries(): Iterable<[string, string]> };
  toString(): string;
  isHTML(): boolean;
  isXML(): boolean;
  isJavaScript(options?: { prohibitParameters?: boolean }): boolean;
}

export function shape(mimeType: MIMETypeLike | null) {
  if (mimeType === null) return null;
  return {
    type: mimeType.type,
    subtype: mimeType.subtype,
    essence: mimeType.essence,
    parameters: [...mimeType.parameters.entries()],
    size: mimeType.parameters.size,
    string: mimeType.toString(),
    isHTML: mimeType.isHTML(),
    isXML: mimeType.isXML(),
    isJavaScript: mimeType.isJavaScript(),
    isJavaScriptWithoutParameters: mimeType.isJavaScript({ prohibitParameters: true }),
  };
}

/** The outcome of a call: its value, or the class and message of what it threw. */
export function outcome<T>(run: () => T): { value: T } | { threw: string; message: string } {
  try {
    return { value: run() };
  } catch (error) {
    return { threw: (error as Error).constructor.name, message: (error as Error).message };
  }
}
