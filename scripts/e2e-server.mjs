#!/usr/bin/env node
// Starts the production server for end-to-end tests on an emptied data folder (DATA_DIR, chosen
// by playwright.config.ts), so every run begins with an empty database.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set for the e2e server.");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// On stderr, which Playwright shows: the runtime the whole suite ran on, for the CI log.
console.error(`e2e server: Node.js ${process.version}, data in ${dataDir}`);
const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env: process.env });
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
