// A private npm registry for the release check: Verdaccio (a dev dependency) on 127.0.0.1, its storage in a
// folder of the caller's. @urlkit/* packages live only there; every other package is proxied from the registry
// npm is set to use, so a consumer project installs everything through it, as from a real registry.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { bin } from "./data.ts";

export interface Registry {
  /** The registry's address, ending in "/". */
  url: string;
  /**
   * The `.npmrc` lines that point npm, pnpm and Bun at the registry with the token of a user who may publish
   * (Verdaccio's htpasswd user "urlkit").
   */
  npmrc: string;
  /** The `latest` dist-tag of a package there, or what went wrong asking for it. */
  latestVersion(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** A TCP port nothing listens on now, from the kernel. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("verdaccio: no free port");
  return address.port;
}

function upstreamRegistry(): string {
  const npm = spawnSync("npm", ["config", "get", "registry"], { encoding: "utf8" });
  return npm.status === 0 && npm.stdout.trim() !== "" ? npm.stdout.trim() : "https://registry.npmjs.org/";
}

/** Starts Verdaccio with its storage and config in `dir`; resolves once it answers and a publisher is signed up. */
export async function startVerdaccio(dir: string): Promise<Registry> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "config.yaml");
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(join(dir, "storage"))}`,
      `auth: { htpasswd: { file: ${JSON.stringify(join(dir, "htpasswd"))}, max_users: 1 } }`,
      `uplinks: { upstream: { url: ${JSON.stringify(upstreamRegistry())}, timeout: 60s } }`,
      "packages:",
      "  '@urlkit/*': { access: $all, publish: $authenticated }",
      "  '**': { access: $all, publish: $authenticated, proxy: upstream }",
      "log: { type: stdout, format: pretty, level: warn }",
      "",
    ].join("\n"),
  );
  // A file, not a pipe: the caller runs commands synchronously, and a full pipe would stall the server meanwhile.
  const logFile = join(dir, "verdaccio.log");
  const logFd = openSync(logFile, "w");
  const server: ChildProcess = spawn(bin("verdaccio"), ["--config", config, "--listen", `127.0.0.1:${port}`], {
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  const log = () => readFileSync(logFile, "utf8");
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill();
    await exited;
  };
  try {
    await waitForPing(url, server, log);
    const token = await signUp(url);
    const authority = url.slice("http:".length);
    const npmrc = `registry=${url}\n${authority}:_authToken=${token}\n`;
    return { url, npmrc, latestVersion: (name) => latestVersion(url, name, log), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForPing(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`verdaccio exited (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`verdaccio did not answer at ${url} within 30 s:\n${output()}`);
}

/** Creates the one user (npm's `adduser` request) and returns its token. */
async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:urlkit`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "urlkit", password: "urlkit-local-only" }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || body.token === undefined) {
    throw new Error(`verdaccio: signing up failed (HTTP ${response.status}: ${body.error ?? "no token"})`);
  }
  return body.token;
}

async function latestVersion(url: string, name: string, log: () => string): Promise<string> {
  const address = `${url}${name.replace("/", "%2f")}`;
  // A connection kept alive from an earlier request may have been closed by the server while the caller's event
  // loop was blocked (it runs the release synchronously): the first request then fails on it, and a second opens
  // a new one.
  const response = await fetch(address).catch(() => fetch(address));
  if (!response.ok) return `HTTP ${response.status}; the registry's log:\n${log()}`;
  return ((await response.json()) as { "dist-tags"?: { latest?: string } })["dist-tags"]?.latest ?? "none";
}
