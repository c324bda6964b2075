// WPT's idlharness (testharness.js, idlharness.js and its Web IDL parser, from ../shared/wpt-idl) in a fresh Node
// realm, as WPT's "dedicatedworker" variant runs it (the realm's global is a DedicatedWorkerGlobalScope, so the
// interfaces exposed to Window and Worker are checked there too): a setup script installs the interfaces under test as that realm's globals, then
// `idl_test` checks them against the IDL files (interface objects, prototypes, every member's descriptor, `length`
// and `name`, iterators, Symbol.toStringTag). The interfaces must be made in the realm they are checked in: their
// prototype chains are compared with its Function.prototype and Object.prototype.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createContext, runInContext } from "node:vm";
import { locateDataFolder, repoRoot } from "./data.ts";

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

/**
 * Runs `setup` (a classic script) and then `idl_test(specs, [], …)` with `objects` (interface name → expressions
 * that create an instance, as `idl_array.add_objects` takes them) in a new realm; resolves with every subtest.
 */
export function runIDLHarness(
  setup: string,
  specs: string[],
  objects: Record<string, string[]>,
): Promise<SubtestResult[]> {
  const dir = wptIDLDir();
  const idl = (spec: string) => readFileSync(join(dir, "interfaces", `${spec}.idl`), "utf8");
  return new Promise((resolve, reject) => {
    const context = createContext({
      setTimeout,
      clearTimeout,
      console,
      // idl_test fetches /interfaces/<spec>.idl.
      fetch: async (url: string) => {
        const spec = /^\/interfaces\/([\w-]+)\.idl$/.exec(url)?.[1];
        return spec === undefined ? { ok: false, text: async () => "" } : { ok: true, text: async () => idl(spec) };
      },
      report: (tests: { name: string; status: number; message: string | null }[]) =>
        resolve(tests.map(({ name, status, message }) => ({ name, status: STATUSES[status], message }))),
    });
    try {
      runInContext(
        `globalThis.self = globalThis;
         globalThis.postMessage = () => {}; // testharness.js reports to a worker's owner through it: nobody listens here
         class DedicatedWorkerGlobalScope {}
         Object.setPrototypeOf(globalThis, DedicatedWorkerGlobalScope.prototype);
         Object.defineProperty(globalThis, "DedicatedWorkerGlobalScope", { value: DedicatedWorkerGlobalScope, writable: true, configurable: true });`,
        context,
      );
      runInContext(setup, context, { filename: "setup.js" });
      for (const file of HARNESS) runInContext(readFileSync(join(dir, file), "utf8"), context, { filename: file });
      runInContext(
        // A worker's harness waits for done(), as WPT's generated worker scripts call it after the test file.
        `add_completion_callback((tests) => report(tests));
         idl_test(${JSON.stringify(specs)}, [], (idl_array) => idl_array.add_objects(${JSON.stringify(objects)}));
         done();`,
        context,
        { filename: "idl_test.js" },
      );
    } catch (error) {
      reject(error);
    }
  });
}
