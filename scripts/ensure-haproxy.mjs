#!/usr/bin/env node
// The scale-out test puts Debian's HAProxy in front of three instances of the server. Installs
// it when missing and we are root (as ensure-chromium does for Chromium); otherwise says how.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CANDIDATES = ["/usr/sbin/haproxy", "/usr/bin/haproxy", "/usr/local/sbin/haproxy"];

/**
 * The haproxy binary: HAPROXY_PATH when set, else Debian's, else the one on PATH; undefined when none.
 * @returns {string | undefined}
 */
export function findHaproxy() {
  const configured = process.env.HAPROXY_PATH?.trim();
  if (configured) return existsSync(configured) ? configured : undefined;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  const which = spawnSync("sh", ["-c", "command -v haproxy"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

/**
 * The haproxy binary, installed with apt-get first when missing (root only).
 * @returns {string}
 */
export function ensureHaproxy() {
  const existing = findHaproxy();
  if (existing) return existing;
  if (process.getuid?.() !== 0) {
    throw new Error("HAProxy is not installed. Install it with: sudo apt-get install -y haproxy");
  }
  console.log("Installing HAProxy from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "haproxy"], { stdio: "inherit", env });
  const installed = findHaproxy();
  if (!installed) throw new Error("apt-get installed haproxy, but no haproxy binary was found");
  return installed;
}

// realpath: the ESM loader resolves symlinks in import.meta.url, argv[1] keeps them.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`HAProxy: ${ensureHaproxy()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
