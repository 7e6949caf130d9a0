import type { FastifyBaseLogger } from "fastify";
import type { SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { book, cancelCalls } from "../booking/calls.js";
import type { BookingDeps } from "../booking/service.js";
import { newTokenSecret } from "../booking/tokens.js";
import { insertLead, type Lead } from "../leads/repository.js";
import { claimDueMessage } from "../mail/outbox.js";
import { allMessageKinds, testMail } from "../testing/outbox.js";
import { sendMessage } from "../mail/send-message.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { newPrivacySecret } from "./keys.js";
import type { LinkPayload } from "./mail.js";
import { eraseData, openLink, PRIVACY_RULES, requestLink, type PrivacyDeps } from "./service.js";
import { expandLinks } from "../testing/short-links.js";
import { privacyMail } from "../testing/privacy-mail.js";

const NOW = new Date("2027-06-07T08:00:00.000Z");
const quiet = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

describe.each(DIALECTS)("an erasure and the call's CANCEL (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);

  it("detaches the CANCEL from the erased lead, so the worker still sends it, with the invitation's UID", async () => {
    const db = handle.db;
    const booking: BookingDeps = {
      db,
      mail: testMail(() => NOW, undefined, quiet),
      webhooks: { wake: () => {} },
      rules: {
        timeZone: "UTC",
        hours: { 1: [{ start: 9 * 60, end: 12 * 60 }], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] },
        noticeHours: 0,
        horizonDays: 1,
        bufferMinutes: 0,
        blackoutDates: [],
      },
      now: () => NOW,
      secret: newTokenSecret(),
      origin: "https://site.example",
      log: quiet,
      callsPerAddressPerDay: 3,
    };
    const lead: Lead = (await insertLead(db, newLead({ email: "ana@example.com", language: "pt", receivedAt: NOW })))!;
    const call = await book(booking, { lead, start: new Date("2027-06-07T10:00:00.000Z") });
    // The invitation went out before the visitor asked.
    const deps: PrivacyDeps = {
      db,
      secret: newPrivacySecret(),
      rules: PRIVACY_RULES,
      now: () => NOW,
      origin: "https://site.example",
      mail: privacyMail(() => NOW),
      cancelCalls: (ids) => cancelCalls(booking, ids),
      log: quiet,
    };
    await db.updateTable("outbox").set({ sent_at: NOW.toISOString() }).execute();
    await requestLink(deps, { email: "ana@example.com", language: "pt" });
    const row = await db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "visitor-privacy-link")
      .executeTakeFirstOrThrow();
    const link = await expandLinks(db, (JSON.parse(row.payload!) as LinkPayload).link);
    const token = new URL(link).searchParams.get("token")!;
    const { session } = await openLink(deps, token);
    await eraseData(deps, session, true);

    expect(await db.selectFrom("leads").select("id").execute()).toEqual([]);
    const sent: SendMailOptions[] = [];
    const transport = { deliver: async (message: SendMailOptions) => void sent.push(message) };
    const identity = { from: "hello@example.com", ownerEmail: "owner@example.com", publicUrl: undefined };
    for (;;) {
      const message = await claimDueMessage(db, {
        now: new Date(NOW.getTime() + 1000),
        leaseUntil: new Date(NOW.getTime() + 60_000),
      });
      if (message === undefined) break;
      expect(message.leadId).toBeNull();
      const kinds = allMessageKinds();
      expect(await sendMessage({ db, transport, identity, now: () => new Date(), kinds }, message)).toBeUndefined();
      await db.deleteFrom("outbox").where("id", "=", message.id).execute();
    }
    const cancels = sent.filter(
      (message) => (message.icalEvent as { method?: string } | undefined)?.method === "CANCEL",
    );
    // A visitor's address goes as an address alone, with no name (issue 49); the owner's as set.
    const addressOf = (to: unknown) => (typeof to === "string" ? to : (to as { address: string }).address);
    expect(cancels.map((message) => addressOf(message.to)).sort()).toEqual(["ana@example.com", "owner@example.com"]);
    for (const cancel of cancels) {
      expect(String((cancel.icalEvent as { content: string }).content)).toContain(`UID:${call.id}@`);
    }
    expect(sent.map((message) => message.subject)).toContain("Seus dados foram apagados");
  });
});
