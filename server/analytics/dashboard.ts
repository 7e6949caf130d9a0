import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { AdminError, errorSchema } from "../owner/api.js";
import type { Database } from "../db/database.js";
import { dashboardQuery, dashboardReply, type DashboardQuery, type DashboardReply } from "../../shared/analytics.js";
import { addDays, daysBetween, figures, previousRange, totals, type Range } from "./figures.js";
import { dayOf } from "./visitor-key.js";
import { vitalsFigures } from "./vitals.js";

/** A custom range longer than this is refused: leads are kept two years, aggregates as long. */
const MAX_RANGE_DAYS = 800;

/** The range a query asks for: `from`–`to` when both are given, else the last `days` (30). */
function rangeOf(query: DashboardQuery, now: Date): Range | undefined {
  if (query.from !== undefined || query.to !== undefined) {
    if (query.from === undefined || query.to === undefined || query.from > query.to) return undefined;
    const range = { from: query.from, to: query.to };
    return daysBetween(range).length <= MAX_RANGE_DAYS ? range : undefined;
  }
  const to = dayOf(now);
  return { from: addDays(to, 1 - Number(query.days ?? "30")), to };
}

/** The dashboard: every figure of the range, and the headline figures of the period before. */
async function dashboard(db: Kysely<Database>, range: Range, query: DashboardQuery): Promise<DashboardReply> {
  const before = previousRange(range);
  const filter = { language: query.language, source: query.source, campaign: query.campaign };
  const [current, previous, vitals] = await Promise.all([
    figures(db, range, filter),
    totals(db, before),
    vitalsFigures(db, range),
  ]);
  return { current, previous, previousFrom: before.from, previousTo: before.to, vitals };
}

const querySchema = jsonSchema(dashboardQuery);
const replySchema = jsonSchema(dashboardReply);

/**
 * `GET /api/admin/dashboard`, registered inside the inbox's API so that its session check and
 * error replies apply.
 */
export async function dashboardRoutes(app: FastifyInstance, options: { now?: () => Date }): Promise<void> {
  const now = options.now ?? (() => new Date());
  app
    .withTypeProvider<ValibotSchemas>()
    .get(
      "/dashboard",
      { schema: { querystring: querySchema, response: { 200: replySchema, 400: errorSchema, 401: errorSchema } } },
      async (request) => {
        const range = rangeOf(request.query, now());
        if (range === undefined) {
          throw new AdminError(
            "BAD_QUERY",
            undefined,
            `Give both from and to, from first, at most ${MAX_RANGE_DAYS} days.`,
          );
        }
        // The views of the last seconds too.
        await app.analytics.flush();
        return dashboard(app.db, range, request.query);
      },
    );
}
