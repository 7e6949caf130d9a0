import { followShortLinks } from "../testing/short-links.js";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { countMessagesByState, listMessages } from "../mail/outbox.js";
import { formatWhen } from "../../shared/call-time.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { smtpPerTest } from "../testing/smtp.js";
import {
  bookAs,
  BOOKING_MAIL_TUNING,
  bookingMailEnv,
  linkToken,
  offerFor,
  slotsFor,
  waitUntil,
} from "../testing/booking.js";

const currentSmtp = smtpPerTest();
const { site, harness } = collectorPerTest();

const HOUR = 60 * 60_000;
const MINUTE = 60_000;
/** The calls' clock and their mail's, running: the tests move it on to a reminder's moment. */
let shiftMs = 0;
const clock = () => new Date(Date.now() + shiftMs);
/** Moves the clock to `at`, from where it runs on. */
const setClock = (at: number) => (shiftMs = at - Date.now());
const TUNING: Tuning = { ...BOOKING_MAIL_TUNING, booking: { now: clock, reminderPollMs: 50 } };
const ROOMS = "https://meet.example/onrails-{room}";

async function start(dialect: (typeof DIALECTS)[number], env: Env = {}) {
  shiftMs = 0;
  const settings = { ...bookingMailEnv(currentSmtp().url), BOOKING_LOCATION: ROOMS, ...env };
  const app = await harness.start(site.dir, settings, dialect, TUNING);
  await app.listen({ port: 0, host: "127.0.0.1" });
}

const subjects = (address: string) =>
  currentSmtp()
    .messages.filter((mail) => mail.to.includes(address))
    .map((mail) => mail.headers.get("subject") ?? "");
const reminders = (address: string) => subjects(address).filter((subject) => /^(Reminder|Lembrete):/.test(subject));
const reminderRows = async () =>
  (await listMessages(harness.app.db)).filter((message) => message.kind === "visitor-call-reminder");
/** Every message due by the clock has been sent or skipped. */
const drained = async () => (await countMessagesByState(harness.app.db, clock())).waiting === 0;

describe.each(DIALECTS)("the owner's reminder before a call (%s)", (dialect) => {
  it("goes 30 minutes before, once, in the owner's zone, with whom and where; BOOKING_REMINDERS=off keeps it", async () => {
    await start(dialect, { BOOKING_REMINDERS: "off", OWNER_TIMEZONE: "America/Sao_Paulo" });
    const token = await offerFor(harness, { ...CONSULTING, email: "rita@example.com", company: "Acme Ltda" });
    const slot = (await slotsFor(harness, token))[3]!;
    await bookAs(harness, token, slot.start, "Europe/Lisbon");
    const ownerReminders = () =>
      subjects("owner@example.com").filter((subject) => subject.startsWith("Your call with"));
    // Not before its moment.
    setClock(Date.parse(slot.start) - 31 * MINUTE);
    expect(await harness.app.booking.queueDueReminders()).toBe(0);
    setClock(Date.parse(slot.start) - 29 * MINUTE);
    expect(await harness.app.booking.queueDueReminders()).toBe(1);
    expect(await harness.app.booking.queueDueReminders()).toBe(1);
    await waitUntil(() => ownerReminders().length === 1);
    await waitUntil(drained);
    expect(ownerReminders()).toHaveLength(1);
    const mail = currentSmtp().messages.find((message) =>
      (message.headers.get("subject") ?? "").startsWith("Your call with"),
    )!;
    const text = (await simpleParser(mail.raw)).text!;
    expect(mail.headers.get("subject")).toBe(
      `Your call with Acme Ltda: ${formatWhen(new Date(slot.start), "America/Sao_Paulo", "en")}`,
    );
    expect(text).toContain("Your call starts in 30 minutes.");
    expect(text).toContain("Your time, Brasilia Time (UTC−3):");
    expect(text).toMatch(/To join the call:\n {2}https:\/\/meet\.example\/onrails-/);
    expect(text).toContain("rita@example.com");
    // The visitor gets none: BOOKING_REMINDERS is off.
    expect(reminders("rita@example.com")).toEqual([]);
  });
});

