#!/usr/bin/env node
// `npm run leads -- --format json|csv [--form …] [--status …] [--q …]`: prints the stored leads
// of the configured database.
// The work is done by the compiled server code (server/leads/cli.ts); when that is missing or
// older than the server's sources, only the server is compiled (a few seconds), not the site.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const BUILT_CLI = "build/server/server/leads/cli.js";
// The server compiles server/ and shared/ (tsconfig.server.json).
const SOURCE_DIRS = ["server", "shared"];
const SOURCE_FILES = ["tsconfig.server.json"];
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$|(?:^|\/)(?:test-setup\.[jt]s|testing\/)/;

/**
 * Why the compiled CLI in `root` must be rebuilt, or undefined when it is up to date.
 * @param {string} root
 * @returns {string | undefined}
 */
export function serverBuildStaleReason(root) {
  const built = path.join(root, BUILT_CLI);
  if (!existsSync(built)) return `${BUILT_CLI} is missing`;
  const builtAt = statSync(built).mtimeMs;
  for (const file of SOURCE_FILES) {
    const full = path.join(root, file);
    if (existsSync(full) && statSync(full).mtimeMs > builtAt) return `${file} changed`;
  }
  for (const dir of SOURCE_DIRS) {
    const changed = newerSource(root, dir, builtAt);
    if (changed) return `${changed} changed`;
  }
  return undefined;
}

function newerSource(root, dir, than) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return undefined;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      const found = newerSource(root, relative, than);
      if (found) return found;
    } else if (/\.tsx?$/.test(entry.name) && !NOT_BUILT.test(relative)) {
      if (statSync(path.join(root, relative)).mtimeMs > than) return relative;
    }
  }
  return undefined;
}

/**
 * Compiles the server with the project's TypeScript; false when it cannot.
 * @param {string} root
 * @param {string} reason
 * @param {string} [name] the command, for the messages
 * @returns {boolean}
 */
export function compileServer(root, reason, name = "leads") {
  let tsc;
  try {
    tsc = createRequire(path.join(root, "package.json")).resolve("typescript/bin/tsc");
  } catch {
    console.error(`${name}: ${reason}, and TypeScript is not installed to compile it (npm ci, then try again).`);
    return false;
  }
  console.error(`${name}: compiling the server (${reason})`);
  // stdout carries the leads, so the compiler's messages go to stderr.
  const result = spawnSync(process.execPath, [tsc, "-p", "tsconfig.server.json"], {
    cwd: root,
    stdio: ["ignore", 2, 2],
  });
  return result.status === 0;
}

/**
 * Runs one of the compiled server's commands (`exportName` of `builtCli`) when the script at
 * `moduleUrl` is what node was asked to run: `npm run leads`, `stats` and `digest` are each this
 * and their names. The server is compiled first when its build is missing or stale.
 * @param {string} moduleUrl the script's import.meta.url
 * @param {{ builtCli: string, exportName: string, name: string }} cli
 */
export async function runServerCli(moduleUrl, { builtCli, exportName, name }) {
  // realpath: the ESM loader resolves symlinks in import.meta.url, argv[1] keeps them.
  if (!process.argv[1] || realpathSync(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  // A reader that stops early (`| head`) is not an error.
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  const root = fileURLToPath(new URL("..", moduleUrl));
  const built = path.join(root, builtCli);
  const reason = existsSync(built) ? serverBuildStaleReason(root) : `${builtCli} is missing`;
  if (reason && !compileServer(root, reason, name) && !existsSync(built)) {
    process.exitCode = 1;
    return;
  }
  const run = (await import(pathToFileURL(built).href))[exportName];
  process.exitCode = await run(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}

await runServerCli(import.meta.url, { builtCli: BUILT_CLI, exportName: "runLeadsCli", name: "leads" });
