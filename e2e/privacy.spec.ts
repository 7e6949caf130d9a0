import type { Browser, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { SlotsReply } from "@shared/booking";
import { claimTimeForm, claimTimeInStep } from "./calendar";
import { expect, openForm, photograph, test } from "./fixtures";
import { uniqueEmail } from "./leads";
import { invitationIn, messagesTo } from "./mailbox";
import { privacy as en } from "../app/content/en/privacy";
import { privacy as pt } from "../app/content/pt/privacy";
import { typesetText } from "../shared/typeset";

// Each story books a call from the calendar the booking stories share: one at a time.
test.describe.configure({ mode: "serial" });

const isInvitation = (method: "REQUEST" | "CANCEL") => (message: ParsedMail) =>
  message.attachments.some(
    (part) =>
      part.contentType.startsWith("text/calendar") && part.content.toString("utf8").includes(`METHOD:${method}`),
  );

/** The privacy page's own request form, as a visitor fills it (a plain post, with or without JavaScript). */
async function askForData(page: Page, email: string, language: "en" | "pt"): Promise<void> {
  const copy = { en, pt }[language].rights;
  await page.goto(`/${language}/privacy`);
  const form = page.locator("form#privacy-request");
  // The page sets its words (docs/decisions/130): "e-mail" with a non-breaking hyphen.
  await form.getByLabel(typesetText(copy.email)).fill(email);
  await form.getByRole("button", { name: copy.submit }).click();
}

/** The page as it is, at a phone's width and a desktop's: the issue asks for both, looked at. */
async function shoot(page: Page, name: string, javaScript = true): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Measuring runs in the page, which a context without JavaScript refuses; the picture does not.
    if (javaScript)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await photograph(page, `privacy-${name}-${width}`);
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** The link in the privacy message to `email`, as a path on this server. */
async function linkFromMail(email: string, subject: string): Promise<string> {
  const [message] = await messagesTo(email, 1, (each) => each.subject === subject);
  const link = /https?:\/\/\S+?(\/privacy\/data\?token=[^\s>"]+)/.exec(message!.text ?? "")?.[1];
  expect(link, "a link in the privacy message").toBeTruthy();
  return link!;
}

/** `npm run leads -- --format json` on the e2e server's database: the addresses it prints. */
function storedAddresses(): string[] {
  const out = execFileSync("npm", ["run", "--silent", "leads", "--", "--format", "json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return (JSON.parse(out) as { email: string }[]).map((lead) => lead.email.toLowerCase());
}

/** Opens the data page from the e-mailed link, downloads the JSON, then erases; what the JSON held. */
async function openDownloadErase(
  page: Page,
  link: string,
  words: {
    open: string;
    data: string;
    json: string;
    confirm: string;
    erase: string;
    done: string;
    javaScript: boolean;
  },
) {
  await page.goto(link);
  await page.getByRole("button", { name: words.open }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.data);
  await shoot(page, `data-page-${words.data}`, words.javaScript);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: words.json }).click(),
  ]);
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    leads: { email: string; company: string }[];
    calls: { start: string; status: string }[];
  };
  await page.getByLabel(words.confirm).check();
  await page.getByRole("button", { name: words.erase }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.done);
  return exported;
}

/** The second use of a spent link is refused, in the visitor's language. */
async function expectRefused(browser: Browser, link: string, message: RegExp): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(link);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText(message);
  await context.close();
}

