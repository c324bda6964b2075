// @urlkit/whatwg-mimetype (built dist) against whatwg-mimetype 5, interleaved in one process: MIMEType.parse for
// common Content-Type values and every WPT input, and computedMIMEType for resource headers of each kind, with and
// without a Content-Type. @urlkit/mime-type's sniffMIMEType runs beside them (no adapter objects).
// Run: pnpm --filter @urlkit/whatwg-mimetype bench (BENCH_ROUNDS / BENCH_BATCH_MS tune the runner).

import { sniffMIMEType } from "@urlkit/mime-type";
import { compare, readWPT } from "@urlkit/tooling";
import { computedMIMEType, MIMEType } from "@urlkit/whatwg-mimetype";
import { MIMEType as Original, computedMIMEType as originalComputedMIMEType } from "whatwg-mimetype";

const common = [
  "text/html",
  "text/html; charset=utf-8",
  "application/json",
  "application/json; charset=UTF-8",
  "image/png",
  "multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW",
  'text/plain; charset="us-ascii"; format=flowed',
];
const wpt = [...readWPT<unknown[]>("mime-types.json"), ...readWPT<unknown[]>("generated-mime-types.json")]
  .filter((c): c is { input: string } => typeof c === "object" && c !== null)
  .map((c) => c.input);

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const headers: Uint8Array[] = [
  ascii("<!DOCTYPE html><html><head><title>x</title></head><body>".padEnd(1500, " ")),
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  ascii('{"a": [1, 2, 3], "b": "text that is neither HTML nor binary"}'.repeat(20)),
  Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0, 0x69, 0x73, 0x6f, 0x6d]),
];
const contentTypes = [undefined, "image/gif", "text/plain", "application/json"];

for (const input of [...common, ...wpt]) {
  if (String(MIMEType.parse(input)) !== String(Original.parse(input))) throw new Error(`differ on ${input}`);
}
for (const header of headers) {
  for (const contentTypeHeader of contentTypes) {
    const ours = computedMIMEType(header, { contentTypeHeader }).toString();
    if (ours !== originalComputedMIMEType(header, { contentTypeHeader }).toString())
      throw new Error("sniffing differs");
  }
}

let sink = 0;
compare(
  `MIMEType.parse, ${common.length} common Content-Type values`,
  [
    { name: "@urlkit/whatwg-mimetype", fn: () => common.map((s) => MIMEType.parse(s)?.essence).length },
    { name: "whatwg-mimetype 5", fn: () => common.map((s) => Original.parse(s)?.essence).length },
  ],
  { items: common.length },
);
compare(
  `MIMEType.parse, ${wpt.length} WPT inputs`,
  [
    { name: "@urlkit/whatwg-mimetype", fn: () => wpt.map((s) => MIMEType.parse(s)).length },
    { name: "whatwg-mimetype 5", fn: () => wpt.map((s) => Original.parse(s)).length },
  ],
  { items: wpt.length },
);
const sniffAll = (sniff: (header: Uint8Array, contentType: string | undefined) => { essence: string }) => () => {
  for (const header of headers)
    for (const contentType of contentTypes) sink += sniff(header, contentType).essence.length;
  return sink;
};
compare(
  `computedMIMEType, ${headers.length} headers × ${contentTypes.length} Content-Types`,
  [
    { name: "@urlkit/mime-type sniffMIMEType", fn: sniffAll((h, contentType) => sniffMIMEType(h, { contentType })) },
    {
      name: "@urlkit/whatwg-mimetype",
      fn: sniffAll((h, contentTypeHeader) => computedMIMEType(h, { contentTypeHeader })),
    },
    {
      name: "whatwg-mimetype 5",
      fn: sniffAll((h, contentTypeHeader) => originalComputedMIMEType(h, { contentTypeHeader })),
    },
  ],
  { items: headers.length * contentTypes.length },
);
