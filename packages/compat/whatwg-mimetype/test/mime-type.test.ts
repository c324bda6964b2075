import { readWPT } from "@urlkit/tooling";
import { outcome, shape } from "@urlkit/tooling/mime-type-shape";
import { MIMEType } from "@urlkit/whatwg-mimetype";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MIMEType as Original } from "whatwg-mimetype";

const wptInputs = [...readWPT<unknown[]>("mime-types.json"), ...readWPT<unknown[]>("generated-mime-types.json")]
  .filter((c): c is { input: string } => typeof c === "object" && c !== null)
  .map((c) => c.input);

const odd = [
  "",
  "text/html",
  "TEXT/HTML",
  "text/html2",
  "a@b",
  "x y",
  "é",
  "\u212a",
  "*",
  "a/b",
  " a ",
  "1",
  undefined,
  null,
  0,
  { toString: () => "Text" },
] as unknown as string[];

describe("MIMEType, against whatwg-mimetype 5", () => {
  it(`parses the ${wptInputs.length} WPT inputs to the same MIME types, and throws the same Errors`, () => {
    for (const input of wptInputs) {
      expect(shape(MIMEType.parse(input)), input).toEqual(shape(Original.parse(input)));
      const ours = outcome(() => shape(new MIMEType(input)));
      expect(ours, input).toEqual(outcome(() => shape(new Original(input))));
    }
  });

  it("converts non-strings as whatwg-mimetype does", () => {
    for (const input of [null, undefined, 1, { toString: () => "a/B" }, ["a/b"]] as unknown as string[]) {
      expect(shape(MIMEType.parse(input))).toEqual(shape(Original.parse(input)));
    }
    expect(MIMEType.parse(Symbol() as never)).toBe(null);
    expect(Original.parse(Symbol() as never)).toBe(null);
  });

  it("sets type and subtype with the same checks and Errors", () => {
    for (const which of ["type", "subtype"] as const) {
      for (const value of odd) {
        const ours = new MIMEType("text/plain;a=b");
        const original = new Original("text/plain;a=b");
        expect(
          outcome(() => (ours[which] = value)),
          String(value),
        ).toEqual(outcome(() => (original[which] = value)));
        expect(shape(ours)).toEqual(shape(original));
      }
    }
  });

  it("has the same parameters map API", () => {
    const ours = new MIMEType('x/x;a=b;c=D;E="F"');
    const original = new Original('x/x;a=b;c=D;E="F"');
    const run = (m: MIMEType | Original) => {
      const p = m.parameters as unknown as MIMEType["parameters"];
      const log: unknown[] = [
        p.size,
        p.get("A"),
        p.has("E"),
        p.has(undefined as never),
        [...p.keys()],
        [...p.values()],
      ];
      for (const [name, value] of [
        ["Q", "X"],
        ["", "empty name"],
        ["@", "x"],
        ["a", "é"],
        ["a", "€"],
        ["b", ""],
        [null, undefined],
      ] as [string, string][]) {
        log.push(outcome(() => [...p.set(name, value)]));
      }
      p.forEach(function (this: unknown, value, key, map) {
        log.push([value, key, [...map], this]);
      }, "thisArg");
      log.push(p.delete("Q"), p.delete("nope"), m.toString(), [...p], [...p.entries()]);
      p.clear();
      log.push(p.size, m.toString());
      return log;
    };
    expect(run(ours)).toEqual(run(original as never));
  });

  it("answers isHTML, isXML and isJavaScript the same", () => {
    for (const input of [...wptInputs.slice(0, 200), "text/javascript", "text/javascript;x=y", "application/x+xml"]) {
      expect(shape(MIMEType.parse(input))).toEqual(shape(Original.parse(input)));
    }
    expect(() => new MIMEType("text/javascript").isJavaScript(null as never)).toThrow(TypeError);
    expect(() => new Original("text/javascript").isJavaScript(null as never)).toThrow(TypeError);
  });

  it("parses random strings the same (fast-check, fixed seed)", () => {
    const text = fc.string({ unit: fc.constantFrom(...'aZ/;=" \t\\\né,@', "x"), maxLength: 24 });
    fc.assert(
      fc.property(text, (input) => {
        expect(shape(MIMEType.parse(input))).toEqual(shape(Original.parse(input)));
      }),
      { seed: 424_242, numRuns: 5_000 },
    );
  });

  it("keeps its name and its members where whatwg-mimetype has them", () => {
    expect(MIMEType.name).toBe("MIMEType");
    const members = (c: object) => Object.getOwnPropertyNames(c).sort();
    expect(members(MIMEType.prototype)).toEqual(members(Original.prototype));
    expect(members(MIMEType)).toEqual(members(Original));
    expect(members(Object.getPrototypeOf(new MIMEType("a/b").parameters))).toEqual(
      members(Object.getPrototypeOf(new Original("a/b").parameters)),
    );
  });
});
