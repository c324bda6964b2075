import { gzipSync } from "node:zlib";
import { sourceAliases } from "@urlkit/tooling/vitest";
import { defineConfig, type Plugin } from "vite";

const PLACEHOLDER = /<!--bundle-size-->[^<]*/;

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Writes the built JavaScript's gzipped size into the page's footer: the chunks the page loads at start, and apart
 * from them the ones it loads only on demand (the legacy encoders).
 */
function bundleSize(): Plugin {
  return {
    name: "urlkit-bundle-size",
    apply: "build",
    enforce: "post",
    // After every other plugin's generateBundle, which may still change the chunks: counted before them, the entry
    // measured at least 13 B gz more than the file written (93.8 KB stated, 93.7 KB shipped).
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        let initial = 0;
        let onDemand = 0;
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          const bytes = gzipSync(output.code, { level: 9 }).length;
          if (output.isEntry || !output.isDynamicEntry) initial += bytes;
          else onDemand += bytes;
        }
        const html = bundle["index.html"];
        if (html?.type !== "asset") this.error("the build has no index.html to write the bundle size into");
        const text = `${kilobytes(initial)} of JavaScript, gzipped${onDemand > 0 ? ` (+${kilobytes(onDemand)} for the legacy encodings, loaded when chosen)` : ""}`;
        const source = String(html.source);
        if (!PLACEHOLDER.test(source)) this.error("index.html lacks the <!--bundle-size--> placeholder");
        html.source = source.replace(PLACEHOLDER, `<!--bundle-size-->${text}`);
      },
    },
  };
}

// The built page imports the packages' built entries, as a user's bundler would; the development server imports
// their sources, so that a change to any package shows without a build.
export default defineConfig(({ command }) => ({
  base: "./",
  resolve: command === "serve" ? { alias: sourceAliases } : {},
  build: { target: "es2022", reportCompressedSize: false },
  server: { host: "127.0.0.1" },
  plugins: [bundleSize()],
}));
