import type { SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { BOOKING_PATHS } from "../../shared/booking.js";
import { LANGUAGES, type Language } from "../../shared/languages.js";
import { NEWSLETTER_PATHS } from "../../shared/newsletter.js";
import { PRIVACY_PATHS } from "../../shared/privacy.js";
import { composeVisitorBooking } from "../booking/mail.js";
import { composeCallOffer } from "../booking/offer-mail.js";
import { composeCallReminder } from "../booking/reminder-mail.js";
import type { Booking } from "../booking/repository.js";
import { callMailFields } from "../booking/service.js";
import { newTokenSecret, signToken } from "../booking/tokens.js";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { composeAcknowledgement, composeNotification } from "../leads/mail.js";
import { findLead, insertLead, type Lead } from "../leads/repository.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import {
  composeConfirmation,
  composeLetter,
  composeWelcome,
  leaveLinkOf,
  shortLeaveLinkOf,
} from "../newsletter/mail.js";
import { NEWSLETTER_MESSAGE_KINDS } from "../newsletter/message-kinds.js";
import { signInBudgetKind } from "../owner/sign-in-alert.js";
import { linkToken } from "../privacy/keys.js";
import { composePrivacyErased, composePrivacyLink } from "../privacy/mail.js";
import { repliedLink } from "../replies/replied-link.js";
import { invitationMail, invitationKind, queueInvitation } from "../team/invitation-mail.js";
import { passkeyRefusedKind } from "../team/passkey-refused-mail.js";
import { createTestDatabase, DIALECTS } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { allMessageKinds } from "../testing/outbox.js";
import { ownerMails } from "../testing/owner-mails.js";
import { shortLink } from "./short-links.js";
import { EXAMPLE_WEEK } from "../testing/every-mail.js";

/**
 * Issue 53, point 6: no link in any e-mail's text or HTML is over 80 characters (five lines of a
 * token on a phone before). Each kind is composed from a payload whose links are made as the code
 * that queues it makes them, in both languages; owner-only kinds from the shared owner fixtures.
 */
const ORIGIN = "https://onrails.example";
const MAIL: MailIdentity = {
  from: "OnRails Labs <hello@onrails.example>",
  ownerEmail: "owner@example.com",
  publicUrl: ORIGIN,
  ownerTimeZone: "America/Sao_Paulo",
};
const NOW = new Date("2026-11-25T12:00:00.000Z");
const MAX = 80;

