#!/usr/bin/env node
// End-to-end tests drive Debian's Chromium (no browser downloads are possible here): its headless
// shell, and the full browser beside it for the bench and the screenshots (scripts/lib/chromium.mjs).
// Installs what is missing when we are root; otherwise says how.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM, HEADLESS_SHELL } from "./lib/chromium.mjs";

const wanted = process.env.CHROMIUM_PATH
  ? []
  : [
      { path: CHROMIUM, pkg: "chromium" },
      { path: HEADLESS_SHELL, pkg: "chromium-headless-shell" },
    ];
if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist.`);
  process.exit(1);
}
const missing = wanted.filter(({ path }) => !existsSync(path)).map(({ pkg }) => pkg);
if (missing.length === 0) process.exit(0);

if (process.getuid?.() !== 0) {
  const install = `sudo apt-get install -y ${missing.join(" ")}`;
  if (missing.includes("chromium")) {
    console.error(`Chromium is not installed. Install it with: ${install}`);
    process.exit(1);
  }
  // The tests then drive the full browser: the same pages, at a higher cost in processor time.
  console.warn(`The tests will drive the full Chromium, which is slower. For the headless shell: ${install}`);
  process.exit(0);
}
console.log(`Installing ${missing.join(" and ")} from Debian's packages…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing, "fonts-liberation"], {
  stdio: "inherit",
  env,
});
