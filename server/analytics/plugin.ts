import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import * as v from "valibot";
import { PAGE_VIEW_BEACON_PATH, PageViewBeaconSchema } from "../../shared/page-view-beacon.js";
import { errorReply } from "../../shared/admin-api.js";
import { readBeacon } from "./beacon.js";
import { VITALS_BEACON_BYTES, VITALS_BEACON_PATH, VitalsBeaconSchema, type VitalsBeacon } from "../../shared/vitals.js";
import { saveVitals } from "./vitals.js";
import { vitalsVisitor } from "./vitals-beacon.js";
import type { Visitor } from "./page-view.js";
import type { Transaction } from "kysely";
import { findOpenVisit, saveAttribution, type VisitFound } from "./attribution.js";
import { isPageView, pageViewFacts, pathOf, visitorOf } from "./page-view.js";
import { countedUrl } from "../http/counted-page.js";
import { PageViewRecorder, RECORDER_LIMITS, UNCOUNTED_REASONS, type RecorderLimits } from "./recorder.js";
import { foldAndPurge } from "./retention.js";
import { DailySalt, dayOf, visitorKey } from "./visitor-key.js";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import { jsonSchema, validateWithValibot } from "../http/json-schema.js";

export type AnalyticsOptions = Pick<Config, "publicUrl" | "siteOrigins"> & {
  /** Count page views (ANALYTICS); leads are attributed only when it is on. */
  enabled: boolean;
  limits?: RecorderLimits;
  now?: () => Date;
};

