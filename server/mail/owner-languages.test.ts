import type { SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { composeOwnerBooking, type BookingMailPayload } from "../booking/mail.js";
import type { Lead } from "../leads/repository.js";
import { newLead } from "../testing/leads.js";
import { NEWSLETTER_MESSAGE_KINDS } from "../newsletter/message-kinds.js";
import { invitationKind } from "../team/invitation-mail.js";
import { passkeyRefusedKind } from "../team/passkey-refused-mail.js";
import { signInBudgetKind } from "../owner/sign-in-alert.js";
import { allMessageKinds } from "../testing/outbox.js";
import { ownerMails } from "../testing/owner-mails.js";
import type { MailIdentity } from "./mail-identity.js";
import type { OwnerReader } from "./owner-readers.js";
import { EXAMPLE_WEEK } from "../testing/every-mail.js";

/**
 * Issue 50, point 6: every e-mail an owner or a consultant can receive, written in the reader's
 * language, with dates and times in their zone as that language writes them.
 */
const MAIL: MailIdentity = {
  from: "Leads <leads@example.com>",
  ownerEmail: "owner@example.com",
  publicUrl: "https://onrails.example",
  // Not the readers' zone: a reader's own zone wins.
  ownerTimeZone: "Asia/Tokyo",
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
  visitorTimeZone: "Europe/Lisbon",
  ownerTimeZone: "Europe/Lisbon",
  location: "https://meet.example/room",
};

const fixtures = {
  lead,
  attribution: { source: "linkedin", medium: "social", campaign: null, referrer: null, landingPage: "/pt/" },
  mail: MAIL,
  call: CALL,
  week: EXAMPLE_WEEK,
};
const ana: OwnerReader = { to: "ana@example.com", language: "pt", timeZone: "America/Sao_Paulo" };
const ben: OwnerReader = { to: "ben@example.com", language: "en", timeZone: "America/New_York" };

/**
 * Words only the English copy uses: the oracle of "no English left". Field values the visitor
 * typed (the lead's name, company, message) and identifiers (URLs, setting names) are not copy.
 */
const ENGLISH_WORDS = [
  "the",
  "you",
  "your",
  "was",
  "with",
  "from",
  "new",
  "lead",
  "leads",
  "call",
  "reply",
  "visitor",
  "received",
  "since",
  "week",
  "inbox",
  "open",
  "hello",
  "if",
  "not",
  "by",
  "at",
  "AM",
  "PM",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];
// A word is a run of letters in any alphabet ("até" is not "at"); names are matched as English
// capitalizes them ("nov." is Portuguese too).
const ENGLISH = ENGLISH_WORDS.map(
  (word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, /^\p{Lu}/u.test(word) ? "u" : "iu"),
);

/** The visitor's own words and identifiers: left out of the scan. */
function copyOf(message: SendMailOptions): string {
  const text = `${String(message.subject)}\n${String(message.text)}`;
  return text
    .split("\n")
    .filter((line) => !line.startsWith(">"))
    .join("\n")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/\b[A-Z][A-Z_]{3,}\b(=\w+)?/g, "")
    .replaceAll(lead().name, "")
    .replaceAll(lead().company, "")
    .replaceAll(lead().email, "")
    .replace(/\S+@\S+/g, "");
}

describe("every owner-facing e-mail in the reader's language and zone", () => {
  const portuguese = ownerMails(ana, fixtures);
  const english = ownerMails(ben, fixtures);

  it("covers every owner-facing kind the outbox registers", () => {
    expect(portuguese.length).toBe(english.length);
    const kinds = new Set([...portuguese.map(([kind]) => kind.replace(/ \(.*\)$/, ""))]);
    // allMessageKinds() holds the kinds a lead can cause; the newsletter and the team register theirs too.
    const registered = [
      ...allMessageKinds().names(),
      ...NEWSLETTER_MESSAGE_KINDS.map((kind) => kind.kind),
      invitationKind.kind,
      passkeyRefusedKind.kind,
      signInBudgetKind.kind,
    ]
      .filter((kind) => !kind.startsWith("visitor-") && kind !== "newsletter-letter")
      // Never sent alone: gathered into owner-reply-due (decision 122).
      .filter((kind) => kind !== "owner-reminder");
    expect(registered.filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  it.each(portuguese)("%s leaves no English in Portuguese", (_kind, compose) => {
    const message = compose();
    expect(message.to).toBe("ana@example.com");
    const text = copyOf(message);
    expect(ENGLISH.filter((word) => word.test(text)).map(String)).toEqual([]);
  });

  it.each(english)("%s is written in English, to its reader", (_kind, compose) => {
    const message = compose();
    expect(message.to).toBe("ben@example.com");
    expect(copyOf(message)).toMatch(/\b(the|you|your|a|an)\b/i);
  });

  it("writes a time as each language writes it, in the reader's zone", () => {
    const [, pt] = portuguese.find(([kind]) => kind === "notification")!;
    const [, en] = english.find(([kind]) => kind === "notification")!;
    // 17:30 UTC is 14:30 in São Paulo and 12:30 in New York (EST): never Tokyo, the site's zone.
    expect(pt().text).toContain("sábado, 21 de novembro de 2026, às 14h30, horário de Brasília (UTC−3)");
    expect(en().text).toContain("Saturday, November 21, 2026, at 12:30 PM, Eastern Time (UTC−5)");
  });

  it("writes a call's time in the reader's zone and the visitor's, in the reader's language", () => {
    const [, pt] = portuguese.find(([kind]) => kind === "owner-booking")!;
    const message = pt();
    expect(message.subject).toBe(`Conversa agendada: ${lead().company}, terça-feira, 1º de dezembro de 2026, às 10h`);
    expect(message.text).toContain(
      "Seu horário, horário de Brasília (UTC−3):\n  terça-feira, 1º de dezembro de 2026, às 10h",
    );
  });

  it("names the visitor's clock only where it reads otherwise, and never a machine's timestamp", () => {
    const [, pt] = portuguese.find(([kind]) => kind === "owner-booking")!;
    // The visitor is in Lisbon: 13:00 there, 10:00 in São Paulo.
    expect(pt().text).toContain(
      "O do visitante, horário da Europa Ocidental (UTC+0):\n  terça-feira, 1º de dezembro de 2026, às 13h",
    );
    expect(pt().text).toContain("Duração: 30 minutos");
    const sameZone = composeOwnerBooking(lead(), { ...CALL, visitorTimeZone: "America/Sao_Paulo" }, MAIL, ana).text;
    expect(sameZone).toContain("Seu horário, horário de Brasília (UTC−3):");
    expect(sameZone).not.toContain("O do visitante");
    for (const [kind, compose] of [...portuguese, ...english].filter(([kind]) => kind.startsWith("owner-booking"))) {
      expect(String(compose().text), kind).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/);
    }
  });

  it("dates the Monday e-mail's week as each language writes it", () => {
    const [, pt] = portuguese.find(([kind]) => kind === "owner-weekly-digest")!;
    const [, en] = english.find(([kind]) => kind === "owner-weekly-digest")!;
    expect(pt().subject).toMatch(/^Sua semana: 16.+22 de nov\. de 2026$/);
    expect(en().subject).toMatch(/^Your week: Nov 16.+22, 2026$/);
  });
});
