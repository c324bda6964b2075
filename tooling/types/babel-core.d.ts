// @babel/core 7 (a root dev dependency: React Native's Babel preset runs on it) ships no types: what
// tooling/src/hermes.ts uses of it.
declare module "@babel/core" {
  interface TransformOptions {
    babelrc?: boolean;
    configFile?: boolean | string;
    compact?: boolean;
    sourceType?: "script" | "module" | "unambiguous";
    presets?: unknown[];
  }
  export function transformAsync(code: string, options?: TransformOptions): Promise<{ code?: string | null } | null>;
}
