// `import "@urlkit/pattern/polyfill"`: puts urlkit's URLPattern on globalThis where the runtime has none. Importing
// it again changes nothing.
import { installIfMissing } from "./install.ts";

installIfMissing(globalThis as unknown as Record<string, unknown>);
