// urlkit encode / decode: text through the URL Standard's percent-encode sets, and back.
import {
  C0_CONTROL_SET,
  COMPONENT_SET,
  FORM_URLENCODED_SET,
  FRAGMENT_SET,
  PATH_SET,
  type PercentEncodeSet,
  percentDecodeString,
  percentEncode,
  QUERY_SET,
  SPECIAL_QUERY_SET,
  USERINFO_SET,
} from "@urlkit/percent-encoding";
import { readAllStdin } from "./input.ts";
import { palette } from "./terminal.ts";
import { EXIT_OK, HELP_OPTION, parseCommandArgs, UsageError } from "./usage.ts";

const FORM = "form";

// Smallest set first, each one a superset of the one before (but special-query of query only).
const SETS: Readonly<Record<string, PercentEncodeSet>> = {
  "c0-control": C0_CONTROL_SET,
  fragment: FRAGMENT_SET,
  query: QUERY_SET,
  "special-query": SPECIAL_QUERY_SET,
  path: PATH_SET,
  userinfo: USERINFO_SET,
  component: COMPONENT_SET,
  [FORM]: FORM_URLENCODED_SET,
};

const OPTIONS = { set: { type: "string" }, ...HELP_OPTION } as const;

function setName(command: string, name: string | undefined): string | undefined {
  if (name === undefined || Object.hasOwn(SETS, name)) return name;
  throw new UsageError(command, `unknown set ${JSON.stringify(name)}; the sets are ${Object.keys(SETS).join(", ")}`);
}

async function textArgument(command: string, positionals: string[]): Promise<string> {
  const text = positionals[0];
  if (text === undefined) throw new UsageError(command, "missing <text> (give - to read it from stdin)");
  return text === "-" ? readAllStdin() : text;
}

function encode(text: string, name: string): string {
  return percentEncode(text, SETS[name], { spaceAsPlus: name === FORM });
}

export async function runEncode(args: string[]): Promise<number> {
  const parsed = parseCommandArgs("encode", args, OPTIONS, 1);
  if (parsed === null) return EXIT_OK;
  const name = setName("encode", parsed.values.set);
  const text = await textArgument("encode", parsed.positionals);
  if (name !== undefined) {
    process.stdout.write(`${encode(text, name)}\n`);
    return EXIT_OK;
  }
  const colours = palette(process.stdout);
  const width = Math.max(...Object.keys(SETS).map((key) => key.length)) + 2;
  let out = "";
  for (const key of Object.keys(SETS)) out += `${colours.dim(key.padEnd(width))}${encode(text, key)}\n`;
  process.stdout.write(out);
  return EXIT_OK;
}

export async function runDecode(args: string[]): Promise<number> {
  const parsed = parseCommandArgs("decode", args, OPTIONS, 1);
  if (parsed === null) return EXIT_OK;
  const name = setName("decode", parsed.values.set);
  const text = await textArgument("decode", parsed.positionals);
  process.stdout.write(`${percentDecodeString(text, { spaceAsPlus: name === FORM })}\n`);
  return EXIT_OK;
}
