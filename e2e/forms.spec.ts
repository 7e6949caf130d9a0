import { expect, formReady, loaded, openForm, test, throughBackoff } from "./fixtures";
import { leadsByEmail, uniqueEmail } from "./leads";

test.describe("a founder writes to the consulting team", () => {
  test("in English: the message is sent, stored, and the form says so", async ({ page }) => {
    const email = uniqueEmail("consulting-en");
    const form = await openForm(page, "/en/consulting#contact", "consulting");
    await form.getByLabel("Name").fill("Ana Founder");
    await form.getByLabel("Work e-mail").fill(email);
    await form.getByLabel("Company").fill("Acme Robotics");
    await form.getByLabel("Context and challenges").fill("We want to predict churn from support tickets.");
    await form.getByRole("button", { name: "Send Message" }).click();
    const success = page.getByRole("heading", { name: "Message Sent!" });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    // The e2e server has booking on: the success state offers a call (e2e/booking.spec.ts books one).
    await expect(page.locator("[data-booking]").getByText(/^We reply within 24\shours/)).toBeVisible();
    const [lead, ...others] = leadsByEmail(email);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      form: "consulting",
      language: "en",
      name: "Ana Founder",
      company: "Acme Robotics",
      message: "We want to predict churn from support tickets.",
      status: "new",
    });
  });

  test("in Portuguese, with accents kept exactly", async ({ page }) => {
    const email = uniqueEmail("consulting-pt");
    const form = await openForm(page, "/pt/consulting#contact", "consulting");
    await form.getByLabel("Nome").fill("João Ninguém");
    await form.getByLabel("E-mail profissional").fill(email);
    await form.getByLabel("Empresa").fill("Pão & Código Ltda.");
    await form.getByLabel("Contexto e desafios").fill("Queremos reduzir a inadimplência com previsão de risco.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("heading", { name: "Mensagem enviada!" })).toBeVisible();
    expect(leadsByEmail(email)).toMatchObject([
      { form: "consulting", language: "pt", name: "João Ninguém", company: "Pão & Código Ltda." },
    ]);
  });

  test("sees the button busy while the message is on its way", async ({ page }) => {
    await page.goto("/en/consulting");
    await loaded(page);
    // Holds the request for a moment so the submitting state can be seen; it still reaches the server.
    await page.route("**/f/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const form = page.locator("form[data-form=consulting]");
    await formReady(form);
    await form.getByLabel("Name").fill("Ana");
    await form.getByLabel("Work e-mail").fill(uniqueEmail("busy"));
    await form.getByLabel("Company").fill("Acme");
    await form.getByLabel("Context and challenges").fill("Context");
    await form.getByRole("button", { name: "Send Message" }).click();
    const busy = form.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    await expect(busy.locator("svg.animate-spin")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  });
});

test.describe("an engineering lead books a discovery call", () => {
  for (const [language, copy] of [
    [
      "en",
      {
        name: "Name",
        email: "Work e-mail",
        company: "Company",
        challenges: "Current challenges",
        team: "Team size",
        interest: "Which format interests you?",
        submit: "Book Discovery Call",
        busy: "Booking Call...",
        // The e2e server has booking on: nothing is booked until a time is chosen.
        done: "Request received. What time works for you?",
      },
    ],
    [
      "pt",
      {
        name: "Nome",
        email: "E-mail profissional",
        company: "Empresa",
        challenges: "Desafios atuais",
        team: "Tamanho do time",
        interest: "Qual formato interessa a você?",
        submit: "Agendar conversa",
        busy: "Agendando conversa...",
        done: "Recebemos seu pedido. Qual horário fica bom para você?",
      },
    ],
  ] as const) {
    test(`in ${language}, with team size and format`, async ({ page }) => {
      const email = uniqueEmail(`discovery-${language}`);
      const form = await openForm(page, `/${language}/education#contact`, "discovery");
      await expect(form.getByLabel(copy.interest)).toHaveValue("4-hour");
      await expect(form.getByLabel(copy.team)).toHaveValue("");
      await form.getByLabel(copy.name).fill("Bea Lead");
      await form.getByLabel(copy.email).fill(email);
      await form.getByLabel(copy.company).fill("Globex");
      await form.getByLabel(copy.team).selectOption("6-15");
      await form.getByLabel(copy.challenges).fill("Our RAG answers are unreliable.");
      await form.getByLabel(copy.interest).selectOption("6-week");
      await form.getByRole("button", { name: copy.submit }).click();
      await expect(page.getByRole("heading", { name: copy.done })).toBeVisible();
      expect(leadsByEmail(email)).toMatchObject([
        {
          form: "discovery",
          language,
          company: "Globex",
          team_size: "6-15",
          workshop_interest: "6-week",
          message: "Our RAG answers are unreliable.",
        },
      ]);
    });
  }

  test("the options are SPEC's values and labels", async ({ page }) => {
    await page.goto("/en/education");
    const team = page.locator("select[name=teamSize] option");
    await expect(team).toHaveText([
      "Select team size",
      "1-5 developers",
      "6-15 developers",
      "16-30 developers",
      "31+ developers",
    ]);
    expect(await team.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "",
      "1-5",
      "6-15",
      "16-30",
      "31+",
    ]);
    const interest = page.locator("select[name=workshopInterest] option");
    await expect(interest).toHaveText([
      "4-Hour Workshop",
      "6-Week Mentorship",
      "Online Course (when available)",
      "Not sure yet",
    ]);
  });
});

