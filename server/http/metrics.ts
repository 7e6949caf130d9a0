import client from "@prometheus-io/client";
import Fastify, {
  type FastifyInstance,
  type FastifyPluginCallback,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import fastifyMetricsImport, { type IMetricsPluginOptions } from "fastify-metrics";
import fp from "fastify-plugin";
import { countMessagesByState } from "../mail/outbox.js";
import { secretMatches } from "../secrets/compare.js";

/** METRICS_PORT, METRICS_HOST and METRICS_TOKEN, as config.ts read them. */
export interface MetricsOptions {
  metricsPort: number | undefined;
  metricsHost: string;
  metricsToken: string | undefined;
}

/** The limits whose refusals are counted. */
export type LimitName = "collector" | "sign_in" | "booking" | "privacy" | "newsletter";

/** A counter a capability declares at start: its name, help and labels are its own. */
export interface CounterSpec<Label extends string> {
  name: string;
  help: string;
  labelNames?: readonly Label[];
  /**
   * The label sets reported as 0 from the start: a rate over a series that does not exist yet
   * is no rate at all, and an alert on it would never fire. Without labels the counter starts
   * at 0 anyway.
   */
  zeroes?: readonly Record<Label, string>[];
}

/** Adds to a declared counter; `labels` is every one of its label names. */
export type Count<Label extends string> = [Label] extends [never]
  ? (by?: number) => void
  : (labels: Record<Label, string>, by?: number) => void;

/** What the other plugins report; Prometheus reads it at `/metrics`. */
export interface Telemetry {
  /** Declares a counter of the caller's (each name once per app) and gives back how to add to it. */
  counter<Label extends string = never>(spec: CounterSpec<Label>): Count<Label>;
  limitRefused(limit: LimitName): void;
  /** The text Prometheus scrapes. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** `http://host:port` of the separate metrics listener once it listens; undefined without one. */
  metricsOrigin(): string | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    telemetry: Telemetry;
  }
}

const PATH = "/metrics";
// A CommonJS module with `exports.default`: Node's ESM loader gives the whole module as the
// default import, bundlers and TypeScript's bundler resolution the plugin itself.
type MetricsPlugin = FastifyPluginCallback<Partial<IMetricsPluginOptions>>;
const loaded = fastifyMetricsImport as unknown as MetricsPlugin | { default: MetricsPlugin };
const fastifyMetrics = typeof loaded === "function" ? loaded : loaded.default;

/**
 * Prometheus metrics: request latency by route (fastify-metrics' histogram), leads stored,
 * outbox messages waiting and failed (read from the outbox at each scrape, so every instance
 * reports the shared database's figure), limit refusals and sign-in failures, plus Node's own
 * (event loop, memory) when they are exposed. Never public on the site's port: they are served
 * on METRICS_PORT (its own listener, METRICS_HOST, loopback by default) and, with METRICS_TOKEN,
 * at `/metrics` on the site's port to a request bearing the token; otherwise nowhere.
 */
async function metrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const exposed = options.metricsPort !== undefined || options.metricsToken !== undefined;
  // A registry per app, not the library's global one: tests build many apps in one process.
  const registry = new client.Registry();

  await app.register(fastifyMetrics, {
    endpoint: null,
    promClient: client,
    defaultMetrics: { enabled: exposed, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Probes every few seconds from the proxy would drown the site's own figures.
      routeBlacklist: ["/livez", "/readyz", "/healthz", PATH],
      overrides: {
        histogram: {
          name: "http_request_duration_seconds",
          help: "Time to answer a request, by method, route pattern and status code",
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
          registers: [registry],
        },
        // Created even when off; registered nowhere (the default is the process-wide registry).
        summary: { registers: [] },
      },
    },
  });

  const limitRefusals = new client.Counter({
    name: "limit_refusals_total",
    help: "Requests refused with 429 by a limit: the collector's rate limit or the sign-in limiter",
    labelNames: ["limit"] as const,
    registers: [registry],
  });
  for (const limit of ["collector", "sign_in"] as const) limitRefusals.inc({ limit }, 0);

  function counter<Label extends string = never>(spec: CounterSpec<Label>): Count<Label> {
    // Typed by label name at the caller (Count<Label>); prom-client's own generic is not needed here.
    const declared = new client.Counter<string>({
      name: spec.name,
      help: spec.help,
      labelNames: spec.labelNames ?? [],
      registers: [registry],
    });
    if (spec.labelNames === undefined || spec.labelNames.length === 0) {
      declared.inc(0);
      return ((by = 1) => declared.inc(by)) as Count<Label>;
    }
    for (const labels of spec.zeroes ?? []) declared.inc(labels, 0);
    return ((labels: Record<string, string>, by = 1) => declared.inc(labels, by)) as Count<Label>;
  }

  new client.Gauge({
    name: "outbox_messages_waiting",
    help: "Outbox messages not sent yet (due, being sent or waiting for a retry), in the whole database",
    registers: [registry],
    async collect() {
      this.set((await countMessagesByState(app.db)).waiting);
    },
  });
  new client.Gauge({
    name: "outbox_messages_failed",
    help: "Unsent outbox messages whose last attempt failed (they are retried), in the whole database",
    registers: [registry],
    async collect() {
      this.set((await countMessagesByState(app.db)).failed);
    },
  });

  const scrape = async () => ({ contentType: registry.contentType, body: await registry.metrics() });
  const send = async (reply: FastifyReply) => {
    const { contentType, body } = await scrape();
    return reply.header("cache-control", "no-store").type(contentType).send(body);
  };

  let metricsServer: FastifyInstance | undefined;
  app.decorate<Telemetry>("telemetry", {
    counter,
    limitRefused: (limit) => limitRefusals.inc({ limit }),
    scrape,
    metricsOrigin() {
      const address = metricsServer?.server.address();
      if (address === null || address === undefined || typeof address === "string") return undefined;
      const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}`;
    },
  });

  const token = options.metricsToken;
  if (token !== undefined) {
    // Anything but the right token is the site's plain 404: the route's existence is no secret
    // worth keeping, but an unauthenticated scrape must learn nothing.
    app.get(PATH, { config: { quietLog: true } }, async (request: FastifyRequest, reply) => {
      const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
      if (given === undefined || !secretMatches(given, token)) {
        return reply.code(404).header("cache-control", "no-store").send({ error: "Not found", code: "NOT_FOUND" });
      }
      return send(reply);
    });
  }

  if (options.metricsPort !== undefined) {
    const port = options.metricsPort;
    metricsServer = Fastify({ logger: false });
    metricsServer.get(PATH, async (_request, reply) => send(reply));
    app.addHook("onListen", async () => {
      await metricsServer!.listen({ port, host: options.metricsHost });
      app.log.info({ metrics: `${app.telemetry.metricsOrigin()}${PATH}` }, "metrics listening");
    });
    app.addHook("onClose", async () => {
      await metricsServer!.close();
    });
  }
}

export default fp(metrics, { name: "metrics", fastify: "5.x", dependencies: ["db"] });
