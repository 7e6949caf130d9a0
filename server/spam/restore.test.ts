import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { findLead, insertLead } from "../leads/repository.js";
import { listMessages } from "../mail/outbox.js";
import { listSpamRules } from "./repository.js";
import { LEAD_MESSAGE_DELAYS, queueLeadMessages } from "../leads/lead-messages.js";
import { testMail } from "../testing/outbox.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { changeLeadStatus, markSpam, restoreLead, type RestoreDependencies } from "./restore.js";

// The queue logs only when a cap is reached, which these tests never do.
const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const queue = { mail: testMail(undefined, undefined, log), delays: LEAD_MESSAGE_DELAYS, acknowledgeLeads: true };

describe.each(DIALECTS)("restoring a lead from spam on %s", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const deps = (): RestoreDependencies => ({
    db: handle.db,
    queueLeadMessages: (trx, lead) => queueLeadMessages(queue, trx, lead),
  });
  const kinds = async (id: string) =>
    (await listMessages(handle.db))
      .filter((message) => message.leadId === id)
      .map((message) => message.kind)
      .sort();
  const caught = () =>
    insertLead(handle.db, newLead({ status: "spam", spamReasons: ["too-fast"] }), {
      afterInsert: deps().queueLeadMessages,
    });

  it("queues what a real lead gets, exactly once however often it is asked", async () => {
    const lead = (await caught())!;
    expect(await kinds(lead.id)).toEqual([]);
    const results = await Promise.all([restoreLead(deps(), lead.id), restoreLead(deps(), lead.id)]);
    expect(results.map((result) => result?.status)).toEqual(["new", "new"]);
    await restoreLead(deps(), lead.id);
    expect(await kinds(lead.id)).toEqual(["notification", "owner-reminder", "visitor-acknowledgement"]);
    // The reasons stay: the owner can still see why it was caught.
    expect((await findLead(handle.db, lead.id))?.spamReasons).toEqual(["too-fast"]);
  });

  it("sends nothing twice to a lead that had its messages before it was marked spam", async () => {
    const lead = (await insertLead(handle.db, newLead(), { afterInsert: deps().queueLeadMessages }))!;
    await markSpam(handle.db, lead.id, true);
    await changeLeadStatus(deps(), lead.id, "handled");
    expect(await kinds(lead.id)).toEqual(["notification", "owner-reminder", "visitor-acknowledgement"]);
    expect((await findLead(handle.db, lead.id))?.status).toBe("handled");
    expect(await listSpamRules(handle.db)).toMatchObject([{ kind: "address", value: lead.email }]);
  });

  it("is undefined for no such lead", async () => {
    expect(await restoreLead(deps(), "nope")).toBeUndefined();
    expect(await markSpam(handle.db, "nope", true)).toBeUndefined();
    expect(await listSpamRules(handle.db)).toEqual([]);
  });

  it.each([
    ["the spam control", (id: string) => markSpam(handle.db, id, false)],
    ["the status change", (id: string) => changeLeadStatus(deps(), id, "spam")],
  ])("names the owner as the reason when a lead is marked spam through %s", async (_, mark) => {
    const lead = (await insertLead(handle.db, newLead({ spamReasons: ["keyword"] })))!;
    expect(await mark(lead.id)).toMatchObject({ status: "spam", spamReasons: ["keyword", "marked-by-owner"] });
    // Marked twice, still one reason; no sender blocked unless asked.
    await markSpam(handle.db, lead.id, false);
    expect((await findLead(handle.db, lead.id))?.spamReasons).toEqual(["keyword", "marked-by-owner"]);
    expect(await listSpamRules(handle.db)).toEqual([]);
  });

  it("keeps a caught lead's own reasons when the owner marks it again", async () => {
    const lead = (await caught())!;
    expect(await markSpam(handle.db, lead.id, false)).toMatchObject({ status: "spam", spamReasons: ["too-fast"] });
  });
});
