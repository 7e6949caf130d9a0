import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Resolves when the dependency is usable; throws (or rejects) with the reason when not. */
export type HealthCheck = () => Promise<void> | void;

export interface Health {
  /** Adds a check that `/healthz` runs on every call (the database plugin adds one). */
  addCheck(name: string, check: HealthCheck): void;
  run(): Promise<{ ok: boolean; failures: Record<string, string> }>;
}

declare module "fastify" {
  interface FastifyInstance {
    health: Health;
  }
}

const replySchema = {
  type: "object",
  required: ["status"],
  properties: {
    status: { type: "string", enum: ["ok", "error"] },
    failures: { type: "object", additionalProperties: { type: "string" } },
  },
  additionalProperties: false,
} as const;

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

  app.get(
    "/healthz",
    { config: { quietLog: true }, schema: { response: { 200: replySchema, 503: replySchema } } },
    async (request, reply) => {
      const { ok, failures } = await app.health.run();
      reply.header("cache-control", "no-store");
      if (ok) return { status: "ok" as const };
      request.log.warn({ failures }, "health check failed");
      return reply.code(503).send({ status: "error" as const, failures });
    },
  );
}

export default fp(health, { name: "health", fastify: "5.x" });
