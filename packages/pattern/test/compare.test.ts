import { URLPattern } from "@urlkit/pattern";
import { describe, expect, it } from "vitest";

const compare = (left: string, right: string, component: "pathname" | "hostname" = "pathname") =>
  URLPattern.compareComponent(component, new URLPattern({ [component]: left }), new URLPattern({ [component]: right }));

describe("compareComponent", () => {
  it("ranks part types: fixed text, regexp, segment wildcard, full wildcard", () => {
    expect(compare("/a", "/(a)")).toBe(1);
    expect(compare("/(a)", "/:a")).toBe(1);
    expect(compare("/:a", "/*")).toBe(1);
    expect(compare("*", "/*")).toBe(-1);
  });

  it("then modifiers: none, +, ?, *", () => {
    expect(compare("/:a", "/:a+")).toBe(1);
    expect(compare("/:a+", "/:a?")).toBe(1);
    expect(compare("/:a?", "/:a*")).toBe(1);
  });

  it("ignores group names and compares the rest of a longer list with empty fixed text", () => {
    expect(compare("/:a/:b", "/:x/:y")).toBe(0);
    // The empty text a shorter list is compared with ranks above any group, below any text.
    expect(compare("/a", "/a/:b")).toBe(1);
    expect(compare("*", "*/b")).toBe(-1);
    expect(compare("", "*")).toBe(1);
    expect(compare("", "")).toBe(0);
  });

  it("compares the chosen component only", () => {
    const left = new URLPattern({ hostname: "a", pathname: "/z" });
    const right = new URLPattern({ hostname: "b", pathname: "/a" });
    expect(URLPattern.compareComponent("hostname", left, right)).toBe(-1);
    expect(URLPattern.compareComponent("pathname", left, right)).toBe(1);
  });
});
