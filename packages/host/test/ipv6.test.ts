import { parseHost, parseIPv6, serializeHost, serializeIPv6, tr46IDNA } from "@urlkit/host";
import { describe, expect, it } from "vitest";
import { hostString } from "./host-string.ts";

describe("parseIPv6", () => {
  it.each([
    ["::", [0, 0, 0, 0, 0, 0, 0, 0]],
    ["::1", [0, 0, 0, 0, 0, 0, 0, 1]],
    ["1::", [1, 0, 0, 0, 0, 0, 0, 0]],
    ["1:2:3:4:5:6:7:8", [1, 2, 3, 4, 5, 6, 7, 8]],
    ["1:2:3:4:5:6::", [1, 2, 3, 4, 5, 6, 0, 0]],
    ["1::8", [1, 0, 0, 0, 0, 0, 0, 8]],
    ["1:2::7:8", [1, 2, 0, 0, 0, 0, 7, 8]],
    ["::2:3:4:5:6:7:8", [0, 2, 3, 4, 5, 6, 7, 8]],
    ["1:2:3:4:5:6:7::", [1, 2, 3, 4, 5, 6, 7, 0]],
    ["FFFF:ffff::0001", [0xffff, 0xffff, 0, 0, 0, 0, 0, 1]],
    ["::ffff:192.168.0.1", [0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0001]],
    ["::127.0.0.1", [0, 0, 0, 0, 0, 0, 0x7f00, 1]],
    ["1:2:3:4:5:6:1.2.3.4", [1, 2, 3, 4, 5, 6, 0x0102, 0x0304]],
    ["::0.0.0.0", [0, 0, 0, 0, 0, 0, 0, 0]],
    ["::255.255.255.255", [0, 0, 0, 0, 0, 0, 0xffff, 0xffff]],
  ])("%j", (input, pieces) => {
    expect(parseIPv6(input)).toEqual(pieces);
  });

  it.each([
    "",
    ":",
    ":1",
    "1:",
    "1:2",
    "1:2:3:4:5:6:7",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7:8::",
    "::1:2:3:4:5:6:7:8",
    "1::1::1",
    ":::",
    "12345::",
    "g::",
    "1:2:3!:4",
    "::1.2.3",
    "::1.2.3.4.5",
    "::1.2.3.256",
    "::01.2.3.4",
    "::.1.2.3",
    "::1..2.3",
    "::1.2.3.",
    "1:2:3:4:5:6:7:1.2.3.4",
    "::1.2.3.4:1",
    "::1.2.3.4x",
    "::%31",
    "::1 ",
  ])("%j fails", (input) => {
    expect(parseIPv6(input)).toBeNull();
  });

  it("throws a TypeError for a non-string", () => {
    expect(() => parseIPv6(null as unknown as string)).toThrow(/parseIPv6/);
  });
});

describe("serializeIPv6", () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], "::"],
    [[0, 0, 0, 0, 0, 0, 0, 1], "::1"],
    [[1, 0, 0, 0, 0, 0, 0, 0], "1::"],
    [[1, 0, 0, 0, 0, 0, 0, 1], "1::1"],
    [[1, 2, 3, 4, 5, 6, 7, 8], "1:2:3:4:5:6:7:8"],
    [[1, 0, 2, 3, 4, 5, 6, 7], "1:0:2:3:4:5:6:7"],
    [[0, 0xf, 0, 0, 0xf, 0xf, 0, 0], "0:f::f:f:0:0"],
    [[1, 0, 0, 2, 0, 0, 3, 4], "1::2:0:0:3:4"],
    [[1, 0, 0, 2, 0, 0, 0, 4], "1:0:0:2::4"],
    [[0xabcd, 0xef01, 0, 0, 0, 0, 0, 0xffff], "abcd:ef01::ffff"],
    [[0, 0, 0, 0, 0, 0xffff, 0xc0a8, 1], "::ffff:c0a8:1"],
  ])("%j → %s", (pieces, text) => {
    expect(serializeIPv6(pieces)).toBe(text);
    expect(parseIPv6(text)).toEqual(pieces);
  });

  it.each([[[0, 0, 0]], [[0, 0, 0, 0, 0, 0, 0, 0x10000]], [[0, 0, 0, 0, 0, 0, 0, -1]], ["::"]])("rejects %j", (bad) => {
    expect(() => serializeIPv6(bad as unknown as number[])).toThrow(TypeError);
  });
});

describe("IPv6 through the host parser", () => {
  it.each([
    ["[0:0::1]", "[::1]"],
    ["[::ffff:1.2.3.4]", "[::ffff:102:304]"],
    ["[1:0::]", "[1::]"],
    ["[0:0::1%5D", null],
    ["[0:0::%31]", null],
    ["[::1", null],
    ["[", null],
    ["[]", null],
    ["::1]", null],
  ])("%j → %j", (input, expected) => {
    expect(hostString(input, false, tr46IDNA)).toBe(expected);
    expect(hostString(input, true, tr46IDNA)).toBe(expected);
    const host = parseHost(input);
    expect(host === null ? null : serializeHost(host)).toBe(expected);
  });
});
