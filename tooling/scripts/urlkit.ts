// `pnpm urlkit <url> [base]`: the repository's main job until the @urlkit/cli package exists. Parses <url>
// (against [base]) with @urlkit/parser and prints its components, origin and every validation error with
// its index; then <url> percent-encoded with each percent-encode set of the standard.
import { parseURL, serializeOrigin, validateURL } from "../../packages/parser/dist/index.js";
import * as pe from "../../packages/percent-encoding/dist/index.js";

const [input, base] = process.argv.slice(2);
if (input === undefined) {
  console.error('usage: pnpm urlkit <url> [base]   e.g. pnpm urlkit "HTTPS://EXAMPLE.com:443/a/../b c?q=ü#frag"');
  process.exit(2);
}
const row = (name: string, value: string) => console.log(`${name.padEnd(34)}  ${value}`);

row("input", JSON.stringify(input) + (base === undefined ? "" : ` against ${JSON.stringify(base)}`));
const url = parseURL(input, { base });
const errors = validateURL(input, { base });
if (url === null) {
  const fatal = errors.find((e) => e.fatal);
  row("result", `failure${fatal ? `: ${fatal.type} at index ${fatal.index}` : ""}`);
} else {
  row("href", url.href);
  row("origin", serializeOrigin(url));
  row("scheme", url.scheme);
  row("username / password", `${JSON.stringify(url.username)} / ${JSON.stringify(url.password)}`);
  row("host", JSON.stringify(url.host));
  row("port", String(url.port));
  row("path", JSON.stringify(url.path));
  row("query", JSON.stringify(url.query));
  row("fragment", JSON.stringify(url.fragment));
}
row("validation errors", errors.length === 0 ? "none" : errors.map((e) => `${e.type}@${e.index}`).join(", "));

console.log("\npercent-encoded (UTF-8) with each set of the standard:");
const sets: [string, pe.PercentEncodeSet][] = [
  ["C0 control", pe.C0_CONTROL_SET],
  ["fragment", pe.FRAGMENT_SET],
  ["query", pe.QUERY_SET],
  ["special-query", pe.SPECIAL_QUERY_SET],
  ["path", pe.PATH_SET],
  ["userinfo", pe.USERINFO_SET],
  ["component", pe.COMPONENT_SET],
  ["application/x-www-form-urlencoded", pe.FORM_URLENCODED_SET],
];
for (const [name, set] of sets) {
  row(name, pe.percentEncode(input, set, { spaceAsPlus: set === pe.FORM_URLENCODED_SET }));
}
