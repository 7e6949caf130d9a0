#!/usr/bin/env node
// Lists what this deployment still has empty or at its default (people, the data protection
// officer, PUBLIC_URL, mail, the booking place, prices, the example case studies), from the
// content in app/content/ and the environment as the build and the server would read it.
// `--strict` exits 1 when anything required is left: run it before a production deploy.
// Usage: npm run launch-check [-- --strict]
import { formatLaunchCheck, launchCheck } from "./lib/launch-check.mjs";

const strict = process.argv.includes("--strict");
const result = await launchCheck({ root: process.cwd(), env: process.env });
console.log(formatLaunchCheck(result));
if (strict && result.missing.length > 0) {
  console.error(`launch-check --strict: ${result.missing.length} required item(s) left; not ready for production.`);
  process.exitCode = 1;
}
