import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import * as v from "valibot";
import { jsonSchema } from "./json-schema.js";

/** Resolves when the dependency is usable; throws (or rejects) with the reason when not. */
export type HealthCheck = () => Promise<void> | void;

export interface Health {
  /**
   * Adds a readiness check that `/readyz` (and its older name `/healthz`) runs on every call:
   * the database plugin adds `database` and `migrations`, the mail plugin `outbox`.
   */
  addCheck(name: string, check: HealthCheck): void;
  run(): Promise<{ ok: boolean; failures: Record<string, string> }>;
}

declare module "fastify" {
  interface FastifyInstance {
    health: Health;
  }
}

/**
 * What /livez and /readyz answer: `ok`, or `error` with the names of the failing checks. Why a
 * check failed (a host name, a driver's message) goes to the log, not to whoever asks.
 */
const HealthReplySchema = v.strictObject({
  status: v.picklist(["ok", "error"]),
  failing: v.optional(v.array(v.string())),
});
const replySchema = jsonSchema(HealthReplySchema);

async function health(app: FastifyInstance): Promise<void> {
  const checks = new Map<string, HealthCheck>();

  app.decorate<Health>("health", {
    addCheck(name, check) {
      if (checks.has(name)) throw new Error(`Health check "${name}" is already registered`);
      checks.set(name, check);
    },
    async run() {
      const failures: Record<string, string> = {};
      await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await check();
          } catch (error) {
            failures[name] = error instanceof Error ? error.message : String(error);
          }
        }),
      );
      return { ok: Object.keys(failures).length === 0, failures };
    },
  });

  // Liveness: the process answers HTTP. No dependency is checked, so a process manager or an
  // orchestrator restarts the process only when it is wedged, never because the database is down.
  app.get(
    "/livez",
    { config: { quietLog: true }, schema: { response: { 200: replySchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  // Readiness: this instance can take traffic (database reachable, its schema migrated, its
  // outbox worker not stuck). A load balancer routes around an instance that answers 503.
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const { ok, failures } = await app.health.run();
    reply.header("cache-control", "no-store");
    if (ok) return { status: "ok" as const };
    request.log.warn({ failures }, "readiness check failed");
    return reply.code(503).send({ status: "error" as const, failing: Object.keys(failures).sort() });
  };
  const readyOptions = {
    config: { quietLog: true },
    schema: { response: { 200: replySchema, 503: replySchema } },
  };
  app.get("/readyz", readyOptions, ready);
  // The first name of /readyz, kept for what already polls it (Playwright's webServer).
  app.get("/healthz", readyOptions, ready);
}
export default fp(health, { name: "health", fastify: "5.x" });
