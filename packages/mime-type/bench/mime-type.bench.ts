// @urlkit/mime-type (built dist) against whatwg-mimetype, interleaved in one process: parsing, and parsing then
// serializing, for the Content-Type values a server or a browser sees most, and for every WPT input.
// Run: pnpm --filter @urlkit/mime-type bench (BENCH_ROUNDS / BENCH_BATCH_MS tune the runner).

import { parseMIMEType, serializeMIMEType } from "@urlkit/mime-type";
import { compare, readText, readWPT } from "@urlkit/tooling";
import { MIMEType } from "whatwg-mimetype";

const common = [
  "text/html",
  "text/html; charset=utf-8",
  "application/json",
  "application/json; charset=UTF-8",
  "text/css",
  "text/javascript; charset=utf-8",
  "image/png",
  "image/svg+xml",
  "application/octet-stream",
  "multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW",
  "application/x-www-form-urlencoded;charset=UTF-8",
  'text/plain; charset="us-ascii"; format=flowed',
];
const wpt = [...readWPT<unknown[]>("mime-types.json"), ...readWPT<unknown[]>("generated-mime-types.json")]
  .filter((c): c is { input: string } => typeof c === "object" && c !== null)
  .map((c) => c.input);

const sets: [string, string[]][] = [
  [`common Content-Type values (${common.length})`, common],
  [`WPT mime-types.json + generated-mime-types.json inputs (${wpt.length})`, wpt],
];

// Both sides must compute the same thing for the comparison to mean anything: check every input first.
for (const [title, inputs] of sets) {
  for (const input of inputs) {
    const ours = parseMIMEType(input);
    const reference = MIMEType.parse(input);
    if ((ours === null ? null : serializeMIMEType(ours)) !== (reference === null ? null : reference.toString())) {
      throw new Error(`${title}: urlkit and whatwg-mimetype differ on ${JSON.stringify(input)}`);
    }
  }
}

for (const [title, inputs] of sets) {
  const info = { items: inputs.length, bytes: inputs.reduce((n, s) => n + s.length, 0) };
  compare(
    `parse: ${title}`,
    [
      {
        name: "urlkit parseMIMEType",
        fn: () => {
          let n = 0;
          for (const input of inputs) n += parseMIMEType(input)?.parameters.size ?? 0;
          return n;
        },
      },
      {
        name: "whatwg-mimetype MIMEType.parse",
        fn: () => {
          let n = 0;
          for (const input of inputs) n += MIMEType.parse(input)?.parameters.size ?? 0;
          return n;
        },
      },
    ],
    info,
  );
  compare(
    `parse + serialize: ${title}`,
    [
      {
        name: "urlkit serializeMIMEType(parseMIMEType(s))",
        fn: () => {
          let n = 0;
          for (const input of inputs) {
            const mimeType = parseMIMEType(input);
            if (mimeType !== null) n += readText(serializeMIMEType(mimeType));
          }
          return n;
        },
      },
      {
        name: "whatwg-mimetype MIMEType.parse(s).toString()",
        fn: () => {
          let n = 0;
          for (const input of inputs) {
            const mimeType = MIMEType.parse(input);
            if (mimeType !== null) n += readText(mimeType.toString());
          }
          return n;
        },
      },
    ],
    info,
  );
}
