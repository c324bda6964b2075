// `pnpm test-data`: downloads the WPT files and URL datasets listed in tooling/test-data.json into .cache/test-data/
// (git-ignored), checking each against its pinned sha256, for a clone that has no shared/ folder beside it. The
// test-data locator (tooling/src/data.ts) looks there after ../shared. URLKIT_TEST_DATA_MIRROR=<url> fetches every
// file from `<url>/<path>` instead (a server holding a copy of shared/). Exits 1 when a file could not be had.
import { downloadTestData } from "../src/test-data.ts";

if (!(await downloadTestData(process.env.URLKIT_TEST_DATA_MIRROR))) process.exit(1);
