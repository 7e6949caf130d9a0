import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
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
import { newCallLocation } from "./location.js";

const currentSmtp = smtpPerTest();
const { site, harness } = collectorPerTest();

const ROOMS = "https://meet.example/onrails-{room}";
const ROOM = /^https:\/\/meet\.example\/onrails-[a-z2-9]{26}$/;
const mailTo = (address: string) =>
  currentSmtp().messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));

describe("BOOKING_LOCATION", () => {
  it("is an http(s) address whose placeholder, if any, is not in its host", () => {
    const location = (value: string) => loadConfig({ BOOKING_LOCATION: value }, "/srv/site").booking.location;
    expect(location(ROOMS)).toBe(ROOMS);
    expect(location("https://zoom.example/j/123?pwd=x")).toBe("https://zoom.example/j/123?pwd=x");
    for (const bad of [
      "meet.example/{room}",
      "javascript:alert(1)",
      "https://{room}.example/",
      "https://a:{room}@x.example/",
    ]) {
      expect(() => location(bad)).toThrow(/BOOKING_LOCATION must be an https:\/\/ or http:\/\/ address/);
    }
  });

  it("gives each call a fresh room, and a fixed address as it is", () => {
    const rooms = new Set(Array.from({ length: 1000 }, () => newCallLocation(ROOMS)));
    expect(rooms.size).toBe(1000);
    for (const room of rooms) expect(room).toMatch(ROOM);
    expect(newCallLocation("https://meet.example/ours")).toBe("https://meet.example/ours");
    expect(newCallLocation(undefined)).toBeNull();
  });
});

describe.each(DIALECTS)("a place for every call (%s)", (dialect) => {
  it("puts the call's room in the booked state, both e-mails, the invitation and the pages; a move keeps it", async () => {
    const app = await harness.start(
      site.dir,
      { ...bookingMailEnv(currentSmtp().url), BOOKING_LOCATION: ROOMS },
      dialect,
      BOOKING_MAIL_TUNING,
    );
    await app.listen({ port: 0, host: "127.0.0.1" });
    const token = await offerFor(harness, { ...DISCOVERY, email: "ana@example.com", _language: "pt" });
    const slots = await slotsFor(harness, token);
    const call = await bookAs(harness, token, slots[0]!.start, "America/Sao_Paulo");
    expect(call.location).toMatch(ROOM);
    const room = call.location!;

    // Another call, another room.
    const other = await offerFor(harness, { ...CONSULTING, email: "ben@example.com" });
    const second = await bookAs(harness, other, slots[3]!.start, "Europe/Lisbon");
    expect(second.location).toMatch(ROOM);
    expect(second.location).not.toBe(room);

    // The booked page without JavaScript, the reschedule and the cancel pages.
    const page = await harness.app.inject({ url: `/booking?token=${encodeURIComponent(token)}` });
    // The room is a "Join the call" button, its address shown short (issue 53).
    expect(page.body).toMatch(
      new RegExp(`<a [^>]*href="${room}">Entrar na conversa</a> <span class="muted">meet\\.example/…</span>`),
    );
    const cancelPage = await harness.app.inject({ url: call.cancelUrl });
    expect(cancelPage.body).toContain(`href="${room}"`);

    await waitUntil(() => mailTo("ana@example.com").length === 1 && mailTo("owner@example.com").length === 4);
    const visitor = await invitation(mailTo("ana@example.com")[0]!);
    expect(visitor.parsed.text).toContain(`Para entrar na conversa quando ela começar:\n${room}`);
    expect(visitor.event.location).toBe(room);
    expect(JSON.stringify(visitor.event.url)).toContain(`"val":"${room}"`);
    expect(visitor.event.description).toContain(room);

    const ownerMail = mailTo("owner@example.com").find(
      (mail) => mail.raw.includes(room) && /^Call booked/.test(mail.headers.get("subject") ?? ""),
    )!;
    const owner = await invitation(ownerMail);
    expect(owner.parsed.text).toContain(`Join: ${room}`);
    expect(owner.event.location).toBe(room);
    // The owner's calendar entry whole: both times, the visitor's address, the message, the link.
    const description = String(owner.event.description);
    expect(description).toMatch(/^Your time, .*\n.*\nThe visitor's, Brasilia Time \(UTC−3\):\n {2}\w+/);
    expect(description).toContain("ana@example.com");
    expect(description).toContain(DISCOVERY.currentChallenges);
    expect(description).toContain(`Join: ${room}`);

    // Moved, the call keeps its room.
    const moved = await harness.app.inject({
      method: "POST",
      url: "/booking/reschedule",
      headers: { accept: "application/json", "content-type": "application/json" },
      payload: JSON.stringify({ token: linkToken(call.rescheduleUrl), start: slots[6]!.start }),
    });
    expect(moved.json()).toMatchObject({ booking: { start: slots[6]!.start, location: room } });
    await waitUntil(() => mailTo("ana@example.com").length === 2);
    expect((await invitation(mailTo("ana@example.com")[1]!)).event.location).toBe(room);
  });
});

describe("a call without BOOKING_LOCATION", () => {
  it("tells the visitor the link comes by e-mail, and the owner to send it", async () => {
    const app = await harness.start(site.dir, bookingMailEnv(currentSmtp().url), "sqlite", BOOKING_MAIL_TUNING);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const token = await offerFor(harness, { ...CONSULTING, email: "cy@example.com" });
    const call = await bookAs(harness, token, (await slotsFor(harness, token))[0]!.start, "Europe/Lisbon");
    expect(call.location).toBeNull();
    const page = await harness.app.inject({ url: `/booking?token=${encodeURIComponent(token)}` });
    expect(page.body).toContain("We will e-mail you the link to join the call before it starts.");
    await waitUntil(() => mailTo("cy@example.com").length === 1 && mailTo("owner@example.com").length === 2);
    const visitor = await invitation(mailTo("cy@example.com")[0]!);
    expect(visitor.parsed.text).toContain("We will send you the link to join the call by e-mail before it starts.");
    expect(visitor.event.location).toBeUndefined();
    const owner = mailTo("owner@example.com").find((mail) => /^Call booked/.test(mail.headers.get("subject") ?? ""))!;
    expect((await simpleParser(owner.raw)).text).toContain("no BOOKING_LOCATION is set");
  });
});
