import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig, type Env } from "../config.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { CONSULTING } from "../testing/collector.js";
import { createTestDatabase, type TestDatabase } from "../testing/databases.js";
import { makeSite } from "../testing/site.js";

const LIMIT = 4;
let site: Awaited<ReturnType<typeof makeSite>>;
let database: TestDatabase | undefined;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  site = await makeSite();
});
afterAll(() => site.remove());
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
  await database?.remove();
  database = undefined;
});

/** `count` apps on one database, as instances behind a load balancer would be. */
async function instances(dialect: TestDatabase["dialect"], count: number, env: Env = {}): Promise<FastifyInstance[]> {
  database = await createTestDatabase(dialect);
  const config = loadConfig({
    ...database.env,
    CLIENT_DIR: site.dir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    ADMIN_PASSWORD,
    ...env,
  });
  apps = Array.from({ length: count }, () => buildApp(config));
  // One after the other: the first migrates, the others find the schema up to date.
  for (const app of apps) await app.ready();
  return apps;
}

const post = (app: FastifyInstance, address: string) =>
  app
    .inject({
      method: "POST",
      url: "/f/contact",
      headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": address },
      payload: JSON.stringify(CONSULTING),
    })
    .then((res) => res.statusCode);

const signIn = (app: FastifyInstance, address: string, password: string) =>
  app
    .inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { "x-forwarded-for": address },
      payload: { password },
    })
    .then((res) => res.statusCode);

const tally = (statuses: number[]) =>
  Object.fromEntries(
    [...new Set(statuses)].sort().map((status) => [status, statuses.filter((s) => s === status).length]),
  );

describe("limits shared through PostgreSQL (DATABASE_URL)", () => {
  it("holds posts from one address, sent at once to three instances, to the limit in total", async () => {
    const [a, b, c] = await instances("postgres", 3);
    const statuses = await Promise.all(
      Array.from({ length: LIMIT * 6 }, (_, i) => post([a!, b!, c!][i % 3]!, "198.51.100.7")),
    );
    expect(tally(statuses)).toEqual({ 200: LIMIT, 429: LIMIT * 5 });
    // Another address has its own budget, on any instance.
    expect(await post(c!, "198.51.100.8")).toBe(200);
  });

  it("lets a guesser try five passwords in all, even sent at once to three instances, and counts no success", async () => {
    const [a, b, c] = await instances("postgres", 3);
    const all = [a!, b!, c!];
    // The owner signing in often from the same address is never locked out.
    for (let i = 0; i < 8; i++) expect(await signIn(all[i % 3]!, "203.0.113.5", ADMIN_PASSWORD)).toBe(204);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(all[i % 3]!, "203.0.113.9", `guess ${i}`)),
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 7 });
    expect(await Promise.all(all.map((app) => signIn(app, "203.0.113.9", ADMIN_PASSWORD)))).toEqual([429, 429, 429]);
  });
});

describe("limits in memory (SQLite: one process)", () => {
  it("counts in each process: two processes on one file would each give the limit", async () => {
    const [a, b] = await instances("sqlite", 2);
    const statuses = await Promise.all(
      Array.from({ length: LIMIT * 4 }, (_, i) => post([a!, b!][i % 2]!, "198.51.100.7")),
    );
    expect(tally(statuses)).toEqual({ 200: LIMIT * 2, 429: LIMIT * 2 });
  });

  it("counts sign-in attempts before the password check, so simultaneous guesses get five in all", async () => {
    const [app] = await instances("sqlite", 1);
    const statuses = await Promise.all(Array.from({ length: 9 }, (_, i) => signIn(app!, "203.0.113.9", `guess ${i}`)));
    expect(tally(statuses)).toEqual({ 401: 5, 429: 4 });
  });
});

describe("form ids the PostgreSQL counters could not hold as keys", () => {
  // Made-up form ids are answered before the rate limit (decision 029), so they never reach the
  // counters: no key is made of them, and they spend nothing of the client's allowance.
  it.each([
    ["a NUL in the form id", "/f/%00"],
    ["a long non-ASCII form id", `/f/${encodeURIComponent("ção".repeat(33))}`],
  ])("are not counted: %s is always a 404, and the client's own posts still get their limit", async (_, url) => {
    const [a, b] = await instances("postgres", 2);
    const statuses = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await [a!, b!][i % 2]!.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": "198.51.100.9" },
        payload: JSON.stringify(CONSULTING),
      });
      statuses.push(res.statusCode);
    }
    expect(tally(statuses)).toEqual({ 404: LIMIT + 2 });
    const real = await Promise.all(Array.from({ length: LIMIT + 1 }, (_, i) => post([a!, b!][i % 2]!, "198.51.100.9")));
    expect(tally(real)).toEqual({ 200: LIMIT, 429: 1 });
  });
});
