// Starting the built server on a free loopback port and waiting until it answers, for the
// scripts that measure or photograph it.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export async function waitForHealth(url, { attempts = 600, intervalMs = 250 } = {}) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`The server did not become healthy at ${url}`);
}

/**
 * Runs `node <entry>` with PORT and HOST set to a free loopback port, resolves once /healthz
 * answers, and returns its base URL, its pid and a stop() that waits for the process to exit.
 */
export async function startServer(entry, env = {}, stdio = ["ignore", "ignore", "inherit"]) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio,
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await Promise.race([
      waitForHealth(`${base}/healthz`),
      exited.then((code) => Promise.reject(new Error(`${entry} exited with ${code} before it was healthy`))),
    ]);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    base,
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
