#!/usr/bin/env node
// `npm run team -- add EMAIL --role owner|consultant|viewer [--name …] [--language en|pt]`, and
// `list`, `remove EMAIL`, `reinvite EMAIL`: the team of the configured database (issue 50).
import { runServerCli } from "./leads.mjs";

await runServerCli(import.meta.url, {
  builtCli: "build/server/server/team/cli.js",
  exportName: "runTeamCli",
  name: "team",
});
