import { readWPTCases, type URLTestCase } from "@urlkit/tooling";
import { describe, expect, it } from "vitest";
import { parseURL, recordFromComponents, serializeURL, type URLComponents } from "../src/index.ts";

function componentsOf(url: URLComponents): URLComponents {
  const { scheme, username, password, host, port, path, query, fragment } = url;
  return { scheme, username, password, host, port, path, query, fragment };
}

describe("recordFromComponents", () => {
  it("gives back every urltestdata record from its components", () => {
    for (const test of readWPTCases<URLTestCase>("urltestdata.json")) {
      const url = parseURL(test.input, { base: test.base });
      if (url === null) continue;
      const record = recordFromComponents(componentsOf(url));
      expect(serializeURL(record), test.input).toBe(serializeURL(url));
      expect(componentsOf(record), test.input).toEqual(componentsOf(url));
    }
  });

  it("takes components as they are, and serializes a path that starts with an empty segment with /.", () => {
    const fields = { scheme: "HTTP", username: "", password: "", host: "A b", port: 80 };
    const record = recordFromComponents({ ...fields, path: ["x y"], query: null, fragment: "#" });
    expect(record.href).toBe("HTTP://A b:80/x y##");
    const noHost = { scheme: "w", username: "", password: "", host: null, port: null, query: null, fragment: null };
    expect(recordFromComponents({ ...noHost, path: ["", "p"] }).href).toBe("w:/.//p");
  });

  it("throws a TypeError naming the component of the wrong type", () => {
    const valid = {
      scheme: "a",
      username: "",
      password: "",
      host: null,
      port: null,
      path: [],
      query: null,
      fragment: null,
    };
    expect(() => recordFromComponents({ ...valid, port: 70000 })).toThrow(/port/);
    expect(() => recordFromComponents({ ...valid, path: [1 as unknown as string] })).toThrow(/path/);
    expect(() => recordFromComponents(null as unknown as URLComponents)).toThrow(TypeError);
  });
});
