// Issue 50: each kind of change made in the console is kept with its person and time, shows in
// the lead's history (for a lead's changes) and in the owner's activity page, filtered by person.
import { beforeEach, describe, expect, it } from "vitest";
import { ACTIVITY_KINDS, type ActivityEntry } from "../../shared/team.js";
import { insertLead } from "../leads/repository.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { signInAs } from "../testing/team.js";
import { ROUTE_ACTIVITY } from "./route-roles.js";

const { site, harness } = collectorPerTest();
const LEAD = "lead-1";

describe.each(DIALECTS)("who did what, on %s", (dialect) => {
  let owner: { cookie: string; person: { id: string; name: string } };
  let consultant: typeof owner;

  beforeEach(async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD, WEBHOOK_ALLOW_PRIVATE: "1" }, dialect);
    await insertLead(harness.app.db, { ...newLead(), id: LEAD, receivedAt: new Date() });
    owner = await signInAs(harness.app, "owner");
    consultant = await signInAs(harness.app, "consultant");
  });

  const as = (
    who: { cookie: string },
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) =>
    harness.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  const entries = async (url: string): Promise<ActivityEntry[]> => (await as(owner, "GET", url)).json().entries;

  const CASES: [string, () => typeof owner, "GET" | "POST" | "PATCH" | "PUT" | "DELETE", string, unknown?][] = [
    ["stage", () => consultant, "POST", "/leads/stage", { ids: [LEAD], stage: "proposal" }],
    ["note", () => consultant, "POST", `/leads/${LEAD}/notes`, { body: "Called back, keen on a workshop." }],
    ["task-add", () => consultant, "POST", `/leads/${LEAD}/tasks`, { text: "Send the proposal", on: "2026-12-01" }],
    ["spam-verdict", () => consultant, "POST", `/leads/${LEAD}/spam`, { block: false }],
    ["export", () => owner, "GET", "/leads/export?format=json"],
    [
      "webhook-endpoint",
      () => owner,
      "POST",
      "/webhooks/endpoints",
      { url: "http://127.0.0.1:9/hook", events: ["lead.created"] },
    ],
    [
      "team",
      () => owner,
      "POST",
      "/team",
      { email: "bia@example.com", name: "Bia Example", role: "viewer", language: "pt", timeZone: "America/Sao_Paulo" },
    ],
  ];

  it.each(CASES)(
    "%s: kept with its person, in the activity page filtered by them",
    async (kind, who, method, url, payload) => {
      const res = await as(who(), method, url, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const mine = await entries(`/activity?person=${who().person.id}`);
      expect(mine.map((entry) => entry.kind)).toContain(kind);
      expect(mine.every((entry) => entry.personId === who().person.id)).toBe(true);
      const entry = mine.find((e) => e.kind === kind)!;
      expect(entry.personName).toBe(who().person.name);
      if (url.includes(LEAD) || url === "/leads/stage") {
        const history = await entries(`/leads/${LEAD}/activity`);
        expect(history.find((e) => e.kind === kind)?.personName).toBe(who().person.name);
      }
    },
  );

  it("restore and delete: a lead's last changes name who made them; a removed person keeps their name", async () => {
    await as(consultant, "POST", `/leads/${LEAD}/spam`, { block: false });
    expect((await as(consultant, "POST", `/leads/${LEAD}/not-spam`)).statusCode).toBeLessThan(300);
    expect((await as(consultant, "DELETE", `/leads/${LEAD}`)).statusCode).toBe(403);
    expect((await as(owner, "DELETE", `/leads/${LEAD}`)).statusCode).toBe(204);
    const history = await entries(`/leads/${LEAD}/activity`);
    expect(history.map((e) => [e.kind, e.personName])).toEqual(
      expect.arrayContaining([
        ["restore", consultant.person.name],
        ["delete", owner.person.name],
      ]),
    );
    expect((await as(owner, "DELETE", `/team/${consultant.person.id}`)).statusCode).toBe(204);
    expect((await entries(`/leads/${LEAD}/activity`)).find((e) => e.kind === "restore")?.personName).toBe(
      consultant.person.name,
    );
  });

  it("a sign-in from a new device", async () => {
    await as(owner, "POST", "/session", { password: "nope" });
    const res = await harness.app.inject({
      method: "POST",
      url: "/api/admin/session",
      payload: { password: ADMIN_PASSWORD },
      headers: { "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/130.0" },
    });
    expect(res.statusCode).toBe(204);
    const all = await entries("/activity");
    expect(all.find((e) => e.kind === "new-device")?.detail).toContain("Firefox · macOS");
  });

  it("every kind a console route records is a kind the activity knows", () => {
    for (const kind of Object.values(ROUTE_ACTIVITY)) expect(ACTIVITY_KINDS).toContain(kind);
  });
});
