import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import type { SlotsReply } from "@shared/booking";
import { formatDate, formatTime, formatWhen } from "../shared/call-time";
import { identity } from "../shared/identity";
import { forms as en } from "../app/content/en/forms";
import { forms as pt } from "../app/content/pt/forms";
import { typesetText } from "../shared/typeset";
import { expect, openForm, test } from "./fixtures";
import { postLead, uniqueEmail } from "./leads";
import { calendarAddress, invitationIn, messagesTo } from "./mailbox";
import { claimTime, claimTimeForm, claimTimeInStep } from "./calendar";

const THIRTY_MINUTES = 30 * 60_000;

/** What a second visitor is offered now: a fresh lead through the collector's JSON API. */
async function slotsForNextVisitor(request: APIRequestContext): Promise<string[]> {
  const token = await postLead(request, { name: "Next Visitor", email: uniqueEmail("next-visitor"), language: "en" });
  const reply = await request.get(`/booking/slots?token=${encodeURIComponent(token)}`);
  expect(reply.ok()).toBe(true);
  const slots = (await reply.json()) as SlotsReply;
  expect(slots.state).toBe("open");
  return slots.state === "open" ? slots.slots.map((slot) => slot.start) : [];
}

function isInvitation(method: "REQUEST" | "CANCEL") {
  return (message: ParsedMail) =>
    message.attachments.some(
      (part) => part.contentType.startsWith("text/calendar") && part.content.toString().includes(`METHOD:${method}`),
    );
}

/** The invitation the visitor received: the right event, the right people, in UTC. */
async function expectInvitation(
  email: string,
  method: "REQUEST" | "CANCEL",
  start: string,
): Promise<{ uid: string; message: ParsedMail }> {
  const [message] = await messagesTo(email, 1, isInvitation(method));
  const { method: sent, event } = invitationIn(message!);
  expect(sent).toBe(method);
  expect(event.start.toISOString()).toBe(start);
  expect(event.end?.toISOString()).toBe(new Date(Date.parse(start) + THIRTY_MINUTES).toISOString());
  expect(calendarAddress(event.organizer)).toBe(identity.contactEmail);
  const attendees = Array.isArray(event.attendee) ? event.attendee : [event.attendee];
  expect(attendees.map(calendarAddress)).toEqual([email]);
  expect(event.uid).toMatch(/\S+@\S+|\S{8,}/);
  return { uid: event.uid, message: message! };
}

/** Follows the cancel link of the invitation without JavaScript, and confirms. */
async function cancelFromMail(browser: Browser, message: ParsedMail, htmlLang: string): Promise<Page> {
  const link = /(https?:\/\/\S+\/booking\/cancel\?token=[^\s>"]+)/.exec(message.text ?? "")?.[1];
  expect(link, "a cancel link in the invitation's text").toBeTruthy();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link!);
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
  // The page's one button; the site's header around it has its own (menu, language).
  await page.getByRole("main").locator("form[method=post] button").click();
  return page;
}

test.describe("a visitor books a call in Portuguese from the education page @desktop", () => {
  test.use({ timezoneId: "America/Sao_Paulo", locale: "pt-BR" });

  test("picks a time, gets a Portuguese invitation, and the cancel link frees the slot", async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail("booking-pt");
    const form = await openForm(page, "/pt/education#contact", "discovery");
    await form.getByLabel("Nome").fill("Bia Reserva");
    await form.getByLabel("E-mail profissional").fill(email);
    await form.getByLabel("Empresa").fill("Padaria Digital");
    await form.getByLabel("Desafios atuais").fill("Queremos um assistente para o atendimento.");
    await form.getByRole("button", { name: "Agendar conversa" }).click();

    const offer = page.getByRole("heading", { name: pt.booking.offerTitle.discovery });
    await expect(offer).toBeFocused();
    const step = page.locator("[data-booking]");
    await expect(step.getByRole("combobox", { name: pt.booking.zonePicker }).locator("option:checked")).toHaveText(
      "horário de Brasília (UTC−3)",
    );
    const { slot, start } = await claimTimeInStep(step);
    const day = formatDate(new Date(start), "America/Sao_Paulo", "pt");
    const time = formatTime(new Date(start), "America/Sao_Paulo", "pt");
    // The button's name is the date and time as shown: the day heading above it and its own text.
    await expect(slot).toHaveAccessibleName(`${day}, ${time}`);
    await expect(slot).toHaveText(time);
    await slot.click();
    // Two steps (issue 30): choosing shows the time, confirming books it.
    await step.getByRole("button", { name: pt.booking.confirm }).click();

    // The title writes the moment as the no-JavaScript page and the e-mail do, the year included.
    const booked = page.getByRole("heading", {
      name: `Conversa agendada: ${formatWhen(new Date(start), "America/Sao_Paulo", "pt")}`,
    });
    await expect(booked).toBeVisible();
    await expect(booked).toBeFocused();
    await expect(step.getByRole("link", { name: pt.booking.cancel })).toBeVisible();

    const { uid, message } = await expectInvitation(email, "REQUEST", start);
    expect(message.subject).toMatch(/^Sua conversa está agendada/);
    expect(message.text).toContain("Para você, no ");
    expect(await slotsForNextVisitor(request)).not.toContain(start);

    const cancelled = await cancelFromMail(browser, message, "pt-BR");
    await expect(cancelled.getByRole("heading", { level: 1 })).toContainText(/cancelad/i);
    const cancel = await expectInvitation(email, "CANCEL", start);
    expect(cancel.uid).toBe(uid);
    expect(cancel.message.subject).toMatch(/^Conversa cancelada/);
    expect(await slotsForNextVisitor(request)).toContain(start);
    await cancelled.context().close();
  });
});

