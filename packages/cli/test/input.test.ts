import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { type LineSource, readLines } from "../src/input.ts";

const encoder = new TextEncoder();

async function linesOf(chunks: (string | Uint8Array)[]): Promise<{ numbers: number[]; lines: string[] }> {
  const bytes = chunks.map((chunk) => (typeof chunk === "string" ? encoder.encode(chunk) : chunk));
  const source: LineSource = { name: "test", stream: Readable.from(bytes), size: undefined };
  const numbers: number[] = [];
  const lines: string[] = [];
  for await (const batch of readLines(source)) {
    batch.lines.forEach((line, i) => {
      numbers.push(batch.firstLine + i);
      lines.push(line);
    });
  }
  return { numbers, lines };
}

describe("readLines", () => {
  it("splits at LF, drops a CR before it, and counts a last line without a newline", async () => {
    expect(await linesOf(["a\r\nb\nc"])).toEqual({ numbers: [1, 2, 3], lines: ["a", "b", "c"] });
  });

  it("has no lines for an empty input and one empty line for a lone newline", async () => {
    expect((await linesOf([])).lines).toEqual([]);
    expect((await linesOf([""])).lines).toEqual([]);
    expect((await linesOf(["\n"])).lines).toEqual([""]);
  });

  it("keeps lines, CRLFs, a BOM and UTF-8 sequences whole across chunk boundaries", async () => {
    const text = encoder.encode("\ufeffhttps://ü.example/\r\nsecond\r\n\r\nfourth é");
    for (let cut = 1; cut < text.length; cut++) {
      const { numbers, lines } = await linesOf([text.slice(0, cut), text.slice(cut)]);
      expect(lines).toEqual(["https://ü.example/", "second", "", "fourth é"]);
      expect(numbers).toEqual([1, 2, 3, 4]);
    }
  });

  it("decodes malformed UTF-8 as U+FFFD and keeps a BOM that is not at the start", async () => {
    expect((await linesOf([new Uint8Array([0x61, 0xff, 0x0a]), "\ufeffb"])).lines).toEqual(["a\ufffd", "\ufeffb"]);
  });

  it("reads a line longer than many chunks", async () => {
    const chunks = Array.from({ length: 50 }, () => "x".repeat(10_000));
    expect((await linesOf([...chunks, "\nend"])).lines).toEqual(["x".repeat(500_000), "end"]);
  });
});