export interface Analytics {
  /**
   * The visit this request belongs to (a lead's, before it is stored), or undefined. Never waits
   * for page views to be written: from the recorder's memory, else what the database holds.
   */
  visitOf(request: FastifyRequest): Promise<VisitFound | undefined>;
  /** Stores a lead's visit in the lead's transaction (the collector's afterInsert). */
  saveAttribution(trx: Transaction<Database>, leadId: string, visit: VisitFound | undefined): Promise<void>;
  /** Writes the page views that wait (the dashboard, tests). */
  flush(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

/** Beacons counted per client address and minute: nobody reads 60 pages a minute. */
const BEACONS_PER_MINUTE = 60;
/** A beacon is three short strings. */
const BEACON_BODY_LIMIT = 4 * 1024;

const beaconRoute = {
  body: jsonSchema(PageViewBeaconSchema),
  response: { 204: jsonSchema(v.null()), "4xx": jsonSchema(errorReply) },
};

const vitalsRoute = {
  body: jsonSchema(VitalsBeaconSchema),
  response: { 204: jsonSchema(v.null()), "4xx": jsonSchema(errorReply) },
};

/** Field-figure reports being joined to their page views at once, at most; past it new ones are dropped. */
const VITALS_PENDING = 1_000;

/** How often at most a warning says that page views went uncounted. */
const UNCOUNTED_WARNING_MS = 60_000;

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
  let uncounted = { views: 0, warnedAt: Number.NEGATIVE_INFINITY };
  const pageViewsCounted = app.telemetry.counter({
    name: "page_views_counted_total",
    help: "Page views this instance wrote for the owner's dashboard",
  });
  const pageViewsUncounted = app.telemetry.counter({
    name: "page_views_uncounted_total",
    help: "Page views this instance let go uncounted: its queue was full (the writer runs on spare CPU time only), or the write failed",
    labelNames: ["reason"],
    zeroes: UNCOUNTED_REASONS.map((reason) => ({ reason })),
  });
  const pendingVitals = new Set<Promise<void>>();
  /** Joins a page's field figures to its view, once the views that wait are written. */
  const keepVitals = (visitor: Visitor, beacon: VitalsBeacon, at: Date) => {
    if (pendingVitals.size >= VITALS_PENDING) return;
    const saving = (async () => {
      try {
        // After any write under way too: a batch being written holds no views in the queue.
        await recorder.flush();
        const keys = [visitorKey(await salt.forDay(dayOf(at)), visitor)];
        const continuing = await salt.continuing(at);
        if (continuing !== undefined) keys.push(visitorKey(continuing, visitor));
        await saveVitals(app.db, keys, beacon, at);
      } catch (error) {
        app.log.warn({ err: error }, "a page's field figures could not be kept");
      }
    })().finally(() => pendingVitals.delete(saving));
    pendingVitals.add(saving);
  };
  const recorder = new PageViewRecorder(app.db, salt, options.limits ?? RECORDER_LIMITS, {
    written: (count) => pageViewsCounted(count),
    dropped(count, reason) {
      pageViewsUncounted({ reason }, count);
      // One line a minute at most: a flood that fills the queue must not flood the log too.
      uncounted.views += count;
      if (Date.now() - uncounted.warnedAt < UNCOUNTED_WARNING_MS) return;
      app.log.warn({ views: uncounted.views, reason }, "page views went uncounted (pages come first)");
      uncounted = { views: 0, warnedAt: Date.now() };
    },
    failed: (error) => app.log.warn({ err: error }, "page views could not be written; their counts are lost"),
  });

  app.decorate("analytics", {
    async visitOf(request) {
      if (!options.enabled) return undefined;
      const at = now();
      const visitor = visitorOf(request);
      const counted = recorder.openVisit(visitor, at);
      if (counted !== undefined) return counted;
      try {
        // Another instance may have counted the visit (PostgreSQL): what is written is enough.
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
    async flush() {
      await recorder.flush();
      await Promise.all(pendingVitals);
    },
  } satisfies Analytics);

  if (options.enabled) {
    // A callback, not an async hook: no promise for every response.
    app.addHook("onResponse", (request, reply, done) => {
      if (!isPageView(request, reply)) return done();
      const url = countedUrl(request);
      const viewed = { path: pathOf(url), viewedAt: now() };
      recorder.record(visitorOf(request), viewed, () => pageViewFacts(request, url, siteHosts, viewed.viewedAt));
      done();
    });
  }

  // The static-host beacon (issue 26, point 7; docs/decisions/059): a page this server did not
  // send reports itself, and counts exactly as if it had been sent. Cross-origin without a
  // preflight (sendBeacon's text/plain), answered 204 whatever it is, so it teaches nothing.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: app.limits.collectorStore });
    // Read by pages of other sites (sendBeacon's no-cors request): same-site would make the
    // browser discard the (empty) answer with an error in the page's console.
    scope.addHook("onRequest", (_request, reply, done) => {
      reply.raw.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      done();
    });
    scope.removeContentTypeParser("text/plain");
    // `{ error, code }` as every other error; Fastify's own codes (FST_ERR_VALIDATION, ...) kept.
    scope.setErrorHandler(async (error: FastifyError, _request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) app.log.error({ err: error }, "the beacon route failed");
      return reply.code(status).send({ error: error.message, code: error.code ?? "BAD_BEACON" });
    });
    scope.addContentTypeParser(
      "text/plain",
      { parseAs: "string", bodyLimit: BEACON_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error("The beacon is not JSON."), { statusCode: 400, code: "BAD_BEACON" }), undefined);
        }
      },
    );
    scope.post(
      PAGE_VIEW_BEACON_PATH,
      {
        bodyLimit: BEACON_BODY_LIMIT,
        schema: beaconRoute,
        config: {
          rateLimit: {
            max: BEACONS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request) => `beacon:${normalizeIP(request.ip)}`,
            onExceeded: () => app.telemetry.limitRefused("collector"),
            errorResponseBuilder: (_request, context) =>
              Object.assign(new Error(`Too many page views; retry in ${Math.ceil(context.ttl / 1000)} s.`), {
                statusCode: 429,
                code: "RATE_LIMITED",
              }),
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        if (options.enabled) {
          const beacon = v.parse(PageViewBeaconSchema, request.body);
          const verdict = readBeacon(request, beacon, siteHosts, now());
          if (verdict.counted) recorder.record(verdict.visitor, verdict.facts, () => verdict.facts);
        }
        return reply.code(204).send();
      },
    );
    // Field Web Vitals (issue 52): a page's report of how it felt, once it is hidden, joined to the
    // view counted above or as it was served; nothing else is kept, and nothing said back.
    scope.post(
      VITALS_BEACON_PATH,
      {
        bodyLimit: VITALS_BEACON_BYTES,
        schema: vitalsRoute,
        // Valibot itself, not Ajv: no number given as text, no field it does not know let through.
        validatorCompiler: validateWithValibot,
        config: {
          rateLimit: {
            max: BEACONS_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: (request) => `vitals:${normalizeIP(request.ip)}`,
            onExceeded: () => app.telemetry.limitRefused("collector"),
            errorResponseBuilder: (_request, context) =>
              Object.assign(new Error(`Too many reports; retry in ${Math.ceil(context.ttl / 1000)} s.`), {
                statusCode: 429,
                code: "RATE_LIMITED",
              }),
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        if (options.enabled) {
          const beacon = v.parse(VitalsBeaconSchema, request.body);
          const from = vitalsVisitor(request, siteHosts);
          if ("visitor" in from) keepVitals(from.visitor, beacon, now());
        }
        return reply.code(204).send();
      },
    );
  });

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

export default fp(analytics, { name: "analytics", fastify: "5.x", dependencies: ["db", "limits"] });
