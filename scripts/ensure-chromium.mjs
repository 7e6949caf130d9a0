#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium (no browser downloads are possible here). Installs it
// when missing and we are root; otherwise says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`Chromium is not installed at ${path}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log("Installing Chromium from Debian's packages…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-liberation"], {
  stdio: "inherit",
  env,
});
