#!/usr/bin/env node
// `npm run stats -- --days N --format json|csv`: the site's figures (visitors, visits, page views,
// leads, calls, pages, sources, the funnel) from the configured database, as the dashboard shows
// them. Like `npm run leads`, it compiles the server first when its build is missing or stale.
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileServer, serverBuildStaleReason } from "./leads.mjs";

const BUILT_CLI = "build/server/server/analytics/cli.js";

async function main(root, args) {
  const built = path.join(root, BUILT_CLI);
  const reason = existsSync(built) ? serverBuildStaleReason(root) : `${BUILT_CLI} is missing`;
  if (reason && !compileServer(root, reason, "stats") && !existsSync(built)) return 1;
  const { runStatsCli } = await import(pathToFileURL(built).href);
  return runStatsCli(args, process.env, {
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
