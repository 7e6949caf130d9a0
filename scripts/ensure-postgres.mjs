#!/usr/bin/env node
// A PostgreSQL server on loopback for the tests. `TEST_DATABASE_URL` wins when it is set;
// otherwise a throwaway cluster is created in a temp folder from Debian's packages (installed
// with apt-get when missing and we are root), started on a free port, and deleted afterwards.
//
//   node scripts/ensure-postgres.mjs                 prints the URL, stops on Ctrl-C
//   node scripts/ensure-postgres.mjs -- npm test     runs the command with TEST_DATABASE_URL set
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const POSTGRES_LIB = "/usr/lib/postgresql";
const DATABASE = "test";
const OS_USER = "postgres";

/** The bin folder of the newest PostgreSQL that has initdb and pg_ctl, or undefined. */
function findBinDir() {
  if (!existsSync(POSTGRES_LIB)) return undefined;
  const versions = readdirSync(POSTGRES_LIB)
    .filter((version) =>
      ["initdb", "pg_ctl"].every((tool) => existsSync(path.join(POSTGRES_LIB, version, "bin", tool))),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(POSTGRES_LIB, versions[0], "bin");
}

const isRoot = () => process.getuid?.() === 0;

function installPostgres(log) {
  if (!isRoot()) {
    throw new Error(
      "PostgreSQL is not installed, and only root can install it. Run:\n" +
        "  sudo apt-get install -y postgresql\n" +
        "or point TEST_DATABASE_URL at a PostgreSQL database the tests may use.",
    );
  }
  log("ensure-postgres: installing postgresql with apt-get (once)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], { env });
  // A fresh machine may have no package lists yet.
  if (install().status !== 0) {
    spawnSync("apt-get", ["update"], { env, stdio: "ignore" });
    const second = install();
    if (second.status !== 0) throw new Error(`apt-get install postgresql failed:\n${second.stderr}`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` OS user and
 * its tools run through runuser; anyone else runs them as themselves.
 */
function runAs(dir, tool, args) {
  const [command, commandArgs] = isRoot() ? ["runuser", ["-u", OS_USER, "--", tool, ...args]] : [tool, args];
  const result = spawnSync(command, commandArgs, { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${path.basename(tool)} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

/**
 * Makes a PostgreSQL database available and resolves to its URL and a `stop()` that shuts the
 * server down and deletes its files (a no-op for an external TEST_DATABASE_URL).
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPostgres({ log = (line) => console.warn(line) } = {}) {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) return { url: external, stop: async () => {} };

  let binDir = findBinDir();
  if (binDir === undefined) {
    installPostgres(log);
    binDir = findBinDir();
    if (binDir === undefined) throw new Error(`PostgreSQL installed, but no initdb under ${POSTGRES_LIB}/*/bin`);
  }

  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(dir, "data");
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      try {
        runAs(dir, path.join(binDir, "pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-s"]);
      } catch (error) {
        log(`ensure-postgres: ${error.message}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (isRoot()) {
      const uid = Number(execFileSync("id", ["-u", OS_USER], { encoding: "utf8" }));
      const gid = Number(execFileSync("id", ["-g", OS_USER], { encoding: "utf8" }));
      chownSync(dir, uid, gid);
    }
    // Trust on the loopback only (listen_addresses below); nothing but this machine can connect.
    runAs(dir, path.join(binDir, "initdb"), [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    const port = await freePort();
    // Throwaway data: durability settings off for speed; the socket in our folder, not /run.
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    runAs(dir, path.join(binDir, "pg_ctl"), [
      "start",
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-s",
      "-o",
      serverOptions,
    ]);
    started = true;

    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${DATABASE}`);
    } finally {
      await admin.end();
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(args) {
  const command = args[0] === "--" ? args.slice(1) : args;
  const { url, stop } = await startPostgres();
  console.log(`TEST_DATABASE_URL=${url}`);
  const signals = ["SIGINT", "SIGTERM"];
  if (command.length === 0) {
    await new Promise((resolve) => signals.forEach((signal) => process.once(signal, resolve)));
    await stop();
    return 0;
  }
  const child = spawn(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  const forward = (signal) => child.kill(signal);
  signals.forEach((signal) => process.on(signal, forward));
  const code = await new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  await stop();
  return code;
}

// realpath: the ESM loader resolves symlinks in import.meta.url, argv[1] keeps them.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exit(await main(process.argv.slice(2)));
  } catch (error) {
    console.error(`ensure-postgres: ${error.message}`);
    process.exit(1);
  }
}
