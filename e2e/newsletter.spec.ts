import type { Browser, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { uniqueEmail } from "./leads";
import { messagesTo, messagesToNow } from "./mailbox";
import { admin as adminEn } from "../app/content/en/admin";
import { admin as adminPt } from "../app/content/pt/admin";
import { adminNewsletter as consoleEn } from "../app/content/en/admin-newsletter";
import { adminNewsletter as consolePt } from "../app/content/pt/admin-newsletter";
import { newsletter as formEn } from "../app/content/en/newsletter";
import { newsletter as formPt } from "../app/content/pt/newsletter";
import { newsletter as mailEn } from "../server/newsletter/copy/en";
import { newsletter as mailPt } from "../server/newsletter/copy/pt";
import { typesetText } from "../shared/typeset";

// Each story sends letters to every confirmed subscriber of its language: one story at a time.
test.describe.configure({ mode: "serial" });

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const WORDS = {
  en: { form: formEn, mail: mailEn, console: consoleEn, admin: adminEn },
  pt: { form: formPt, mail: mailPt, console: consolePt, admin: adminPt },
} as const;

/** A reader subscribes from the home page's form and confirms from the e-mail's link, in one click. */
async function subscribeAndConfirm(browser: Browser, language: "en" | "pt", email: string, javaScript: boolean) {
  const words = WORDS[language];
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await page.goto(`/${language}/`);
  if (javaScript) await loaded(page);
  const form = page.locator("form[data-newsletter=insights]");
  await form.getByLabel(typesetText(words.form.email)).fill(email);
  await form.getByRole("button", { name: words.form.insights.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(typesetText(words.mail.page.sentTitle));
  await photograph(page, `newsletter-sent-${language}-${javaScript ? "js" : "nojs"}`);

  const [confirmation] = await messagesTo(email, 1);
  expect(confirmation!.subject).toBe(words.mail.mail.confirmSubject);
  const link = /https?:\/\/\S+?(\/newsletter\/confirm\?token=\S+)/.exec(confirmation!.text ?? "")?.[1];
  expect(link, "a confirmation link").toBeTruthy();
  await page.goto(link!);
  await page.getByRole("button", { name: typesetText(words.mail.page.confirmButton) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(typesetText(words.mail.page.confirmedTitle));
  if (javaScript) expect(await seriousAxeFindings(page)).toEqual([]);

  const welcome = await messagesTo(email, 2);
  expect(welcome[1]!.subject).toBe(words.mail.mail.welcomeSubject("OnRails Labs"));
  await context.close();
}

/** The owner writes a letter in the console, previews it, tests it and sends it. */
async function sendLetter(page: Page, language: "en" | "pt", subject: string) {
  const words = WORDS[language].console;
  await page.goto("/admin#newsletter");
  await loaded(page);
  const password = page.getByLabel(WORDS[language].admin.signIn.password);
  const heading = page.getByRole("heading", { level: 1, name: words.title });
  await expect(password.or(heading)).toBeVisible();
  if (await password.isVisible()) {
    await password.fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: WORDS[language].admin.signIn.submit }).click();
  }
  await expect(heading).toBeVisible();
  await page.getByLabel(words.fields.list, { exact: true }).selectOption("insights");
  await page.getByLabel(words.fields.language, { exact: true }).selectOption(language);
  await page.getByLabel(words.fields.subject, { exact: true }).fill(subject);
  await page
    .getByLabel(words.fields.markdown, { exact: true })
    .fill(`# ${subject}\n\nA **short** letter. <b>not markup</b>`);
  await page.getByRole("button", { name: words.preview }).click();
  await expect(page.frameLocator(`iframe[title="${words.previewHtml}"]`).locator("strong")).toHaveText("short");
  await expect(page.locator("pre")).toContainText("<b>not markup</b>");
  await page.getByRole("button", { name: words.sendTest }).click();
  await expect(page.getByRole("status").filter({ hasText: words.testSent })).toBeVisible();
  await messagesTo(process.env.E2E_OWNER_EMAIL!, 1, (message) => message.subject === `[Test] ${subject}`);
  await photograph(page, `newsletter-console-${language}`);
  await page.getByRole("button", { name: /^(Send to|Enviar para) / }).click();
  await page.getByRole("button", { name: words.confirmSend }).click();
  await expect(page.getByRole("status").filter({ hasText: words.states.sending })).toBeVisible();
}

/** Waits until the console shows the letter sent to everyone it was for. */
async function waitUntilSent(page: Page, language: "en" | "pt", subject: string) {
  const words = WORDS[language].console;
  await expect
    .poll(
      async () => {
        await page.reload();
        const row = page.getByRole("listitem").filter({ hasText: subject });
        return (await row.count()) > 0 && (await row.innerText()).includes(words.states.sent);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** A header as it was sent, from the parsed message's raw lines. */
const headerLine = (message: ParsedMail, key: string) =>
  message.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, " ") ?? "";

const lettersWith = (subject: string) => (message: ParsedMail) => message.subject === subject;

// Once, at 1280 px: nothing in the story depends on the width. The console's newsletter page and
// its dashboard at 375 and 1440 px are admin-layout.spec.ts's, the home page with its form at
// 320 and 375 px pages.spec.ts's (its lines, no sideways scroll, axe in both projects).
for (const language of ["en", "pt"] as const) {
  test(`readers subscribe in ${language} with and without JavaScript, get one letter each, and one leaves in one click @once`, async ({
    browser,
    page,
    request,
    allowConsoleError,
  }) => {
    test.slow();
    // The console asks whether it is signed in: 401 until it is.
    allowConsoleError(/status of 401/);
    // The preview's frame is sandboxed with no permission at all: Chromium says so for each script
    // the browser's tooling tries to run in it. That refusal is the point of the sandbox.
    allowConsoleError(/Blocked script execution in 'about:srcdoc'/);
    // The console's language, saved as the site saves it (an init script would also run in the
    // preview's sandboxed frame, where storage is refused).
    await page.goto(`/${language}/`);
    await page.evaluate((chosen) => localStorage.setItem("por.language", chosen), language);
    const withScript = uniqueEmail(`nl-${language}-js`);
    const withoutScript = uniqueEmail(`nl-${language}-nojs`);
    await subscribeAndConfirm(browser, language, withScript, true);
    await subscribeAndConfirm(browser, language, withoutScript, false);

    const first = `${language}: why AI pilots stall ${Date.now()}`;
    await sendLetter(page, language, first);
    for (const reader of [withScript, withoutScript]) {
      const [letter] = await messagesTo(reader, 1, lettersWith(first));
      expect(headerLine(letter!, "list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(String(letter!.html)).toContain(`lang="${language === "en" ? "en" : "pt-BR"}"`);
    }
    await waitUntilSent(page, language, first);
    for (const reader of [withScript, withoutScript])
      expect((await messagesToNow(reader)).filter(lettersWith(first))).toHaveLength(1);

    // RFC 8058, as a mailbox provider does it: a POST to the header's URL with the one field.
    const [letter] = (await messagesToNow(withScript)).filter(lettersWith(first));
    const url = /<https?:\/\/[^/>]+(\/[^>]+)>/.exec(headerLine(letter!, "list-unsubscribe"))?.[1];
    expect(url, "a List-Unsubscribe URL").toBeTruthy();
    const left = await request.post(url!, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(left.status()).toBe(200);

    const second = `${language}: a lean first version ${Date.now()}`;
    await sendLetter(page, language, second);
    await messagesTo(withoutScript, 1, lettersWith(second));
    await waitUntilSent(page, language, second);
    expect((await messagesToNow(withScript)).filter(lettersWith(second))).toHaveLength(0);

    // The dashboard counts the readers and the page they subscribed on (the home page here).
    const readers = WORDS[language].console.readers;
    await page.goto("/admin#dashboard");
    await expect(page.getByRole("heading", { level: 2, name: readers.title, exact: true })).toBeVisible();
    const byPage = page.getByRole("region", { name: readers.sourcesTitle });
    await expect(byPage.getByRole("rowheader", { name: `/${language}/`, exact: true })).toBeVisible();
    const newReaders = page.getByRole("listitem").filter({ hasText: readers.newReaders });
    expect(Number((await newReaders.innerText()).replace(/\D/g, ""))).toBeGreaterThanOrEqual(2);
    await photograph(
      page.getByRole("region", { name: readers.title, exact: true }),
      `newsletter-readers-${language}-${test.info().project.name}`,
    );
  });
}
