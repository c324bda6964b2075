// What the packages' WPT test files import from @urlkit/tooling, for the Hermes VM: the same functions over the WPT
// files that tooling/scripts/hermes.ts reads through the data locator and embeds in the bundle (Hermes has no file
// system), as the module "urlkit-hermes:wpt".
// @ts-expect-error: a module the bundler makes up (see tooling/scripts/hermes.ts)
import files from "urlkit-hermes:wpt";

import { objectEntries } from "../src/wpt-check.ts";

export { idnaInput, URL_ATTRIBUTES, type URLAttribute, type URLTestCase } from "../src/wpt-check.ts";

const embedded = files as Record<string, unknown>;

/** The parsed WPT file, e.g. `readWPT("urltestdata.json")`; throws for a file the bundle does not hold. */
export function readWPT<T = unknown>(file: string): T {
  if (!(file in embedded)) throw new Error(`urlkit: WPT file ${file} is not in the Hermes bundle`);
  return embedded[file] as T;
}

/** The object entries of a WPT file (its string entries are comments); throws when there are none. */
export function readWPTCases<T>(file: string): T[] {
  return objectEntries<T>(file, readWPT<unknown[]>(file));
}
