import { describe, expect, it } from "vitest";
import { slotPicker } from "../../../shared/content/en/slot-picker.js";
import { slotPickerClasses as classes } from "../../../shared/ui/slot-picker.js";
import { bookedPage, cancelPage, choosePage, confirmPage, errorPage, reschedulePage } from "./pages.js";

/** `text` as a regular expression that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const HOSTILE = '"><script>alert(1)</script>';
const slots = [
  { start: "2027-06-07T09:00:00.000Z", end: "2027-06-07T09:30:00.000Z" },
  { start: "2027-06-07T09:30:00.000Z", end: "2027-06-07T10:00:00.000Z" },
  { start: "2027-06-07T10:00:00.000Z", end: "2027-06-07T10:30:00.000Z" },
];
const visitor = { timeZone: "America/Sao_Paulo", visitors: true };
/** The window's days (each day's first free time) over the first day's times. */
const window = { days: [slots[0]!.start, "2027-06-21T12:00:00.000Z"], slots };

describe("the booking pages", () => {
  it("list the times as GET forms that carry the token and zone, escaped, and book nothing", () => {
    const html = choosePage("pt", HOSTILE, window, visitor);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('method="post"');
    expect([...html.matchAll(/<form action="\/booking" method="get">/g)]).toHaveLength(3);
    expect(html).toContain('name="tz" value="America/Sao_Paulo"');
    // Grouped under the visitor's day, in their words, as the booking step's day picker writes it.
    expect(html).toContain(">segunda-feira, 7 de junho</h2>");
    expect(html).toContain('aria-label="segunda-feira, 7 de junho de 2027, às 6h30">6h30</button>');
    // The language the page was switched to goes on with the visitor's choice.
    expect(html).toContain('name="lang" value="pt"');
  });

  it("offer every day of the window as a link to its times, the shown day marked current", () => {
    const html = choosePage("pt", "tok", window, visitor);
    // Each day a tab, its weekday over its date, as the form's picker writes it (shared/call-time.ts `formatDayTab`).
    expect(html).toMatch(
      /<a class="[^"]*" href="\/booking\?token=tok&amp;tz=America%2FSao_Paulo&amp;day=2027-06-21&amp;lang=pt" data-day="2027-06-21"><span class="text-xs font-medium">seg\.<\/span> <span class="text-sm font-semibold whitespace-nowrap">21 jun\.<\/span><\/a>/,
    );
    expect(html).toMatch(
      /aria-current="page" data-day="2027-06-07"><span[^>]*>seg\.<\/span> <span[^>]*>7 jun\.<\/span><\/a>/,
    );
    // Only the chosen day's times are in the page.
    expect(html).toContain(">segunda-feira, 7 de junho</h2>");
    expect(html).not.toContain("21 de junho</h2>");
  });

  it("draw the form's picker: the same row of day tabs (scrolling, never wrapping) and the same time buttons", () => {
    const html = reschedulePage("en", "tok", { start: new Date(slots[2]!.start), location: null }, window, visitor);
    const attribute = (value: string) => value.replaceAll("&", "&amp;");
    expect(html).toContain(`<section aria-label="${slotPicker.slotsLabel}" class="picker" data-day-picker="true">`);
    expect(html).toContain(`<nav aria-label="${slotPicker.daysLabel}"><ul class="${attribute(classes.days)}">`);
    expect(classes.days).not.toContain("wrap");
    expect([...html.matchAll(new RegExp(`<a class="${escape(attribute(classes.day))}"`, "g"))]).toHaveLength(2);
    expect([
      ...html.matchAll(new RegExp(`<button type="submit" class="${escape(attribute(classes.time))}"`, "g")),
    ]).toHaveLength(3);
    expect(html).toContain(`<p class="${classes.zone}">Times are shown in`);
  });

  it("keep a number and its unit on one line, as the site does (shared/typeset.ts)", () => {
    const html = choosePage("pt", "token", window, visitor);
    expect(html).toContain("Agora escolha o horário da sua conversa de 30\u00a0minutos");
    expect(html).not.toContain("30 minutos");
    const call = { start: new Date(slots[0]!.start), location: null, rescheduleUrl: "/r", cancelUrl: "/c" };
    expect(bookedPage("en", call, visitor, { justBooked: true })).toContain("for 30\u00a0minutes.");
  });

  it("confirm a chosen time with its date and time in words and one button that posts it", () => {
    const html = confirmPage("en", "token", slots[1]!.start, visitor);
    expect(html).toContain("Monday, June 7, 2027, at 6:30 AM");
    expect(html).toMatch(
      /<form action="\/booking" method="post">.*name="start" value="2027-06-07T09:30:00.000Z".*<button type="submit" class="[^"]*bg-accent[^"]*">Confirm<\/button>/,
    );
    expect(html).toContain('href="/booking?token=token&amp;tz=America%2FSao_Paulo&amp;lang=en"');
    // The same page in the other language, for the site's language switch.
    expect(html).toContain(
      'hrefLang="pt" href="/booking?token=token&amp;tz=America%2FSao_Paulo&amp;start=2027-06-07T09%3A30%3A00.000Z&amp;lang=pt"',
    );
  });

  it("offer a call other times, never its own", () => {
    const call = { start: new Date(slots[0]!.start), location: "https://meet.example/onrails-abc" };
    const html = reschedulePage("en", "token", call, { days: [slots[1]!.start], slots: slots.slice(1) }, visitor);
    expect(html).toContain('action="/booking/reschedule"');
    // The call keeps its place while it moves.
    expect(html).toMatch(/href="https:\/\/meet.example\/onrails-abc">Join the call<\/a>/);
    expect(html).not.toContain(`value="${slots[0]!.start}"`);
  });

  it("ask before cancelling, and put an error in an alert", () => {
    const cancel = cancelPage(
      "pt",
      "token",
      { start: new Date(slots[0]!.start), location: null, rescheduleUrl: "/r" },
      visitor,
    );
    expect(cancel).toMatch(/<form [^>]*action="\/booking\/cancel" method="post">/);
    // The optional reason: labelled, described by its limit, held to the schema's length.
    expect(cancel).toContain('<label for="reason">Por que você está cancelando? (opcional)</label>');
    expect(cancel).toMatch(
      /<textarea id="reason" name="reason" rows="3" maxLength="500" aria-describedby="reason-hint">/,
    );
    expect(cancel).toContain("Vamos enviar por e-mail o link para entrar na conversa antes do horário.");
    expect(cancel).toContain("Sim, cancelar a conversa");
    // Another time is the primary action; cancelling comes second, as a secondary button.
    const actions = cancel.slice(cancel.indexOf('class="actions"'));
    expect(actions.indexOf("Escolher outro horário")).toBeLessThan(actions.indexOf("Sim, cancelar a conversa"));
    expect(actions).toMatch(/<a class="[^"]*" href="\/r\?lang=pt" data-primary="true">Escolher outro horário<\/a>/);
    // A refused reason comes back as typed, escaped, its error read with it.
    const again = cancelPage(
      "en",
      "token",
      { start: new Date(slots[0]!.start), location: null, rescheduleUrl: "/r" },
      visitor,
      {
        reason: HOSTILE,
        error: "Too long",
      },
    );
    expect(again).toMatch(/aria-describedby="reason-hint reason-error" aria-invalid="true">&quot;&gt;&lt;script&gt;/);
    expect(again).not.toContain("<script>");
    const error = errorPage("en", HOSTILE);
    expect(error).toContain('role="alert"');
    expect(error).not.toContain("<script>");
  });

  // The island's booked title says the same for the same call (app/booking/booking-step.test.tsx):
  // "Your call is booked: Thursday, November 26, 2026, at 9:30 AM".
  it.each([
    ["en", "2026-11-26T12:30:00.000Z", "Thursday, November 26, 2026, at 9:30 AM"],
    ["pt", "2026-11-26T12:00:00.000Z", "quinta-feira, 26 de novembro de 2026, às 9h"],
  ] as const)("show a booked call's moment as the booking step does, in %s", (language, start, moment) => {
    const call = { start: new Date(start), location: "https://meet.example/x", rescheduleUrl: "/r", cancelUrl: "/c" };
    const html = bookedPage(language, call, visitor, { justBooked: true });
    expect(html).toContain(moment);
    // The room as a button, its address shown short; Google and Outlook beside the invitation's .ics.
    expect(html).toMatch(/<a class="[^"]*" href="https:\/\/meet.example\/x">(Join the call|Entrar na conversa)<\/a>/);
    expect(html).toContain("meet.example/x</span>");
    expect(html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    expect(html).toContain("https://outlook.live.com/calendar/0/deeplink/compose?");
    // Its links keep the page's language.
    expect(html).toContain(`href="/c?lang=${language}"`);
  });
});
