import { simpleParser, type ParsedMail } from "mailparser";
import ical, { type VEvent } from "node-ical";
import { expect } from "vitest";
import * as v from "valibot";
import { BookedReplySchema, BookingOfferSchema, SlotsReplySchema, type Slot } from "../../shared/booking.js";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import type { CollectorHarness } from "./collector.js";
import type { ReceivedMail } from "./smtp.js";

/** Quick outbox passes for the booking mail tests. */
export const BOOKING_MAIL_TUNING: Tuning = {
  outbox: { pollMs: 50, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 },
  // Long enough that a test books first when it means to, short enough to wait for.
  mailDelays: { acknowledgementMs: 4_000, reminderMs: 60 * 60 * 1000 },
};

/** Mail to the test SMTP server, and every half hour of every day open for booking from now on. */
export function bookingMailEnv(smtpUrl: string): Env {
  return {
    SMTP_URL: smtpUrl,
    NOTIFY_EMAIL: "owner@example.com",
    MAIL_FROM: "OnRails Labs <calls@example.com>",
    PUBLIC_URL: "https://onrails.example",
    BOOKING_HOURS: "mon-sun 00:00-24:00",
    BOOKING_TIMEZONE: "Europe/Lisbon",
    BOOKING_NOTICE_HOURS: "1",
    BOOKING_BUFFER_MINUTES: "0",
    RATE_LIMIT_PER_MINUTE: "100",
  };
}

/** A lead through the collector, and the booking token its reply offers. */
export async function offerFor(harness: CollectorHarness, fields: Record<string, string>): Promise<string> {
  const res = await harness.postJson(fields);
  expect(res.statusCode).toBe(200);
  return v.parse(BookingOfferSchema, res.json<{ booking: unknown }>().booking).token;
}

export async function slotsFor(harness: CollectorHarness, token: string): Promise<Slot[]> {
  const reply = v.parse(SlotsReplySchema, (await harness.app.inject({ url: `/booking/slots?token=${token}` })).json());
  if (reply.state !== "open") throw new Error("expected slots");
  return reply.slots;
}

/** Books `start` as the island does; the booked call as the reply shows it. */
export async function bookAs(harness: CollectorHarness, token: string, start: string, timeZone: string) {
  const res = await harness.app.inject({
    method: "POST",
    url: "/booking",
    headers: { accept: "application/json", "content-type": "application/json" },
    payload: JSON.stringify({ token, start, timeZone }),
  });
  expect(res.statusCode).toBe(200);
  return v.parse(BookedReplySchema, res.json()).booking;
}

/** The token of a reschedule or cancel link. */
export const linkToken = (url: string) => new URL(url, "http://x").searchParams.get("token")!;

/** The message's iCalendar part, parsed back by node-ical: its METHOD and its one event. */
export async function invitation(mail: ReceivedMail): Promise<{ parsed: ParsedMail; method: string; event: VEvent }> {
  const parsed = await simpleParser(mail.raw);
  const part = parsed.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  if (!part) throw new Error(`no text/calendar part in "${parsed.subject}"`);
  const text = part.content.toString("utf8");
  const calendar = await ical.async.parseICS(text);
  const event = Object.values(calendar).find((item): item is VEvent => item?.type === "VEVENT");
  if (!event) throw new Error("no VEVENT");
  return { parsed, method: /^METHOD:(\w+)/m.exec(text)![1]!, event };
}

/** Polls `check` until it holds; it throws after `timeoutMs`, so a test waits on a result, not a time. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
