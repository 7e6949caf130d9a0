import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A server of one spec's own, for a story that needs settings the shared e2e servers cannot have
 * (scripts/e2e-server.mjs, with its own data, mail folder and SMTP server on loopback). Each
 * takes its own port above E2E_PORT: playwright.config.ts's servers are +0, +1 and +3; +2 is the
 * spam spec's (every spam layer on, the time layer's minimum its own: the shared servers turn it
 * off, their specs filling forms as fast as a script), +4 and +5 the analytics beacon's, +6 the
 * replies spec's (IMAP_URL), +7 and +8 the team's (its first owner's passkey retires the password
 * on its data, while the other specs sign in with the password on the shared servers), +9 the
 * board's (its columns and sums hold its own leads only).
 */
export class OwnServer {
  readonly port: number;
  readonly baseURL: string;
  readonly dataDir: string;
  readonly mailDir: string;
  private child: ChildProcess | undefined;

  /**
   * @param offset the port above E2E_PORT
   * @param settings the environment it runs with, over the shared servers' (SPAM_MIN_FILL_SECONDS is
   *   never inherited from the shell: a spec that wants it says so)
   */
  constructor(
    offset: number,
    private readonly settings: Record<string, string>,
    /** `localhost` where WebAuthn is used: it takes a domain for its relying party, never an IP address. */
    hostname: "127.0.0.1" | "localhost" = "127.0.0.1",
  ) {
    this.port = Number(process.env.E2E_PORT ?? 4310) + offset;
    this.baseURL = `http://${hostname}:${this.port}`;
    this.dataDir = join(tmpdir(), `por-e2e-${this.port}`);
    this.mailDir = `${this.dataDir}-mail`;
  }

  /** @param later settings known only once the spec has started what they name (a port) */
  async start(later: Record<string, string> = {}): Promise<void> {
    const { SPAM_MIN_FILL_SECONDS: _unset, ...inherited } = process.env;
    this.child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...inherited,
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
        ...this.settings,
        ...later,
      },
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (this.child.exitCode !== null) throw new Error(`The spec's own server exited (${this.child.exitCode})`);
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`The spec's own server did not answer on ${this.baseURL}`);
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
