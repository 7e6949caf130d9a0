// Debian's Chromium, with the flags this sandboxed, offline kind of machine needs (no browser
// downloads here). Shared by the Playwright config and every script that drives a browser.
export const chromiumLaunchOptions = {
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
};

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