test.describe("mistakes are explained in the visitor's language, and nothing typed is lost", () => {
  test("client-side: each empty field says so with its prefix, and focus goes to the first", async ({ page }) => {
    const form = await openForm(page, "/en/consulting", "consulting");
    await form.getByLabel("Company").fill("Acme");
    await form.getByLabel("Work e-mail").fill("not-an-address");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText(/^Email should be a valid e-mail address/)).toBeVisible();
    await expect(form.getByText("Context is required")).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Work e-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Company")).toHaveValue("Acme");
    expect(leadsByEmail("not-an-address")).toEqual([]);
  });

  test("client-side in Portuguese", async ({ page }) => {
    const form = await openForm(page, "/pt/education", "discovery");
    await form.getByRole("button", { name: "Agendar conversa" }).click();
    await expect(form.getByText("Conte quais são os desafios atuais do seu time.")).toBeVisible();
    await expect(form.getByText("Informe seu e-mail.")).toBeVisible();
  });

  test("server-side: field errors from the collector show under their fields, joined by commas", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 422/);
    await page.goto("/en/education");
    await loaded(page);
    // Sends what a client without our checks would: the real collector answers.
    await page.route("**/f/*", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}");
      await route.continue({
        postData: JSON.stringify({ ...body, email: "nobody", currentChallenges: ["not", "text"] }),
      });
    });
    const form = page.locator("form[data-form=discovery]");
    await formReady(form);
    await form.getByLabel("Name").fill("Bea");
    await form.getByLabel("Work e-mail").fill("bea@example.com");
    await form.getByLabel("Company").fill("Globex");
    await form.getByLabel("Current challenges").fill("Something");
    await form.getByRole("button", { name: "Book Discovery Call" }).click();
    await expect(
      form.locator("#" + (await form.getByLabel("Work e-mail").getAttribute("aria-describedby"))),
    ).toHaveText(/^Email should be a valid e-mail address/);
    await expect(form.getByText(/^Current Challenges is too long or not plain text/)).toBeVisible();
    await expect(form.getByLabel("Work e-mail")).toBeFocused();
  });

  test("form-level errors are shown as an alert with the e-mail way out", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    await page.goto("/pt/consulting");
    await loaded(page);
    await page.route("**/f/*", (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/\/f\/[^/?]+/, "/f/no-such-form"),
      }),
    );
    const form = page.locator("form[data-form=consulting]");
    await formReady(form);
    await form.getByLabel("Nome").fill("Ana");
    await form.getByLabel("E-mail profissional").fill(uniqueEmail("not-found"));
    await form.getByLabel("Empresa").fill("Acme");
    await form.getByLabel("Contexto e desafios").fill("Oi");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Sua mensagem não foi enviada");
    await expect(alert).toContainText("problema de configuração");
    await expect(alert.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(form.getByLabel("Nome")).toHaveValue("Ana");
  });

  test("a dropped connection is retried with one key, and the lead is stored once", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/ERR_CONNECTION_RESET/);
    const email = uniqueEmail("retry");
    await page.clock.install();
    await page.goto("/en/consulting");
    await loaded(page);
    let attempts = 0;
    await page.route("**/f/*", async (route) => {
      attempts++;
      if (attempts <= 2) return route.abort("connectionreset");
      return route.continue();
    });
    const form = page.locator("form[data-form=consulting]");
    await formReady(form);
    await form.getByLabel("Name").fill("Retry Ruth");
    await form.getByLabel("Work e-mail").fill(email);
    await form.getByLabel("Company").fill("Flaky Networks");
    await form.getByLabel("Context and challenges").fill("Our office Wi-Fi drops.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(/trying again \(2 of 4\)/);
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await throughBackoff(page, page.getByRole("heading", { name: "Message Sent!" }));
    expect(attempts).toBe(3);
    expect(leadsByEmail(email)).toHaveLength(1);
  });

  test("when every attempt fails, the alert says so and offers the e-mail address", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await page.clock.install();
    await page.goto("/en/consulting");
    await loaded(page);
    await page.route("**/f/*", (route) => route.abort("internetdisconnected"));
    const form = page.locator("form[data-form=consulting]");
    await formReady(form);
    await form.getByLabel("Name").fill("Offline Olga");
    await form.getByLabel("Work e-mail").fill(uniqueEmail("offline"));
    await form.getByLabel("Company").fill("Nowhere");
    await form.getByLabel("Context and challenges").fill("No signal.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText(/trying again \(2 of 4\)/);
    const alert = form.getByRole("alert");
    await throughBackoff(page, alert.filter({ hasText: "We could not reach our server" }));
    await expect(alert.getByRole("link", { name: /@/ })).toBeVisible();
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(form.getByLabel("Context and challenges")).toHaveValue("No signal.");
  });

  test("a half-written message survives a reload, and is cleared once sent", async ({ page }) => {
    const email = uniqueEmail("draft");
    const form = await openForm(page, "/en/education", "discovery");
    await form.getByLabel("Name").fill("Draft Dora");
    await form.getByLabel("Work e-mail").fill(email);
    await form.getByLabel("Team size").selectOption("16-30");
    await form.getByLabel("Current challenges").fill("Half a thought");
    await page.reload();
    await formReady(form);
    await expect(form.getByLabel("Name")).toHaveValue("Draft Dora");
    await expect(form.getByLabel("Team size")).toHaveValue("16-30");
    await expect(form.getByLabel("Current challenges")).toHaveValue("Half a thought");
    await form.getByLabel("Company").fill("Drafts Inc");
    await form.getByRole("button", { name: "Book Discovery Call" }).click();
    await expect(page.getByRole("heading", { name: "Request received. What time works for you?" })).toBeVisible();
    await page.reload();
    await formReady(form);
    await expect(form.getByLabel("Name")).toHaveValue("");
  });
});

