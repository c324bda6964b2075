// Huge inputs (8–32 MiB) parse or fail with a TypeError: never a stack overflow (RangeError), never an
// out-of-memory from intermediate copies. Each case also checks the result, so a subject that fails early
// for the wrong reason cannot pass. Timing is the benchmark's job (bench/adversarial.bench.ts), not this.
import { describe, expect, it } from "vitest";
import { searchParamsSubject, subject, type URLLike } from "../src/impls.ts";

const MiB = 1 << 20;

function outcome(run: () => URLLike): URLLike | TypeError {
  try {
    return run();
  } catch (error) {
    // Anything but a TypeError (RangeError: Maximum call stack size exceeded / Invalid string length, …) fails.
    if (!(error instanceof TypeError)) throw error;
    return error;
  }
}

function parsed(result: URLLike | TypeError): URLLike {
  if (result instanceof TypeError) throw new Error(`expected a URL, got TypeError: ${result.message.slice(0, 200)}`);
  return result;
}

function failed(result: URLLike | TypeError): void {
  if (!(result instanceof TypeError)) throw new Error(`expected a TypeError, got ${result.href.slice(0, 200)}…`);
}

/** Equality of huge strings that reports the first difference, not megabytes of text. */
function same(actual: string | null | undefined, expected: string, what: string): void {
  if (actual === expected) return;
  if (typeof actual !== "string")
    throw new Error(`${what}: expected a string of ${expected.length} chars, got ${actual}`);
  let i = 0;
  while (i < actual.length && actual[i] === expected[i]) i++;
  throw new Error(
    `${what}: lengths ${actual.length} vs expected ${expected.length}; first difference at ${i}: ` +
      `${JSON.stringify(actual.slice(i, i + 40))} vs ${JSON.stringify(expected.slice(i, i + 40))}`,
  );
}

