// Encode / decode throughput of @urlkit/percent-encoding (built dist) against V8's encodeURIComponent /
// decodeURIComponent on each URL dataset, interleaved in one process. Run: pnpm --filter @urlkit/percent-encoding bench
import { COMPONENT_SET, percentDecodeString, percentEncode } from "@urlkit/percent-encoding";
import { compare, DATASETS, readDataset } from "@urlkit/tooling";

const utf8Length = (lines: string[]) => lines.reduce((n, line) => n + Buffer.byteLength(line, "utf8"), 0);

// The comparison is only fair when both sides compute the same thing: check that first, on every line.
function sameOutput(what: string, lines: string[], ours: (s: string) => string, native: (s: string) => string) {
  for (const line of lines) {
    const a = ours(line);
    const b = native(line);
    if (a !== b) throw new Error(`${what}: outputs differ for ${JSON.stringify(line)}: ${a} vs ${b}`);
  }
}

const encode = (s: string) => percentEncode(s, COMPONENT_SET);

for (const file of DATASETS) {
  const urls = readDataset(file);
  const encoded = urls.map(encodeURIComponent);
  // The characters of each URL that COMPONENT_SET leaves alone: nothing to encode, nothing to decode.
  const clean = urls.map((url) => {
    let out = "";
    for (const ch of url) if (!COMPONENT_SET.has(ch.codePointAt(0) as number)) out += ch;
    return out;
  });
  sameOutput(`${file} encode`, urls, encode, encodeURIComponent);
  sameOutput(`${file} decode`, encoded, percentDecodeString, decodeURIComponent);
  sameOutput(`${file} clean encode`, clean, encode, encodeURIComponent);
  for (const line of clean) if (encode(line) !== line) throw new Error(`not clean: ${line}`);

  // Reading a character flattens a concatenated (rope) result, as any real consumer would; the native
  // functions return flat strings, so the cost of flattening ours belongs in the measurement.
  const pass = (lines: string[], fn: (s: string) => string) => () => {
    let n = 0;
    for (const line of lines) {
      const out = fn(line);
      n += out.length + (out.charCodeAt(out.length >> 1) | 0);
    }
    return n;
  };
  const info = (lines: string[]) => ({ items: lines.length, bytes: utf8Length(lines) });
  const withPercent = encoded.filter((s, i) => s !== urls[i]).length;

  compare(
    `${file}: encode ${urls.length} URLs (COMPONENT_SET vs encodeURIComponent, ${withPercent} change)`,
    [
      { name: "percentEncode", fn: pass(urls, encode) },
      { name: "encodeURIComponent", fn: pass(urls, encodeURIComponent) },
    ],
    info(urls),
  );
  compare(
    `${file}: decode the encodeURIComponent form of each URL`,
    [
      { name: "percentDecodeString", fn: pass(encoded, percentDecodeString) },
      { name: "decodeURIComponent", fn: pass(encoded, decodeURIComponent) },
    ],
    info(encoded),
  );
  compare(
    `${file}: encode already-clean input (each URL without its COMPONENT_SET code points)`,
    [
      { name: "percentEncode", fn: pass(clean, encode) },
      { name: "encodeURIComponent", fn: pass(clean, encodeURIComponent) },
    ],
    info(clean),
  );
  compare(
    `${file}: decode input without %`,
    [
      { name: "percentDecodeString", fn: pass(clean, percentDecodeString) },
      { name: "decodeURIComponent", fn: pass(clean, decodeURIComponent) },
    ],
    info(clean),
  );
}
