import { describe, expect, it } from "vitest";
import { isResultLine, readResultLine } from "../src/result-line.ts";

describe("readResultLine", () => {
  it("reads the JSON on the first RESULT line among the others", () => {
    const stdout = 'a line\nRESULT {"passed":3}\nRESULT {"passed":4}\n';
    expect(readResultLine(stdout)).toEqual({ passed: 3 });
    expect(stdout.split("\n").filter((line) => !isResultLine(line))).toEqual(["a line", ""]);
  });

  it("is undefined when no line starts with RESULT", () => {
    expect(readResultLine("RESULTS 1\n result 2\n")).toBeUndefined();
  });
});
