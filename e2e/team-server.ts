import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A server of the team story's own: its first owner registers a passkey, and from then on
 * ADMIN_PASSWORD opens nothing on that server's data, while the other specs sign in with the
 * password on the shared servers. Four and five ports above E2E_PORT (past playwright.config.ts's
 * servers, the spam spec's and the field vitals'), one per language's story, each with its own
 * data, mail folder and SMTP server on loopback (scripts/e2e-server.mjs). Addressed as
 * `localhost`: WebAuthn takes a domain for its relying party, never an IP address.
 */
export class TeamServer {
  constructor(offset: 4 | 5) {
    this.port = Number(process.env.E2E_PORT ?? 4310) + offset;
    this.baseURL = `http://localhost:${this.port}`;
    this.dataDir = join(tmpdir(), `por-e2e-${this.port}`);
    this.mailDir = `${this.dataDir}-mail`;
  }

  readonly port: number;
  readonly baseURL: string;
  readonly dataDir: string;
  readonly mailDir: string;
  private child: ChildProcess | undefined;

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATA_DIR: this.dataDir,
        E2E_MAIL_DIR: this.mailDir,
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "1000",
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        NOTIFY_EMAIL: process.env.E2E_OWNER_EMAIL,
        PUBLIC_URL: this.baseURL,
      },
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`The team spec's server exited (${this.child.exitCode})`);
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`The team spec's server did not answer on ${this.baseURL}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child === undefined || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  }
}
