// whatwg-url ships no types; the tests use its URL record functions as an independent reference parser.
declare module "whatwg-url" {
  export interface URLRecord {
    scheme: string;
    username: string;
    password: string;
    host: unknown;
    port: number | null;
    path: string | string[];
    query: string | null;
    fragment: string | null;
  }
  export function basicURLParse(input: string, options?: { url?: URLRecord; stateOverride?: string }): URLRecord | null;
  export function serializePath(url: URLRecord): string;
  export function serializeHost(host: unknown): string;
  export function setTheUsername(url: URLRecord, username: string): void;
  export function setThePassword(url: URLRecord, password: string): void;
}