test("what a visitor types before the form has hydrated is kept, and sent", async ({ page }) => {
  // The form's code is held back, as on a slow network, until the visitor has typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/consulting-form[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const email = uniqueEmail("early");
  await page.goto("/en/consulting#contact");
  const form = page.locator("form[data-form=consulting]");
  await form.getByLabel("Name").fill("Early Eve");
  await form.getByLabel("Work e-mail").fill(email);
  await form.getByLabel("Context and challenges").fill("Typed before any script ran.");
  await form.getByLabel("Context and challenges").focus();
  await expect(form).not.toHaveAttribute("data-ready");
  release();
  await formReady(form);
  await expect(form.getByLabel("Name")).toHaveValue("Early Eve");
  await expect(form.getByLabel("Work e-mail")).toHaveValue(email);
  await expect(form.getByLabel("Context and challenges")).toHaveValue("Typed before any script ran.");
  await form.getByLabel("Company").fill("Hydra Inc");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  expect(leadsByEmail(email)).toMatchObject([{ name: "Early Eve", company: "Hydra Inc" }]);
});

test.describe("without JavaScript", () => {
  test("the consulting form posts natively and lands on the booking page, which thanks", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail("nojs");
    await page.goto("/pt/consulting");
    const form = page.locator("form[data-form=consulting]");
    await form.getByLabel("Nome").fill("Sem Script");
    await form.getByLabel("E-mail profissional").fill(email);
    await form.getByLabel("Empresa").fill("Lynx");
    await form.getByLabel("Contexto e desafios").fill("Navegador sem JavaScript.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    // The e2e server has booking on: the thank-you page is the booking page (e2e/booking.spec.ts).
    await expect(page).toHaveURL(/\/booking\?token=/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Obrigado");
    expect(leadsByEmail(email)).toMatchObject([{ form: "consulting", language: "pt", name: "Sem Script" }]);
    await context.close();
  });

  test("a rejected form comes back with the errors and every value kept", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/education");
    const form = page.locator("form[data-form=discovery]");
    await form.getByLabel("Name").fill("<b>Bold</b> Ben");
    // The browser's own check accepts `ben@localhost`; the collector wants a domain with a dot.
    await form.getByLabel("Work e-mail").fill("ben@localhost");
    await form.getByLabel("Company").fill("Initech");
    await form.getByLabel("Current challenges").fill("No JS here.");
    await form.getByRole("button", { name: "Book Discovery Call" }).click();
    await expect(page.getByText(/e-mail/i).first()).toBeVisible();
    await expect(page.locator("input[name=name]")).toHaveValue("<b>Bold</b> Ben");
    await expect(page.locator("textarea[name=currentChallenges]")).toHaveValue("No JS here.");
    expect(leadsByEmail("ben@localhost")).toEqual([]);
    await context.close();
  });
});
