import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureHaproxy } from "../../scripts/ensure-haproxy.mjs";
import { staleReason } from "../../scripts/start.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Vitest globalSetup of the scale-out test: HAProxy installed, and the build (site and server)
 * present and up to date, as `npm start` would make it. In `npm test` the end-to-end tests have
 * just built it, so this costs nothing there.
 */
export default function setup(): void {
  ensureHaproxy();
  const reason = staleReason(ROOT);
  if (reason === undefined) return;
  console.log(`scale-out: building (${reason})`);
  // Not with Vitest's environment: NODE_ENV=test would make Vite build React's development
  // bundles, which the end-to-end tests (run later on the same build) would then be served.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
  );
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, "run", "build"], { cwd: ROOT, stdio: "inherit", env })
    : spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status ?? result.signal})`);
}
