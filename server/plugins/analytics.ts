import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Transaction } from "kysely";
import { findOpenVisit, saveAttribution, type VisitFound } from "../analytics/attribution.js";
import { isPageView, pageViewFacts, visitorOf } from "../analytics/page-view.js";
import { PageViewRecorder, RECORDER_LIMITS, type RecorderLimits } from "../analytics/recorder.js";
import { foldAndPurge } from "../analytics/retention.js";
import { DailySalt, dayOf, visitorKey } from "../analytics/visitor-key.js";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";

export type AnalyticsOptions = Pick<Config, "publicUrl" | "siteOrigins"> & {
  /** Count page views (ANALYTICS); leads are attributed only when it is on. */
  enabled: boolean;
  limits?: RecorderLimits;
  now?: () => Date;
};

export interface Analytics {
  /** The visit this request belongs to (a lead's, before it is stored), or undefined. */
  visitOf(request: FastifyRequest): Promise<VisitFound | undefined>;
  /** Stores a lead's visit in the lead's transaction (the collector's afterInsert). */
  saveAttribution(trx: Transaction<Database>, leadId: string, visit: VisitFound | undefined): Promise<void>;
  /** Writes the page views that wait (tests, the lead's attribution). */
  flush(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

/** How often whole days are folded into aggregates and old raw views deleted. */
const FOLD_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Counts the pages this server sends (issue 26): an onResponse hook, so a page is on its way
 * before its view is even queued, and the recorder writes in batches. Nothing is added to any
 * page; no cookie is read or set.
 */
async function analytics(app: FastifyInstance, options: AnalyticsOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const salt = new DailySalt(app.db, now);
  const siteHosts = [options.publicUrl, ...options.siteOrigins]
    .filter((url): url is string => url !== undefined)
    .map((url) => new URL(url).host.toLowerCase());
  const recorder = new PageViewRecorder(app.db, salt, options.limits ?? RECORDER_LIMITS, {
    failed: (error) => app.log.warn({ err: error }, "page views could not be written; their counts are lost"),
  });

  app.decorate("analytics", {
    async visitOf(request) {
      if (!options.enabled) return undefined;
      try {
        const at = now();
        await recorder.flush();
        const visitor = visitorOf(request);
        const keys = [visitorKey(await salt.forDay(dayOf(at)), visitor)];
        const continuing = await salt.continuing(at);
        if (continuing !== undefined) keys.push(visitorKey(continuing, visitor));
        return await findOpenVisit(app.db, keys, at);
      } catch (error) {
        // A lead is never refused because its source could not be looked up: it says "unknown".
        request.log.warn({ err: error }, "the lead's visit could not be looked up");
        return undefined;
      }
    },
    async saveAttribution(trx, leadId, visit) {
      if (visit !== undefined) await saveAttribution(trx, leadId, visit);
    },
    flush: () => recorder.flush(),
  } satisfies Analytics);

  if (options.enabled) {
    app.addHook("onResponse", async (request, reply) => {
      if (!isPageView(request, reply)) return;
      recorder.record(visitorOf(request), pageViewFacts(request, siteHosts, now()));
    });
  }

  const fold = async () => {
    try {
      await foldAndPurge(app.db, now());
    } catch (error) {
      app.log.error({ err: error }, "could not fold page views into daily figures");
    }
  };
  const timer = setInterval(() => void fold(), FOLD_INTERVAL_MS).unref();
  app.addHook("onReady", fold);
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await recorder.close();
  });
}

export default fp(analytics, { name: "analytics", fastify: "5.x", dependencies: ["db"] });