describe.each(DIALECTS)("call reminders (%s)", (dialect) => {
  it("sends each once at its time, across a restart and two instances; none whose time had passed at booking", async () => {
    await start(dialect);
    const token = await offerFor(harness, { ...DISCOVERY, email: "ana@example.com", _language: "pt" });
    const slot = (await slotsFor(harness, token))[2]!;
    const call = await bookAs(harness, token, slot.start, "America/Sao_Paulo");
    await waitUntil(() => subjects("ana@example.com").length === 1);

    // The 1-hour reminder's moment, a minute past. The 24-hour one had passed at booking.
    setClock(Date.parse(slot.start) - HOUR + MINUTE);
    expect(await harness.app.booking.queueDueReminders()).toBe(1);
    await waitUntil(() => reminders("ana@example.com").length === 1);
    const mail = currentSmtp().messages.find((message) => /^Lembrete/.test(message.headers.get("subject") ?? ""))!;
    const parsed = await simpleParser(mail.raw);
    // A call on a weekday: the suite's clock starts on a Wednesday (shared/test-clock.ts).
    expect(parsed.subject).toMatch(/^Lembrete: sua conversa é \w+-feira, \d+ de \w+ de \d{4}, às \d{1,2}h(\d\d)?$/);
    expect(parsed.text).toContain("Para você, no horário de Brasília (UTC−3):");
    expect(parsed.text).toContain(`Para entrar na conversa quando ela começar:\n${call.location}`);
    // Short links (issue 53), made when the reminder was queued: each 303 to its long link.
    const links = await followShortLinks(harness.app, parsed.text!);
    expect(links).toContain("https://onrails.example/booking/reschedule?token=");
    expect(links).toContain("https://onrails.example/booking/cancel?token=");
    // No calendar entry, nothing to open: the one part besides the text is the HTML's inline mark.
    expect(parsed.attachments.map((part) => [part.contentType, part.contentDisposition])).toEqual([
      ["image/png", "inline"],
    ]);

    // Restarted, and beside another instance on the same database: both sweep at once.
    await harness.restart();
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const other = await harness.another();
    await other.listen({ port: 0, host: "127.0.0.1" });
    await Promise.all([harness.app.booking.queueDueReminders(), other.booking.queueDueReminders()]);
    await waitUntil(drained);
    expect(reminders("ana@example.com")).toHaveLength(1);
    expect((await reminderRows()).map((row) => row.payload)).toEqual([expect.objectContaining({ offsetMinutes: 60 })]);
  });

  it("follow a moved call, never go for a cancelled one, and are not sent late", async () => {
    await start(dialect);
    const slots = await slotsFor(harness, await offerFor(harness, { ...CONSULTING, email: "x@example.com" }));
    const at = (index: number) => Date.parse(slots[index]!.start);
    const bookLead = async (email: string, index: number) => {
      const token = await offerFor(harness, { ...CONSULTING, email, company: email });
      return bookAs(harness, token, slots[index]!.start, "Europe/Lisbon");
    };
    const moving = await bookLead("moving@example.com", 2);
    const cancelled = await bookLead("cancelled@example.com", 4);
    const late = await bookLead("late@example.com", 6);
    const moved = await harness.app.inject({
      method: "POST",
      url: "/booking/reschedule",
      headers: { accept: "application/json", "content-type": "application/json" },
      payload: JSON.stringify({ token: linkToken(moving.rescheduleUrl), start: slots[10]!.start }),
    });
    expect(moved.statusCode).toBe(200);

    // The moved call's old moment: nothing; its reminder follows it to the new one.
    setClock(at(2) - HOUR + MINUTE);
    expect(await harness.app.booking.queueDueReminders()).toBe(0);

    // Queued at its moment, then the call is cancelled before it goes: it never goes.
    await currentSmtp().stop();
    setClock(at(4) - HOUR + MINUTE);
    expect(await harness.app.booking.queueDueReminders()).toBe(1);
    const [cancelledCall] = (await reminderRows()).map((row) => (row.payload as { bookingId: string }).bookingId);
    expect(await harness.app.booking.cancelCalls([cancelledCall!])).toEqual([cancelledCall]);
    await currentSmtp().start();
    await waitUntil(drained);
    expect(reminders("cancelled@example.com")).toEqual([]);
    expect((await reminderRows())[0]).toMatchObject({ lastError: "not sent: the call was cancelled" });
    expect(cancelled.start).toBe(slots[4]!.start);

    // Sixteen minutes after its moment (the server was down): not sent.
    setClock(at(6) - HOUR + 16 * MINUTE);
    expect(await harness.app.booking.queueDueReminders()).toBe(0);
    expect(late.start).toBe(slots[6]!.start);

    setClock(at(10) - HOUR + MINUTE);
    expect(await harness.app.booking.queueDueReminders()).toBe(1);
    await waitUntil(() => reminders("moving@example.com").length === 1);
    expect(reminders("late@example.com")).toEqual([]);
  }, 20_000);
});

describe("BOOKING_REMINDERS", () => {
  it("applies to calls booked before it changed, and off sends none", async () => {
    await start("sqlite", { BOOKING_REMINDERS: "off" });
    const token = await offerFor(harness, { ...CONSULTING, email: "early@example.com" });
    const slot = (await slotsFor(harness, token))[8]!;
    await bookAs(harness, token, slot.start, "Europe/Lisbon");
    setClock(Date.parse(slot.start) - 2 * HOUR + MINUTE);
    expect(await harness.app.booking.queueDueReminders()).toBe(0);

    await harness.restart({ BOOKING_REMINDERS: "2h" });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    expect(await harness.app.booking.queueDueReminders()).toBe(1);
    await waitUntil(() => reminders("early@example.com").length === 1);
  });
});
