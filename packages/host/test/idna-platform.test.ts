// `@urlkit/host/platform-idna`: the platform's IDNA (Node's own URL here) must pass the WPT IDNA files whole; the
// approximation for platforms without one is measured against them and against tr46, code point by code point.
import { tr46IDNA } from "@urlkit/host";
import { approximateIDNA, domainToUnicode, type IDNA, parseHost, platformIDNA } from "@urlkit/host/platform-idna";
import { idnaInput, readWPTCases } from "@urlkit/tooling";
import { afterEach, describe, expect, it, vi } from "vitest";
import approximateFailures from "./approximate-idna-failures.json" with { type: "json" };
import { hostString } from "./host-string.ts";

interface HostCase {
  input: string;
  output: string | null;
}

// As the URL harness has them: IdnaTestV2 without the empty input, with the host-ending code points percent-encoded.
function hostCases(): [file: string, input: string, output: string | null][] {
  const cases: [string, string, string | null][] = [];
  for (const c of readWPTCases<HostCase>("toascii.json")) cases.push(["toascii.json", c.input, c.output]);
  for (const c of readWPTCases<HostCase>("IdnaTestV2.json")) {
    if (c.input === "") continue;
    cases.push(["IdnaTestV2.json", idnaInput(c.input), c.output]);
  }
  return cases;
}

describe("platformIDNA on Node 24", () => {
  it("passes every toascii.json and IdnaTestV2.json case", () => {
    const wrong = hostCases().filter(([, input, output]) => hostString(input, false, platformIDNA) !== output);
    expect(wrong).toEqual([]);
  });

  it("is what the entry's parseHost and domainToUnicode use", () => {
    expect(parseHost("Bücher.example")).toEqual({ type: "domain", value: "xn--bcher-kva.example" });
    expect(domainToUnicode("xn--bcher-kva.example")).toBe("bücher.example");
    // An error ToUnicode would record leaves the domain as it is.
    expect(domainToUnicode("xn--8i7caa")).toBe("xn--8i7caa");
  });

  it("reads forbidden ASCII code points as the host parser does, never as URL delimiters", () => {
    for (const input of ["ü/x", "ü?x", "ü#x", "ü@x", "ü:1", "ü x", "ü\tx", "ü%41", "ü\\x"]) {
      expect(platformIDNA.toASCII(input), JSON.stringify(input)).toBeNull();
    }
    expect(platformIDNA.toASCII("<\u0338")).toBe("xn--gdh");
    // A code point that maps to "%" fails at once, whether or not the platform's parser would decode it again.
    expect(platformIDNA.toASCII("\uff05\uff14\uff11.com")).toBeNull();
    // The result is never read as an IPv4 address: that is the host parser's next step.
    expect(platformIDNA.toASCII("１２７.０.０.１")).toBe("127.0.0.1");
    expect(platformIDNA.toASCII("ａ.１")).toBe("a.1");
  });
});

describe("approximateIDNA (forced)", () => {
  const listed = new Map(approximateFailures.map((f) => [`${f.file}\u0000${f.input}`, f.reason]));

  it("passes toascii.json and IdnaTestV2.json but the listed cases, which still fail", () => {
    const cases = hostCases();
    for (const key of listed.keys()) expect(cases.some(([file, input]) => `${file}\u0000${input}` === key)).toBe(true);
    for (const [file, input, output] of cases) {
      const actual = hostString(input, false, approximateIDNA);
      if (listed.has(`${file}\u0000${input}`))
        expect(actual, `${input}: ${listed.get(`${file}\u0000${input}`)}`).not.toBe(output);
      else expect(actual, `${file}: ${JSON.stringify(input)}`).toBe(output);
    }
  });

  it("differs from tr46 on at most 0.3% of the assigned code points in a label", () => {
    let assigned = 0;
    let different = 0;
    for (let c = 0x80; c <= 0x10ffff; c++) {
      const codePoint = String.fromCodePoint(c);
      if (/\p{Cn}|\p{Cs}/u.test(codePoint)) continue;
      assigned++;
      const label = `a${codePoint}b`;
      if (hostString(label, false, approximateIDNA) !== hostString(label, false, tr46IDNA)) different++;
    }
    expect(assigned).toBeGreaterThan(280_000);
    expect(different / assigned).toBeLessThan(0.003);
  });

  it("converts back what it converts", () => {
    expect(approximateIDNA.toASCII("Bücher.ＥＸＡＭＰＬＥ。com")).toBe("xn--bcher-kva.example.com");
    expect(approximateIDNA.toUnicode("xn--bcher-kva.example.com")).toBe("bücher.example.com");
    expect(approximateIDNA.toUnicode("xn--8i7caa")).toBeNull();
    expect(approximateIDNA.toUnicode("xn--a")).toBeNull();
  });
});

describe("the platform probe", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  // A new copy of the module (it probes once, on first use) whose probe meets `NativeURL` as the global URL. The
  // global changes after the import: the test runner's module loader needs the real one.
  async function platformIDNAWith(NativeURL: unknown): Promise<IDNA> {
    vi.resetModules();
    const { platformIDNA } = await import("../src/idna-platform.ts");
    vi.stubGlobal("URL", NativeURL);
    return platformIDNA;
  }

  // Native URL rejects this (CheckJoiners); the approximation, lacking joining data, accepts it.
  const telling = "\u06ef\u200c\u06ef";

  it("uses the runtime's URL when it passes", async () => {
    expect((await platformIDNAWith(globalThis.URL)).toASCII(telling)).toBeNull();
  });

  it("falls back to the approximation without a URL class", async () => {
    expect((await platformIDNAWith(undefined)).toASCII(telling)).toBe(approximateIDNA.toASCII(telling));
  });

  it("falls back to the approximation when the URL class processes transitionally", async () => {
    const Native = globalThis.URL;
    const idna = await platformIDNAWith(
      class {
        hostname: string;
        constructor(url: string) {
          this.hostname = new Native(url.replace("ß", "ss")).hostname;
        }
      },
    );
    expect(idna.toASCII("faß.de")).toBe("xn--fa-hia.de");
    expect(idna.toASCII(telling)).not.toBeNull();
  });

  it("does not recurse into a global URL built on platformIDNA itself", async () => {
    let idna: IDNA | undefined;
    idna = await platformIDNAWith(
      class {
        hostname: string;
        constructor(url: string) {
          this.hostname = idna!.toASCII(url.slice("http://".length, -1)) ?? "";
        }
      },
    );
    expect(idna.toASCII("Bücher")).toBe("xn--bcher-kva");
  });
});
