#!/usr/bin/env node
// `npm run backup -- [FILE]` and `npm run restore -- FILE [--force]` (this script, run as
// `node scripts/backup.mjs restore …`): a consistent copy of the configured database, and loading
// one back. The work is done by the compiled server code (server/cli/backup.ts), compiled first
// when missing or older than the server's sources, as `npm run leads` does.
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileServer, serverBuildStaleReason } from "./leads.mjs";

const BUILT_CLI = "build/server/server/cli/backup.js";

async function main(root, [command, ...args]) {
  if (command !== "backup" && command !== "restore") {
    console.error("Usage: node scripts/backup.mjs backup [FILE] | restore FILE [--force]");
    return 2;
  }
  const built = path.join(root, BUILT_CLI);
  const reason = existsSync(built) ? serverBuildStaleReason(root) : `${BUILT_CLI} is missing`;
  if (reason && !compileServer(root, reason, command) && !existsSync(built)) return 1;
  const cli = await import(pathToFileURL(built).href);
  const io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };
  return command === "backup" ? cli.runBackupCli(args, process.env, io) : cli.runRestoreCli(args, process.env, io);
}

// realpath: the ESM loader resolves symlinks in import.meta.url, argv[1] keeps them.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(fileURLToPath(new URL("..", import.meta.url)), process.argv.slice(2));
}
