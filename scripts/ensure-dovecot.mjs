#!/usr/bin/env node
// The replies tests read an owner's Sent folder from a real IMAP server: Debian's Dovecot,
// installed when missing and we are root (as ensure-postgres does for PostgreSQL), started in a
// temporary directory on a free loopback port with one static password, and removed after.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BINARY = "/usr/sbin/dovecot";
const isRoot = () => process.getuid?.() === 0;

/** Dovecot's binary, installed with apt-get first when missing (root only). */
export function ensureDovecot() {
  if (existsSync(BINARY)) return BINARY;
  if (!isRoot()) throw new Error("Dovecot is not installed. Install it with: sudo apt-get install -y dovecot-imapd");
  console.log("Installing Dovecot from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "dovecot-imapd"], {
    stdio: "inherit",
    env,
  });
  // The package starts the system's own Dovecot on ports 143 and 993; the tests need none of it.
  spawnSync("sh", ["-c", "systemctl disable --now dovecot 2>/dev/null || service dovecot stop 2>/dev/null"], { env });
  if (!existsSync(BINARY)) throw new Error(`apt-get installed dovecot-imapd, but there is no ${BINARY}`);
  return BINARY;
}

/** @returns {Promise<number>} a port free on loopback now */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} port */
function answers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("* OK"));
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * A Dovecot of the caller's: IMAP without TLS on 127.0.0.1, any user name with `password`, each
 * user's mail in a Maildir with a Sent folder (special-use \Sent). Root runs it under Debian's
 * `dovecot` and `dovenull` users, which its login processes require; anyone else as themselves.
 * @param {{ password?: string }} [options]
 * @returns {Promise<{ host: string; port: number; password: string; stop: () => Promise<void> }>}
 */
export async function startDovecot({ password = "dovecot-test-password" } = {}) {
  const binary = ensureDovecot();
  const dir = mkdtempSync(path.join(tmpdir(), "dovecot-test-"));
  const mail = path.join(dir, "mail");
  mkdirSync(path.join(dir, "run"));
  mkdirSync(mail);
  const me = userInfo().username;
  const [internal, login] = isRoot() ? ["dovecot", "dovenull"] : [me, me];
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", internal], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", internal], { encoding: "utf8" }));
    chownSync(mail, uid, gid);
    // mkdtemp's 0700 would keep the mail processes, which run as that user, out of their folder.
    chmodSync(dir, 0o755);
  }
  const port = await freePort();
  const config = [
    "protocols = imap",
    "listen = 127.0.0.1",
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/run`,
    `instance_name = dovecot-test-${port}`,
    "log_path = /dev/stderr",
    "info_log_path = /dev/null",
    "ssl = no",
    "auth_mechanisms = plain login",
    // A wrong password is answered at once: the tests try one on purpose.
    "auth_failure_delay = 0",
    // Trusted: no growing penalty for failed logins from loopback.
    "login_trusted_networks = 127.0.0.0/8",
    "disable_plaintext_auth = no",
    `default_internal_user = ${internal}`,
    `default_internal_group = ${internal}`,
    `default_login_user = ${login}`,
    "first_valid_uid = 0",
    `mail_location = maildir:${mail}/%u`,
    `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n}`,
    "service anvil {\n  chroot =\n}",
    `passdb {\n  driver = static\n  args = password=${password}\n}`,
    `userdb {\n  driver = static\n  args = uid=${internal} gid=${internal} home=${mail}/%u\n}`,
    "namespace inbox {\n  inbox = yes\n  mailbox Sent {\n    special_use = \\Sent\n    auto = subscribe\n  }\n}",
  ].join("\n");
  const file = path.join(dir, "dovecot.conf");
  writeFileSync(file, `${config}\n`);
  const child = spawn(binary, ["-F", "-c", file], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Dovecot did not start on 127.0.0.1:${port}:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { host: "127.0.0.1", port, password, stop };
}

// realpath: the ESM loader resolves symlinks in import.meta.url, argv[1] keeps them.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`Dovecot: ${ensureDovecot()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