test.describe("a founder books a call in English from the consulting page @desktop", () => {
  test.use({ timezoneId: "America/New_York", locale: "en-US" });

  test("the message is sent, the call booked, and the cancel link frees the slot", async ({
    page,
    request,
    browser,
  }) => {
    const email = uniqueEmail("booking-en");
    const form = await openForm(page, "/en/consulting#contact", "consulting");
    await form.getByLabel("Name").fill("Ada Booker");
    await form.getByLabel("Work e-mail").fill(email);
    await form.getByLabel("Company").fill("Acme Robotics");
    await form.getByLabel("Context and challenges").fill("Churn prediction from support tickets.");
    await form.getByRole("button", { name: "Send Message" }).click();

    // The step sets its words (docs/decisions/130): "30-minute" with a non-breaking hyphen.
    await expect(page.getByRole("heading", { name: typesetText(en.booking.offerTitle.consulting) })).toBeFocused();
    const step = page.locator("[data-booking]");
    await expect(step.getByRole("combobox", { name: en.booking.zonePicker }).locator("option:checked")).toHaveText(
      /^Eastern Time \(UTC−[45]\)$/,
    );
    const { slot, start } = await claimTimeInStep(step);
    const name = (await slot.getAttribute("aria-label"))!;
    await slot.click();
    await step.getByRole("button", { name: en.booking.confirm }).click();
    const booked = page.getByRole("heading", { name: /^Your call is booked: / });
    await expect(booked).toBeFocused();
    // "Tuesday, November 24, 9:30 AM" on the button; "Tuesday, November 24, 2026, at 9:30 AM" in the
    // title, as the no-JavaScript page and the e-mail write it.
    expect(name).toContain(formatTime(new Date(start), "America/New_York", "en"));
    await expect(booked).toHaveText(`Your call is booked: ${formatWhen(new Date(start), "America/New_York", "en")}`);

    const { uid, message } = await expectInvitation(email, "REQUEST", start);
    expect(message.subject).toMatch(/^Your call is booked/);
    expect(message.text).toContain("In your time zone, ");
    expect(await slotsForNextVisitor(request)).not.toContain(start);

    const cancelled = await cancelFromMail(browser, message, "en");
    await expect(cancelled.getByRole("heading", { level: 1 })).toContainText(/canceled/i);
    const cancel = await expectInvitation(email, "CANCEL", start);
    expect(cancel.uid).toBe(uid);
    expect(await slotsForNextVisitor(request)).toContain(start);
    await cancelled.context().close();
  });
});

