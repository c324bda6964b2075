// `pnpm urlkit <text>`: the repository's main job until the @urlkit/cli package exists: shows <text>
// percent-encoded with each percent-encode set of the URL Standard (UTF-8), and decoded back.
import * as pe from "../../packages/percent-encoding/dist/index.js";

const input = process.argv.slice(2).join(" ");
if (input === "") {
  console.error('usage: pnpm urlkit <text>   e.g. pnpm urlkit "https://example.com/a b?q=ü#frag"');
  process.exit(2);
}
const sets = {
  "C0 control": pe.C0_CONTROL_SET,
  fragment: pe.FRAGMENT_SET,
  query: pe.QUERY_SET,
  "special-query": pe.SPECIAL_QUERY_SET,
  path: pe.PATH_SET,
  userinfo: pe.USERINFO_SET,
  component: pe.COMPONENT_SET,
  "application/x-www-form-urlencoded": pe.FORM_URLENCODED_SET,
};
const width = Math.max(...Object.keys(sets).map((name) => name.length));
console.log(`${"input".padEnd(width)}  ${input}`);
for (const [name, set] of Object.entries(sets)) {
  const spaceAsPlus = set === pe.FORM_URLENCODED_SET;
  console.log(`${name.padEnd(width)}  ${pe.percentEncode(input, set, { spaceAsPlus })}`);
}
console.log(`${"percent-decoded".padEnd(width)}  ${pe.percentDecodeString(input)}`);
