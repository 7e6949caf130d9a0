// The static-host beacon (issue 26, point 7; docs/decisions/059), end to end: a build made with
// VITE_ANALYTICS_BEACON=1, served by a plain static server on another loopback origin and by our
// own server, both reporting to our server as the collector.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { PAGE_VIEW_BEACON_PATH } from "@shared/page-view-beacon-path";
import { LANGUAGE_STORAGE_KEY } from "~/i18n/storage";
import { expect, test } from "./fixtures";

const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/**
 * Our server, as the collector (and the server of the beacon build's pages, for the last test).
 * Four ports above E2E_PORT: +1 is the booking-off server, +2 the spam spec's, which may run at
 * the same time on the other worker.
 */
const COLLECTOR_PORT = E2E_PORT + 4;
const COLLECTOR = `http://127.0.0.1:${COLLECTOR_PORT}`;
/** A static host: any server of files, on another origin. */
const STATIC_PORT = E2E_PORT + 5;
const STATIC_HOST = `http://127.0.0.1:${STATIC_PORT}`;
const ROOT = process.cwd();
const BEACON_BUDGET_BYTES = 1024;

const scratch = mkdtempSync(join(tmpdir(), "por-e2e-beacon-"));
const beaconBuild = join(scratch, "client");
const dataDir = join(scratch, "data");
let collector: ChildProcess | undefined;
let staticHost: Server | undefined;

/** Every file of a folder, recursively. */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesOf(file) : [file];
  });
}

/** The page views the collector wrote (it writes in batches: waits for `expected`, then a batch more). */
async function pageViews(expected: number, where = "1 = 1"): Promise<{ path: string; source: string | null }[]> {
  const read = () => {
    if (!existsSync(join(dataDir, "leads.sqlite"))) return [];
    const db = new Database(join(dataDir, "leads.sqlite"), { readonly: true });
    try {
      return db.prepare(`SELECT path, source FROM page_views WHERE ${where} ORDER BY viewed_at`).all() as {
        path: string;
        source: string | null;
      }[];
    } finally {
      db.close();
    }
  };
  await expect.poll(() => read().length).toBeGreaterThanOrEqual(expected);
  // One more batch interval (2 s): a second count of the same page would have arrived by now.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  return read();
}

/** What the static host was asked for, and with which `Sec-Purpose` (a prefetch says so). */
const speculated: { path: string; purpose: string }[] = [];

/** A page on the static host that prefetches one page and asks Chromium to prerender another. */
const EXTRA_PAGES = new Map([
  [
    "/links",
    `<!doctype html><title>Links</title><link rel="prefetch" href="/pt/education">` +
      `<script type="speculationrules">{"prerender":[{"source":"list","urls":["/pt/consulting"]}]}</script>`,
  ],
]);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
};

