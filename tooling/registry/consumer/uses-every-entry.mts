// Type-checked in the consumer project under `module: nodenext` and `moduleResolution: bundler`: every entry point
// of every published package, imported by its package name and used with its types.
import { type DataURL, forgivingBase64Decode, parseDataURL } from "@urlkit/data-url";
import { type Host, parseHost, serializeHost } from "@urlkit/host";
import { domainToASCII, platformIDNA } from "@urlkit/host/platform-idna";
import { MIMEType, parseMIMEType } from "@urlkit/mime-type";
import { parseURL, serializeURL, type URLRecord, type ValidationError } from "@urlkit/parser";
import { canParseURL } from "@urlkit/parser/unchecked";
import { URLPattern, type URLPatternResult } from "@urlkit/pattern";
import "@urlkit/pattern/polyfill";
import { type Encoding, PATH_SET, percentDecodeString, percentEncode } from "@urlkit/percent-encoding";
import { getEncoding } from "@urlkit/percent-encoding/legacy";
import { percentDecodeString as percentDecodeUnchecked } from "@urlkit/percent-encoding/unchecked";
import { URL, type URLSearchParams } from "@urlkit/url";
import { URL as PlatformIDNAURL } from "@urlkit/url/platform-idna";
import "@urlkit/url/polyfill";
import { type NameValue, parse, serialize } from "@urlkit/urlencoded";

const errors: ValidationError[] = [];
const record: URLRecord | null = parseURL("HTTP://EXAMPLE.com/a/../b", { onValidationError: (e) => errors.push(e) });
const href: string = record === null ? "" : serializeURL(record);
const host: Host | null = parseHost("xn--nxasmq6b.example");
const hostText: string = host === null ? "" : serializeHost(host);
const ascii: string | null = domainToASCII("bücher.example");
const canParse: boolean = canParseURL("https://a/", null, platformIDNA);
const url: URL = new URL("https://example.com/?a=1");
const params: URLSearchParams = url.searchParams;
const platformHref: string = new PlatformIDNAURL("https://example.com/").href;
const encoded: string = percentEncode("a b", PATH_SET);
const decoded: string = percentDecodeString("%41") + percentDecodeUnchecked("%42", false);
const shiftJIS: Encoding = getEncoding("shift_jis");
const pairs: NameValue[] = parse("a=1&b=2");
const form: string = serialize(pairs);
const mimeType: MIMEType | null = parseMIMEType("text/html;charset=utf-8");
const essence: string = new MIMEType("text", "plain").essence;
const data: DataURL | null = parseDataURL("data:,hi");
const bytes: Uint8Array | null = forgivingBase64Decode("aGk=");
const match: URLPatternResult | null = new URLPattern({ pathname: "/b/:id" }).exec("https://x/b/1");

export const results = [href, hostText, ascii, canParse, params.get("a"), platformHref, encoded, decoded, shiftJIS];
export const more = [form, mimeType?.essence, essence, data?.body.length, bytes?.length, match?.pathname.groups.id];
export const errorTypes: string[] = errors.map((error) => error.type);
