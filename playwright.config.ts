import { defineConfig, devices } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testChromiumLaunchOptions } from "./scripts/lib/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4310);
/** A second server, in the configuration `npm start` has with no settings: booking off. */
const plainPort = port + 1;

/** The e2e server's database folder: fixed per port so tests can open the SQLite file it writes. */
export const e2eDataDir = join(tmpdir(), `por-e2e-${port}`);
process.env.E2E_DATA_DIR = e2eDataDir;
/** Where the e2e server's SMTP server writes what it receives (e2e/mailbox.ts reads it). */
process.env.E2E_MAIL_DIR = `${e2eDataDir}-mail`;
process.env.E2E_PLAIN_DATA_DIR = join(tmpdir(), `por-e2e-${plainPort}`);
/** Where the owner's mail goes. */
process.env.E2E_OWNER_EMAIL ??= "owner@onrails.test";
process.env.E2E_ADMIN_PASSWORD ??= "e2e-inbox-password-2026";

/** The stories of the server with booking off (the `booking off` project, on its own server). */
const PLAIN_SPECS = /booking-off\.spec\.ts/;
/**
 * The field Web Vitals story compares the dashboard's figures with what its own visits reported:
 * on the shared server every other story's visits would be in them too (the `field vitals` project).
 */
const FIELD_SPECS = /field-vitals\.spec\.ts/;
// port + 2 is the spam story's own server, + 6 the replies story's (e2e/own-server.ts).
const fieldPort = port + 3;
process.env.E2E_FIELD_DATA_DIR = join(tmpdir(), `por-e2e-${fieldPort}`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  // Budgets for a two-core machine running the whole suite (two workers, two servers, their
  // Chromiums) with a core held by other work, where a step takes several times what it takes on
  // a quiet desktop: a test is a visitor's story of several pages, an expectation one page's answer.
  // A test waits for conditions, never for a fixed time, so a fast machine spends none of this.
  timeout: 60_000,
  // What follows a submit includes the form's wait of up to 3 s for its proof of work
  // (WAIT_AT_SUBMIT_MS, app/forms/proof-of-work.ts), spent in full when a busy machine has not
  // solved it yet, and the page's own answer.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: testChromiumLaunchOptions,
    // A failed test keeps its trace: every action, the DOM before and after it, the network. Not
    // the screencast: recording it had Chromium encode a picture of every frame of every test, and
    // was most of what tracing cost the processor (decision 191).
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    // Tests tagged @desktop or @mobile describe one layout; the rest run in both, but for those
    // tagged @once, which check what no viewport changes (redirects, headers, feeds, structured
    // data): they run once, in the desktop project.
    {
      name: "desktop",
      grepInvert: /@mobile/,
      testIgnore: [PLAIN_SPECS, FIELD_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop|@once/,
      testIgnore: [PLAIN_SPECS, FIELD_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, hasTouch: true },
    },
    {
      name: "booking off",
      testMatch: PLAIN_SPECS,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${plainPort}` },
    },
    {
      name: "field vitals",
      testMatch: FIELD_SPECS,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${fieldPort}` },
    },
  ],
  // The production build, served the way `npm start` serves it, on throwaway data folders. One at
  // a time: the first builds the site when it is stale, the second finds it built.
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      // Its warnings and errors (LOG_LEVEL=warn) in the run's output: a failure on CI shows why.
      stdout: "pipe",
      timeout: 240_000,
      // Every test posts from 127.0.0.1: the per-address limit is the collector tests' business, not ours.
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: e2eDataDir,
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "1000",
        // The specs fill forms as fast as a script would; the time layer is the spam tests' business.
        SPAM_MIN_FILL_SECONDS: "0",
        // Every test's lead queues a visitor e-mail: the hourly cap is visitor-mail.test.ts's business.
        VISITOR_MAIL_PER_HOUR: "1000",
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        // The admin tests give each test its own client address through X-Forwarded-For.
        TRUST_PROXY: "127.0.0.1",
        E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
        // scripts/e2e-server.mjs adds SMTP_URL, its SMTP server's.
        NOTIFY_EMAIL: process.env.E2E_OWNER_EMAIL,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Booking on, every hour of every day, so that the tests find slots whatever the clock says.
        BOOKING_HOURS: "mon-sun 00:00-24:00",
        BOOKING_TIMEZONE: "Europe/Lisbon",
        BOOKING_BUFFER_MINUTES: "0",
        // Every test books from 127.0.0.1: the per-network limits stay out of their way.
        BOOKING_NETWORK_CALLS: "10000",
        BOOKING_RATE_LIMIT: "100000",
        // The webhook tests' receiver listens on loopback.
        WEBHOOK_ALLOW_PRIVATE: "1",
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${plainPort}/healthz`,
      reuseExistingServer: false,
      timeout: 240_000,
      // Only what the e2e server needs to run at all: no booking, no inbox.
      env: {
        PORT: String(plainPort),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_PLAIN_DATA_DIR,
        E2E_MAIL_DIR: `${process.env.E2E_PLAIN_DATA_DIR}-mail`,
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "1000",
        // As above: the specs fill forms as fast as a script would.
        SPAM_MIN_FILL_SECONDS: "0",
        NOTIFY_EMAIL: process.env.E2E_OWNER_EMAIL,
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${fieldPort}/healthz`,
      reuseExistingServer: false,
      timeout: 240_000,
      // Counting and the console, nothing else the story does not need.
      env: {
        PORT: String(fieldPort),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_FIELD_DATA_DIR,
        E2E_MAIL_DIR: `${process.env.E2E_FIELD_DATA_DIR}-mail`,
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "1000",
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        NOTIFY_EMAIL: process.env.E2E_OWNER_EMAIL,
        PUBLIC_URL: `http://127.0.0.1:${fieldPort}`,
        // Each visitor of the story comes from an address of its own, through X-Forwarded-For.
        TRUST_PROXY: "127.0.0.1",
      },
    },
  ],
});
