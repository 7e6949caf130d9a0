import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { CANCEL_REASON_MAX } from "../../shared/booking.js";
import { listAllLeads } from "../leads/repository.js";
import { leadTimeline } from "../leads/timeline.js";
import { listMessages } from "../mail/outbox.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { smtpPerTest } from "../testing/smtp.js";
import {
  bookAs,
  BOOKING_MAIL_TUNING,
  bookingMailEnv,
  invitation,
  linkToken,
  offerFor,
  slotsFor,
  waitUntil,
} from "../testing/booking.js";
import { composeOwnerBooking, type BookingMailPayload } from "./mail.js";
import { findActiveBookingOfLead } from "./repository.js";

const currentSmtp = smtpPerTest();
const { site, harness } = collectorPerTest();

const mailTo = (address: string) =>
  currentSmtp().messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));

/**
 * What an abuser types as a reason, with the owner's mailbox at the other end: a header of their
 * own, markup, a line that passes for ours, a bidi override, and a flood of blank lines.
 */
const HOSTILE =
  'Bcc: victim@evil.example\r\nSubject: You won\r\n\r\n\r\n\r\n\r\n<a href="https://evil.example">claim</a>\nInbox: https://evil.example/\u202egpj.exe';

async function bookedCall(dialect: (typeof DIALECTS)[number], email: string, language: "en" | "pt" = "en") {
  const app = await harness.start(site.dir, bookingMailEnv(currentSmtp().url), dialect, BOOKING_MAIL_TUNING);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const token = await offerFor(harness, { ...CONSULTING, email, _language: language });
  const [slot] = await slotsFor(harness, token);
  return bookAs(harness, token, slot!.start, "America/Sao_Paulo");
}

const postCancel = (fields: Record<string, string>, json = false) =>
  harness.app.inject({
    method: "POST",
    url: "/booking/cancel",
    headers: json
      ? { accept: "application/json", "content-type": "application/json" }
      : { "content-type": "application/x-www-form-urlencoded" },
    payload: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });

describe.each(DIALECTS)("the visitor's reason for cancelling (%s)", (dialect) => {
  it("reaches the owner's e-mail in its body only, quoted, and the lead's timeline; not the visitor's", async () => {
    const call = await bookedCall(dialect, "leaving@example.com");
    const cancelled = await postCancel({ token: linkToken(call.cancelUrl), reason: HOSTILE });
    expect(cancelled.statusCode).toBe(200);

    const ownerCancel = () =>
      mailTo("owner@example.com").find((mail) => /^Call cancel/.test(mail.headers.get("subject") ?? ""));
    await waitUntil(() => ownerCancel() !== undefined && mailTo("leaving@example.com").length === 2);
    const owner = await invitation(ownerCancel()!);
    // Quoted line by line under its label, before the call's details; the override and the blank lines gone.
    expect(owner.parsed.text).toContain(
      [
        "The visitor canceled it.",
        "Their reason:",
        "> Bcc: victim@evil.example",
        "> Subject: You won",
        ">",
        '> <a href="https://evil.example">claim</a>',
        "> Inbox: https://evil.example/gpj.exe",
        "",
      ].join("\n"),
    );
    // No header of the abuser's: one Bcc (none), the subject ours, the reason in no header at all.
    const raw = ownerCancel()!.raw;
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/evil|You won|victim/i);
    expect(owner.parsed.bcc).toBeUndefined();
    expect(ownerCancel()!.to).toEqual(["owner@example.com"]);
    // The calendar's entry keeps to the call.
    expect(String(owner.event.description)).not.toContain("evil");
    // The visitor's own cancellation does not repeat it.
    const visitor = await simpleParser(mailTo("leaving@example.com")[1]!.raw);
    expect(visitor.text).not.toContain("evil");

    const [lead] = await listAllLeads(harness.app.db);
    const entry = (await leadTimeline(harness.app.db, lead!.id)).find((item) => item.kind === "call-cancelled");
    expect(entry).toMatchObject({
      reason:
        'Bcc: victim@evil.example\nSubject: You won\n\n<a href="https://evil.example">claim</a>\nInbox: https://evil.example/gpj.exe',
    });
  });

  it(`refuses a reason over ${CANCEL_REASON_MAX} characters and cancels nothing: the page keeps it, a script hears why`, async () => {
    const call = await bookedCall(dialect, "wordy@example.com", "pt");
    const token = linkToken(call.cancelUrl);
    const typed = `<script>alert(1)</script>${"a".repeat(CANCEL_REASON_MAX)}`;
    const page = await postCancel({ token, reason: typed });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Seu motivo passou de 500\u00a0caracteres");
    expect(page.body).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*>&lt;script&gt;alert\(1\)&lt;\/script&gt;a{500}<\/textarea>/,
    );
    expect(page.body).not.toContain("<script>alert(1)");

    const script = await postCancel({ token, reason: typed }, true);
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ code: "REASON_TOO_LONG" });

    const [lead] = await listAllLeads(harness.app.db);
    expect(await findActiveBookingOfLead(harness.app.db, lead!.id)).toBeDefined();
    // A reason of the limit's length, its page's language kept, cancels.
    expect((await postCancel({ token, reason: "a".repeat(CANCEL_REASON_MAX) })).statusCode).toBe(200);
    expect(await findActiveBookingOfLead(harness.app.db, lead!.id)).toBeUndefined();
  });
});

describe("the owner's e-mail of a call cancelled with a reason", () => {
  it("reads the same in Portuguese; without a reason it has no such line", async () => {
    const call = await bookedCall("sqlite", "saindo@example.com", "pt");
    expect(
      (await postCancel({ token: linkToken(call.cancelUrl), reason: "Mudou a agenda.\nDesculpe!" })).statusCode,
    ).toBe(200);
    const [lead] = await listAllLeads(harness.app.db);
    const message = (await listMessages(harness.app.db, lead!.id)).find(
      (item) => item.kind === "owner-booking" && (item.payload as BookingMailPayload).change === "cancelled",
    )!;
    const payload = message.payload as BookingMailPayload;
    const identity = { from: "calls@example.com", ownerEmail: "owner@example.com", publicUrl: undefined };
    const reader = { to: "dona@example.com", timeZone: "America/Sao_Paulo" };
    const pt = composeOwnerBooking(lead!, payload, identity, { ...reader, language: "pt" });
    expect(pt.text).toContain(
      "O visitante cancelou.\nO motivo que o visitante deu:\n> Mudou a agenda.\n> Desculpe!\n\n",
    );
    expect(pt.subject).not.toContain("Mudou");
    const en = composeOwnerBooking(lead!, payload, identity, { ...reader, language: "en" });
    expect(en.text).toContain("Their reason:\n> Mudou a agenda.\n> Desculpe!\n\n");
    const { cancelReason: _said, ...unsaid } = payload;
    expect(composeOwnerBooking(lead!, unsaid, identity, { ...reader, language: "en" }).text).not.toContain(
      "Their reason",
    );
  });
});
