// `@urlkit/host/platform-idna`: the platform's IDNA (Node's own URL here) must pass the WPT IDNA files whole; the
// approximation for platforms without one is measured against them and against tr46, code point by code point.
import { tr46IDNA } from "@urlkit/host";
import { approximateIDNA, domainToUnicode, type IDNA, parseHost, platformIDNA } from "@urlkit/host/platform-idna";
import { idnaInput, readWPTCases } from "@urlkit/tooling";
import { afterEach, describe, expect, it, vi } from "vitest";
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

// Code points the engine's Unicode data does not know (Node 24: Unicode 17, tr46 7: Unicode 18) are disallowed there.
const engineKnows = (codePoint: string) => !/\p{Cn}/u.test(codePoint);

/**
 * The code points (non-ASCII scalar values) on which approximateIDNA and tr46 parse one of `forms` differently, split
 * by whether the engine knows the code point; `knownOnly` skips (and does not count) the ones it does not know.
 */
function differences(
  forms: ((codePoint: string) => string)[],
  knownOnly = false,
): { known: number[]; unknown: number } {
  const known: number[] = [];
  let unknown = 0;
  for (let c = 0x80; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const codePoint = String.fromCodePoint(c);
    if (knownOnly && !engineKnows(codePoint)) continue;
    const differs = forms.some(
      (form) => hostString(form(codePoint), false, approximateIDNA) !== hostString(form(codePoint), false, tr46IDNA),
    );
    if (!differs) continue;
    if (engineKnows(codePoint)) known.push(c);
    else unknown++;
  }
  return { known, unknown };
}

describe("approximateIDNA (forced)", () => {
  it("passes every toascii.json and IdnaTestV2.json case", () => {
    const wrong = hostCases().filter(([, input, output]) => hostString(input, false, approximateIDNA) !== output);
    expect(wrong).toEqual([]);
  });

  it("gives what tr46 gives on every code point the engine knows: in a label, alone, after a right-to-left letter", () => {
    const { known, unknown } = differences([(c) => `a${c}b`, (c) => c, (c) => `\u05d0${c}`]);
    expect(known).toEqual([]);
    // The rest are code points newer than the engine's Unicode data (12,983 on Node 24 against tr46 7).
    expect(unknown).toBeLessThan(20_000);
  }, 60_000);

  it("meets the Bidi Rule as tr46 does on every code point the engine knows", () => {
    const { known } = differences(
      [
        (c) => `\u05d0${c}\u05d0`,
        (c) => `${c}\u05d0`,
        (c) => `a${c}.\u05d0`,
        (c) => `a${c}a.\u05d0`,
        (c) => `${c}1.\u05d0`,
        (c) => `\u05d0\u0661${c}`,
        (c) => `\u05d01${c}`,
      ],
      true,
    );
    expect(known).toEqual([]);
  }, 120_000);

  it("meets CheckJoiners as tr46 does on every code point the engine knows", () => {
    const { known } = differences(
      [
        (c) => `a${c}\u200d`,
        (c) => `a${c}\u200cb`,
        (c) => `\u1820${c}\u200c\u1820`,
        (c) => `a${c}\u200c\u1820`,
        (c) => `\u1820\u200c${c}`,
        (c) => `\u1820\u200c${c}\u1820`,
        (c) => `\u0628${c}\u200c\u0628`,
        (c) => `\u0628\u200c${c}`,
        (c) => `${c}\u200c\u0628`,
      ],
      true,
    );
    expect(known).toEqual([]);
  }, 120_000);

  it("follows RFC 5892 where tr46 lets a non-joiner after a virama vouch for a later one", () => {
    // The second non-joiner has no letter joining to the right after it; tr46 matches its context from the first.
    const input = "\u1820\u094d\u200c\u1820\u200ca";
    expect(approximateIDNA.toASCII(input)).toBeNull();
    expect(tr46IDNA.toASCII(input)).not.toBeNull();
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

  // Node's URL accepts this; tr46 and the approximation do not (U+061D ARABIC END OF TEXT MARK is AL: the Bidi Rule).
  const telling = "a\u061db";

  it("uses the runtime's URL when it passes", async () => {
    expect((await platformIDNAWith(globalThis.URL)).toASCII(telling)).toBe("xn--ab-hsd");
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
    expect(idna.toASCII(telling)).toBeNull();
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
