#!/usr/bin/env node
// The page screenshots kept in docs/screenshots/pages (issue 53's first "Done when"): every page,
// the booking path and the reschedule and cancel pages at 375 and 1440 px in both languages, with
// and without JavaScript, as JPEG, by scripts/screenshots.mjs.
//   npm run screenshots:docs                         this worktree's build → pages/after
//   npm run screenshots:docs -- before /work/wt-old  another built worktree → pages/before
// A shot without JavaScript that is byte for byte the same JPEG as its shot with JavaScript (the
// same pixels: the encoder is deterministic) is deleted, so the folder keeps only what differs.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [set = "after", from = "."] = process.argv.slice(2);
if (!["before", "after"].includes(set)) {
  console.error("usage: node scripts/docs-screenshots.mjs [before|after] [built worktree]");
  process.exit(2);
}
const repository = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(repository, "docs/screenshots/pages", set);
const site = resolve(from);
if (!existsSync(join(site, "build/.stamp"))) {
  console.error(`${site} has no build: run npm run build there first`);
  process.exit(1);
}

rmSync(outDir, { recursive: true, force: true });
// This repository's script, run from the other worktree: the same pages and names for both sets,
// each served by its own build and server.
const run = spawnSync(process.execPath, [join(repository, "scripts/screenshots.mjs")], {
  cwd: site,
  stdio: "inherit",
  env: { ...process.env, SCREENSHOT_WIDTHS: "375,1440", SCREENSHOT_FORMAT: "jpeg", SCREENSHOTS_DIR: outDir },
});
if (run.status !== 0) process.exit(run.status ?? 1);

let kept = 0;
let dropped = 0;
let bytes = 0;
for (const name of readdirSync(outDir).sort()) {
  const withScript = join(outDir, name.replace("-nojs", ""));
  if (name.includes("-nojs") && existsSync(withScript)) {
    if (readFileSync(join(outDir, name)).equals(readFileSync(withScript))) {
      rmSync(join(outDir, name));
      dropped++;
      continue;
    }
  }
  kept++;
  bytes += statSync(join(outDir, name)).size;
}
console.log(
  `${outDir}: ${kept} shots, ${(bytes / 1e6).toFixed(1)} MB; ${dropped} without JavaScript dropped as identical`,
);
