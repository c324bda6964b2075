import { describe, expect, it } from "vitest";
import { readWPT } from "../src/data.ts";
import { readWPTCases, type URLTestCase } from "../src/wpt.ts";
import {
  checkIdna,
  checkSetters,
  checkToASCII,
  checkURLTestData,
  type HostCase,
  idnaInput,
  type SetterCase,
  type URLClass,
} from "../src/wpt-check.ts";

// Node 24's own URL passes every case of these files, so it stands for a correct class here.
const Ours = URL as unknown as URLClass;

/** Node's URL with its instances made by `make`: a class that gets one thing wrong, to show each harness can fail. */
function altered(make: (input: string, base?: string) => URL): URLClass {
  // A function declaration, so that the harness can call it with `new`.
  function Altered(input: string, base?: string): URL {
    return make(input, base);
  }
  return Object.assign(Altered, {
    parse: URL.parse.bind(URL),
    canParse: URL.canParse.bind(URL),
  }) as unknown as URLClass;
}
const WrongPort = altered((input, base) => {
  const url = new URL(input, base);
  return Object.defineProperty(url, "port", { value: url.port === "8080" ? "8081" : url.port });
});
const NeverFails = altered((input, base) => URL.parse(input, base) ?? new URL("https://example.invalid/"));

describe("the WPT harness functions", () => {
  const urltestdata = readWPTCases<URLTestCase>("urltestdata.json");

  it("count every urltestdata.json case as passed for a conformant URL", () => {
    const tally = checkURLTestData(Ours, "urltestdata.json", urltestdata);
    expect(tally).toEqual({
      file: "urltestdata.json",
      cases: urltestdata.length,
      passed: urltestdata.length,
      failed: [],
    });
  });

  it("name the cases a wrong attribute fails", () => {
    const tally = checkURLTestData(WrongPort, "urltestdata.json", urltestdata);
    const withPort = urltestdata.filter((c) => c.port === "8080");
    expect(withPort.length).toBeGreaterThan(0);
    expect(tally.failed).toHaveLength(withPort.length);
    expect(tally.failed[0]).toBe(`${JSON.stringify(withPort[0].input)} against ${JSON.stringify(withPort[0].base)}`);
  });

  it("fail a case that must throw when the constructor does not", () => {
    const failures = urltestdata.filter((c) => c.failure);
    const tally = checkURLTestData(NeverFails, "urltestdata.json", failures);
    expect(tally.passed).toBe(0);
  });

  it("run the setters, toascii and IdnaTestV2 files", () => {
    const setters = checkSetters(Ours, readWPT<Record<string, SetterCase[] | string[]>>("setters_tests.json"));
    expect(setters.failed).toEqual([]);
    expect(setters.cases).toBeGreaterThan(250);
    const toascii = readWPTCases<HostCase>("toascii.json");
    expect(checkToASCII(Ours, toascii)).toMatchObject({ cases: toascii.length * 3, failed: [] });
    expect(checkToASCII(NeverFails, toascii).failed.length).toBeGreaterThan(0);
    expect(checkIdna(Ours, readWPTCases<HostCase>("IdnaTestV2.json")).failed).toEqual([]);
  });

  it("percent-encode the code points that would end an IdnaTestV2 host", () => {
    expect(idnaInput("a:b/c?d#e\\f.ü")).toBe("a%3Ab%2Fc%3Fd%23e%5Cf.ü");
  });
});
