#!/usr/bin/env node
// `npm run stats -- --days N --format json|csv`: the site's figures (visitors, visits, page views,
// leads, calls, pages, sources, the funnel) from the configured database, as the dashboard shows
// them. Like `npm run leads`, it compiles the server first when its build is missing or stale
// (runServerCli).
import { runServerCli } from "./leads.mjs";

await runServerCli(import.meta.url, {
  builtCli: "build/server/server/analytics/cli.js",
  exportName: "runStatsCli",
  name: "stats",
});
