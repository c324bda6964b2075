import type { ValidationErrorType } from "@urlkit/parser";

/**
 * One plain-English line for each validation error the URL Standard names, written for someone who has a URL
 * in hand rather than the standard open. A `Record` over the union, so a name added to `ValidationErrorType`
 * does not compile until it is explained here.
 */
// https://url.spec.whatwg.org/#validation-error
export const EXPLANATIONS: Readonly<Record<ValidationErrorType, string>> = {
  "domain-to-ASCII":
    "the host is not a valid domain name (IDNA rejects it: a forbidden character, a bad hyphen, or a label too long)",
  "domain-percent-encoded": "the host contains %-escapes; they are decoded before the host is checked",
  "host-invalid-code-point": "the host contains a character no host may contain, such as a space, < > [ ] ^ or |",
  "IPv4-empty-part": "the IPv4 address ends with a dot",
  "IPv4-too-few-parts": "the IPv4 address has fewer than 4 numbers; the missing ones are filled in",
  "IPv4-too-many-parts": "the host looks like an IPv4 address but has more than 4 numbers",
  "IPv4-non-numeric-part": "the host ends in a number, so it must be an IPv4 address, but a part is not a number",
  "IPv4-non-decimal-part": "the IPv4 address has a number written in hex (0x…) or octal (leading 0)",
  "IPv4-out-of-range-part": "a number of the IPv4 address is too big (each must be 0–255; the last fills the rest)",
  "IPv6-unclosed": "the IPv6 address starts with [ but has no closing ]",
  "IPv6-invalid-compression": "the IPv6 address starts with a single : (compression is written ::)",
  "IPv6-too-many-pieces": "the IPv6 address has more than 8 groups",
  "IPv6-multiple-compression": "the IPv6 address uses :: more than once",
  "IPv6-invalid-code-point": "the IPv6 address contains something other than hex digits and colons, or ends too soon",
  "IPv6-too-few-pieces": "the IPv6 address has fewer than 8 groups and no :: to stand for the rest",
  "IPv6-piece-leading-zero": "a group of the IPv6 address has a leading 0",
  "IPv4-in-IPv6-too-many-pieces": "the IPv6 address has too many groups before its embedded IPv4 address",
  "IPv4-in-IPv6-invalid-code-point":
    "the IPv4 address inside the IPv6 address has an empty part, a non-digit, a leading 0, or too many parts",
  "IPv4-in-IPv6-out-of-range-part": "a number of the IPv4 address inside the IPv6 address is above 255",
  "IPv4-in-IPv6-too-few-parts": "the IPv4 address inside the IPv6 address has fewer than 4 numbers",
  "invalid-URL-unit":
    "a character that a URL may not contain as is (a space, a control character, a stray % …); it is removed or %-encoded",
  "special-scheme-missing-following-solidus": "the scheme is not followed by // (as in https://)",
  "missing-scheme-non-relative-URL": "there is no scheme (such as https:) and no base URL to resolve it against",
  "invalid-reverse-solidus": "a backslash \\ is used where a URL with this scheme needs a slash /",
  "invalid-credentials": "the URL contains a username or password; they are visible to anyone who sees the URL",
  "host-missing": "the scheme needs a host (a domain or an IP address) but there is none",
  "port-out-of-range": "the port number is above 65535",
  "port-invalid": "the port is not a number",
  "file-invalid-Windows-drive-letter":
    "a relative file: URL starts with a Windows drive letter (C:), which replaces the base's drive",
  "file-invalid-Windows-drive-letter-host": "a file: URL has a Windows drive letter (C:) where its host would be",
};
