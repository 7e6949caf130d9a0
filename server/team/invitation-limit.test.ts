// An owner's session must not become a sender of mail to strangers: invitations (each an e-mail to
// an address typed in the console) have a day's share for the whole team.
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { signInAs } from "../testing/team.js";
import { INVITATIONS_PER_DAY } from "./routes.js";

const { site, harness } = collectorPerTest();

describe.each(DIALECTS)("invitations a day, on %s", (dialect) => {
  it("takes the day's share of new people and new links, then refuses both without an e-mail", async () => {
    await harness.start(
      site.dir,
      { ADMIN_PASSWORD, SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAIL: "owner@example.com" },
      dialect,
    );
    const owner = await signInAs(harness.app, "owner");
    const post = (url: string, payload?: unknown) =>
      harness.app.inject({ method: "POST", url, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) });
    const person = (n: number) => ({
      email: `stranger-${n}@example.com`,
      name: `Stranger ${n}`,
      role: "viewer",
      language: "en",
      timeZone: "UTC",
    });
    let first = "";
    for (let n = 0; n < INVITATIONS_PER_DAY.max; n++) {
      const res = await post("/api/admin/team", person(n));
      expect(res.statusCode, res.body).toBe(201);
      first ||= res.json().person.id;
    }
    const refused = await post("/api/admin/team", person(99));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TOO_MANY_INVITATIONS");
    expect((await post(`/api/admin/team/${first}/invitation`)).statusCode).toBe(429);
    const queued = await harness.app.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("kind", "=", "team-invitation")
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(INVITATIONS_PER_DAY.max);
    // Nobody was added by the refused request.
    const team = await harness.app.inject({ url: "/api/admin/team", headers: { cookie: owner.cookie } });
    expect(team.json().people.map((p: { email: string }) => p.email)).not.toContain("stranger-99@example.com");
  });
});
