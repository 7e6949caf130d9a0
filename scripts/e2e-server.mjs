#!/usr/bin/env node
// Starts the production server for end-to-end tests on a fresh, throwaway data folder, so every
// run begins with an empty database and leaves nothing behind.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "por-e2e-"));
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
