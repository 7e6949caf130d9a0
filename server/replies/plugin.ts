import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DrainLoop } from "../jobs/drain-loop.js";
import type { ImapAccount } from "./settings.js";
import { repliedRoutes } from "./routes.js";
import { syncSentFolder, type SyncResult } from "./sync.js";

export interface RepliesOptions {
  /** IMAP_URL; without it nothing is read. */
  imap: ImapAccount | undefined;
  keepBodies: boolean;
  /** The sync's pace and clock, for tests. */
  pollMs?: number;
  now?: () => Date;
}

/** The Sent folder is read this often: a reply is on the lead within minutes of being sent. */
const SYNC_POLL_MS = 5 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    replies: {
      /** IMAP_URL is set: the Sent folder is read. */
      on: boolean;
      /** Reads the Sent folder now (the console's "Check sent mail", tests); undefined without IMAP_URL. */
      sync(): Promise<SyncResult | undefined>;
    };
  }
}

/**
 * Replies that log themselves (issue 51): with IMAP_URL, every instance tries every few minutes
 * once it listens and the one that takes the lease reads the owner's Sent folder. A failure
 * (the mailbox down, a changed password) is logged and tried again at the next pass.
 */
async function replies(app: FastifyInstance, options: RepliesOptions): Promise<void> {
  const account = options.imap;
  const sync = async () =>
    account === undefined
      ? undefined
      : syncSentFolder({
          db: app.db,
          account,
          keepBodies: options.keepBodies,
          now: options.now ?? (() => new Date()),
          log: app.log,
        });
  app.decorate("replies", { on: account !== undefined, sync });
  await repliedRoutes(app);
  if (account === undefined) return;
  const loop = new DrainLoop({
    name: "sent folder",
    step: async () => {
      try {
        await sync();
      } catch (error) {
        app.log.warn({ err: error }, "the owner's Sent folder could not be read; trying again at the next pass");
      }
      return false;
    },
    pollMs: options.pollMs ?? SYNC_POLL_MS,
    log: app.log,
  });
  app.addHook("onListen", async () => loop.start());
  app.addHook("onClose", () => loop.stop());
}

export default fp(replies, { name: "replies", fastify: "5.x", dependencies: ["db", "limits"] });
