import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { bestOfOurLanguages } from "../http/accept-language.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { openShortLink, SHORT_LINK_PATH } from "./short-links.js";
import { brokenLinkPage } from "./views/pages.js";

/**
 * A person opens a link, perhaps a mail scanner too; a script guessing ids meets this. The
 * collector's RATE_LIMIT_PER_MINUTE raises it when set higher (a test suite reading every e-mail).
 */
const PER_MINUTE = 30;
const params = jsonSchema(v.object({ id: v.pipe(v.string(), v.maxLength(64)) }));
const page = jsonSchema(v.string());

/**
 * `GET /l/:id` (issue 53): 303 to the path a live link stands for, on this same origin (checked
 * when it was stored); an unknown id 404, an expired one 410, each a page in the link's language
 * (an unknown id has none: the browser's). The id is the secret now: the request log writes the
 * path without it (server/logging.ts), and the answer is never cached nor indexed.
 */
export async function shortLinkRoutes(
  app: FastifyInstance,
  options: { now?: () => Date; rateLimitPerMinute?: number } = {},
): Promise<void> {
  const now = options.now ?? (() => new Date());
  const max = Math.max(PER_MINUTE, options.rateLimitPerMinute ?? 0);
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: app.limits.collectorStore });
    const api = scope.withTypeProvider<ValibotSchemas>();
    api.get(
      `${SHORT_LINK_PATH}/:id`,
      {
        schema: { params, response: { 404: page, 410: page } },
        config: { rateLimit: { max, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const opened = await openShortLink(app.db, request.params.id, now());
        reply
          .header("cache-control", "no-store")
          .header("x-robots-tag", "noindex")
          .header("referrer-policy", "no-referrer");
        if (opened.ok) return reply.redirect(opened.target, 303);
        const language = opened.language ?? bestOfOurLanguages(request.headers["accept-language"]) ?? "en";
        return reply
          .code(opened.reason === "expired" ? 410 : 404)
          .type("text/html; charset=utf-8")
          .send(brokenLinkPage(language, opened.reason));
      },
    );
  });
}
