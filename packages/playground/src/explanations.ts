import type { ValidationErrorType } from "@urlkit/parser";

/**
 * One line for each validation error the URL Standard names, for someone looking at the URL they typed. A `Record`
 * over the union, so a name added to `ValidationErrorType` does not compile until it is explained here.
 */
// https://url.spec.whatwg.org/#validation-error
export const EXPLANATIONS: Readonly<Record<ValidationErrorType, string>> = {
  "domain-to-ASCII": "IDNA rejects this domain (a forbidden character, a misplaced hyphen or an overlong label).",
  "domain-percent-encoded": "The host has %-escapes, which are decoded before the host is checked.",
  "host-invalid-code-point": "The host has a character that no host may have: a space or one of < > [ ] ^ | and kin.",
  "IPv4-empty-part": "The IPv4 address ends in a dot.",
  "IPv4-too-few-parts": "The IPv4 address has fewer than four numbers; the last one fills the missing places.",
  "IPv4-too-many-parts": "The host ends in a number, so it is read as IPv4, but it has more than four numbers.",
  "IPv4-non-numeric-part": "The host ends in a number, so it is read as IPv4, but one of its parts is not a number.",
  "IPv4-non-decimal-part": "A number of the IPv4 address is written in hexadecimal (0x…) or octal (a leading 0).",
  "IPv4-out-of-range-part": "A number of the IPv4 address is too large (255 at most; the last part fills the rest).",
  "IPv6-unclosed": "The IPv6 address opens with [ and never closes with ].",
  "IPv6-invalid-compression": "The IPv6 address begins with a lone colon; compression is written ::.",
  "IPv6-too-many-pieces": "The IPv6 address has more than eight groups.",
  "IPv6-multiple-compression": "The IPv6 address has :: twice.",
  "IPv6-invalid-code-point": "The IPv6 address has a character that is neither a hex digit nor a colon, or ends early.",
  "IPv6-too-few-pieces": "The IPv6 address has fewer than eight groups and no :: standing for the rest.",
  "IPv6-piece-leading-zero": "A group of the IPv6 address has a leading zero.",
  "IPv4-in-IPv6-too-many-pieces": "Too many IPv6 groups come before the embedded IPv4 address.",
  "IPv4-in-IPv6-invalid-code-point": "The embedded IPv4 address has an empty part, a non-digit or a leading zero.",
  "IPv4-in-IPv6-out-of-range-part": "A number of the embedded IPv4 address is above 255.",
  "IPv4-in-IPv6-too-few-parts": "The embedded IPv4 address has fewer than four numbers.",
  "invalid-URL-unit":
    "A URL may not hold this character as it is (a space, a control, a stray %); it is dropped or encoded.",
  "special-scheme-missing-following-solidus": "This scheme wants // after the colon, as in https://.",
  "missing-scheme-non-relative-URL": "There is no scheme, and no base URL to resolve against.",
  "invalid-reverse-solidus": "A backslash stands where this scheme expects a slash; it is read as a slash.",
  "invalid-credentials": "The URL carries a username or password, visible to everyone who sees the URL.",
  "host-missing": "This scheme needs a host (a domain or an IP address), and there is none.",
  "port-out-of-range": "The port is above 65535.",
  "port-invalid": "The port is not a number.",
  "file-invalid-Windows-drive-letter":
    "A relative file: URL starts with a drive letter (C:), which replaces the base's.",
  "file-invalid-Windows-drive-letter-host": "A file: URL has a drive letter (C:) where its host would be.",
};
