import { type Host, serializeHost } from "@urlkit/host";
import { describe, expect, it } from "vitest";

describe("serializeHost", () => {
  it("serializes every kind", () => {
    const hosts: [Host, string][] = [
      [{ type: "domain", value: "example.com" }, "example.com"],
      [{ type: "ipv4", value: 0xc0a80001 }, "192.168.0.1"],
      [{ type: "ipv6", value: [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1] }, "[2001:db8::1]"],
      [{ type: "opaque", value: "EXAMPLE%20" }, "EXAMPLE%20"],
      [{ type: "empty", value: "" }, ""],
    ];
    for (const [host, text] of hosts) expect(serializeHost(host)).toBe(text);
  });

  it("throws a TypeError for something that is not a Host", () => {
    expect(() => serializeHost(null as unknown as Host)).toThrow(/serializeHost: expected a Host/);
    expect(() => serializeHost({ type: "domain" } as unknown as Host)).toThrow(TypeError);
    expect(() => serializeHost({ type: "ipv6", value: [1] } as unknown as Host)).toThrow(TypeError);
  });
});
