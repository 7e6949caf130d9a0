import { existsSync } from "node:fs";

/** Debian's full browser: what a visitor runs, and what the bench and the screenshots measure. */
export const CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 built for automation only, without the
 * full browser's window, GPU process and display compositor. Playwright's own default for headless
 * tests.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

// Debian's Chromium, with the flags this sandboxed, offline kind of machine needs (no browser
// downloads here). Shared by every script that drives a browser.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/**
 * The tests' browser (Playwright and the scale-out test): the headless shell, which does a test's
 * pages with far less of the processor than the full browser, whose compositing and GPU processes
 * draw frames nobody sees (docs/decisions/188-tests-drive-the-headless-shell.md). Where it is not
 * installed, the full browser; `CHROMIUM_PATH` chooses another.
 */
export const testChromiumLaunchOptions = { ...chromiumLaunchOptions, executablePath: testBrowserPath() };

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {(path: string) => boolean} installed
 * @returns {string}
 */
export function testBrowserPath(env = process.env, installed = existsSync) {
  return env.CHROMIUM_PATH ?? (installed(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}

/**
 * `flags` with `features` added to its `--disable-features` switch, or to a new one. Chromium
 * reads only the last of several such switches, so a second one would silently drop the first's
 * features (chrome-launcher's defaults, say).
 * @param {string[]} flags
 * @param {string[]} features
 * @returns {string[]}
 */
export function withFeaturesDisabled(flags, features) {
  const SWITCH = "--disable-features=";
  const current = flags
    .filter((flag) => flag.startsWith(SWITCH))
    .flatMap((flag) => flag.slice(SWITCH.length).split(","));
  const all = [...new Set([...current, ...features].filter(Boolean))];
  return [...flags.filter((flag) => !flag.startsWith(SWITCH)), `${SWITCH}${all.join(",")}`];
}