// Generous timeouts: speed is the benchmark's business; here only the outcome counts.
describe("huge inputs through the URL class", { timeout: 300_000 }, () => {
  const impl = subject();
  const parse = (s: string, base?: string) =>
    outcome(() => (base === undefined ? new impl.URL(s) : new impl.URL(s, base)));

  it("32 MiB path of ordinary segments", () => {
    const path = "/abcdefg".repeat((32 * MiB) / 8);
    const url = parsed(parse(`https://example.org${path}?q#f`));
    same(url.pathname, path, "pathname");
    same(url.href, `https://example.org${path}?q#f`, "href");
  });

  it("16 MiB of ../ and 8 MiB of %2e%2e/ collapse to the root", () => {
    same(parsed(parse(`http://h/a/${"../".repeat((16 * MiB) / 3)}b`)).pathname, "/b", "pathname");
    same(parsed(parse(`http://h/a/${"%2e%2e/".repeat((8 * MiB) / 7)}b`)).pathname, "/b", "pathname");
    same(parsed(parse(`${"../".repeat((8 * MiB) / 3)}x`, "file:///C:/a/b")).href, "file:///C:/x", "href");
  });

  it("8 MiB of ./ and of %2E/ segments vanish", () => {
    same(parsed(parse(`sc://h/${"./".repeat(4 * MiB)}z`)).pathname, "/z", "pathname");
    same(parsed(parse(`http://h/${"%2E/".repeat((8 * MiB) / 4)}z`)).pathname, "/z", "pathname");
  });

  it("16 MiB of tabs and newlines inside, and of C0 controls and spaces around, are removed", () => {
    const tabs = "\t\n\r".repeat((16 * MiB) / 3);
    same(parsed(parse(`ht${tabs}tp://h${tabs}/p${tabs}?q${tabs}#f${tabs}`)).href, "http://h/p?q#f", "href");
    const c0 = "\u0000\u001f ".repeat((8 * MiB) / 3);
    same(parsed(parse(`${c0}http://h/${c0}`)).href, "http://h/", "href");
  });

  it("8 MiB of C0 controls inside a path, query and fragment are percent-encoded", () => {
    const c0 = "\u0001".repeat(4 * MiB);
    const half = c0.slice(0, 2 * MiB);
    const url = parsed(parse(`http://h/${c0}?${half}#${half}x`)); // the x: trailing C0 controls are trimmed
    same(url.pathname, `/${"%01".repeat(c0.length)}`, "pathname");
    same(url.search, `?${"%01".repeat(half.length)}`, "search");
    same(url.hash, `#${"%01".repeat(half.length)}x`, "hash");
  });

  it("8 MiB of @ (userinfo) and of % (path)", () => {
    const at = "@".repeat(8 * MiB);
    const url = parsed(parse(`http://${at}h/`));
    same(url.hostname, "h", "hostname");
    same(url.username, "%40".repeat(at.length - 1), "username");
    const percent = "%".repeat(8 * MiB);
    same(parsed(parse(`http://h/${percent}`)).pathname, `/${percent}`, "pathname");
  });

  it("8 MiB of non-ASCII (é, astral 💩 pairs, lone surrogates) in the path", () => {
    const unit = "é💩\ud800"; // 4 UTF-16 code units
    same(
      parsed(parse(`http://h/${unit.repeat(2 * MiB)}`)).pathname,
      `/${"%C3%A9%F0%9F%92%A9%EF%BF%BD".repeat(2 * MiB)}`,
      "pathname",
    );
  });

  it("hosts: 8 MiB ASCII label, 1 MiB IDNA label, 8 MiB of [ or :, a 16 MiB dotted IPv4-ish", () => {
    const label = "a".repeat(8 * MiB);
    same(parsed(parse(`http://${label.toUpperCase()}/`)).hostname, label, "hostname");
    // Too long for DNS, but only beStrict checks that; Punycode overflow may still fail it (native does).
    const idna = parse(`http://${"é".repeat(MiB)}/`);
    if (!(idna instanceof TypeError)) expect(idna.hostname.startsWith("xn--"), idna.hostname.slice(0, 40)).toBe(true);
    failed(parse(`http://[${"[".repeat(8 * MiB)}/`));
    failed(parse(`http://[${":".repeat(8 * MiB)}]/`));
    failed(parse(`http://a${":".repeat(8 * MiB)}/`));
    failed(parse(`http://${"1.".repeat(8 * MiB)}1/`));
    failed(parse(`sc://${"[".repeat(8 * MiB)}x/`)); // IPv6-unclosed, opaque or not
    same(parsed(parse(`sc://${"é".repeat(4 * MiB)}/`)).host, "%C3%A9".repeat(4 * MiB), "opaque host");
  });

  it("16 MiB port digits fail (out of range); 8 MiB of leading zeros is port 80 → default", () => {
    failed(parse(`http://h:${"9".repeat(16 * MiB)}/`));
    same(parsed(parse(`http://h:${"0".repeat(8 * MiB)}80/`)).port, "", "port");
  });

  it("setters take 8 MiB values", () => {
    const url = parsed(parse("https://u:p@example.org:8080/p?q#f"));
    const big = "x/".repeat(4 * MiB);
    url.pathname = big;
    same(url.pathname, `/${big}`, "pathname");
    url.search = big;
    same(url.search, `?${big}`, "search");
    url.hash = big;
    same(url.hash, `#${big}`, "hash");
    url.username = "@".repeat(8 * MiB);
    same(url.username, "%40".repeat(8 * MiB), "username");
    url.host = `${"b".repeat(8 * MiB)}:1`;
    same(url.hostname, "b".repeat(8 * MiB), "hostname");
    same(url.port, "1", "port");
    url.port = "9".repeat(8 * MiB);
    same(url.port, "1", "port");
    const before = url.href;
    expect(() => {
      url.href = `http://[${"1:".repeat(4 * MiB)}]`;
    }).toThrow(TypeError);
    same(url.href, before, "href after a failed href setter");
    same(new impl.URL(url.href).href, url.href, "reparsed href");
  });
});

describe("huge inputs through URLSearchParams", { timeout: 300_000 }, () => {
  const impl = searchParamsSubject();

  it("1M pairs: parse, sort, serialize", () => {
    const n = 1 << 20;
    let s = "";
    for (let i = n - 1; i >= 0; i--) s += `k${i % 1000}=${i}&`;
    const p = new impl.URLSearchParams(s);
    expect(p.size).toBe(n);
    p.sort();
    const first = p.entries().next().value;
    same(first?.[0], "k0", "first name");
    expect(p.toString().length).toBe(s.length - 1);
  });

  it("16 MiB of %, of + and of & ; 8 MiB of invalid percent-encoded UTF-8", () => {
    const percent = new impl.URLSearchParams("%".repeat(16 * MiB));
    expect(percent.size).toBe(1);
    same(percent.get("%".repeat(16 * MiB)), "", "value");
    expect(new impl.URLSearchParams(`a=${"+".repeat(16 * MiB)}`).get("a")?.length).toBe(16 * MiB);
    expect(new impl.URLSearchParams("&".repeat(16 * MiB)).size).toBe(0);
    const invalid = Math.floor((8 * MiB) / 3);
    same(new impl.URLSearchParams(`a=${"%FF".repeat(invalid)}`).get("a"), "\ufffd".repeat(invalid), "a");
  });
});
