// WPT's idlharness (testharness.js, idlharness.js and its Web IDL parser, from ../shared/wpt-idl) in a fresh Node
// realm, as WPT's "dedicatedworker" variant runs it (the realm's global is a DedicatedWorkerGlobalScope, so the
// interfaces exposed to Window and Worker are checked there too): a setup script installs the interfaces under test as that realm's globals, then
// `idl_test` checks them against the IDL files (interface objects, prototypes, every member's descriptor, `length`
// and `name`, iterators, Symbol.toStringTag). The interfaces must be made in the realm they are checked in: their
// prototype chains are compared with its Function.prototype and Object.prototype.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createContext, runInContext } from "node:vm";
import { bundle } from "./bundle.ts";
import { locateDataFolder, repoRoot } from "./data.ts";
import { packageDir } from "./packages.ts";

/** One subtest's outcome, as testharness.js reports it. */
export interface SubtestResult {
  name: string;
  status: "PASS" | "FAIL" | "TIMEOUT" | "NOTRUN" | "PRECONDITION_FAILED";
  message: string | null;
}

const STATUSES: SubtestResult["status"][] = ["PASS", "FAIL", "TIMEOUT", "NOTRUN", "PRECONDITION_FAILED"];

/** The harness folder: `WPT_IDL_DIR`, then ../shared/wpt-idl. Throws, naming every path tried. */
export function wptIDLDir(): string {
  return locateDataFolder("WPT idlharness files", "WPT_IDL_DIR", [join(repoRoot, "../shared/wpt-idl")]);
}

/** The harness's three scripts, in the order WPT loads them (the parser is what WPT serves as WebIDLParser.js). */
const HARNESS = ["resources/testharness.js", "resources/webidl2/lib/webidl2.js", "resources/idlharness.js"];

/** The Web IDL file `spec` (e.g. "url"), as idl_test fetches it from /interfaces/<spec>.idl. */
export function readIDL(spec: string): string {
  return readFileSync(join(wptIDLDir(), "interfaces", `${spec}.idl`), "utf8");
}

/** testharness.js, the Web IDL parser and idlharness.js, each as [file, text]. */
export function harnessScripts(): [file: string, text: string][] {
  return HARNESS.map((file) => [file, readFileSync(join(wptIDLDir(), file), "utf8")]);
}

/**
 * The test itself, as a script run after the harness: idl_test over `specs` with `objects` (interface name →
 * expressions that create an instance), reporting every subtest to `report(tests)` when the harness completes.
 */
export function idlTestScript(specs: string[], objects: Record<string, string[]>): string {
  return `add_completion_callback((tests) => report(tests.map(({ name, status, message }) => ({ name, status, message }))));
idl_test(${JSON.stringify(specs)}, [], (idl_array) => idl_array.add_objects(${JSON.stringify(objects)}));
if (typeof done === "function" && !("document" in self)) done();`;
}

/** testharness.js's numeric statuses as names. */
export function withStatusNames(tests: { name: string; status: number; message: string | null }[]): SubtestResult[] {
  return tests.map(({ name, status, message }) => ({ name, status: STATUSES[status], message }));
}

/**
 * Runs `setup` (a classic script) and then `idl_test(specs, [], …)` with `objects` in a new realm; resolves with
 * every subtest.
 */
export function runIDLHarness(
  setup: string,
  specs: string[],
  objects: Record<string, string[]>,
): Promise<SubtestResult[]> {
  return new Promise((resolve, reject) => {
    const context = createContext({
      setTimeout,
      clearTimeout,
      console,
      // idl_test fetches /interfaces/<spec>.idl.
      fetch: async (url: string) => {
        const spec = /^\/interfaces\/([\w-]+)\.idl$/.exec(url)?.[1];
        return spec === undefined ? { ok: false, text: async () => "" } : { ok: true, text: async () => readIDL(spec) };
      },
      report: (tests: { name: string; status: number; message: string | null }[]) => resolve(withStatusNames(tests)),
    });
    try {
      // A worker's global, whose harness reports through postMessage (nobody listens here) and waits for done(),
      // as WPT's generated worker scripts call it after the test file.
      runInContext(
        `globalThis.self = globalThis;
         globalThis.postMessage = () => {};
         class DedicatedWorkerGlobalScope {}
         Object.setPrototypeOf(globalThis, DedicatedWorkerGlobalScope.prototype);
         Object.defineProperty(globalThis, "DedicatedWorkerGlobalScope", { value: DedicatedWorkerGlobalScope, writable: true, configurable: true });`,
        context,
      );
      runInContext(setup, context, { filename: "setup.js" });
      for (const [file, text] of harnessScripts()) runInContext(text, context, { filename: file });
      runInContext(idlTestScript(specs, objects), context, { filename: "idl_test.js" });
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * A classic script that installs `names` from `module` (e.g. "@urlkit/url") as globals, as Web IDL defines interface
 * objects on a global, built from the package's build as a user's bundler builds it.
 */
export async function installingScript(module: string, names: string[]): Promise<string> {
  // A window also has URL as webkitURL (url.idl's LegacyWindowAlias).
  const code = `import { ${names.join(", ")} } from ${JSON.stringify(module)};
const install = (name, value) =>
  Object.defineProperty(globalThis, name, { value, writable: true, enumerable: false, configurable: true });
for (const [name, value] of Object.entries({ ${names.join(", ")} })) install(name, value);
if ("webkitURL" in globalThis && ${JSON.stringify(names.includes("URL"))}) install("webkitURL", globalThis.URL);`;
  return (await bundle(code, { resolveDir: packageDir(module.split("/")[1]), format: "iife" })).text;
}

/** What a run of idlharness checks: the script that installs the interfaces, the IDL files, the instances to make. */
export interface IDLSubject {
  module: string;
  names: string[];
  specs: string[];
  objects: Record<string, string[]>;
}

/** Every Web IDL interface the packages ship, with the entries that export it. */
export const IDL_SUBJECTS: IDLSubject[] = [
  ...["@urlkit/url", "@urlkit/url/platform-idna", "@urlkit/whatwg-url"].map((module) => ({
    module,
    names: ["URL", "URLSearchParams"],
    specs: ["url"],
    objects: { URL: ['new URL("http://foo")'], URLSearchParams: ['new URLSearchParams("hi=there&thank=you")'] },
  })),
  ...["@urlkit/pattern", "@urlkit/pattern/platform-idna"].map((module) => ({
    module,
    names: ["URLPattern"],
    specs: ["urlpattern"],
    objects: { URLPattern: ["new URLPattern()"] },
  })),
];
