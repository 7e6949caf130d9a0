import { existsSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute. Where the SQLite file lives. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** Absolute. The pre-rendered site (`build/client`). */
  clientDir: string;
  logLevel: LogLevel;
  /** `false`, or the addresses/CIDRs of proxies whose X-Forwarded-* headers are believed. */
  trustProxy: false | string[];
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The package root, found from this file rather than the cwd so that the compiled server
 * (`build/server/server/config.js`) and the source (`server/config.ts`) agree.
 */
export function packageRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * Reads and validates the environment once. Every problem is collected so a deployer fixes
 * them all in one go; relative paths are resolved from the package root, not the cwd.
 */
export function loadConfig(env: Env, root: string = packageRoot()): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === "" ? undefined : value;
  };

  const port = parsePort(read("PORT") ?? "3000", problems);
  const host = read("HOST") ?? "127.0.0.1";

  const logLevel = read("LOG_LEVEL") ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got ${JSON.stringify(logLevel)}).`);
  }

  const databaseUrl = read("DATABASE_URL");
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    problems.push("DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/db.");
  }

  const trustProxy = parseTrustProxy(read("TRUST_PROXY"), problems);

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }

  return {
    port,
    host,
    dataDir: path.resolve(root, read("DATA_DIR") ?? "data"),
    databaseUrl,
    clientDir: path.resolve(root, read("CLIENT_DIR") ?? "build/client"),
    logLevel: logLevel as LogLevel,
    trustProxy,
  };
}

function parsePort(value: string, problems: string[]): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) {
    problems.push(`PORT must be an integer from 0 to 65535 (got ${JSON.stringify(value)}).`);
    return 0;
  }
  return port;
}

function isPostgresUrl(value: string): boolean {
  try {
    return ["postgres:", "postgresql:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const OFF = new Set(["false", "off", "no", "0"]);
// Names understood by proxy-addr, which Fastify uses for `trustProxy`.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function parseTrustProxy(value: string | undefined, problems: string[]): false | string[] {
  if (value === undefined || OFF.has(value.toLowerCase())) return false;
  const entries = value.split(",").map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    problems.push(
      `TRUST_PROXY must be "false" or a comma-separated list of IP addresses, CIDR ranges ` +
        `(10.0.0.0/8, fd00::/8) or loopback, linklocal, uniquelocal ` +
        `(invalid: ${invalid.map((entry) => JSON.stringify(entry)).join(", ")}).`,
    );
    return false;
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
