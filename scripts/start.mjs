// `npm start`: builds the site and the server when the build is missing or older than its
// sources, then runs the server, passing signals through and exiting with its exit code.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, realpathSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_ENTRY = "build/server/server/main.js";
const OUTPUTS = ["build/client/index.html", SERVER_ENTRY];
const STAMP = "build/.stamp";
const SOURCE_DIRS = ["app", "server", "shared", "public"];
const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "astro.config.ts",
  "tsconfig.json",
  "tsconfig.server.json",
  "scripts/compress.mjs",
];
// Tests are not part of the build; editing one should not cost a rebuild.
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$|(?:^|\/)test-setup\.[jt]s$/;
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Why the build in `root` must be redone, or undefined when it is up to date.
 * @param {string} root
 * @returns {string | undefined}
 */
export function staleReason(root) {
  const missing = [...OUTPUTS, STAMP].find((file) => !existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  const built = statSync(path.join(root, STAMP)).mtimeMs;
  for (const file of SOURCE_FILES) {
    const full = path.join(root, file);
    if (existsSync(full) && statSync(full).mtimeMs > built) return `${file} changed`;
  }
  for (const dir of SOURCE_DIRS) {
    const changed = newerFile(path.join(root, dir), built);
    if (changed) return `${path.relative(root, changed).split(path.sep).join("/")} changed`;
  }
  return undefined;
}

function newerFile(dir, than) {
  if (!existsSync(dir)) return undefined;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = newerFile(full, than);
      if (found) return found;
    } else if (!NOT_BUILT.test(full.split(path.sep).join("/")) && statSync(full).mtimeMs > than) {
      return full;
    }
  }
  return undefined;
}

/** Runs a child with the terminal attached, passing our signals on to it. */
function run(root, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    const forward = (signal) => child.kill(signal);
    for (const signal of SIGNALS) process.on(signal, forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      for (const s of SIGNALS) process.off(s, forward);
      resolve({ code, signal });
    });
  });
}

async function main(root) {
  const reason = staleReason(root);
  if (reason) {
    console.log(`start: building (${reason})`);
    const startedAt = new Date();
    // Through the npm that runs us when there is one, so the same npm builds.
    const npm = process.env.npm_execpath;
    const built = npm
      ? await run(root, process.execPath, [npm, "run", "build"])
      : await run(root, process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"]);
    if (built.code !== 0) return built;
    // Dated at the start of the build, so a file saved while it ran triggers the next one.
    const stamp = path.join(root, STAMP);
    writeFileSync(stamp, "");
    utimesSync(stamp, startedAt, startedAt);
  }
  return run(root, process.execPath, ["--enable-source-maps", path.join(root, SERVER_ENTRY)]);
}

// realpath: the ESM loader resolves symlinks in import.meta.url, argv[1] keeps them.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code, signal } = await main(fileURLToPath(new URL("..", import.meta.url)));
  // End the way the child ended, so whoever runs us sees the same exit status.
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
}
