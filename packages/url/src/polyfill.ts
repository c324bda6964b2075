// `import "@urlkit/url/polyfill"`: puts urlkit's URL and URLSearchParams on globalThis where the runtime has
// none, or ones that fail a short conformance probe. Importing it again changes nothing.
import { installIfNeeded } from "./install.ts";

installIfNeeded(globalThis as unknown as Record<string, unknown>);
