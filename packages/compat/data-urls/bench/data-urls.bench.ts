// @urlkit/data-urls (built dist) against data-urls 8 and 7, interleaved in one process: small data: URLs of the
// shapes pages inline, and a 64 KiB base64 one. Run: pnpm --filter @urlkit/data-urls bench.

import dataURLs from "@urlkit/data-urls";
import { compare } from "@urlkit/tooling";
import dataURLs8 from "data-urls";
import dataURLs7 from "data-urls-7";

const big = `data:application/octet-stream;base64,${Buffer.from(Uint8Array.from({ length: 65536 }, (_, i) => (i * 7919) & 0xff)).toString("base64")}`;
const small = [
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "data:text/plain;charset=utf-8,Hello%2C%20World%21",
  "data:,x",
  "data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E",
];
for (const input of [...small, big]) {
  const ours = dataURLs(input);
  const reference = dataURLs8(input);
  if (String(ours?.mimeType) !== String(reference?.mimeType) || ours?.body.length !== reference?.body.length) {
    throw new Error(`differ on ${input.slice(0, 40)}`);
  }
}
const run = (parse: (input: string) => { body: Uint8Array } | null, inputs: string[]) => () =>
  inputs.reduce((n, input) => n + (parse(input)?.body.length ?? 0), 0);
compare(
  `${small.length} small data: URLs`,
  [
    { name: "@urlkit/data-urls", fn: run(dataURLs, small) },
    { name: "data-urls 7", fn: run(dataURLs7, small) },
    { name: "data-urls 8", fn: run(dataURLs8, small) },
  ],
  { items: small.length },
);
compare(
  "64 KiB base64 data: URL",
  [
    { name: "@urlkit/data-urls", fn: run(dataURLs, [big]) },
    { name: "data-urls 7", fn: run(dataURLs7, [big]) },
    { name: "data-urls 8", fn: run(dataURLs8, [big]) },
  ],
  { bytes: big.length },
);
