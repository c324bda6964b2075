import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readWPT, repoRoot } from "./data.ts";
import { packageFolders } from "./packages.ts";
import {
  type ExpectedFailure,
  type HostCase,
  objectEntries,
  type SetterCase,
  type URLTestCase,
  type WPTFiles,
} from "./wpt-check.ts";

export { URL_ATTRIBUTES, type URLAttribute, type URLTestCase } from "./wpt-check.ts";

/** The object entries of a WPT file (its string entries are comments); throws when there are none. */
export function readWPTCases<T>(file: string): T[] {
  return objectEntries<T>(file, readWPT<unknown[]>(file));
}

/** The five WPT URL files the harnesses in wpt-check.ts run. */
export function readWPTFiles(): WPTFiles {
  return {
    urltestdata: readWPTCases<URLTestCase>("urltestdata.json"),
    javascriptOnly: readWPTCases<URLTestCase>("urltestdata-javascript-only.json"),
    setters: readWPT<Record<string, SetterCase[] | string[]>>("setters_tests.json"),
    toascii: readWPTCases<HostCase>("toascii.json"),
    idna: readWPTCases<HostCase>("IdnaTestV2.json"),
  };
}

/** The expected failures every package lists (packages/<name>/test/expected-failures.json). */
export function readExpectedFailures(): ExpectedFailure[] {
  return packageFolders()
    .map((folder) => join(repoRoot, "packages", folder, "test/expected-failures.json"))
    .filter((file) => existsSync(file))
    .flatMap((file) => JSON.parse(readFileSync(file, "utf8")) as ExpectedFailure[]);
}
