#!/usr/bin/env node
// The page screenshots kept in docs/screenshots/pages (issue 53's first "Done when"): every page,
// the booking path and the reschedule and cancel pages at 375 and 1440 px in both languages, with
// and without JavaScript, taken by scripts/screenshots.mjs and kept as JPEG.
//   npm run screenshots:docs                         this worktree's build → pages/after
//   npm run screenshots:docs -- before /work/wt-old  another built worktree → pages/before
// A shot without JavaScript is not kept when it has the same pixels as its shot with JavaScript
// below the top bar: without JavaScript the bar is solid by design (app/app.css, `scripting:
// none`), and a second copy of a long page to show that costs more than it tells. The home page
// and its menu (its hero draws with JavaScript), where "Get Started" lands and the booking pages
// keep both.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { sameBelowTheBar } from "./lib/same-below-the-bar.mjs";

/** mozjpeg: at this quality a full page's text stays crisp, in fewer bytes than Chromium's JPEG. */
const JPEG = { quality: 70, mozjpeg: true };

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

const shots = mkdtempSync(join(tmpdir(), "docs-screenshots-"));
try {
  // This repository's script, run from the other worktree: the same pages and names for both
  // sets, each served by its own build and server.
  const run = spawnSync(process.execPath, [join(repository, "scripts/screenshots.mjs")], {
    cwd: site,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SCREENSHOT_WIDTHS: "375,1440", SCREENSHOTS_DIR: shots },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let kept = 0;
  let dropped = 0;
  let bytes = 0;
  for (const name of readdirSync(shots).sort()) {
    const withScript = join(shots, name.replace("-nojs", ""));
    if (name.includes("-nojs") && existsSync(withScript) && (await sameBelowTheBar(join(shots, name), withScript))) {
      dropped++;
      continue;
    }
    const jpeg = join(outDir, name.replace(/\.png$/, ".jpg"));
    await sharp(join(shots, name)).jpeg(JPEG).toFile(jpeg);
    kept++;
    bytes += statSync(jpeg).size;
  }
  console.log(
    `${outDir}: ${kept} shots, ${(bytes / 1e6).toFixed(1)} MB; ${dropped} without JavaScript left out, the same below the top bar`,
  );
} finally {
  rmSync(shots, { recursive: true, force: true });
}
