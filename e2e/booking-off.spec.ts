import { expect, openForm, test } from "./fixtures";
import { leadsByEmail, uniqueEmail } from "./leads";
import { messagesTo } from "./mailbox";

// The site as `npm start` runs it with no booking settings (playwright.config.ts's second
// server): the forms end on SPEC's success states, and no call is offered.
const dataDir = process.env.E2E_PLAIN_DATA_DIR ?? "";

test("the consulting form says the message is sent, stores it and tells the owner, with no call offered", async ({
  page,
}) => {
  const email = uniqueEmail("plain-consulting");
  const form = await openForm(page, "/en/consulting#contact", "consulting");
  await form.getByLabel("Name").fill("Paula Plain");
  await form.getByLabel("Work e-mail").fill(email);
  await form.getByLabel("Company").fill("Default Config Ltd");
  await form.getByLabel("Context and challenges").fill("Booking is off on this server.");
  await form.getByRole("button", { name: "Send Message" }).click();

  const success = page.getByRole("heading", { name: "Message Sent!" });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(page.getByText("Thank you. We reply within 24 hours, from hello@onrailslabs.com.")).toBeVisible();
  await expect(page.locator("[data-booking]")).toHaveCount(0);
  expect(leadsByEmail(email, dataDir)).toMatchObject([{ form: "consulting", language: "en", name: "Paula Plain" }]);
  // The owner is told, by the second server's SMTP server.
  const told = (message: { text?: string }) => message.text?.includes(email) ?? false;
  await messagesTo(process.env.E2E_OWNER_EMAIL ?? "", 1, told, `${dataDir}-mail`);
});

test("the education form in Portuguese ends on SPEC's 'Conversa agendada!'", async ({ page }) => {
  const email = uniqueEmail("plain-discovery");
  const form = await openForm(page, "/pt/education#contact", "discovery");
  await form.getByLabel("Nome").fill("Joana Padrão");
  await form.getByLabel("E-mail profissional").fill(email);
  await form.getByLabel("Empresa").fill("Configuração Padrão");
  await form.getByLabel("Desafios atuais").fill("Sem agenda neste servidor.");
  await form.getByRole("button", { name: "Agendar conversa" }).click();

  await expect(page.getByRole("heading", { name: "Conversa agendada!" })).toBeVisible();
  await expect(page.locator("[data-booking]")).toHaveCount(0);
  expect(leadsByEmail(email, dataDir)).toMatchObject([{ form: "discovery", language: "pt", name: "Joana Padrão" }]);
});

test("without JavaScript, a sent form lands on the thank-you page in its language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail("plain-nojs");
  await page.goto("/pt/consulting");
  const form = page.locator("form[data-form=consulting]");
  await form.getByLabel("Nome").fill("Sem Agenda");
  await form.getByLabel("E-mail profissional").fill(email);
  await form.getByLabel("Empresa").fill("Lince");
  await form.getByLabel("Contexto e desafios").fill("Navegador sem JavaScript, servidor sem agenda.");
  await form.getByRole("button", { name: "Enviar mensagem" }).click();

  await expect(page).toHaveURL(/\/pt\/thanks$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Obrigado");
  expect(leadsByEmail(email, dataDir)).toMatchObject([{ form: "consulting", language: "pt", name: "Sem Agenda" }]);
  await context.close();
});
