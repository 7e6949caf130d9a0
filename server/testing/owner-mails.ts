import type { SendMailOptions } from "nodemailer";
import type { Attribution } from "../analytics/attribution.js";
import { composeOwnerBooking, type BookingMailPayload } from "../booking/mail.js";
import { composeOwnerReminder } from "../booking/owner-reminder-mail.js";
import { composeDigest, digestMail } from "../digest/compose.js";
import type { WeekReport } from "../digest/report.js";
import { composeNotification, composeReplyDue } from "../leads/mail.js";
import type { Lead } from "../leads/repository.js";
import { composeTaskReminder } from "../leads/task-reminder.js";
import { composeHeldMail, composeVisitorMailCapAlert } from "../mail/cap-alert.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { composeOwnerCaps } from "../newsletter/mail.js";
import { composeSignInBudget } from "../owner/sign-in-alert.js";
import { composeOwnerErased } from "../privacy/mail.js";
import { invitationMail } from "../team/invitation-mail.js";
import { passkeyRefusedMail } from "../team/passkey-refused-mail.js";
import { composeEndpointDisabled } from "../webhooks/disabled-mail.js";
import { composeEndpointSetAside } from "../webhooks/set-aside-mail.js";

export interface OwnerMailFixtures {
  lead: (overrides?: Partial<Lead>) => Lead;
  attribution: Attribution;
  mail: MailIdentity;
  call: BookingMailPayload;
  week: WeekReport;
}

/**
 * Every e-mail an owner or a consultant can receive, by its outbox kind, as one reader reads it
 * (issue 50): the tests of forged lines and of each language walk this one list.
 */
export function ownerMails(reader: OwnerReader, f: OwnerMailFixtures): [string, () => SendMailOptions][] {
  const { mail } = f;
  return [
    ["notification", () => composeNotification(f.lead(), mail, reader, f.attribution)],
    ["notification (discovery)", () => composeNotification(f.lead({ form: "discovery" }), mail, reader, f.attribution)],
    [
      "owner-reply-due (one lead)",
      () => composeReplyDue([{ lead: f.lead(), replyBy: new Date("2026-11-22T17:30Z") }], mail, reader),
    ],
    [
      "owner-reply-due (two leads)",
      () =>
        composeReplyDue(
          [
            { lead: f.lead(), replyBy: new Date("2026-11-22T17:30Z") },
            { lead: f.lead({ id: "8c2f9a8e-0000-4000-8000-000000000003" }), replyBy: new Date("2026-11-22T18:30Z") },
          ],
          mail,
          reader,
        ),
    ],
    ["owner-booking", () => composeOwnerBooking(f.lead(), f.call, mail, reader)],
    [
      "owner-call-reminder",
      () =>
        composeOwnerReminder(
          f.lead(),
          {
            bookingId: f.call.bookingId,
            sequence: 0,
            dueAt: f.call.start,
            start: f.call.start,
            end: f.call.end,
            visitorTimeZone: f.call.visitorTimeZone,
            ownerTimeZone: reader.timeZone,
            location: "https://meet.example.com/onrails-room",
            offsetMinutes: 30,
          },
          mail,
          reader,
        ),
    ],
    ...(["a task for the day", "a task with a time"] as const).map((which): [string, () => SendMailOptions] => [
      `owner-task-reminder (${which})`,
      () =>
        composeTaskReminder(
          f.lead(),
          {
            id: "task-1",
            leadId: f.lead().id,
            // No text of its own: the default, in the reader's language.
            text: null,
            on: "2026-12-01",
            at: which === "a task with a time" ? new Date(f.call.start) : null,
            createdAt: new Date("2026-11-21T17:30:00.000Z"),
            createdBy: null,
            createdByName: null,
            doneAt: null,
            doneBy: null,
            doneByName: null,
          },
          mail,
          reader,
        ),
    ]),
    [
      "owner-booking (rescheduled)",
      () => composeOwnerBooking(f.lead(), { ...f.call, change: "rescheduled" }, mail, reader),
    ],
    [
      "owner-booking (cancelled)",
      () => composeOwnerBooking(f.lead(), { ...f.call, change: "cancelled" }, mail, reader),
    ],
    ["owner-alert", () => composeVisitorMailCapAlert({ cap: 60, since: "2026-11-21T17:00:00.000Z" }, mail, reader)],
    [
      "owner-sign-in-budget",
      () => composeSignInBudget({ failures: 100, until: "2026-11-21T17:15:00.000Z" }, mail, reader),
    ],
    ["owner-held-mail", () => composeHeldMail({ awaited: true }, mail, reader, f.lead().id)],
    ["owner-weekly-digest", () => digestMail(composeDigest(f.week, mail.publicUrl), mail, reader)],
    [
      "owner-privacy-erased",
      () =>
        composeOwnerErased(
          {
            requestId: "r1",
            requestedAt: "2026-11-21T17:00:00.000Z",
            erased: { leads: 1, calls: 1, messages: 1, webhookDeliveries: 0 },
          },
          mail,
          reader,
        ),
    ],
    [
      "owner-webhook-disabled",
      () =>
        composeEndpointDisabled(
          { url: "https://crm.example/hook", description: "CRM", failingSince: "2026-11-14T00:00:00.000Z" },
          mail,
          reader,
        ),
    ],
    [
      "owner-webhook-set-aside",
      () =>
        composeEndpointSetAside(
          {
            url: "https://crm.example/hook",
            description: "CRM",
            requests: 3,
            since: "2026-11-21T00:00:00.000Z",
            until: "2026-11-21T01:00:00.000Z",
          },
          mail,
          reader,
        ),
    ],
    ["owner-newsletter-caps", () => composeOwnerCaps({ cap: 20 }, mail, reader)],
    [
      "team-invitation",
      () =>
        invitationMail(
          {
            email: reader.to,
            name: "Example Person",
            role: "consultant",
            language: reader.language,
            timeZone: reader.timeZone,
            link: "https://onrails.example/admin/invitation#token",
            expiresAt: "2026-11-23T17:00:00.000Z",
          },
          mail,
        ),
    ],
    [
      "team-passkey-refused",
      () =>
        passkeyRefusedMail(
          {
            to: reader.to,
            email: reader.to,
            device: "Laptop",
            language: reader.language,
            timeZone: reader.timeZone,
            at: "2026-11-21T17:00:00.000Z",
          },
          mail,
        ),
    ],
  ];
}
