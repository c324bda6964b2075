// The same packages through `require`, type-checked under `module: nodenext` (their CommonJS types).
import dataURL = require("@urlkit/data-url");
import host = require("@urlkit/host");
import hostPlatformIDNA = require("@urlkit/host/platform-idna");
import mimeType = require("@urlkit/mime-type");
import parser = require("@urlkit/parser");
import parserUnchecked = require("@urlkit/parser/unchecked");
import pattern = require("@urlkit/pattern");
import percentEncoding = require("@urlkit/percent-encoding");
import legacy = require("@urlkit/percent-encoding/legacy");
import percentEncodingUnchecked = require("@urlkit/percent-encoding/unchecked");
import url = require("@urlkit/url");
import urlPlatformIDNA = require("@urlkit/url/platform-idna");
import urlencoded = require("@urlkit/urlencoded");

import "@urlkit/pattern/polyfill";
import "@urlkit/url/polyfill";

const record: parser.URLRecord | null = parser.parseURL("https://example.com/");
const host1: host.Host | null = host.parseHost("example.com");
const ascii: string | null = hostPlatformIDNA.domainToASCII("example.com");
const canParse: boolean = parserUnchecked.canParseURL("https://a/", null, hostPlatformIDNA.platformIDNA);
const href: string = new url.URL("https://example.com/").href + new urlPlatformIDNA.URL("https://a/").href;
const params: url.URLSearchParams = new url.URLSearchParams("a=1");
const encoded: string = percentEncoding.percentEncode("a b", percentEncoding.PATH_SET);
const decoded: string = percentEncodingUnchecked.percentDecodeString("%41", false);
const encoding: percentEncoding.Encoding = legacy.getEncoding("windows-1252");
const pairs: urlencoded.NameValue[] = urlencoded.parse("a=1");
const type: mimeType.MIMEType | null = mimeType.parseMIMEType("text/plain");
const data: dataURL.DataURL | null = dataURL.parseDataURL("data:,x");
const matches: boolean = new pattern.URLPattern({ pathname: "/a" }).test("https://x/a");

export = { record, host1, ascii, canParse, href, params, encoded, decoded, encoding, pairs, type, data, matches };
