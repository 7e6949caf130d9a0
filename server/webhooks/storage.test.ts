import { describe, expect, it } from "vitest";
import { insertLead } from "../leads/repository.js";
import { listMessages } from "../mail/outbox.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { claimDueDelivery, purgeOldDeliveries, queueEvent, recordAttempt, resendDeliveries } from "./deliveries.js";
import { changeLeadStatus } from "../spam/restore.js";
import { createEndpoint, endpointFailed, findEndpoint, signingSecrets, syncSettingsEndpoint } from "./endpoints.js";
import { endSetAside, noteAnswered, noteUnanswered } from "./set-aside.js";

const t0 = new Date("2026-11-24T12:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)("webhook storage on %s", (dialect) => {
  const handle = useMigratedDatabase(dialect);

  async function setUp() {
    const { db } = handle;
    const { endpoint } = await createEndpoint(
      db,
      { url: "https://example.com/a", description: "", events: ["lead.created"], state: "active" },
      t0,
    );
    const paused = await createEndpoint(
      db,
      { url: "https://example.com/b", description: "", events: ["lead.created"], state: "paused" },
      t0,
    );
    await createEndpoint(
      db,
      { url: "https://example.com/c", description: "", events: ["call.booked"], state: "active" },
      t0,
    );
    return { endpoint, paused: paused.endpoint };
  }

  it("queues one delivery per listening endpoint, in the lead's transaction, and none for spam", async () => {
    const { db } = handle;
    const { endpoint, paused } = await setUp();
    await insertLead(db, newLead({ id: "lead-1" }), {
      afterInsert: async (trx, lead) => {
        await queueEvent(trx, { type: "lead.created", lead }, t0);
      },
    });
    await insertLead(db, newLead({ id: "lead-2", status: "spam" }), {
      afterInsert: async (trx, lead) => {
        await queueEvent(trx, { type: "lead.created", lead }, t0);
      },
    });
    // A transaction that fails takes its deliveries with it.
    await expect(
      insertLead(db, newLead({ id: "lead-3" }), {
        afterInsert: async (trx, lead) => {
          await queueEvent(trx, { type: "lead.created", lead }, t0);
          throw new Error("rolled back");
        },
      }),
    ).rejects.toThrow("rolled back");

    const rows = await db.selectFrom("webhook_deliveries").selectAll().orderBy("endpoint_id").execute();
    expect(rows.map((row) => [row.endpoint_id, row.lead_id]).sort()).toEqual(
      [
        [endpoint.id, "lead-1"],
        [paused.id, "lead-1"],
      ].sort(),
    );
    // One event, one id, whichever endpoint it goes to.
    expect(new Set(rows.map((row) => row.message_id)).size).toBe(1);
  });

  it("leases a delivery to one claimant, skips paused endpoints, and hands it over when the lease ends", async () => {
    const { db } = handle;
    const { endpoint } = await setUp();
    await insertLead(db, newLead({ id: "lead-1" }), {
      afterInsert: async (trx, lead) => {
        await queueEvent(trx, { type: "lead.created", lead }, t0);
      },
    });

    const claims = await Promise.all([
      claimDueDelivery(db, { now: at(1), leaseUntil: at(60_000) }),
      claimDueDelivery(db, { now: at(1), leaseUntil: at(60_000) }),
    ]);
    const claimed = claims.filter((claim) => claim !== undefined);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]!.endpointId).toBe(endpoint.id);
    expect(await claimDueDelivery(db, { now: at(59_000), leaseUntil: at(120_000) })).toBeUndefined();
    // The instance died: another takes it over, with the same id.
    const again = await claimDueDelivery(db, { now: at(60_000), leaseUntil: at(120_000) });
    expect(again?.messageId).toBe(claimed[0]!.messageId);

    await recordAttempt(
      db,
      again!,
      { at: at(60_001), status: 500, durationMs: 3, reply: "" },
      {
        state: "failed",
        failures: 1,
      },
    );
    expect(await claimDueDelivery(db, { now: at(DAY), leaseUntil: at(DAY + 1) })).toBeUndefined();
    expect(await resendDeliveries(db, endpoint.id, "failed", at(DAY))).toBe(1);
    expect((await claimDueDelivery(db, { now: at(DAY), leaseUntil: at(DAY + 1) }))?.attempts).toBe(1);
  });

  it("queues lead.restored once when a spam lead is restored, even by two requests at once", async () => {
    const { db } = handle;
    await setUp();
    await createEndpoint(db, {
      url: "https://example.com/r",
      description: "",
      events: ["lead.restored"],
      state: "active",
    });
    await insertLead(db, newLead({ id: "lead-1", status: "spam" }));
    const results = await Promise.all([
      changeLeadStatus({ db, queueLeadMessages: undefined }, "lead-1", "new"),
      changeLeadStatus({ db, queueLeadMessages: undefined }, "lead-1", "handled"),
    ]);
    expect(results.every((lead) => lead !== undefined)).toBe(true);
    const rows = await db.selectFrom("webhook_deliveries").select(["type", "endpoint_id"]).execute();
    expect(rows.map((row) => row.type)).toEqual(["lead.restored"]);
    // Back to spam and handled again: restored again, a second event.
    await changeLeadStatus({ db, queueLeadMessages: undefined }, "lead-1", "spam");
    await changeLeadStatus({ db, queueLeadMessages: undefined }, "lead-1", "spam");
    expect(await db.selectFrom("webhook_deliveries").selectAll().execute()).toHaveLength(1);
    await changeLeadStatus({ db, queueLeadMessages: undefined }, "lead-1", "handled");
    expect(await db.selectFrom("webhook_deliveries").selectAll().execute()).toHaveLength(2);
    expect(await changeLeadStatus({ db, queueLeadMessages: undefined }, "nobody", "new")).toBeUndefined();
  });

  it("deletes deliveries done more than 30 days ago, keeping pending ones", async () => {
    const { db } = handle;
    await setUp();
    await insertLead(db, newLead({ id: "lead-1" }), {
      afterInsert: async (trx, lead) => {
        await queueEvent(trx, { type: "lead.created", lead }, t0);
      },
    });
    const delivery = (await claimDueDelivery(db, { now: at(1), leaseUntil: at(2) }))!;
    await recordAttempt(
      db,
      delivery,
      { at: at(3), status: 204, durationMs: 3, reply: "" },
      { state: "delivered", failures: 0 },
    );
    expect(await purgeOldDeliveries(db, at(29 * DAY))).toBe(0);
    // The paused endpoint's delivery is still pending: kept.
    expect(await purgeOldDeliveries(db, at(31 * DAY))).toBe(1);
    expect(await db.selectFrom("webhook_attempts").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("webhook_deliveries").selectAll().execute()).toHaveLength(1);
  });

  it("disables an endpoint that has failed every attempt for 5 days, and no sooner", async () => {
    const { db } = handle;
    const { endpoint } = await setUp();
    expect(await endpointFailed(db, endpoint.id, at(0))).toBe(false);
    expect(await endpointFailed(db, endpoint.id, at(4 * DAY))).toBe(false);
    expect((await findEndpoint(db, endpoint.id))?.failingSince).toEqual(at(0));
    expect(await endpointFailed(db, endpoint.id, at(5 * DAY))).toBe(true);
    expect(await findEndpoint(db, endpoint.id)).toMatchObject({ state: "disabled", disabledReason: "failing" });
    // Told once.
    expect(await endpointFailed(db, endpoint.id, at(6 * DAY))).toBe(false);
    expect(await listMessages(db)).toEqual([]);
  });

  // Decision 077: the set-aside is the database's, so that every instance sees one and the same.
  it("sets an endpoint aside once however many instances report no reply at once, and keeps its events in order", async () => {
    const { db } = handle;
    const { endpoint } = await setUp();
    const HOUR = 60 * 60 * 1000;
    const rule = { after: 5, pauseMs: HOUR, maxPauseMs: DAY };
    const queueAt = (id: string, when: Date) =>
      insertLead(db, newLead({ id }), {
        afterInsert: async (trx, lead) => {
          await queueEvent(trx, { type: "lead.created", lead }, when);
        },
      });
    const waiting = () =>
      db
        .selectFrom("webhook_deliveries")
        .select(["lead_id", "next_attempt_at"])
        .where("endpoint_id", "=", endpoint.id)
        .orderBy("created_at")
        .execute();

    await queueAt("lead-1", t0);
    for (let i = 0; i < 4; i++) expect(await noteUnanswered(db, endpoint.id, at(i), rule)).toBeUndefined();
    const reports = await Promise.all(Array.from({ length: 6 }, () => noteUnanswered(db, endpoint.id, at(10), rule)));
    expect(reports.filter((report) => report?.first)).toHaveLength(1);
    expect(reports.map((report) => report?.until.toISOString())).toEqual(Array(6).fill(at(10 + HOUR).toISOString()));
    expect(await claimDueDelivery(db, { now: at(20), leaseUntil: at(20 + HOUR) })).toBeUndefined();

    // Queued while it is set aside: due with the one waiting, at the end of the pause.
    await queueAt("lead-2", at(30));
    const until = at(10 + HOUR).toISOString();
    expect(await waiting()).toEqual([
      { lead_id: "lead-1", next_attempt_at: until },
      { lead_id: "lead-2", next_attempt_at: until },
    ]);

    // Try now: every waiting one due at once, the oldest first; a second press changes nothing.
    expect(await endSetAside(db, endpoint.id, at(40))).toBe(true);
    expect(await endSetAside(db, endpoint.id, at(41))).toBe(false);
    expect((await claimDueDelivery(db, { now: at(40), leaseUntil: at(40 + HOUR) }))?.leadId).toBe("lead-1");

    // Still no reply: aside again for twice as long, the owner not told again; a reply ends it all.
    const again = await noteUnanswered(db, endpoint.id, at(50), rule);
    expect(again).toMatchObject({ first: false, until: at(50 + 2 * HOUR), since: at(10) });
    await noteAnswered(db, endpoint.id);
    expect((await findEndpoint(db, endpoint.id))?.setAside).toBeNull();
    expect(await noteUnanswered(db, endpoint.id, at(60), rule)).toBeUndefined();
  });

  it("keeps the secret a rotation replaced for 24 hours only, and syncs WEBHOOK_URL's endpoint", async () => {
    const { db } = handle;
    const { endpoint } = await setUp();
    const now = new Date();
    const { rotateSecret } = await import("./endpoints.js");
    const rotated = (await rotateSecret(db, endpoint.id, now))!;
    expect(signingSecrets(rotated.endpoint, now)).toEqual([rotated.secret, endpoint.secret]);
    expect(signingSecrets(rotated.endpoint, new Date(now.getTime() + DAY + 1))).toEqual([rotated.secret]);

    const secret = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    await syncSettingsEndpoint(db, { url: "https://example.com/x", secret });
    await syncSettingsEndpoint(db, { url: "https://example.com/y", secret });
    expect(await findEndpoint(db, "settings")).toMatchObject({ url: "https://example.com/y", fromSettings: true });
    await syncSettingsEndpoint(db, undefined);
    expect(await findEndpoint(db, "settings")).toBeUndefined();
  });
});
