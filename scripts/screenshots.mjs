#!/usr/bin/env node
// Full-page screenshots of every page in both languages at phone and desktop widths, written to
// screenshots/ (git-ignored), for a person to look at. Builds and starts the site like `npm start`.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createServer } from "node:net";

const WIDTHS = [375, 1440];
const PAGES = ["/", "/consulting", "/education", "/privacy", "/no-such-page"];
const LANGUAGES = ["en", "pt"];
const outDir = "screenshots";

const port = await freePort();
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  await waitForHealth(`http://127.0.0.1:${port}/healthz`);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    for (const language of LANGUAGES) {
      for (const path of PAGES) {
        const url = `http://127.0.0.1:${port}/${language}${path === "/" ? "/" : path}`;
        await page.goto(url, { waitUntil: "networkidle" });
        await page.waitForTimeout(300);
        const name = `${language}${path === "/" ? "-home" : path.replaceAll("/", "-")}-${width}.png`;
        await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
        console.log(`${outDir}/${name}`);
      }
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function waitForHealth(url) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not become healthy at ${url}`);
}
