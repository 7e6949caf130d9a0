import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DrainLoop } from "../jobs/drain-loop.js";
import { queueDueDigest } from "./queue.js";
import { digestKind } from "./compose.js";

export interface DigestOptions {
  /** WEEKLY_DIGEST: on by default; nothing is sent without mail either way. */
  enabled: boolean;
  timeZone: string;
  publicUrl: string | undefined;
  /** The clock and the sweep's pace, for tests. */
  now?: () => Date;
  pollMs?: number;
}

/** Every minute: the e-mail goes within a minute of 08:00. */
const DIGEST_POLL_MS = 60_000;

declare module "fastify" {
  interface FastifyInstance {
    digest: {
      /** Queues last week's e-mail if it is due and was not queued; true when this call did. */
      queueDue(): Promise<boolean>;
    };
  }
}

/**
 * The owner's Monday e-mail (issue 39, decision 104): every instance sweeps once a minute once it
 * listens; the outbox's fixed id makes the week's e-mail queued once.
 */
async function digest(app: FastifyInstance, options: DigestOptions): Promise<void> {
  app.mail.register(digestKind);
  const on = options.enabled && app.mail.enabled;
  const deps = {
    db: app.db,
    timeZone: options.timeZone,
    publicUrl: options.publicUrl,
    now: options.now ?? (() => new Date()),
  };
  const queueDue = async () => {
    if (!on) return false;
    const queued = await queueDueDigest(deps);
    if (queued) app.mail.wake();
    return queued;
  };
  app.decorate("digest", { queueDue });
  if (!on) return;
  const loop = new DrainLoop({
    name: "weekly digest",
    step: async () => {
      await queueDue();
      return false;
    },
    pollMs: options.pollMs ?? DIGEST_POLL_MS,
    log: app.log,
  });
  app.addHook("onListen", async () => loop.start());
  app.addHook("onClose", () => loop.stop());
}

export default fp(digest, { name: "digest", fastify: "5.x", dependencies: ["db", "mail"] });
