import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A server of the spam spec's own, with every spam layer on and the time layer's minimum the spec
 * chooses: the shared e2e servers turn the time layer off (SPAM_MIN_FILL_SECONDS=0, since their specs fill forms as fast
 * as a script does), and this spec is about that layer. Two ports above E2E_PORT, past the two
 * servers playwright.config.ts starts, with its own data, mail folder and SMTP server on loopback
 * (scripts/e2e-server.mjs).
 */
export class SpamServer {
  /** @param minFillSeconds SPAM_MIN_FILL_SECONDS for this server; the shell's value never leaks in. */
  constructor(private readonly minFillSeconds: number) {}

  readonly port = Number(process.env.E2E_PORT ?? 4310) + 2;
  readonly baseURL = `http://127.0.0.1:${this.port}`;
  readonly dataDir = join(tmpdir(), `por-e2e-${this.port}`);
  readonly mailDir = `${this.dataDir}-mail`;
  private child: ChildProcess | undefined;

  async start(): Promise<void> {
    const { SPAM_MIN_FILL_SECONDS: _unset, ...inherited } = process.env;
    this.child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...inherited,
        SPAM_MIN_FILL_SECONDS: String(this.minFillSeconds),
        PORT: String(this.port),
        HOST: "127.0.0.1",
        DATA_DIR: this.dataDir,
        E2E_MAIL_DIR: this.mailDir,
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "1000",
        VISITOR_MAIL_PER_HOUR: "1000",
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        NOTIFY_EMAIL: process.env.E2E_OWNER_EMAIL,
        PUBLIC_URL: this.baseURL,
      },
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`The spam spec's server exited (${this.child.exitCode})`);
      try {
        if ((await fetch(`${this.baseURL}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`The spam spec's server did not answer on ${this.baseURL}`);
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
