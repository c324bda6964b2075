import { domainToASCII, parseHost, serializeHost, tr46IDNA } from "@urlkit/host";
import { idnaInput, readWPT } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import expectedFailures from "./expected-failures.json" with { type: "json" };
import { hostString } from "./host-string.ts";

interface HostCase {
  input: string;
  output: string | null;
  comment?: string;
}

function cases(file: string): HostCase[] {
  const data = readWPT<(string | HostCase)[]>(file);
  const result = data.filter((c): c is HostCase => typeof c !== "string");
  if (result.length === 0) throw new Error(`${file} has no test cases`);
  return result;
}

const known = new Map(expectedFailures.map((f) => [`${f.file}\u0000${f.input}`, f.reason]));

// The URL harness parses "https://" + input + "/x": through parseHost directly that is a special host.
function check(file: string, c: HostCase): void {
  const host = parseHost(c.input);
  const actual = host === null ? null : serializeHost(host);
  const expectedFailure = known.get(`${file}\u0000${c.input}`);
  if (expectedFailure !== undefined) {
    expect(actual, `listed as an expected failure (${expectedFailure}) but now passes`).not.toBe(c.output);
    return;
  }
  expect(actual).toBe(c.output);
  expect(hostString(c.input, false, tr46IDNA)).toBe(c.output);
}

describe("toascii.json", () => {
  const all = cases("toascii.json");
  it("has the cases the README describes", () => expect(all.length).toBe(87));
  for (const c of all) it(`${JSON.stringify(c.input)} → ${JSON.stringify(c.output)}`, () => check("toascii.json", c));
});

// IdnaTestV2.window.js: skip "", and percent-encode the code points that would end the host (idnaInput).
describe("IdnaTestV2.json", () => {
  const all = cases("IdnaTestV2.json").filter((c) => c.input !== "");
  it("has the UTS #46 cases", () => expect(all.length).toBeGreaterThan(2600));
  for (const c of all) {
    const input = idnaInput(c.input);
    it(`${JSON.stringify(input)} → ${JSON.stringify(c.output)}`, () => check("IdnaTestV2.json", { ...c, input }));
  }
});

describe("expected-failures.json", () => {
  it("names only cases that exist, each with a reason", () => {
    const inputs = new Set(cases("IdnaTestV2.json").map((c) => `IdnaTestV2.json\u0000${idnaInput(c.input)}`));
    for (const c of cases("toascii.json")) inputs.add(`toascii.json\u0000${c.input}`);
    for (const f of expectedFailures) {
      expect(inputs.has(`${f.file}\u0000${f.input}`), `${f.file}: ${JSON.stringify(f.input)}`).toBe(true);
      expect(f.reason.length).toBeGreaterThan(40);
    }
  });
});

interface DnsLengthCase {
  input: string;
  failure: boolean;
  message: string;
}

describe("verifydnslength_tests.json (domainToASCII with beStrict)", () => {
  const all = readWPT<(string | DnsLengthCase)[]>("verifydnslength_tests.json").filter(
    (c): c is DnsLengthCase => typeof c !== "string",
  );
  it("has cases", () => expect(all.length).toBe(17));
  for (const c of all) {
    it(`${c.input} ${c.failure ? "fails" : "passes"}`, () => {
      const afterScheme = c.input.indexOf("://") + 3;
      const slash = c.input.indexOf("/", afterScheme);
      const host = c.input.slice(afterScheme, slash === -1 ? undefined : slash);
      const result = domainToASCII(host, { beStrict: true });
      if (c.failure) expect(result).toBeNull();
      else expect(result).toBe(host.toLowerCase());
      // Without beStrict every one of these is a domain.
      expect(domainToASCII(host)).toBe(host.toLowerCase());
    });
  }
});
