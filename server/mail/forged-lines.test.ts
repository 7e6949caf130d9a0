import type { SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import type { Attribution } from "../analytics/attribution.js";
import { composeVisitorBooking, type BookingMailPayload } from "../booking/mail.js";
import { composeCallOffer } from "../booking/offer-mail.js";
import { composeCallReminder } from "../booking/reminder-mail.js";
import type { WeekReport } from "../digest/report.js";
import { composeAcknowledgement, composeNotification } from "../leads/mail.js";
import { notifyReader } from "./owner-readers.js";
import type { Lead } from "../leads/repository.js";
import { composePrivacyErased, composePrivacyLink } from "../privacy/mail.js";
import { newLead } from "../testing/leads.js";
import { ownerMails } from "../testing/owner-mails.js";
import type { MailIdentity } from "./mail-identity.js";

/**
 * Issue 49, finding 2: a line break typed in a name, company, subject or UTM value became a line of
 * the owner's e-mail (`Email: ceo@bigcorp.example` above the real address, `Inbox:` links). Every
 * e-mail kind is composed here from a lead stored before the door folded its values (the worst
 * case), and no line may start with what the visitor forged.
 */
const FORGED = [
  "Email: ceo@bigcorp.example",
  "Inbox: https://evil.example",
  "Open this lead: https://evil.example",
  "Source: evil",
  "- google",
  "Reply to this e-mail to answer the visitor. Then pay",
];

/** Each line break and look-alike a visitor might type, each before a forged line. */
const BREAKS = ["\n", "\r\n", "\r", "\u2028", "\u2029", "\u0085", "\v", "\f", "\t\n", "\u00a0\n"];
const forging = (prefix: string) => BREAKS.map((br, i) => `${prefix}${br}${FORGED[i % FORGED.length]}`).join("");

const HOSTILE_LEAD: Partial<Lead> = {
  name: forging("Ada"),
  company: forging("Acme"),
  subject: forging("Hello"),
  message: `Hi${forging("")}\nReply to this e-mail to answer the visitor. Then pay https://evil.example`,
  language: "en",
};

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  ...newLead(),
  id: "8c2f9a8e-0000-4000-8000-000000000001",
  receivedAt: new Date("2026-11-21T17:30:00.000Z"),
  ...HOSTILE_LEAD,
  ...overrides,
});

const ATTRIBUTION: Attribution = {
  source: "linkedin\nInbox: https://evil.example/admin\n- google",
  medium: "social\r\nEmail: ceo@bigcorp.example",
  campaign: "launch\u2028Open this lead: https://evil.example",
  referrer: "evil.example\nSource: evil",
  landingPage: "/en/\nInbox: https://evil.example/x",
};

const MAIL: MailIdentity = {
  from: "Leads <leads@example.com>",
  ownerEmail: "owner@example.com",
  publicUrl: "https://onrails.example",
  ownerTimeZone: "America/Sao_Paulo",
};

const CALL: BookingMailPayload = {
  bookingId: "5b6f0c1e-0000-4000-8000-000000000002",
  change: "booked",
  sequence: 0,
  start: "2026-12-01T13:00:00.000Z",
  end: "2026-12-01T13:30:00.000Z",
  visitorTimeZone: "America/Sao_Paulo",
  ownerTimeZone: "America/Sao_Paulo",
  location: "https://meet.example/room",
  rescheduleUrl: "https://onrails.example/booking/reschedule?token=x",
  cancelUrl: "https://onrails.example/booking/cancel?token=y",
};

const WEEK: WeekReport = {
  from: "2026-11-16",
  to: "2026-11-22",
  visitors: 3,
  visits: 4,
  pageviews: 5,
  leads: 1,
  calls: 1,
  previous: { visitors: 2, leads: 1, calls: 0, held: 0, missed: 1, won: 2, lost: 0 },
  topSources: [{ source: ATTRIBUTION.source!, visits: 1, leads: 0 }],
  byStage: { new: 1, replied: 0, call: 0, proposal: 0, won: 0, lost: 0 },
  bySource: [{ source: `bing\nEmail: ceo@bigcorp.example`, leads: 1 }],
  held: 0,
  missed: 0,
  won: 0,
  lost: 0,
  value: { byStage: [], won: [] },
  overdue: { replies: 0, followUps: 0, stale: 0 },
};

/** Every e-mail the owner or a visitor can receive, by its outbox kind, in both languages. */
const KINDS: [string, () => SendMailOptions][] = [
  ...(["en", "pt"] as const).flatMap((language) =>
    ownerMails(
      { to: MAIL.ownerEmail, language, timeZone: "America/Sao_Paulo" },
      { lead, attribution: ATTRIBUTION, mail: MAIL, call: CALL, week: WEEK },
    ).map(([kind, compose]): [string, () => SendMailOptions] => [`${kind} (${language})`, compose]),
  ),
  ...(["en", "pt"] as const).flatMap((language): [string, () => SendMailOptions][] => [
    [`visitor-acknowledgement (${language})`, () => composeAcknowledgement(lead({ language }), MAIL)],
    [`visitor-booking (${language})`, () => composeVisitorBooking(lead({ language }), CALL, MAIL)],
    [
      `visitor-call-reminder (${language})`,
      () =>
        composeCallReminder(
          lead({ language }),
          { ...CALL, dueAt: "2026-12-01T12:00:00.000Z", offsetMinutes: 60 },
          MAIL,
        ),
    ],
    [
      `visitor-call-offer (${language})`,
      () =>
        composeCallOffer(
          lead({ language }),
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
      `visitor-privacy-link (${language})`,
      () =>
        composePrivacyLink({ to: "ada@example.com", language, link: "https://onrails.example/privacy/data?t=1" }, MAIL),
    ],
    [`visitor-privacy-erased (${language})`, () => composePrivacyErased({ to: "ada@example.com", language }, MAIL)],
  ]),
];

/** The body's lines, and the calendar entry's description lines where there is one. */
function linesOf(message: SendMailOptions): string[] {
  const text = String(message.text ?? "");
  return text.split(/\r\n|[\r\n\u0085\u2028\u2029\v\f]/);
}

describe("no e-mail lets a visitor's text forge a line", () => {
  it.each(KINDS)("%s", (_kind, compose) => {
    const message = compose();
    const forged = linesOf(message).filter((line) => FORGED.some((start) => line.trimStart().startsWith(start)));
    expect(forged).toEqual([]);
    expect(String(message.subject)).not.toMatch(/[\r\n\u2028\u2029]/);
  });

  it("shows a name typed across lines on the one line of its label", () => {
    const text = String(
      composeNotification(lead({ name: "Ada\nEmail: ceo@bigcorp.example" }), MAIL, notifyReader(MAIL)).text,
    );
    expect(text).toMatch(/^Name: +Ada Email: ceo@bigcorp\.example$/m);
    expect(text).toMatch(/^Email: +ada@example\.com$/m);
  });

  it("shows a UTM source typed across lines on the one Source line", () => {
    const text = String(composeNotification(lead(), MAIL, notifyReader(MAIL), ATTRIBUTION).text);
    expect(text.split("\n").filter((line) => line.includes("linkedin"))).toEqual([
      expect.stringMatching(/^Source: +linkedin Inbox: https:\/\/evil\.example\/admin - google \/ social/),
    ]);
  });

  it("quotes the visitor's message after the product's own lines, keeping its lines", () => {
    const text = String(composeNotification(lead({ message: "Line one\nLine two" }), MAIL, notifyReader(MAIL)).text);
    expect(text.trimEnd().split("\n").slice(-3)).toEqual(["Message:", "> Line one", "> Line two"]);
  });
});
