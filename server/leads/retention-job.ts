import type { FastifyInstance } from "fastify";
import { flushErasure } from "../db/database.js";
import { purgeExpiredShortLinks } from "../links/short-links.js";
import { purgeExpiredLeads } from "./retention.js";

/** How often expired leads are deleted (and once at start), to keep the privacy notice's word. */
const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The leads' own purge job, registered by the collector at start (it ran inside db/ before issue 48). */
export async function scheduleRetention(app: FastifyInstance): Promise<void> {
  const purge = async () => {
    try {
      const deleted = await purgeExpiredLeads(app.db);
      if (deleted > 0) app.log.info({ deleted }, "deleted leads past their retention period");
      // The e-mails' short links past their expiry go with them (issue 53): rows, not people.
      const links = await purgeExpiredShortLinks(app.db, new Date());
      if (links > 0) app.log.info({ deleted: links }, "deleted expired short links");
      if (deleted > 0) await flushErasure(app.db);
    } catch (error) {
      app.log.error({ err: error }, "could not delete expired leads");
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
