#!/usr/bin/env node
// `npm run digest -- --dry-run`: prints the owner's Monday e-mail for the last week from the
// configured database, without sending it. Like `npm run leads`, it compiles the server first
// when its build is missing or stale.
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileServer, serverBuildStaleReason } from "./leads.mjs";

const BUILT_CLI = "build/server/server/digest/cli.js";

async function main(root, args) {
  const built = path.join(root, BUILT_CLI);
  const reason = existsSync(built) ? serverBuildStaleReason(root) : `${BUILT_CLI} is missing`;
  if (reason && !compileServer(root, reason, "digest") && !existsSync(built)) return 1;
  const { runDigestCli } = await import(pathToFileURL(built).href);
  return runDigestCli(args, process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  process.exitCode = await main(fileURLToPath(new URL("..", import.meta.url)), process.argv.slice(2));
}
