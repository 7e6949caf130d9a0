#!/usr/bin/env node
// Starts the production server for end-to-end tests on an emptied data folder (DATA_DIR, chosen
// by playwright.config.ts), so every run begins with an empty database, and a real SMTP server on
// loopback that writes every message it receives into E2E_MAIL_DIR (one .eml file each), where
// the tests read them (e2e/mailbox.ts).
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { Buffer } from "node:buffer";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const dataDir = process.env.DATA_DIR;
const mailDir = process.env.E2E_MAIL_DIR;
if (!dataDir || !mailDir) throw new Error("DATA_DIR and E2E_MAIL_DIR must be set for the e2e server.");
for (const dir of [dataDir, mailDir]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

let received = 0;
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS"],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      const name = `${String(++received).padStart(5, "0")}.eml`;
      writeFileSync(join(mailDir, `.${name}`), Buffer.concat(chunks));
      renameSync(join(mailDir, `.${name}`), join(mailDir, name));
      callback();
    });
  },
});
await new Promise((resolve, reject) => {
  smtp.server.once("error", reject);
  smtp.listen(0, "127.0.0.1", resolve);
});
const smtpPort = smtp.server.address().port;

// On stderr, which Playwright shows: the runtime the whole suite ran on, for the CI log.
console.error(`e2e server: Node.js ${process.version}, data in ${dataDir}, mail in ${mailDir} (SMTP port ${smtpPort})`);
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  stdio: "inherit",
  env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
});
const stop = (signal) => child.kill(signal);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  smtp.close(() => process.exit(code ?? 0));
});
