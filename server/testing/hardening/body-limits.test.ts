import { describe, expect, it } from "vitest";
import { BOOKING_PATHS } from "../../../shared/booking.js";
import { PRIVACY_PATHS } from "../../../shared/privacy.js";
import { ADMIN_PASSWORD, signIn } from "../admin.js";
import { bookingMailEnv } from "../booking.js";
import { collectorPerTest } from "../collector.js";

const { site, harness } = collectorPerTest();

const MEGABYTE = 1024 * 1024;

/**
 * Issue 49, finding 4: the README promises 413 for an oversized body on every route; the booking
 * and privacy routes answered 400. Each route that reads a body, in each body type it reads.
 */
const PUBLIC_ROUTES = [
  "/f/contact",
  BOOKING_PATHS.book,
  BOOKING_PATHS.reschedule,
  BOOKING_PATHS.cancel,
  PRIVACY_PATHS.request,
  PRIVACY_PATHS.data,
  PRIVACY_PATHS.erase,
];
const OWNER_ROUTES = [
  "/api/admin/session",
  "/api/admin/leads/stage",
  "/api/admin/calls/cancel",
  "/api/admin/spam/rules",
];

const BODIES = [
  ["JSON", "application/json", JSON.stringify({ token: "x".repeat(MEGABYTE), email: "a@example.com" })],
  ["a form", "application/x-www-form-urlencoded", new URLSearchParams({ token: "x".repeat(MEGABYTE) }).toString()],
] as const;

describe("a body over the limit", () => {
  it("gets 413 on every route that reads one, in its own shape", async () => {
    await harness.start(site.dir, { ...bookingMailEnv("smtp://127.0.0.1:9"), ADMIN_PASSWORD });
    const cookie = await signIn(harness.app);
    const answers: string[] = [];
    // The owner's API reads JSON alone (a form body is 415 there, whatever its size).
    const cases = [
      ...PUBLIC_ROUTES.flatMap((url) => BODIES.map((body) => [url, ...body] as const)),
      ...OWNER_ROUTES.map((url) => [url, ...BODIES[0]] as const),
    ];
    for (const [url, kind, type, payload] of cases) {
      const res = await harness.app.inject({
        method: "POST",
        url,
        headers: {
          "content-type": type,
          accept: "application/json",
          ...(url.startsWith("/api/admin") ? { cookie, origin: "https://onrails.example" } : {}),
        },
        payload,
      });
      answers.push(`${url} ${kind} ${res.statusCode}`);
      expect(res.headers["content-type"], `${url} ${kind}`).toMatch(/^application\/json/);
    }
    expect(answers).toEqual(cases.map(([url, kind]) => `${url} ${kind} 413`));
  });
});