test.describe("a visitor sees, downloads and erases their own data @desktop", () => {
  test.use({ timezoneId: "America/Sao_Paulo", locale: "pt-BR" });

  test("in Portuguese: a lead and a call, the link from the e-mail, the JSON, the erasure and its CANCEL", async ({
    page,
    browser,
  }) => {
    // A lead, a booked call, the e-mailed link, the download and the erasure: five pages' story.
    test.slow();
    const email = uniqueEmail("privacy-pt");
    const form = await openForm(page, "/pt/education#contact", "discovery");
    await form.getByLabel("Nome").fill("Lia Privada");
    await form.getByLabel("E-mail profissional").fill(email);
    await form.getByLabel("Empresa").fill("Dados Meus Ltda");
    await form.getByLabel("Desafios atuais").fill("Quero ver e apagar meus dados.");
    await form.getByRole("button", { name: "Agendar conversa" }).click();
    const step = page.locator("[data-booking]");
    const { slot, start } = await claimTimeInStep(step);
    await slot.click();
    await step.getByRole("button", { name: "Confirmar" }).click();
    await expect(step.getByRole("link", { name: /cancelar/i })).toBeVisible();
    const [invitation] = await messagesTo(email, 1, isInvitation("REQUEST"));
    const uid = invitationIn(invitation!).event.uid;

    expect(storedAddresses()).toContain(email.toLowerCase());
    await askForData(page, email, "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confira seu e-mail");
    await shoot(page, "request-answer-pt");
    const link = await linkFromMail(email, "Seu link para ver seus dados");

    const exported = await openDownloadErase(page, link, {
      open: "Mostrar meus dados",
      data: "Seus dados",
      json: "Baixar em JSON",
      confirm: "Entendo que isso não pode ser desfeito.",
      erase: "Apagar meus dados",
      done: "Seus dados foram apagados",
      javaScript: true,
    });
    expect(exported.leads.map((lead) => [lead.email, lead.company])).toEqual([[email, "Dados Meus Ltda"]]);
    expect(exported.calls.map((call) => [call.start, call.status])).toEqual([[start, "booked"]]);

    const [cancel] = await messagesTo(email, 1, isInvitation("CANCEL"));
    const cancelled = invitationIn(cancel!);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(uid);
    await messagesTo(email, 1, (message) => message.subject === "Seus dados foram apagados");
    expect(storedAddresses()).not.toContain(email.toLowerCase());
    await expectRefused(browser, link, /já foi usado/);
  });

  test("in English without JavaScript: the same story in plain forms", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    test.slow();
    const email = uniqueEmail("privacy-en");
    await page.goto("/en/education");
    const form = page.locator("form[data-form=discovery]");
    await form.getByLabel("Name").fill("Noa Private");
    await form.getByLabel("Work e-mail").fill(email);
    await form.getByLabel("Company").fill("My Data Inc");
    await form.getByLabel("Current challenges").fill("I want to see and erase my data.");
    await form.getByRole("button", { name: "Book Discovery Call" }).click();
    await expect(page).toHaveURL(/\/booking\?token=/);
    const { form: chosen, start } = await claimTimeForm(page.locator("main"));
    await chosen.getByRole("button").click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.locator("main")).toContainText(/booked/i);
    const [invitation] = await messagesTo(email, 1, isInvitation("REQUEST"));
    const uid = invitationIn(invitation!).event.uid;

    expect(storedAddresses()).toContain(email.toLowerCase());
    await askForData(page, email, "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
    await shoot(page, "request-answer-en", false);
    const link = await linkFromMail(email, "Your link to see your data");
    const exported = await openDownloadErase(page, link, {
      open: "Show my data",
      data: "Your data",
      json: "Download as JSON",
      confirm: "I understand that this cannot be undone.",
      erase: "Erase my data",
      done: "Your data is erased",
      javaScript: false,
    });
    expect(exported.leads.map((lead) => lead.email)).toEqual([email]);
    expect(exported.calls.map((call) => call.start)).toEqual([start]);

    const [cancel] = await messagesTo(email, 1, isInvitation("CANCEL"));
    expect(invitationIn(cancel!).event.uid).toBe(uid);
    expect(storedAddresses()).not.toContain(email.toLowerCase());
    // The slot is free again for the next visitor.
    const token = (await (
      await request.post("/f/contact", {
        headers: { Accept: "application/json" },
        data: { name: "Next", email: uniqueEmail("privacy-next"), company: "X", context: "Hi", _language: "en" },
      })
    ).json()) as { booking: { token: string } };
    const slots = (await (
      await request.get(`/booking/slots?token=${encodeURIComponent(token.booking.token)}`)
    ).json()) as SlotsReply;
    expect(slots.state === "open" ? slots.slots.map((each) => each.start) : []).toContain(start);
    await expectRefused(browser, link, /already been used/);
    await context.close();
  });
});