/** Every URL in a message's text and HTML (an href, or a bare address in the text). */
function urlsIn(message: SendMailOptions): string[] {
  const text = `${String(message.text ?? "")}\n${typeof message.html === "string" ? message.html : ""}`;
  return [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map(([url]) => url);
}

describe.each(DIALECTS)("every e-mail's links are short (%s)", (dialect) => {
  it("composes every registered kind in both languages with no URL over 80 characters", async () => {
    const testDb = await createTestDatabase(dialect);
    const db = createDatabase(loadConfig(testDb.env));
    try {
      await migrateToLatest(db);
      const secret = newTokenSecret();
      const deps = { secret, origin: ORIGIN, now: () => NOW, rules: { timeZone: "America/Sao_Paulo" } };
      const composed: [string, Language, SendMailOptions][] = [];
      for (const language of LANGUAGES) {
        const id = crypto.randomUUID();
        await insertLead(db, { ...newLead({ language, email: `${language}@example.com` }), id, receivedAt: NOW });
        const lead = (await findLead(db, id))!;
        const call = {
          id: crypto.randomUUID(),
          leadId: lead.id,
          sequence: 0,
          start: new Date(NOW.getTime() + 86_400_000),
          end: new Date(NOW.getTime() + 86_400_000 + 1_800_000),
          visitorTimeZone: "America/Sao_Paulo",
          location: "https://meet.example/onrails-abcdefghijklmnopqrstuvwxyz",
        } as unknown as Booking; // Only the fields a message reads of a call.
        const fields = await callMailFields(deps, db, lead, call, true);
        composed.push([
          "visitor-booking",
          language,
          composeVisitorBooking(lead, { ...fields, change: "booked" }, MAIL),
        ]);
        composed.push([
          "visitor-call-reminder",
          language,
          composeCallReminder(lead, { ...fields, dueAt: NOW.toISOString(), offsetMinutes: 60 }, MAIL),
        ]);
        const expiresAt = new Date(NOW.getTime() + 14 * 86_400_000);
        const token = signToken(secret, { purpose: "book", leadId: lead.id, language, expiresAt });
        const bookUrl = await shortLink(
          db,
          { origin: ORIGIN, target: `${BOOKING_PATHS.page}?token=${encodeURIComponent(token)}`, language, expiresAt },
          NOW,
        );
        composed.push([
          "visitor-call-offer",
          language,
          composeCallOffer(
            lead,
            { ...fields, bookUrl, expiresAt: expiresAt.toISOString(), start: call.start.toISOString() },
            MAIL,
          ),
        ]);
        composed.push(["visitor-acknowledgement", language, composeAcknowledgement(lead, MAIL)]);
        const query = new URLSearchParams({ token: linkToken(secret, crypto.randomUUID(), language) });
        const privacyLink = await shortLink(
          db,
          { origin: ORIGIN, target: `${PRIVACY_PATHS.data}?${query}`, language },
          NOW,
        );
        composed.push([
          "visitor-privacy-link",
          language,
          composePrivacyLink({ to: lead.email, language, link: privacyLink }, MAIL),
        ]);
        composed.push(["visitor-privacy-erased", language, composePrivacyErased({ to: lead.email, language }, MAIL)]);
        const subscriber = { id: crypto.randomUUID(), language };
        const confirm = await shortLink(
          db,
          { origin: ORIGIN, target: `${NEWSLETTER_PATHS.confirm}?token=${"x".repeat(90)}`, language },
          NOW,
        );
        composed.push([
          "visitor-newsletter-confirm",
          language,
          composeConfirmation({ to: lead.email, language, list: "insights", link: confirm }, MAIL),
        ]);
        const leaveLink = leaveLinkOf(ORIGIN, secret, subscriber);
        const bodyLeaveLink = await shortLeaveLinkOf(db, ORIGIN, secret, subscriber, NOW);
        composed.push([
          "visitor-newsletter-welcome",
          language,
          composeWelcome({ to: lead.email, language, list: "insights", leaveLink, bodyLeaveLink }, MAIL),
        ]);
        const letter = { subject: "A letter", markdown: "Some words.", language, list: "insights" as const };
        composed.push([
          "newsletter-letter",
          language,
          composeLetter(letter, lead.email, leaveLink, MAIL, bodyLeaveLink),
        ]);
        // The team's invitation, queued as the console queues it, read back from the outbox.
        const person = {
          id: crypto.randomUUID(),
          email: `invitee-${language}@example.com`,
          name: "Example Person",
          role: "consultant" as const,
          language,
          timeZone: "America/Sao_Paulo",
          createdAt: NOW,
          removedAt: null,
          newLeadAlerts: true,
          weeklyEmail: true,
        };
        const invite = `${ORIGIN}/admin#invitation=${"t".repeat(43)}`;
        await queueInvitation(db, person, { link: invite, expiresAt: new Date(NOW.getTime() + 86_400_000) }, NOW);
        const row = await db
          .selectFrom("outbox")
          .select("payload")
          .where("kind", "=", invitationKind.kind)
          .orderBy("created_at", "desc")
          .executeTakeFirstOrThrow();
        const parsed = JSON.parse(row.payload!) as Parameters<typeof invitationMail>[0];
        composed.push(["team-invitation (queued)", language, invitationMail(parsed, MAIL)]);
        // Every owner-facing kind, with the notification's real "I replied" link.
        const reader = { to: `owner-${language}@example.com`, language, timeZone: "America/Sao_Paulo" };
        const replied = await repliedLink(db, ORIGIN, lead.id, NOW);
        const fixtures = {
          lead: (overrides: Partial<Lead> = {}) => ({ ...lead, ...overrides }),
          attribution: { source: null, medium: null, campaign: null, referrer: null, landingPage: "/" },
          mail: MAIL,
          call: { ...fields, change: "booked" as const },
          week: EXAMPLE_WEEK,
        };
        for (const [kind, compose] of ownerMails(reader, fixtures)) composed.push([kind, language, compose()]);
        composed.push([
          "notification (with its I-replied link)",
          language,
          composeNotification(lead, MAIL, reader, fixtures.attribution, replied),
        ]);
      }

      const found = composed.flatMap(([kind, language, message]) =>
        urlsIn(message).map((url) => ({ kind, language, url, length: url.length })),
      );
      expect(found.length).toBeGreaterThan(composed.length);
      expect(found.filter((each) => each.length > MAX)).toEqual([]);
      // The long links are gone from bodies: no token in any text or HTML.
      expect(found.filter((each) => /token=|invitation=/.test(each.url))).toEqual([]);

      // Every kind a visitor can receive is composed above, in both languages.
      const registered = [
        ...allMessageKinds().names(),
        ...NEWSLETTER_MESSAGE_KINDS.map((kind) => kind.kind),
        invitationKind.kind,
        passkeyRefusedKind.kind,
        signInBudgetKind.kind,
      ];
      const covered = new Set(composed.map(([kind]) => kind.replace(/ \(.*\)$/, "")));
      const missing = registered
        .filter((kind) => !covered.has(kind))
        // Never sent alone: gathered into owner-reply-due (decision 122).
        .filter((kind) => kind !== "owner-reminder");
      expect(missing).toEqual([]);
      for (const language of LANGUAGES)
        expect(composed.filter(([, each]) => each === language).length).toBe(composed.length / 2);
    } finally {
      await db.destroy();
      await testDb.remove();
    }
  });
});
