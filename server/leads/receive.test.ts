import { describe, expect, it, vi } from "vitest";
import { attributionsOf, saveAttribution, type VisitFound } from "../analytics/attribution.js";
import { listMessages, queueMessage } from "../mail/outbox.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { createEndpoint } from "../webhooks/endpoints.js";
import { receiveLead, type ReceiveDeps, type Submission } from "./receive.js";
import { listAllLeads } from "./repository.js";

const LEAD = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  context: "We want to find out where AI pays off in our support queue.",
};
const VISIT: VisitFound = {
  visitId: "visit-1",
  channel: "search",
  source: "google",
  medium: null,
  campaign: null,
  referrer: "www.google.com",
  landingPage: "/en/consulting",
  landingLanguage: "en",
  pages: ["/en/consulting"],
};
const OFFER = { token: "offer-token", expiresAt: "2026-12-11T10:00:00.000Z" };

describe.each(DIALECTS)("receiving a lead on %s, without HTTP", (dialect) => {
  const handle = useMigratedDatabase(dialect);

  function deps(overrides: Partial<ReceiveDeps> = {}) {
    return {
      db: handle.db,
      // What the mail plugin does in the lead's transaction, reduced to one message.
      mail: {
        afterInsert: (trx, lead) =>
          queueMessage(trx, {
            leadId: lead.id,
            kind: "notification",
            mailbox: null,
            payload: {},
            dueAt: new Date(),
          }).then(() => {}),
        wake: vi.fn(),
      },
      analytics: {
        saveAttribution: (trx, leadId, visit) => (visit ? saveAttribution(trx, leadId, visit) : Promise.resolve()),
      },
      webhooks: { wake: vi.fn() },
      booking: { offer: (lead) => (lead.status === "spam" ? undefined : OFFER) },
      leadStored: vi.fn(),
      log: { info: vi.fn(), warn: vi.fn() },
      now: () => new Date(),
      spamMinFillMs: 0,
      ...overrides,
    } satisfies ReceiveDeps;
  }

  function submission(fields: Record<string, unknown>): Submission {
    return { fields, clientAddress: "203.0.113.7", userAgent: "Mozilla/5.0", visit: async () => VISIT };
  }

  it("stores the lead with its message, attribution and webhook event, then answers with the offer", async () => {
    await createEndpoint(handle.db, {
      url: "https://hooks.example.com/leads",
      description: "",
      events: ["lead.created"],
      state: "active",
    });
    const d = deps();

    const received = await receiveLead(d, submission({ ...LEAD, _language: "en" }));

    expect(received).toEqual({ ok: true, next: "/en/thanks", offer: OFFER });
    const [lead] = await listAllLeads(handle.db);
    expect(lead).toMatchObject({ name: LEAD.name, status: "new", clientAddress: "203.0.113.0" });
    expect(await listMessages(handle.db, lead!.id)).toHaveLength(1);
    expect((await attributionsOf(handle.db, [lead!.id])).get(lead!.id)).toMatchObject({ source: "google" });
    const events = await handle.db.selectFrom("webhook_deliveries").select(["lead_id", "type"]).execute();
    expect(events).toEqual([{ lead_id: lead!.id, type: "lead.created" }]);
    expect(d.mail.wake).toHaveBeenCalledOnce();
    expect(d.webhooks.wake).toHaveBeenCalledOnce();
    expect(d.leadStored).toHaveBeenCalledWith("consulting", "new");
  });

  it("stores nothing when what must be atomic with the lead fails", async () => {
    const failing = deps({ analytics: { saveAttribution: () => Promise.reject(new Error("disk full")) } });

    await expect(receiveLead(failing, submission(LEAD))).rejects.toThrow("disk full");

    expect(await listAllLeads(handle.db)).toEqual([]);
    expect(await listMessages(handle.db)).toEqual([]);
  });

  it("answers field errors in the visitor's language and stores nothing; a filled honeypot learns nothing", async () => {
    const visit = vi.fn(async () => VISIT);
    const invalid = { ...submission({ ...LEAD, email: "not an address", _language: "pt" }), visit };

    const received = await receiveLead(deps(), invalid);

    expect(received).toMatchObject({ ok: false, language: "pt", form: "consulting" });
    expect(received.ok || received.errors.map((error) => error.field)).toEqual(["email"]);
    expect(visit).not.toHaveBeenCalled();
    const honeypot = submission({ ...LEAD, email: "not an address", _gotcha: "x" });
    expect(await receiveLead(deps(), honeypot)).toEqual({ ok: true, next: "/en/thanks", offer: undefined });
    expect(await listAllLeads(handle.db)).toEqual([]);
  });

  it("stores spam with its reasons and answers it as a lead, without the offer", async () => {
    const received = await receiveLead(deps(), submission({ ...LEAD, _gotcha: "x" }));

    expect(received).toEqual({ ok: true, next: "/en/thanks", offer: undefined });
    const [lead] = await listAllLeads(handle.db);
    expect(lead).toMatchObject({ status: "spam", spamReasons: expect.arrayContaining(["honeypot"]) });
  });

  it("gives a repeated idempotency key the first answer and stores nothing more", async () => {
    const fields = { ...LEAD, _idempotencyKey: "key-12345678", _next: "/en/consulting" };

    const first = await receiveLead(deps(), submission(fields));
    const again = await receiveLead(deps(), submission({ ...fields, name: "Someone Else" }));

    expect(again).toEqual(first);
    expect(await listAllLeads(handle.db)).toHaveLength(1);
  });
});
