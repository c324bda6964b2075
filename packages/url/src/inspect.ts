// Node's util.inspect hook, reached through the shared symbol registry so no `node:` module is imported.

/** `Symbol.for("nodejs.util.inspect.custom")`: Node calls a method under this key to format an object. */
export const inspectCustom: unique symbol = /* @__PURE__ */ Symbol.for("nodejs.util.inspect.custom") as never;

/** The part of Node's inspect options the formatters read. */
export interface InspectOptions {
  depth?: number | null;
  breakLength: number;
  stylize(text: string, styleType: string): string;
}

/** Node's `util.inspect`, passed as the third argument to the custom inspect method. */
export type InspectFunction = (value: unknown, options?: InspectOptions) => string;
