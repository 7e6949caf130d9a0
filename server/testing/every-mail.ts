import type { SendMailOptions } from "nodemailer";
import type { Language } from "../../shared/languages.js";
import { composeVisitorBooking, type BookingMailPayload } from "../booking/mail.js";
import { composeCallOffer } from "../booking/offer-mail.js";
import { composeCallReminder } from "../booking/reminder-mail.js";
import type { WeekReport } from "../digest/report.js";
import { composeAcknowledgement } from "../leads/mail.js";
import type { Lead } from "../leads/repository.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { composeConfirmation, composeLetter, composeWelcome } from "../newsletter/mail.js";
import { composePrivacyErased, composePrivacyLink } from "../privacy/mail.js";
import { newLead } from "./leads.js";
import { ownerMails } from "./owner-mails.js";

/**
 * Every e-mail the site sends, visitor's and owner's, by its outbox kind (a variant in brackets),
 * in one language, from one set of fixtures: what the tests of the HTML part and the e-mail
 * screenshots (scripts/email-screenshots.mjs) walk.
 */
const MAIL: MailIdentity = {
  from: "OnRails Labs <hello@onrails.example>",
  ownerEmail: "owner@onrails.example",
  publicUrl: "https://onrails.example",
  ownerTimeZone: "America/Sao_Paulo",
};

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  ...newLead(),
  id: "8c2f9a8e-0000-4000-8000-000000000001",
  receivedAt: new Date("2026-11-21T17:30:00.000Z"),
  ...overrides,
});

const CALL: BookingMailPayload = {
  bookingId: "5b6f0c1e-0000-4000-8000-000000000002",
  change: "booked",
  sequence: 0,
  start: "2026-12-01T13:00:00.000Z",
  end: "2026-12-01T13:30:00.000Z",
  visitorTimeZone: "America/Sao_Paulo",
  ownerTimeZone: "America/Sao_Paulo",
  location: "https://meet.example/onrails-room",
  rescheduleUrl: "https://onrails.example/booking/reschedule?token=x",
  cancelUrl: "https://onrails.example/booking/cancel?token=y",
};

/** A week of the Monday e-mail, with a figure in every part, for the tests that compose it. */
export const EXAMPLE_WEEK: WeekReport = {
  from: "2026-11-16",
  to: "2026-11-22",
  visitors: 3,
  visits: 4,
  pageviews: 5,
  leads: 1,
  calls: 1,
  previous: { visitors: 2, leads: 1, calls: 0, held: 0, missed: 1, won: 2, lost: 0 },
  topSources: [{ source: "linkedin", visits: 1, leads: 0 }],
  slowest: { path: "/en/", device: "phone", vital: "lcp", p75: 3100 },
  byStage: { new: 1, replied: 0, call: 0, proposal: 0, won: 0, lost: 0 },
  bySource: [{ source: "linkedin", leads: 1 }],
  held: 1,
  missed: 0,
  won: 0,
  lost: 0,
  value: { byStage: [{ stage: "proposal", sums: [{ amount: 150_000, currency: "BRL" }] }], won: [] },
  overdue: { replies: 1, followUps: 2, stale: 1 },
};

/** A letter as the owner writes it, in its list's language. */
const LETTER: Record<Language, { subject: string; markdown: string }> = {
  en: {
    subject: "Notes from the field",
    markdown: "# Notes from the field\n\nA short letter, with **one** [article](https://onrails.example/articles).",
  },
  pt: {
    subject: "Notas de campo",
    markdown: "# Notas de campo\n\nUma carta curta, com **um** [artigo](https://onrails.example/pt/articles).",
  },
};

/** The visitor's e-mails, in their language; `name` is the visitor's name as typed. */
function visitorMails(language: Language, name: string): [string, () => SendMailOptions][] {
  const visitor = lead({ language, name });
  return [
    [
      "visitor-acknowledgement",
      () => composeAcknowledgement(visitor, MAIL, "https://onrails.example/booking?token=book"),
    ],
    ["visitor-booking", () => composeVisitorBooking(visitor, CALL, MAIL)],
    ["visitor-booking (rescheduled)", () => composeVisitorBooking(visitor, { ...CALL, change: "rescheduled" }, MAIL)],
    ["visitor-booking (cancelled)", () => composeVisitorBooking(visitor, { ...CALL, change: "cancelled" }, MAIL)],
    [
      "visitor-call-reminder",
      () => composeCallReminder(visitor, { ...CALL, dueAt: "2026-12-01T12:00:00.000Z", offsetMinutes: 60 }, MAIL),
    ],
    [
      "visitor-call-offer",
      () =>
        composeCallOffer(
          visitor,
          {
            bookingId: CALL.bookingId,
            start: CALL.start,
            visitorTimeZone: CALL.visitorTimeZone,
            ownerTimeZone: CALL.ownerTimeZone,
            bookUrl: "https://onrails.example/booking?token=z",
            expiresAt: "2026-12-15T13:00:00.000Z",
          },
          MAIL,
        ),
    ],
    [
      "visitor-privacy-link",
      () => composePrivacyLink({ to: visitor.email, language, link: "https://onrails.example/privacy/data?t=1" }, MAIL),
    ],
    ["visitor-privacy-erased", () => composePrivacyErased({ to: visitor.email, language }, MAIL)],
    [
      "visitor-newsletter-confirm",
      () =>
        composeConfirmation(
          { to: visitor.email, language, list: "insights", link: "https://onrails.example/newsletter/confirm?t=1" },
          MAIL,
        ),
    ],
    [
      "visitor-newsletter-welcome",
      () =>
        composeWelcome(
          { to: visitor.email, language, list: "insights", leaveLink: "https://onrails.example/newsletter/leave?t=1" },
          MAIL,
        ),
    ],
    [
      "newsletter-letter",
      () =>
        composeLetter(
          { ...LETTER[language], language, list: "insights" },
          visitor.email,
          "https://onrails.example/newsletter/leave?t=1",
          MAIL,
        ),
    ],
  ];
}

/**
 * Every e-mail in one language: the visitor's (to a visitor named `name`) and the owner's (to a
 * reader of that language), the owner's about a lead whose name is `name` too.
 */
export function everyMail(language: Language, name = "Ada Lovelace"): [string, () => SendMailOptions][] {
  const reader = { to: "ana@onrails.example", language, timeZone: "America/Sao_Paulo" };
  return [
    ...visitorMails(language, name),
    ...ownerMails(reader, {
      lead: (overrides) => lead({ name, ...overrides }),
      attribution: { source: "linkedin", medium: "social", campaign: null, referrer: null, landingPage: "/pt/" },
      mail: MAIL,
      call: CALL,
      week: EXAMPLE_WEEK,
    }),
  ];
}
