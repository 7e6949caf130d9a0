// The benchmarks measure a copy of the build, not build/ itself: another `npm run build` (a
// developer's, `npm start`'s) or a clean of build/ while a benchmark runs would turn it half-way
// into 404s or into a different site. The copy is a little package of its own in the temp dir:
// build/client, build/server, package.json (the server's ES-module type and its packageRoot) and
// a link to node_modules, so the copied server runs exactly as `npm start` runs the original.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const PREFIX = "por-bench-site-";

/**
 * `npm run build` in `root`, with the terminal attached; resolves with its duration in ms.
 * @param {string} root
 * @returns {Promise<number>}
 */
export function runBuild(root) {
  const started = performance.now();
  // Through the npm that runs us when there is one, like scripts/start.mjs.
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, "run", "build"]] : ["npm", ["run", "build"]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Copies the build of `root` to a fresh temp dir.
 * @param {string} root
 * @returns {{ dir: string, clientDir: string, serverEntry: string, remove: () => void }}
 */
export function snapshotBuild(root) {
  removeAbandoned();
  const dir = mkdtempSync(path.join(tmpdir(), `${PREFIX}${process.pid}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const part of ["client", "server"]) {
      const from = path.join(root, "build", part);
      if (!existsSync(from)) throw new Error(`build/${part} is missing`);
      cpSync(from, path.join(dir, "build", part), { recursive: true });
    }
    cpSync(path.join(root, "package.json"), path.join(dir, "package.json"));
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    const serverEntry = path.join(dir, "build/server/server/main.js");
    for (const file of [serverEntry, path.join(dir, "build/client/index.html")]) {
      if (!existsSync(file)) throw new Error(`${path.relative(dir, file)} is missing`);
    }
    return { dir, clientDir: path.join(dir, "build/client"), serverEntry, remove };
  } catch (error) {
    remove();
    throw new Error(`the build is incomplete (${/** @type {Error} */ (error).message}); is another build running?`);
  }
}

/** Copies left by a run that was killed before it could clean up (its pid is gone). */
function removeAbandoned() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length).split("-")[0]);
    if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) continue;
    rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    // Signal 0 only asks whether the process exists.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}
