import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** The system Chromium the browser tests drive: URLKIT_CHROMIUM, else Debian's. Never a downloaded browser. */
export const chromiumPath: string = process.env.URLKIT_CHROMIUM ?? "/usr/bin/chromium";

/** What a browser test says when there is no Chromium to run in. */
export const CHROMIUM_MISSING =
  `Chromium is missing at ${chromiumPath}: install Debian's (\`apt-get install -y chromium\`, as .ci/run does) ` +
  "or point URLKIT_CHROMIUM at a Chromium binary.";

// Headless, as root, on a machine with no network but the loopback: no sandbox, GPU or background connections.
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Whether {@link chromiumPath} exists. */
export function hasChromium(): boolean {
  return existsSync(chromiumPath);
}

/** Headless Chromium through playwright-core; throws {@link CHROMIUM_MISSING} when there is none. */
export async function launchChromium(): Promise<Browser> {
  if (!hasChromium()) throw new Error(CHROMIUM_MISSING);
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: FLAGS });
}
