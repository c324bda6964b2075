import { parseHostToString } from "@urlkit/host";

/** parseHostToString with a failure (a HostFailure code) as null, as the host parser's result is compared. */
export function hostString(...args: Parameters<typeof parseHostToString>): string | null {
  const host = parseHostToString(...args);
  return typeof host === "number" ? null : host;
}
