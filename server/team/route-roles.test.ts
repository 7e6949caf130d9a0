// Issue 50: every route under /api/admin says who may use it, in one table; the server answers
// each role as the table says, on both databases, and a route missing from the table does not start.
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { ROLES, roleAllows } from "../../shared/team.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { makeSite } from "../testing/site.js";
import { signInAs } from "../testing/team.js";
import { ROUTE_ROLES } from "../../shared/route-roles.js";
import { routeAccess, routeKey } from "./route-roles.js";

let site: Awaited<ReturnType<typeof makeSite>>;
beforeAll(async () => {
  site = await makeSite();
});
afterAll(async () => {
  await site.remove();
});

function appOn(database: TestDatabase, extra?: (app: FastifyInstance) => void): FastifyInstance {
  const app = buildApp(
    loadConfig({
      ...database.env,
      CLIENT_DIR: site.dir,
      LOG_LEVEL: "silent",
      ADMIN_PASSWORD,
      BOOKING_HOURS: "mon-fri 09:00-17:00",
    }),
  );
  extra?.(app);
  return app;
}

/** A concrete address for a route's pattern: every parameter some id that names nothing. */
const concrete = (url: string) =>
  url
    .replace(/:noteId/, "some-note")
    .replace(/:deliveryId/, "some-delivery")
    .replace(/:id/, "0".repeat(64))
    .replace(/\*$/, "unknown");

describe.each(DIALECTS)("the route table on %s", (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = appOn(database, (instance) =>
      instance.addHook("onRoute", (route) => {
        if (route.url.startsWith("/api/admin") && route.method !== "HEAD") routes.push(route);
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.remove();
  });

  it("has an entry for every admin route, and every entry is a route", () => {
    const registered = new Set(routes.map((route) => routeKey(route.method, route.url)));
    expect(
      routes
        .filter((route) => routeAccess(route.method, route.url) === undefined)
        .map((r) => routeKey(r.method, r.url)),
    ).toEqual([]);
    expect(Object.keys(ROUTE_ROLES).filter((key) => !registered.has(key))).toEqual([]);
  });

  it("answers each role as the table says: 403 FORBIDDEN below the role a route needs, never to those at or above it", async () => {
    const cookies = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, (await signInAs(app, role)).cookie] as const)),
    );
    const wrong: string[] = [];
    let walked = 0;
    for (const route of routes) {
      const access = routeAccess(route.method, route.url)!;
      const methods = Array.isArray(route.method) ? ["GET", "POST"] : [route.method as string];
      for (const method of methods) {
        // Deleting one's own session would sign the next request out: it goes last, below.
        if (route.url === "/api/admin/session" && method === "DELETE") continue;
        for (const role of ROLES) {
          const res = await app.inject({
            method: method as "GET",
            url: concrete(route.url),
            headers: { cookie: cookies[role]! },
          });
          walked++;
          const refused = res.statusCode === 403 && res.json().code === "FORBIDDEN";
          const expected = access !== "public" && !roleAllows(role, access);
          if (refused !== expected || res.statusCode === 401 || res.statusCode >= 500)
            wrong.push(`${role} ${method} ${route.url} (${access}) → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(walked).toBeGreaterThan(ROLES.length * 50);
    for (const role of ROLES) {
      const res = await app.inject({
        method: "DELETE",
        url: "/api/admin/session",
        headers: { cookie: cookies[role]! },
      });
      expect(res.statusCode, role).toBe(204);
    }
  });
});

describe("a route missing from the table", () => {
  it("stops the server from starting", async () => {
    const database = await createTestDatabase("sqlite");
    const app = buildApp(loadConfig({ ...database.env, CLIENT_DIR: site.dir, LOG_LEVEL: "silent", ADMIN_PASSWORD }));
    // Registered into the signed-in scope the way app.ts registers each capability's routes.
    app.addHook("onRoute", (route) => {
      if (route.url === "/api/admin/leads/export") {
        route.url = "/api/admin/leads/export-everything";
        route.path = route.url;
      }
    });
    await expect(app.ready()).rejects.toThrow(/no entry in ROUTE_ROLES/);
    await app.close().catch(() => undefined);
    await database.remove();
  });
});
