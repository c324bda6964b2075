// Linear time: tooling's adversarial URLs from 16 KiB to 4 MiB through parseURL (and URL.parse for reference),
// timed by tooling's linear-time check, the one the reliability harness runs through the URL class.
import {
  ADVERSARIAL_URLS,
  type GrowthFamily,
  type GrowthSubject,
  LINEAR_TIME_SIZES,
  measureGrowth,
  printGrowth,
} from "@urlkit/tooling";
import { hrefOf, parseURL } from "./subjects.ts";

const SUBJECTS: GrowthSubject<GrowthFamily>[] = [
  { name: "@urlkit/parser parseURL", operation: (_, input) => () => parseURL(input) },
  { name: `node ${process.version} URL.parse`, operation: (_, input) => () => URL.parse(input) },
];

/**
 * Inputs of every family and size whose urlkit href differs from native URL's (null = failure on one side only).
 * Where native URL fails, whatwg-url is the reference, at the smallest size only (it is slow on the big ones): Node's
 * parser refuses domains longer than DNS allows, which the standard (beStrict false) accepts.
 */
export function hrefMismatches(): string[] {
  return ADVERSARIAL_URLS.flatMap((family) =>
    LINEAR_TIME_SIZES.filter((size) => {
      const input = family.make(size);
      const native = hrefOf.native(input);
      if (native !== null) return hrefOf.urlkit(input) !== native;
      return size === LINEAR_TIME_SIZES[0] && hrefOf.urlkit(input) !== hrefOf["whatwg-url"](input);
    }).map((size) => `${family.name} at ${size} chars`),
  );
}

/** Measures and prints every family; returns how many grow past the limit. */
export function checkLinearTime(): number {
  return printGrowth(measureGrowth(ADVERSARIAL_URLS, SUBJECTS), SUBJECTS);
}