test.describe("the static-host beacon @desktop", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const build = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build", "--outDir", beaconBuild], {
      cwd: ROOT,
      env: { ...process.env, VITE_ANALYTICS_BEACON: "1", VITE_ANALYTICS_ENDPOINT: COLLECTOR },
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`The beacon build failed:\n${build.stdout}\n${build.stderr}`);

    staticHost = createServer((request, response) => {
      const path = new URL(request.url ?? "/", STATIC_HOST).pathname;
      speculated.push({ path, purpose: String(request.headers["sec-purpose"] ?? "") });
      const extra = EXTRA_PAGES.get(path);
      if (extra !== undefined) {
        response.writeHead(200, { "content-type": TYPES[".html"] }).end(extra);
        return;
      }
      const candidates = [join(beaconBuild, path), join(beaconBuild, path, "index.html")];
      const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (file === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      response.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => staticHost!.listen(STATIC_PORT, "127.0.0.1", resolve));

    collector = spawn(process.execPath, ["build/server/server/main.js"], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(COLLECTOR_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        CLIENT_DIR: beaconBuild,
        LOG_LEVEL: "warn",
        SITE_ORIGINS: STATIC_HOST,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await expect
      .poll(async () => (await fetch(`${COLLECTOR}/healthz`).catch(() => undefined))?.status, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    collector?.kill("SIGTERM");
    if (collector && collector.exitCode === null) await new Promise((resolve) => collector!.once("exit", resolve));
    await new Promise<void>((resolve) => (staticHost ? staticHost.close(() => resolve()) : resolve()));
    rmSync(scratch, { recursive: true, force: true });
  });

  test("is one small inline script, under 1 KB compressed, and the default build has none of it", () => {
    const page = readFileSync(join(beaconBuild, "en/index.html"), "utf8");
    const scripts = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    const beacon = scripts.filter((script) => script.includes("sendBeacon"));
    expect(beacon).toHaveLength(1);
    const bytes = Buffer.byteLength(beacon[0]!);
    const br = brotliCompressSync(beacon[0]!).length;
    const gzip = gzipSync(beacon[0]!).length;
    console.log(`beacon script: ${bytes} B, ${gzip} B gzip, ${br} B brotli (budget ${BEACON_BUDGET_BYTES} B)`);
    expect(gzip).toBeLessThanOrEqual(BEACON_BUDGET_BYTES);
    expect(bytes).toBeLessThanOrEqual(BEACON_BUDGET_BYTES);
    // The privacy notice says which build it is in.
    const privacy = (build: string, language: string) =>
      readFileSync(join(build, language, "privacy/index.html"), "utf8");
    expect(privacy(beaconBuild, "en")).toContain("a small script only tells our server which page you opened");
    expect(privacy(beaconBuild, "pt")).toContain("um pequeno script só avisa nosso servidor");
    expect(privacy(join(ROOT, "build/client"), "en")).toContain("add no script to count you");
    // The build `npm run build` made for the other specs, without the setting: not a byte of it.
    // The field figures' own file (issue 52, its own beacon to /api/vitals) is every build's.
    for (const file of filesOf(join(ROOT, "build/client")).filter((name) => /\.(html|js)$/.test(name))) {
      const text = readFileSync(file, "utf8");
      if (!/\/assets\/vitals\.[\w-]+\.js$/.test(file)) expect(text, file).not.toContain("sendBeacon");
      expect(text, file).not.toContain(PAGE_VIEW_BEACON_PATH);
    }
  });

  test("counts a page a static host sent, once, with its source, and sets no cookie", async ({ page }) => {
    const beacons: number[] = [];
    page.on("response", (response) => {
      if (response.url() === `${COLLECTOR}${PAGE_VIEW_BEACON_PATH}`) beacons.push(response.status());
    });
    const cookies: string[] = [];
    page.on("response", async (response) => {
      const header = await response.headerValue("set-cookie");
      if (header !== null) cookies.push(response.url());
    });
    await page.goto(`${STATIC_HOST}/en/?utm_source=beacon-e2e&utm_campaign=static`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const views = await pageViews(1, "path = '/en/'");
    expect(views).toEqual([{ path: "/en/", source: "beacon-e2e" }]);
    expect(beacons).toEqual([204]);
    expect(cookies).toEqual([]);
    // Only what the site itself remembers (the language, SPEC section 4): the beacon stores nothing.
    expect(
      await page.evaluate(() => [document.cookie, Object.keys(localStorage), Object.keys(sessionStorage)]),
    ).toEqual(["", [LANGUAGE_STORAGE_KEY], []]);
  });

  test("counts nothing for a bot, a prefetch or a prerender", async ({ browser }) => {
    const bot = await browser.newContext({
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    const botPage = await bot.newPage();
    await botPage.goto(`${STATIC_HOST}/en/consulting`);
    await expect(botPage.getByRole("heading", { level: 1 })).toBeVisible();
    await bot.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${STATIC_HOST}/links`);
    // Both did happen: the static host was asked for each page, saying why.
    const purposes = (path: string) =>
      speculated.filter((request) => request.path === path).map((request) => request.purpose);
    await expect
      .poll(() => [purposes("/pt/education"), purposes("/pt/consulting")])
      .toEqual([["prefetch"], ["prefetch;prerender"]]);
    // Time for a beacon to arrive, had either page sent one.
    await page.waitForTimeout(1_500);
    await context.close();
    expect(await pageViews(0, "path IN ('/en/consulting', '/pt/education', '/pt/consulting')")).toEqual([]);
  });

  test("counts a page our own server sent once, though its beacon reports it too", async ({ page }) => {
    const beacons: number[] = [];
    page.on("response", (response) => {
      if (response.url() === `${COLLECTOR}${PAGE_VIEW_BEACON_PATH}`) beacons.push(response.status());
    });
    await page.goto(`${COLLECTOR}/pt/?utm_source=served-e2e`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => beacons).toEqual([204]);
    expect(await pageViews(1, "source = 'served-e2e'")).toEqual([{ path: "/pt/", source: "served-e2e" }]);
  });
});
