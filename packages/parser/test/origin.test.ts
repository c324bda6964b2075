import { describe, expect, it } from "vitest";
import { origin, serializeAnOrigin, serializeOrigin } from "../src/index.ts";
import { parse } from "./records.ts";

describe("origin", () => {
  it("is a tuple for http(s), ws(s), ftp and opaque otherwise", () => {
    expect(origin(parse("https://u:p@example.org:8443/x"))).toEqual({
      type: "tuple",
      scheme: "https",
      host: "example.org",
      port: 8443,
      domain: null,
    });
    expect(serializeOrigin(parse("https://u:p@example.org:8443/x"))).toBe("https://example.org:8443");
    expect(serializeOrigin(parse("ws://[::1]/"))).toBe("ws://[::1]");
    expect(serializeOrigin(parse("ftp://h:21/"))).toBe("ftp://h");
    expect(origin(parse("file:///x"))).toEqual({ type: "opaque" });
    expect(serializeOrigin(parse("data:,x"))).toBe("null");
  });
  it("of a blob: URL is that of its path's http(s) URL, else opaque", () => {
    expect(serializeOrigin(parse("blob:https://whatwg.org/d0360e2f"))).toBe("https://whatwg.org");
    expect(serializeOrigin(parse("blob:http://h:81/x"))).toBe("http://h:81");
    expect(serializeOrigin(parse("blob:file:///x"))).toBe("null");
    expect(serializeOrigin(parse("blob:ftp://h/x"))).toBe("null");
    expect(serializeOrigin(parse("blob:not a url"))).toBe("null");
  });
  it("serializeAnOrigin", () => {
    expect(serializeAnOrigin({ type: "opaque" })).toBe("null");
    expect(serializeAnOrigin({ type: "tuple", scheme: "http", host: "h", port: null, domain: null })).toBe("http://h");
  });
});
