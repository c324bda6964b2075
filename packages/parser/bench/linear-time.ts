// Linear time: inputs that make naive URL parsers quadratic, from 16 KiB to 4 MiB, timed by tooling's linear-time
// check (the same sizes and limit as the reliability harness's adversarial benchmark).
import {
  fill,
  type GrowthFamily,
  type GrowthSubject,
  LINEAR_TIME_SIZES,
  measureGrowth,
  printGrowth,
} from "@urlkit/tooling";
import { hrefOf, parseURL } from "./subjects.ts";

export const FAMILIES: GrowthFamily[] = [
  { name: "../ repeated", make: fill("http://h/", "../", "") },
  { name: "%2e%2e/ repeated", make: fill("http://h/", "%2e%2e/", "") },
  { name: "tabs in path", make: fill("http://h/", "a\t", "") },
  { name: "@ in authority", make: fill("http://", "a@", "h/") },
  { name: "% without hex", make: fill("http://h/", "%", "") },
  { name: "path segments", make: fill("http://h/", "seg/", "") },
];

const SUBJECTS: GrowthSubject<GrowthFamily>[] = [
  { name: "@urlkit/parser parseURL", operation: (_, input) => () => parseURL(input) },
  { name: `node ${process.version} URL.parse`, operation: (_, input) => () => URL.parse(input) },
];

/** Inputs of every family and size whose urlkit href differs from native URL's (null = failure on one side only). */
export function hrefMismatches(): string[] {
  return FAMILIES.flatMap((family) =>
    LINEAR_TIME_SIZES.filter((size) => {
      const input = family.make(size);
      return hrefOf.urlkit(input) !== hrefOf.native(input);
    }).map((size) => `${family.name} at ${size} chars`),
  );
}

/** Measures and prints every family; returns how many grow past the limit. */
export function checkLinearTime(): number {
  return printGrowth(measureGrowth(FAMILIES, SUBJECTS), SUBJECTS);
}
