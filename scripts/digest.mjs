#!/usr/bin/env node
// `npm run digest -- --dry-run`: prints the owner's Monday e-mail for the last week from the
// configured database, without sending it. Like `npm run leads`, it compiles the server first
// when its build is missing or stale (runServerCli).
import { runServerCli } from "./leads.mjs";

await runServerCli(import.meta.url, {
  builtCli: "build/server/server/digest/cli.js",
  exportName: "runDigestCli",
  name: "digest",
});
