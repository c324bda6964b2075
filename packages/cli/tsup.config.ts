import { keepOneSourceMapComment } from "@urlkit/tooling/tsup";
import { defineConfig } from "tsup";

// A Node program, not a library: one ESM entry (the bin; each command a chunk loaded on demand), no type declarations, the
// @urlkit packages left as dependencies.
export default defineConfig({
  entry: { cli: "src/cli.ts" },
  format: ["esm"],
  dts: false,
  sourcemap: true,
  clean: true,
  target: "node22",
  platform: "node",
  splitting: true,
  treeshake: true,
  onSuccess: async () => keepOneSourceMapComment("dist"),
});