test.describe("the owner cancels calls from the inbox @desktop", () => {
  test("selects a call, confirms, and the visitor gets the cancellation while the slot frees", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    // Asking whether we are signed in answers 401 until we are.
    allowConsoleError(/status of 401/);
    const email = uniqueEmail("owner-cancels");
    const name = `Cancelled Visitor ${Date.now()}`;
    const token = await postLead(request, { name, email, language: "en" });
    const slots = await request.get(`/booking/slots?token=${encodeURIComponent(token)}`);
    const offered = (await slots.json()) as SlotsReply;
    const start = claimTime(offered.state === "open" ? offered.slots.map((slot) => slot.start) : []);
    const booked = await request.post("/booking", { headers: { Accept: "application/json" }, data: { token, start } });
    expect(booked.status()).toBe(200);
    await expectInvitation(email, "REQUEST", start);

    await page.addInitScript(() => localStorage.setItem("por.language", "en"));
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
    await page.goto("/admin");
    await page.getByLabel("Password").fill(process.env.E2E_ADMIN_PASSWORD ?? "");
    await page.getByRole("button", { name: "Sign in" }).click();
    const calls = page.getByRole("region", { name: "Upcoming calls" });
    await calls.getByRole("checkbox", { name: `Select the call with ${name}` }).check();
    await calls.getByRole("button", { name: "Cancel 1 call" }).click();

    // Nothing happens before the owner confirms.
    const dialog = page.getByRole("dialog", { name: "Cancel this call?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep" }).click();
    await expect(dialog).toBeHidden();
    expect(await slotsForNextVisitor(request)).not.toContain(start);

    await calls.getByRole("button", { name: "Cancel 1 call" }).click();
    await dialog.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(calls.getByText(name)).toHaveCount(0);
    await expectInvitation(email, "CANCEL", start);
    expect(await slotsForNextVisitor(request)).toContain(start);
  });
});

test.describe("without JavaScript @desktop", () => {
  test("the thank-you page lists the slots as plain forms, one asks to confirm, and confirming books the call", async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("booking-nojs");
    await page.goto("/en/education");
    const form = page.locator("form[data-form=discovery]");
    await form.getByLabel("Name").fill("Noah Script");
    await form.getByLabel("Work e-mail").fill(email);
    await form.getByLabel("Company").fill("Lynx");
    await form.getByLabel("Current challenges").fill("A browser without JavaScript.");
    await form.getByRole("button", { name: "Book Discovery Call" }).click();

    await expect(page).toHaveURL(/\/booking\?token=/);
    const { form: chosen, start } = await claimTimeForm(page.locator("main"));
    const when = (await chosen.getByRole("button").getAttribute("aria-label"))!;
    await chosen.getByRole("button").click();

    // Choosing asks once, with the date and time in words; nothing is booked yet.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your call");
    await expect(page.locator("main")).toContainText(when);
    expect(await slotsForNextVisitor(request)).toContain(start);
    await page.getByRole("button", { name: "Confirm" }).click();

    await expect(page.locator("main")).toContainText(/booked/i);
    await expectInvitation(email, "REQUEST", start);
    expect(await slotsForNextVisitor(request)).not.toContain(start);
    await context.close();
  });
});

test.describe("the booking step's accessibility @desktop", () => {
  for (const [language, copy, submit] of [
    ["en", en, "Book Discovery Call"],
    ["pt", pt, "Agendar conversa"],
  ] as const) {
    test(`axe finds nothing serious in ${language}`, async ({ page }) => {
      const form = await openForm(page, `/${language}/education#contact`, "discovery");
      await form.locator("input[name=name]").fill("Axe Tester");
      await form.locator("input[name=email]").fill(uniqueEmail(`axe-${language}`));
      await form.locator("input[name=company]").fill("Audit Co");
      await form.locator("textarea[name=currentChallenges]").fill("Checking the booking step.");
      await form.getByRole("button", { name: submit }).click();
      const step = page.locator("[data-booking=open]");
      await expect(step.locator("button[data-start]").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: copy.booking.offerTitle.discovery })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include("[data-booking]")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
