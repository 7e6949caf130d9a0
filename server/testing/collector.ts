import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll } from "vitest";
import { buildApp, type Tuning } from "../app.js";
import { loadConfig, type Env } from "../config.js";
import type { Dialect } from "../db/database.js";
import { createTestDatabase, type TestDatabase } from "./databases.js";
import { makeSite } from "./site.js";

export const CONSULTING = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  context: "We want to find out where AI pays off in our support queue.",
} as const;

export const DISCOVERY = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Compilers Inc",
  teamSize: "6-15",
  currentChallenges: "Our developers use AI assistants without any shared practice.",
  workshopInterest: "6-week",
} as const;

/**
 * A collector app on an empty database of its own; `stop()` closes it and drops the database, and
 * the harness can start again.
 */
export class CollectorHarness {
  app!: FastifyInstance;
  private database: TestDatabase | undefined;
  private build!: (overrides?: Env) => FastifyInstance;
  private readonly others: FastifyInstance[] = [];

  async start(
    clientDir: string,
    env: Env = {},
    dialect: Dialect = "sqlite",
    tuning: Tuning = {},
  ): Promise<FastifyInstance> {
    this.database = await createTestDatabase(dialect, { migrated: true });
    const settings = { ...this.database.env, CLIENT_DIR: clientDir, LOG_LEVEL: "silent", ...env };
    this.build = (overrides = {}) => buildApp(loadConfig({ ...settings, ...overrides }), {}, tuning);
    this.app = this.build();
    await this.app.ready();
    return this.app;
  }

  /** Closes the app and builds a new one on the same database, like a server restart. */
  async restart(overrides: Env = {}): Promise<FastifyInstance> {
    await this.app.close();
    this.app = this.build(overrides);
    await this.app.ready();
    return this.app;
  }

  /** The settings that point at this harness's database (`DATA_DIR` or `DATABASE_URL`). */
  get databaseEnv(): Env {
    if (!this.database) throw new Error("the harness is not started");
    return this.database.env;
  }

  /** One more instance on the same database, as behind a load balancer; closed by `stop()`. */
  async another(overrides: Env = {}): Promise<FastifyInstance> {
    const other = this.build(overrides);
    this.others.push(other);
    await other.ready();
    return other;
  }

  async stop(): Promise<void> {
    const database = this.database;
    if (!database) return;
    this.database = undefined;
    await Promise.all(this.others.splice(0).map((other) => other.close()));
    await this.app.close();
    await database.remove();
  }

  /** POST /f/{formId} as @formspree/core does it: a JSON body, asking for JSON. */
  postJson(body: unknown, options: { formId?: string; headers?: InjectOptions["headers"] } & InjectOptions = {}) {
    const { formId = "contact", headers = {}, ...rest } = options;
    return this.app.inject({
      method: "POST",
      url: `/f/${formId}`,
      headers: { accept: "application/json", "content-type": "application/json", ...headers },
      payload: typeof body === "string" ? body : JSON.stringify(body),
      ...rest,
    });
  }

  /** POST /f/{formId} as a browser's native form does: URL-encoded, asking for HTML. */
  postForm(fields: Record<string, string>, options: { formId?: string; headers?: InjectOptions["headers"] } = {}) {
    const { formId = "contact", headers = {} } = options;
    return this.app.inject({
      method: "POST",
      url: `/f/${formId}`,
      headers: {
        accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }
}

/** A multipart/form-data body as a browser would encode it. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type")! };
}

/**
 * What most collector test files set up: one pre-built site for the file, and a harness each test
 * starts as it needs, stopped after every test.
 */
export function collectorPerTest(): { site: { readonly dir: string }; harness: CollectorHarness } {
  const harness = new CollectorHarness();
  let built: Awaited<ReturnType<typeof makeSite>> | undefined;
  beforeAll(async () => {
    built = await makeSite();
  });
  afterAll(() => built?.remove());
  afterEach(() => harness.stop());
  const site = {
    get dir(): string {
      if (!built) throw new Error("the site is built in beforeAll: use it inside a test or a hook");
      return built.dir;
    },
  };
  return { site, harness };
}
